/** Query and path schemas shared by the /api/v1 and /api/no-auth chain-data routes. */
import { z } from 'zod';
import { HASH_FORMATS } from '@explorer/core';
import { evmChain, evmChainQuery, hashParam, heightParam, pageQuery } from '../../../wire/common';

export const ChainPageQuery = z.object({ chain: evmChainQuery, ...pageQuery });

const SEARCH_HINT = '请输入区块高度或0x开头的区块哈希';
export const SearchQuery = z.object({
  chain: evmChainQuery,
  query: z
    .string({ error: SEARCH_HINT })
    .trim()
    .refine((v) => /^\d{1,16}$/.test(v) || HASH_FORMATS.evm.pattern.test(v), SEARCH_HINT),
  ...pageQuery,
});

export const ChainQuery = z.object({ chain: evmChainQuery });

export const heightPath = (message: string) => z.object({ height: heightParam(message) });
export const heightChainPath = (message: string) => z.object({ height: heightParam(message), chain: evmChain });
export const HashChainPath = z.object({ hash: hashParam('evm'), chain: evmChain });
export const HashPath = z.object({ hash: hashParam('evm') });
export const OptionalChainQuery = z.object({ chain: evmChain.optional() });
