/**
 * The wallet page's address: /{c}/wallet/{key}?gap=N. The key rides in the path (encoded), but a
 * descriptor typed by hand keeps its `/` steps and its `#checksum` (the browser's fragment), so the
 * page reads the splat and takes a fragment that looks like a BIP-380 checksum back into the key.
 */
import { WALLET_GAP_DEFAULT } from '../../lib/wallet-path';
import { WALLET_GAP_MAX } from './api/wallet';

const CHECKSUM = /^#[qpzry9x8gf2tvdw0s3jn54khce6mua7l]{8}$/;

export function walletKeyOf(splat: string | undefined, hash: string): string {
  const key = (splat ?? '').trim();
  return key && CHECKSUM.test(hash) && !key.includes('#') ? `${key}${hash}` : key;
}

/** ?gap= as the page uses it: a whole number in range, else the default */
export function gapOf(param: string | null): number {
  const n = Number(param);
  return param && Number.isInteger(n) && n >= 1 && n <= WALLET_GAP_MAX ? n : WALLET_GAP_DEFAULT;
}
