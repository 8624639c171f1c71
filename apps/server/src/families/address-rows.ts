/** Helpers of the families' address page rows (families/<family>/address-page.ts). */
import type { AddressTransaction } from '@explorer/core';
import type { ActivityKey } from '../plugins/app/address-index';

type Key = `${number}:${number}`;
const keyOf = (r: { block_height: number; tx_index: number }): Key => `${r.block_height}:${r.tx_index}`;

/** newest first, in the page's order (the joins return rows in any order) */
export function inPageOrder<T extends { block_height: number; tx_index: number }>(keys: readonly ActivityKey[], rows: readonly T[]): T[] {
  const byKey = new Map(rows.map((r) => [keyOf(r), r]));
  return keys.map((k) => byKey.get(keyOf(k))).filter((r): r is T => r !== undefined);
}

export const signedDirection = (change: bigint): AddressTransaction['direction'] => (change < 0n ? 'out' : change > 0n ? 'in' : 'self');
