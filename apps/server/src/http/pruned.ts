/**
 * 410 Gone for what retention removed (migration 029, <CHAIN>_RETENTION): a block, a block's
 * transactions or a transaction the chain no longer keeps. A lookup by height below the chain's
 * floor is certainly pruned; a lookup by hash that finds nothing on a chain with a floor may have been
 * (the hashes of pruned data are not kept), so it answers 410 too, saying both. Everything else that
 * is not found stays a 404.
 */
import type { ChainId } from '@explorer/core';
import { HttpError, notFound } from './errors';

export const PRUNED_STATUS = 410;

/** the 410's message for a height below the floor */
export const prunedMessage = (floor: number) => `该数据已被清理：本站只保留区块高度 ${floor} 及以上的数据`;
/** the 410's message for a hash not found on a chain with a floor */
export const prunedOrMissingMessage = (floor: number) => `未找到，可能已被清理：本站只保留区块高度 ${floor} 及以上的数据`;

/** what `missing` reads: app.repos (its retention repository) */
export interface FloorSource {
  retention: { prunedBelow(chain: ChainId): Promise<number> };
}

/**
 * The error for a miss on `chain`: 410 when retention removed it (`height` below the floor, or no
 * height known and the chain has a floor), else a 404 with `message`.
 */
export async function missing(repos: FloorSource, chain: ChainId, message: string, height?: number): Promise<HttpError> {
  const floor = await repos.retention.prunedBelow(chain);
  if (floor > 0) {
    if (height === undefined) return new HttpError(PRUNED_STATUS, prunedOrMissingMessage(floor));
    if (height < floor) return new HttpError(PRUNED_STATUS, prunedMessage(floor));
  }
  return notFound(message);
}
