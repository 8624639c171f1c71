/** The EVM search: 0x hashes (a block or a transaction) and 0x addresses (a console contract, else an address with transactions). */
import { HASH_FORMATS, checkAddress } from '@explorer/core';
import { compactFound } from '../../wire/search-paths';
import type { FamilySearch } from '../types';

const EVM_ADDRESS = /^0x[0-9a-fA-F]{40}$/;

export const evmSearch: FamilySearch = {
  contractKind: 'contract',
  transactionPage: true,
  fits: (_chain, text) => HASH_FORMATS.evm.pattern.test(text) || EVM_ADDRESS.test(text),
  async find(repos, chain, text) {
    const s = repos.search;
    if (HASH_FORMATS.evm.pattern.test(text)) {
      const hash = HASH_FORMATS.evm.normalize(text);
      const [block, tx] = await Promise.all([s.blockByHash(chain, hash), repos.evm.search.transactionByHash(chain, hash)]);
      return compactFound([block && { kind: 'block', key: String(block.height), height: block.height }, tx && { kind: 'transaction', key: tx.hash, height: tx.block_height }]);
    }
    const checked = EVM_ADDRESS.test(text) ? checkAddress(chain, text) : null;
    if (!checked?.ok) return [];
    const contract = await s.contractByAddress(chain, checked.address);
    if (contract) return [{ kind: 'contract', key: contract.address, label: contract.symbol ?? contract.name }];
    return (await repos.evm.search.addressSeen(chain, checked.address)) ? [{ kind: 'address', key: checked.address }] : [];
  },
};
