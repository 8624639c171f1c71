/** The Bitcoin address page: each transaction's net change to the address, and its unspent outputs (the balance). */
import { inPageOrder, signedDirection } from '../address-rows';
import type { FamilyAddressPage } from '../types';
import { btcAddressBytes } from './stored';

const UTXO_LIST = 50;

export const btcAddressPage: FamilyAddressPage = {
  // the address index keys an address by its output script (migration 026)
  addressBytes: (_chain, address) => btcAddressBytes(address),
  async rows(repos, chain, address, keys) {
    const txs = inPageOrder(keys, await repos.btc.address.transactions(chain, address, keys));
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
    const u = await repos.btc.address.utxos(chain, address, UTXO_LIST);
    return { btc: { utxo_count: u.count, utxos: u.rows, utxos_truncated: u.count > u.rows.length }, utxoBalance: u.sum };
  },
};
