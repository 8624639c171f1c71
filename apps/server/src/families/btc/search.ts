/** The Bitcoin search: 64-hex hashes (a block or a txid) and addresses of the network the chain's node reports. */
import { HASH_FORMATS } from '@explorer/core';
import { checkChainAddress } from '../../plugins/app/chain-address';
import { compactFound } from '../../wire/search-paths';
import type { FamilySearch } from '../types';

/** mainnet, testnet and regtest forms (the devnet is regtest); the lookup is exact, so a loose form only costs one probe */
const BTC_ADDRESS = /^(?:(?:bc|tb|bcrt)1[02-9ac-hj-np-z]{6,87}|(?:BC|TB|BCRT)1[02-9AC-HJ-NP-Z]{6,87}|[123mn][1-9A-HJ-NP-Za-km-z]{25,34})$/;

export const btcSearch: FamilySearch = {
  contractKind: null,
  transactionPage: true,
  fits: (_chain, text) => HASH_FORMATS.btc.pattern.test(text) || BTC_ADDRESS.test(text),
  async find(repos, chain, text) {
    const s = repos.search;
    if (HASH_FORMATS.btc.pattern.test(text)) {
      const hash = HASH_FORMATS.btc.normalize(text);
      const [block, tx] = await Promise.all([s.blockByHash(chain, hash), repos.btc.search.transactionByTxid(chain, hash)]);
      return compactFound([block && { kind: 'block', key: String(block.height), height: block.height }, tx && { kind: 'transaction', key: tx.hash, height: tx.block_height }]);
    }
    if (!BTC_ADDRESS.test(text)) return [];
    // an address of the network the chain's node reports (a mainnet address on a regtest chain is not one of its addresses)
    const checked = await checkChainAddress(repos, chain, text);
    if (!checked.ok) return [];
    return (await repos.btc.search.addressSeen(chain, checked.address)) ? [{ kind: 'address', key: checked.address }] : [];
  },
};
