/**
 * Shapes on the live channel: what clients may send (subscribe, unsubscribe, ping, pong) and the
 * LiveMessage the indexer NOTIFYs (spec part 1 §3). Anything else is rejected by these schemas.
 */
import { CHAIN_IDS, type LiveCategory } from '@explorer/core';
import { z } from 'zod';

export const LIVE_CATEGORIES = ['transaction', 'block', 'address', 'stats', 'network'] as const satisfies readonly LiveCategory[];

const topic = { category: z.enum(LIVE_CATEGORIES), chain: z.enum(CHAIN_IDS) };

export const ClientMessage = z.discriminatedUnion('type', [
  z.object({ type: z.literal('subscribe'), ...topic }),
  z.object({ type: z.literal('unsubscribe'), ...topic }),
  z.object({ type: z.literal('ping') }),
  z.object({ type: z.literal('pong') }),
]);
export type ClientMessage = z.infer<typeof ClientMessage>;

export const LiveMessageSchema = z.object({
  type: z.enum(['event', 'notification']),
  ...topic,
  data: z.record(z.string(), z.unknown()),
  timestamp: z.number(),
});

export const topicKey = (category: string, chain: string) => `${category}:${chain}`;
