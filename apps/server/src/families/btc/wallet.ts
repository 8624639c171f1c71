/**
 * The Bitcoin wallet view (FamilyWallet, issue 27): the key or descriptor parsed and checked against
 * the chain's network, each branch walked in chunks of `gap` derived addresses — one index query per
 * chunk — until `gap` addresses in a row are unused (at most MAX_DERIVED a branch: then the branch
 * says truncated), then the used addresses' balance, unspent outputs and transactions (one row per
 * transaction with the wallet's net change; keyset pages). Never a node call per address.
 */
import { deriveWalletAddresses, fitsNetwork, parseWalletKey, type Wallet } from '@explorer/core';
import { badRequest } from '../../http/errors';
import { decodeCursor, encodeCursor, HEIGHT, INDEX } from '../keyset-cursor';
import type { FamilyWallet } from '../types';
import { addressOfScript, btcAddressBytes } from './stored';

export const MAX_DERIVED = 1_000;
const UTXO_LIST = 100;

export const btcWallet: FamilyWallet = {
  async view(repos, chain, text, { gap, cursor, limit }): Promise<Wallet> {
    const key = parseWalletKey(text);
    if (!key.ok) throw badRequest(`key: ${key.message}`);
    const network = await repos.btc.wallet.network(chain);
    if (!fitsNetwork(key, network.name)) throw badRequest(`key: 这是${key.mainnet ? '主网' : '测试网'}的扩展公钥，本链为 ${network.name} 网络`);
    const after = decodeCursor(cursor, [HEIGHT, INDEX]);
    const before = after && { height: Number(after[0]), index: Number(after[1]) };

    const branches: Wallet['branches'] = [];
    const addresses: Wallet['addresses'] = [];
    let derived = 0;
    for (const branch of key.branches) {
      let lastUsed = -1;
      let start = 0;
      while (start < lastUsed + 1 + gap && start < MAX_DERIVED) {
        // the rest of the window at most: the addresses up to `gap` past the last used one
        const chunk = deriveWalletAddresses(key, network.name, branch, start, Math.min(gap, lastUsed + 1 + gap - start, MAX_DERIVED - start));
        derived += chunk.length;
        const scripts = chunk.map((a) => btcAddressBytes(a)!);
        const used = await repos.btc.wallet.used(chain, scripts);
        // in index order: an address past `gap` unused ones after the last used is not the wallet's
        for (const [i, address] of chunk.entries()) {
          if (start + i >= lastUsed + 1 + gap) break;
          if (!used.has(scripts[i]!.replace(/^\\x/, '0x'))) continue;
          lastUsed = start + i;
          addresses.push({ branch, index: start + i, address });
        }
        start += chunk.length;
      }
      const next = lastUsed + 1;
      branches.push({
        branch,
        used: addresses.filter((a) => a.branch === branch).length,
        next_index: next,
        next_address: deriveWalletAddresses(key, network.name, branch, next, 1)[0]!,
        truncated: start >= MAX_DERIVED && lastUsed + 1 + gap > MAX_DERIVED,
      });
    }

    const scripts = addresses.map((a) => btcAddressBytes(a.address)!);
    const [utxos, txs] = await Promise.all([repos.btc.wallet.utxos(chain, scripts, UTXO_LIST), repos.btc.wallet.transactions(chain, scripts, before, limit + 1)]);
    const shown = txs.slice(0, limit);
    const last = shown.at(-1);
    return {
      chain,
      script: key.script,
      gap,
      derived,
      branches,
      addresses,
      balance: utxos.sum,
      utxo_count: utxos.count,
      utxos: utxos.rows.map((u) => ({ txid: u.txid, vout: u.vout, value: u.value, block_height: u.block_height, address: addressOfScript(u.script, network) })),
      utxos_truncated: utxos.count > utxos.rows.length,
      transactions: shown.map((t) => ({
        hash: t.hash,
        block_height: t.block_height,
        timestamp: t.timestamp,
        received: t.received,
        sent: t.sent,
        net: (BigInt(t.received) - BigInt(t.sent)).toString(),
        fee: t.fee,
      })),
      next_cursor: txs.length > limit && last ? encodeCursor(last.block_height, last.tx_index) : null,
      limit,
    };
  },
};
