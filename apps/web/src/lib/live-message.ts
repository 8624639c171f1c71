/** Shape check of messages arriving on the live channel (spec part 1 §3): anything else is ignored. */
import { CHAIN_IDS, type ChainId, type LiveCategory, type LiveMessage } from './core';

export const LIVE_CATEGORIES: readonly LiveCategory[] = ['transaction', 'block', 'address', 'stats', 'network'];

export function isLiveCategory(v: unknown): v is LiveCategory {
  return typeof v === 'string' && (LIVE_CATEGORIES as readonly string[]).includes(v);
}

export function isLiveMessage(v: unknown): v is LiveMessage {
  if (!v || typeof v !== 'object') return false;
  const m = v as Record<string, unknown>;
  return (
    (m.type === 'event' || m.type === 'notification') &&
    isLiveCategory(m.category) &&
    typeof m.chain === 'string' &&
    (CHAIN_IDS as readonly string[]).includes(m.chain) &&
    typeof m.data === 'object' &&
    m.data !== null &&
    !Array.isArray(m.data) &&
    typeof m.timestamp === 'number'
  );
}

export const topicKey = (category: LiveCategory, chain: ChainId) => `${category}:${chain}`;
