/**
 * Input schemas shared by the chain-data routes: chain, page and page_size, heights and hashes.
 * Query and path values arrive as text; each schema checks the text and turns it into its value.
 */
import { HASH_FORMATS, hashFormat, normalizeHash, type ChainFamily, type ChainId } from '@explorer/core';
import { z } from 'zod';
import { badRequest, wholeMessage } from '../http/errors';

const MAX_PAGE = 1_000_000_000;
export const positiveInt = (what = '必须是正整数') =>
  z
    .string({ error: what })
    .regex(/^\d{1,10}$/, what)
    .transform(Number)
    .pipe(z.number().int().min(1, what).max(MAX_PAGE, `不能大于${MAX_PAGE}`));

export const pageQuery = {
  page: positiveInt().optional().describe('page number, from 1'),
  page_size: positiveInt().optional().describe('rows per page; clamped to the caller’s cap'),
};

const BOOLEAN_HINT = '必须是true或false';
export const booleanText = z
  .enum(['true', 'false', '1', '0'], { error: BOOLEAN_HINT })
  .transform((v) => v === 'true' || v === '1');

/** Whether a block's vote transactions (Solana) are listed: either false leaves them out; both default to listing them. */
export const voteQuery = {
  vote: booleanText.optional().describe('false: leave vote transactions out (Solana)'),
  include_votes: booleanText.optional().describe('alias of vote'),
};

/** A block's transactions as summaries (default) or whole rows (Solana's spec rows; the page is capped lower, limits.ts). */
export const detailQuery = {
  detail: z
    .enum(['summary', 'full'], { error: '必须是summary或full' })
    .optional()
    .describe('full: Solana rows whole (account_keys, pre_balances, post_balances, instructions, logs), page_size at most 50 (guests 20); other chains’ rows are whole already'),
};

export const HEIGHT_REQUIRED_USER = wholeMessage('必须提供hash或height参数');
export const HEIGHT_REQUIRED_GUEST = wholeMessage('must provide height parameter');

/** A block height as a path value: digits only (区块高度必须是数字), within the safe integer range. */
export const heightParam = (required: string) =>
  z
    .string({ error: required })
    // the page sends the text "undefined" when it has no height: that is a missing height
    .refine((v) => v !== '' && v !== 'undefined', required)
    .regex(/^\d+$/, '必须是数字')
    .regex(/^\d{1,16}$/, '超出范围')
    .transform(Number)
    .pipe(z.number().int().max(Number.MAX_SAFE_INTEGER, '超出范围'));

/** A block or transaction hash in the family's format (core/hash-format), turned into its stored form. */
export const hashParam = (family: ChainFamily, message = HASH_FORMATS[family].message) =>
  z
    .string()
    .regex(HASH_FORMATS[family].pattern, message)
    .transform((v) => HASH_FORMATS[family].normalize(v));

/**
 * The stored form of a block or transaction hash on this chain (its family's format), or a 400 naming
 * the field: for routes whose hash and chain arrive in different parts of the request (path, query).
 */
export function storedHash(chain: ChainId, value: string, label = '哈希'): string {
  const hash = normalizeHash(chain, value);
  if (hash === null) throw badRequest(`${label}${hashFormat(chain).message}`);
  return hash;
}

/** indexed head − height + 1 (at least 1: the head may be read a moment before a newer block is) */
export const confirmations = (tip: number | null, height: number) => Math.max(1, (tip ?? height) - height + 1);

export interface Page {
  page: number;
  pageSize: number;
  offset: number;
}

export interface PageLimits {
  defaultSize: number;
  cap: number;
}

/** Resolves page/page_size against the caller's limits: too large a size is clamped, never refused. */
export function resolvePage(query: { page?: number; page_size?: number }, limits: PageLimits): Page {
  const page = query.page ?? 1;
  const pageSize = Math.min(query.page_size ?? limits.defaultSize, limits.cap);
  return { page, pageSize, offset: (page - 1) * pageSize };
}

/** 'chain:height:index' identifies a transaction row. */
export const txId = (chain: string, height: number, index: number) => `${chain}:${height}:${index}`;
