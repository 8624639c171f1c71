/** The Solana address page: each transaction's SOL and token changes to the address, and its token accounts. */
import { unpackSolDetail, type StoredSolDetail } from '@explorer/core';
import { inPageOrder, signedDirection } from '../address-rows';
import type { FamilyAddressPage } from '../types';
import { byteaOfBase58 } from './columns';

/** how many of the newest transactions are read for a Solana address's token accounts */
const TOKEN_ACCOUNT_SCAN = 100;

function solChanges(detailText: string | null, address: string) {
  if (detailText === null) return { sol: 0n, tokens: [] as { mint: string; change: string; decimals: number }[] };
  const d = unpackSolDetail(JSON.parse(detailText) as StoredSolDetail);
  let sol = 0n;
  d.accountKeys.forEach((k, i) => {
    if (k.pubkey === address && d.preBalances && d.postBalances) sol += BigInt(d.postBalances[i] ?? '0') - BigInt(d.preBalances[i] ?? '0');
  });
  const byMint = new Map<string, { change: bigint; decimals: number }>();
  const add = (list: typeof d.postTokenBalances, sign: bigint) => {
    for (const b of list) {
      if ((b.owner ?? b.account) !== address) continue;
      const m = byMint.get(b.mint) ?? { change: 0n, decimals: b.decimals };
      m.change += sign * BigInt(b.amount);
      byMint.set(b.mint, m);
    }
  };
  add(d.postTokenBalances, 1n);
  add(d.preTokenBalances, -1n);
  const tokens = [...byMint].filter(([, m]) => m.change !== 0n).map(([mint, m]) => ({ mint, change: m.change.toString(), decimals: m.decimals }));
  return { sol, tokens, detail: d };
}

export const solAddressPage: FamilyAddressPage = {
  /** the 32-byte key (the sol store's address index rows) */
  addressBytes: (_chain, address) => byteaOfBase58(address),
  async rows(repos, chain, address, keys) {
    const [txRows, events] = await Promise.all([repos.sol.address.transactions(chain, keys), repos.sol.address.events(chain, keys)]);
    return inPageOrder(keys, txRows).map((t) => {
      const { sol: change, tokens } = solChanges(t.detail, address);
      // by the SOL change, else by the first token change; a fee payer that lost nothing more moved to itself
      const moved = change !== 0n ? change : tokens[0] ? BigInt(tokens[0].change) : 0n;
      const direction = t.signer === address && change >= 0n && tokens.length === 0 ? 'self' : signedDirection(moved);
      const own = events.filter((e) => e.block_height === t.block_height && e.tx_index === t.tx_index);
      const other = direction === 'out' ? own.find((e) => e.from_address === address && e.to_address !== address)?.to_address : own.find((e) => e.to_address === address && e.from_address !== address)?.from_address;
      return {
        hash: t.signature,
        block_height: t.block_height,
        tx_index: t.tx_index,
        timestamp: t.timestamp,
        direction,
        counterparty: other ?? (t.signer !== address ? t.signer : null),
        value: change.toString(),
        fee: t.fee,
        status: t.status,
        token_changes: tokens,
      };
    });
  },
  async extras(repos, chain, address) {
    const bytes = byteaOfBase58(address);
    if (bytes === null) return { sol: { token_accounts: [] } };
    const keys = await repos.addressIndex.page(chain, bytes, null, TOKEN_ACCOUNT_SCAN);
    const txs = inPageOrder(keys, await repos.sol.address.transactions(chain, keys));
    const accounts = new Map<string, { account: string; mint: string; amount: string; decimals: number; as_of: number }>();
    for (const t of txs) {
      if (t.detail === null) continue;
      const d = unpackSolDetail(JSON.parse(t.detail) as StoredSolDetail);
      for (const b of d.postTokenBalances) {
        if (b.owner === address && !accounts.has(b.account)) accounts.set(b.account, { account: b.account, mint: b.mint, amount: b.amount, decimals: b.decimals, as_of: t.block_height });
      }
    }
    return { sol: { token_accounts: [...accounts.values()] } };
  },
};
