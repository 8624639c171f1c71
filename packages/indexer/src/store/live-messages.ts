/** The LiveMessages a committed batch announces (sent with pg_notify inside the batch's transaction). */
import type { ChainId, LiveMessage } from '@explorer/core';

/** what the messages read of a block (an EvmBlockBundle or a PreparedBlock) */
export interface AnnouncedBlock {
  block: { height: number; hash: string };
}

export type NotifyMode = 'all' | 'last' | 'none';

/** How a family store writes a batch (its checkpoint and its live events). */
export interface WriteOptions {
  /** the node's head when the batch was fetched (stored on the checkpoint) */
  nodeHead?: number;
  /** block events: every block (default), only the batch's last (backfill), or none */
  notify?: NotifyMode;
}

export interface ChainTotals {
  totalBlocks: number;
  totalTransactions: number;
}

/**
 * 'all': one block event per block; 'last': only the highest block of the batch (backfill);
 * 'none': nothing. Every mode but 'none' ends with one stats event carrying the new totals.
 * Each payload stays a few hundred bytes (NOTIFY's limit is 8000).
 */
export function batchLiveMessages(
  chain: ChainId,
  bundles: readonly AnnouncedBlock[],
  totals: ChainTotals,
  mode: NotifyMode,
  now: number,
): LiveMessage[] {
  if (mode === 'none' || bundles.length === 0) return [];
  const blocks = mode === 'all' ? bundles : [{ block: highestBlock(bundles) }];
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

export function highestBlock<B extends AnnouncedBlock>(bundles: readonly B[]): B['block'] {
  return bundles.reduce((best, b) => (b.block.height > best.block.height ? b : best)).block;
}
