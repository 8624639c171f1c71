/**
 * Per family: the address index's page keys → the address page's transaction rows
 * (AddressTransaction), and the family's part of the summary. A family is an entry of ADDRESS_FAMILIES.
 */
import { unpackSolDetail, type AddressSummary, type AddressTransaction, type ChainFamily, type StoredSolDetail } from '@explorer/core';
import type { Repositories } from '../../../plugins/app';
import type { ActivityKey } from '../../../plugins/app/address-index';

type Key = `${number}:${number}`;
const keyOf = (r: { block_height: number; tx_index: number }): Key => `${r.block_height}:${r.tx_index}`;

/** newest first, in the page's order (the joins return rows in any order) */
function inPageOrder<T extends { block_height: number; tx_index: number }>(keys: readonly ActivityKey[], rows: readonly T[]): T[] {
  const byKey = new Map(rows.map((r) => [keyOf(r), r]));
  return keys.map((k) => byKey.get(keyOf(k))).filter((r): r is T => r !== undefined);
}

const signedDirection = (change: bigint): AddressTransaction['direction'] => (change < 0n ? 'out' : change > 0n ? 'in' : 'self');

interface AddressFamily {
  rows(repos: Repositories, chain: string, address: string, keys: readonly ActivityKey[]): Promise<AddressTransaction[]>;
  /** the summary's family part (and, for btc, the balance) */
  extras(repos: Repositories, chain: string, address: string): Promise<Partial<AddressSummary> & { utxoBalance?: string }>;
}

const UTXO_LIST = 50;
/** how many of the newest transactions are read for a Solana address's token accounts */
const TOKEN_ACCOUNT_SCAN = 100;

const evm: AddressFamily = {
  async rows(repos, chain, address, keys) {
    const txs = inPageOrder(keys, await repos.addressIndex.evm.transactions(chain, keys));
    const transfers = await repos.addressIndex.evm.transfers(chain, address, txs);
    return txs.map((t) => {
      const out = t.from_addr === address;
      const direction = out && (t.to_addr === address || t.contract_address === address) ? 'self' : out ? 'out' : 'in';
      return {
        hash: t.hash,
        block_height: t.block_height,
        tx_index: t.tx_index,
        timestamp: t.timestamp,
        direction,
        counterparty: direction === 'in' ? t.from_addr : (t.to_addr ?? t.contract_address),
        value: t.value,
        fee: t.fee,
        status: t.status,
        token_transfers: transfers
          .filter((x) => x.block_height === t.block_height && x.tx_hash === t.hash)
          .map((x) => ({ log_index: x.log_index, token: x.token, symbol: x.symbol, decimals: x.decimals, from: x.from_addr, to: x.to_addr, amount: x.amount })),
      };
    });
  },
  async extras(repos, chain, address) {
    const c = await repos.addressIndex.evm.contract(chain, address);
    const token = c && (c.is_erc20 || c.symbol !== null || c.name !== null) ? { name: c.name, symbol: c.symbol, decimals: c.decimals, contract_type: c.contract_type, total_supply: c.total_supply } : null;
    return { evm: { is_contract: c !== undefined, token, creator: c?.creator ?? null, creation_tx: c?.creation_tx ?? null } };
  },
};

const btc: AddressFamily = {
  async rows(repos, chain, address, keys) {
    const txs = inPageOrder(keys, await repos.addressIndex.btc.transactions(chain, address, keys));
    return txs.map((t) => {
      const change = BigInt(t.received) - BigInt(t.sent);
      const direction = signedDirection(change);
      return {
        hash: t.hash,
        block_height: t.block_height,
        tx_index: t.tx_index,
        timestamp: t.timestamp,
        direction,
        counterparty: direction === 'out' ? t.other_output : t.other_input,
        value: change.toString(),
        fee: t.fee,
        status: 1,
      };
    });
  },
  async extras(repos, chain, address) {
    const u = await repos.addressIndex.btc.utxos(chain, address, UTXO_LIST);
    return { btc: { utxo_count: u.count, utxos: u.rows, utxos_truncated: u.count > u.rows.length }, utxoBalance: u.sum };
  },
};

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

const sol: AddressFamily = {
  async rows(repos, chain, address, keys) {
    const [txRows, events] = await Promise.all([repos.addressIndex.sol.transactions(chain, keys), repos.addressIndex.sol.events(chain, keys)]);
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
    const keys = await repos.addressIndex.page(chain, address, null, TOKEN_ACCOUNT_SCAN);
    const txs = inPageOrder(keys, await repos.addressIndex.sol.transactions(chain, keys));
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

export const ADDRESS_FAMILIES: Record<ChainFamily, AddressFamily> = { evm, btc, sol };
