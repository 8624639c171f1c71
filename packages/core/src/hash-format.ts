/**
 * Block and transaction hash formats per chain family, browser-safe: what a hash looks like in a
 * path or a search box, its stored form, and the message when it is not one. EVM: 0x + 64 hex,
 * stored lower-case. Bitcoin: 64 hex without 0x, in the byte order the node prints (display order;
 * never reversed here), stored lower-case. Solana: base58 (block hashes 32 bytes, signatures 64),
 * case-sensitive, stored as given.
 */
import { base58 } from '@scure/base';
import { CHAINS, type ChainFamily, type ChainId } from './chains';

export interface HashFormat {
  pattern: RegExp;
  /** the stored form of a hash that matches the pattern */
  normalize(hash: string): string;
  /** the message of a value that is not a hash (Chinese, as the API's messages are) */
  message: string;
}

const lower = (h: string) => h.toLowerCase();

export const HASH_FORMATS: Readonly<Record<ChainFamily, HashFormat>> = {
  evm: { pattern: /^0x[0-9a-fA-F]{64}$/, normalize: lower, message: '必须是0x开头的64位十六进制哈希' },
  btc: { pattern: /^[0-9a-fA-F]{64}$/, normalize: lower, message: '必须是64位十六进制哈希' },
  sol: { pattern: /^[1-9A-HJ-NP-Za-km-z]{32,88}$/, normalize: (h) => h, message: '必须是base58编码的哈希' },
};

/**
 * Adds the hash format of a family the product does not ship (registered with core registerChain);
 * call it before the chain's hashes are checked.
 */
export function registerHashFormat(family: string, format: HashFormat): void {
  if (family in HASH_FORMATS) throw new Error(`the ${family} family already has a hash format`);
  (HASH_FORMATS as Record<string, HashFormat>)[family] = format;
}

export function hashFormat(chain: ChainId): HashFormat {
  return HASH_FORMATS[CHAINS[chain].family];
}

/** The stored form of `value` when it is a hash on this chain, else null. */
export function normalizeHash(chain: ChainId, value: string): string | null {
  const f = hashFormat(chain);
  return f.pattern.test(value) ? f.normalize(value) : null;
}

/** A Solana transaction signature: base58 of exactly 64 bytes (87 or 88 characters for almost all). */
export function isSolSignature(text: string): boolean {
  if (!/^[1-9A-HJ-NP-Za-km-z]{64,88}$/.test(text)) return false;
  try {
    return base58.decode(text).length === 64;
  } catch {
    return false;
  }
}
