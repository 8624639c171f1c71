/** The LiveMessages a committed batch announces (sent with pg_notify inside the batch's transaction). */
import type { ChainId, EvmBlockBundle, LiveMessage } from '@explorer/core';

export type NotifyMode = 'all' | 'last' | 'none';

export interface ChainTotals {
  totalBlocks: number;
  totalTransactions: number;
}

/**
 * 'all': one block event per block; 'last': only the highest block of the batch (backfill);
 * 'none': nothing. Every mode but 'none' ends with one stats event carrying the new totals.
 * Each payload stays a few hundred bytes (NOTIFY's limit is 8000).
 */
export function batchLiveMessages(chain: ChainId, bundles: readonly EvmBlockBundle[], totals: ChainTotals, mode: NotifyMode, now: number): LiveMessage[] {
  if (mode === 'none' || bundles.length === 0) return [];
  const blocks = mode === 'all' ? bundles : [highestBundle(bundles)];
  return [
    ...blocks.map(({ block }): LiveMessage => ({
      type: 'event',
      category: 'block',
      chain,
      data: { action: 'new', height: block.height, hash: block.hash },
      timestamp: now,
    })),
    { type: 'event', category: 'stats', chain, data: { ...totals }, timestamp: now },
  ];
}

export function highestBundle(bundles: readonly EvmBlockBundle[]): EvmBlockBundle {
  return bundles.reduce((best, b) => (b.block.height > best.block.height ? b : best));
}
