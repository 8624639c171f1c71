/** The Solana search: signatures (64 bytes) and 32-byte keys (a blockhash, a mint, an account). */
import { checkAddress, isSolSignature, type ChainId } from '@explorer/core';
import type { FamilySearch } from '../types';

/** a 32-byte base58 key (Solana's address format) */
const isSolKey = (chain: ChainId, text: string): boolean => text.length <= 44 && checkAddress(chain, text).ok;

export const solSearch: FamilySearch = {
  contractKind: 'token',
  transactionPage: true,
  fits: (chain, text) => isSolSignature(text) || isSolKey(chain, text),
  async find(repos, chain, text) {
    const s = repos.search;
    if (isSolSignature(text)) {
      const tx = await repos.sol.search.transactionBySignature(chain, text);
      return tx ? [{ kind: 'transaction', key: tx.hash, height: tx.block_height }] : [];
    }
    if (!isSolKey(chain, text)) return [];
    // a 32-byte key is a blockhash, a mint or an account
    const [block, mint] = await Promise.all([repos.sol.search.blockByHash(chain, text), s.contractByAddress(chain, text)]);
    if (block) return [{ kind: 'block', key: String(block.height), height: block.height }];
    if (mint) return [{ kind: 'token', key: mint.address, label: mint.symbol ?? mint.name }];
    return (await repos.sol.search.addressSeen(chain, text)) ? [{ kind: 'address', key: text }] : [];
  },
};
