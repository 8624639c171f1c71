/**
 * What each chain family's search looks for, by the form of the text: EVM 0x hashes (block or
 * transaction) and 0x addresses (a console contract, else an address with transactions); Bitcoin
 * 64-hex hashes (block or txid) and addresses; Solana signatures (64 bytes), 32-byte keys (block hash,
 * mint, account). Heights and names are the same on every family (search/index.ts).
 */
import { HASH_FORMATS, checkAddress, isSolSignature, type ChainFamily, type ChainId } from '@explorer/core';
import { checkChainAddress } from '../chain-address';
import type { Repositories } from '../plugins/app';
import type { Found } from './paths';

export interface FamilySearch {
  /** what a contracts-table row of this family is: an EVM contract, a Solana mint (token); null: the family has none */
  contractKind: 'contract' | 'token' | null;
  /** whether the family has a page per transaction (web chains/family-views.ts screens.transaction); else its block's page */
  transactionPage: boolean;
  /** the hashes, signatures and addresses `text` names on `chain` (empty when the text has none of the family's forms) */
  find(repos: Repositories, chain: ChainId, text: string): Promise<Found[]>;
  /** whether `text` has one of the family's hash or address forms (then it is not searched as a name) */
  fits(chain: ChainId, text: string): boolean;
}

const compact = (items: Array<Found | undefined | null | false>): Found[] => items.filter((f): f is Found => Boolean(f));

const EVM_ADDRESS = /^0x[0-9a-fA-F]{40}$/;

const evm: FamilySearch = {
  contractKind: 'contract',
  transactionPage: true,
  fits: (_chain, text) => HASH_FORMATS.evm.pattern.test(text) || EVM_ADDRESS.test(text),
  async find(repos, chain, text) {
    const s = repos.search;
    if (HASH_FORMATS.evm.pattern.test(text)) {
      const hash = HASH_FORMATS.evm.normalize(text);
      const [block, tx] = await Promise.all([s.blockByHash(chain, hash), s.transactionByHash(chain, hash)]);
      return compact([block && { kind: 'block', key: String(block.height), height: block.height }, tx && { kind: 'transaction', key: tx.hash, height: tx.block_height }]);
    }
    const checked = EVM_ADDRESS.test(text) ? checkAddress(chain, text) : null;
    if (!checked?.ok) return [];
    const contract = await s.contractByAddress(chain, checked.address);
    if (contract) return [{ kind: 'contract', key: contract.address, label: contract.symbol ?? contract.name }];
    return (await s.evmAddressSeen(chain, checked.address)) ? [{ kind: 'address', key: checked.address }] : [];
  },
};

/** mainnet, testnet and regtest forms (the devnet is regtest); the lookup is exact, so a loose form only costs one probe */
const BTC_ADDRESS = /^(?:(?:bc|tb|bcrt)1[02-9ac-hj-np-z]{6,87}|(?:BC|TB|BCRT)1[02-9AC-HJ-NP-Z]{6,87}|[123mn][1-9A-HJ-NP-Za-km-z]{25,34})$/;

const btc: FamilySearch = {
  contractKind: null,
  transactionPage: true,
  fits: (_chain, text) => HASH_FORMATS.btc.pattern.test(text) || BTC_ADDRESS.test(text),
  async find(repos, chain, text) {
    const s = repos.search;
    if (HASH_FORMATS.btc.pattern.test(text)) {
      const hash = HASH_FORMATS.btc.normalize(text);
      const [block, tx] = await Promise.all([s.blockByHash(chain, hash), s.transactionByHash(chain, hash)]);
      return compact([block && { kind: 'block', key: String(block.height), height: block.height }, tx && { kind: 'transaction', key: tx.hash, height: tx.block_height }]);
    }
    if (!BTC_ADDRESS.test(text)) return [];
    // an address of the network the chain's node reports (a mainnet address on a regtest chain is not one of its addresses)
    const checked = await checkChainAddress(repos, chain, text);
    if (!checked.ok) return [];
    return (await repos.search.btcAddressSeen(chain, checked.address)) ? [{ kind: 'address', key: checked.address }] : [];
  },
};

/** a 32-byte base58 key (Solana's address format) */
const isSolKey = (chain: ChainId, text: string): boolean => text.length <= 44 && checkAddress(chain, text).ok;

const sol: FamilySearch = {
  contractKind: 'token',
  transactionPage: true,
  fits: (chain, text) => isSolSignature(text) || isSolKey(chain, text),
  async find(repos, chain, text) {
    const s = repos.search;
    if (isSolSignature(text)) {
      const tx = await s.solTransactionBySignature(chain, text);
      return tx ? [{ kind: 'transaction', key: tx.hash, height: tx.block_height }] : [];
    }
    if (!isSolKey(chain, text)) return [];
    // a 32-byte key is a blockhash, a mint or an account
    const [block, mint] = await Promise.all([s.blockByHash(chain, text), s.contractByAddress(chain, text)]);
    if (block) return [{ kind: 'block', key: String(block.height), height: block.height }];
    if (mint) return [{ kind: 'token', key: mint.address, label: mint.symbol ?? mint.name }];
    return (await s.solAddressSeen(chain, text)) ? [{ kind: 'address', key: text }] : [];
  },
};

export const FAMILY_SEARCH: Readonly<Record<ChainFamily, FamilySearch>> = { evm, btc, sol };
