/** Paging of a block's transactions: 20 a page, the requested page clamped to 1..pages. */
import { BLOCK_TX_PAGE_SIZE } from './api/block-transactions';

export function txPages(total: number): number {
  return Math.max(1, Math.ceil(Math.max(0, total) / BLOCK_TX_PAGE_SIZE));
}

export function clampPage(requested: string | null, pages: number): number {
  const n = Number(requested);
  if (!Number.isSafeInteger(n) || n < 1) return 1;
  return Math.min(n, pages);
}

/** A route height: digits only, a safe integer; null otherwise. */
export function parseHeight(raw: string | undefined): number | null {
  if (!raw || !/^\d{1,16}$/.test(raw)) return null;
  const n = Number(raw);
  return Number.isSafeInteger(n) ? n : null;
}
