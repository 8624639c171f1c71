import type { ChainId } from './chains';

/** Live message as the spec defines it (part 1 §3). */
export type LiveCategory = 'transaction' | 'block' | 'address' | 'stats' | 'network';
export interface LiveMessage {
  type: 'event' | 'notification';
  category: LiveCategory;
  chain: ChainId;
  data: Record<string, unknown>;
  timestamp: number;
}

/** PostgreSQL NOTIFY channel carrying LiveMessage JSON from the indexer to every API process. */
export const LIVE_CHANNEL = 'explorer_live';
