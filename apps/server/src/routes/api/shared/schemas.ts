/**
 * Query and path schemas shared by the /api/v1 and /api/no-auth chain-data routes. The chain is any
 * served chain (families/index.ts); a hash is checked against the chain's family format in the
 * handler (wire/common storedHash), since path and query are validated apart.
 */
import { HASH_FORMATS } from '@explorer/core';
import { z } from 'zod';
import { feeRateChain, servedChain, servedChainQuery } from '../../../families';
import { evmChain } from '../../../families/evm/chains';
import { detailQuery, hashParam, heightParam, pageQuery, voteQuery } from '../../../wire/common';

export const ChainPageQuery = z.object({ chain: servedChainQuery, ...pageQuery });
export const PageQuery = z.object(pageQuery);
/** a block's transactions: page, and vote=false or include_votes=false to leave vote transactions out (Solana) */
export const BlockTxQuery = z.object({ chain: servedChainQuery, ...pageQuery, ...voteQuery, ...detailQuery });
export const ChainBlockTxQuery = z.object({ ...pageQuery, ...voteQuery, ...detailQuery });

export const SearchQuery = z.object({
  chain: servedChainQuery,
  query: z.string().trim().default('').describe('a block height, or a block hash in the chain’s format'),
  ...pageQuery,
});

export const ChainQuery = z.object({ chain: servedChainQuery });
export const ChainPath = z.object({ chain: servedChain });
export const FeeRateChainPath = z.object({ chain: feeRateChain });

/** a hash as the path carries it; its format is the chain's (checked by the handler) */
const hashText = z.string().describe('block or transaction hash in the chain’s format');

export const heightPath = (message: string) => z.object({ height: heightParam(message) });
export const heightChainPath = (message: string) => z.object({ height: heightParam(message), chain: servedChain });
export const chainBlockHeightPath = (message: string) => z.object({ chain: servedChain, blockHeight: heightParam(message) });
export const HashChainPath = z.object({ hash: hashText, chain: servedChain });
export const HashPath = z.object({ hash: hashText });
export const ChainTxPath = z.object({ chain: servedChain, hash: hashText });

/** Receipts and parsed results are EVM-only. */
export const EvmHashChainPath = z.object({ hash: hashParam('evm'), chain: evmChain });
export const EvmHashPath = z.object({ hash: hashParam('evm') });
export const OptionalEvmChainQuery = z.object({ chain: evmChain.optional() });
/** one EVM transaction's page: the chain first, so a wrong chain is named before the hash */
export const EvmTxPath = z.object({ chain: evmChain, hash: hashParam('evm', `交易哈希${HASH_FORMATS.evm.message}`) });

const KEYSET_PAGE_DEFAULT = 25;
const KEYSET_PAGE_MAX = 100;
/** a keyset page: the previous page's next_cursor (opaque) and the page size */
export const KeysetPageQuery = z.object({
  cursor: z.string().max(160, '无效的游标').regex(/^[A-Za-z0-9_-]+$/, '无效的游标').optional().describe('next_cursor of the previous page'),
  limit: z.coerce
    .number({ error: '必须是正整数' })
    .int('必须是正整数')
    .min(1, '必须是正整数')
    .max(KEYSET_PAGE_MAX, `不能超过${KEYSET_PAGE_MAX}`)
    .default(KEYSET_PAGE_DEFAULT),
});
