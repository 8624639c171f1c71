/** The global search's query (GET /api/no-auth/search and /api/v1/search): the chain searched first and the text. */
import { SEARCH_MAX_HITS } from '@explorer/core';
import { z } from 'zod';
import { servedChainQuery } from '../../../families';

export const SEARCH_TEXT_MAX = 128;
/** control characters and lone surrogates never name anything */
const UNPRINTABLE = /[\p{Cc}\p{Cf}\p{Cs}]/u;

export const GlobalSearchQuery = z.object({
  chain: servedChainQuery,
  q: z
    .string({ error: '不能为空' })
    .trim()
    .min(1, '不能为空')
    .max(SEARCH_TEXT_MAX, `不能超过${SEARCH_TEXT_MAX}个字符`)
    .refine((v) => !UNPRINTABLE.test(v), '包含不允许的字符')
    .describe(`a block height, block hash, transaction hash / txid / signature, address, or the start of a contract's or token's name or symbol; at most ${SEARCH_MAX_HITS} matches`),
});

export const SEARCH_SUMMARY = 'Find blocks, transactions, addresses, contracts and tokens: the requested chain first, then the others where the text fits';
