/**
 * Feeds the hub from PostgreSQL LISTEN/NOTIFY (PGlite's in-process listen on the embedded engine).
 * Every API process listens, so each serves every event. A block event gets the block itself, read
 * once per event: clients can insert it without another call. Events are handled in arrival order.
 */
import { LIVE_CHANNEL, type LiveMessage, type Logger } from '@explorer/core';
import type { Database } from '@explorer/db';
import type { BlocksRepository } from '../plugins/app/blocks-repository';
import { toBlock } from '../wire/block';
import type { LiveHub } from './hub';
import { LiveMessageSchema } from './messages';

export interface LiveListenerDeps {
  database: Database;
  hub: LiveHub;
  blocks: BlocksRepository;
  logger: Logger;
  /** sees every valid event before delivery, subscribers or not (e.g. to drop cached answers) */
  onEvent?: (message: LiveMessage) => void;
}

async function withBlock(message: LiveMessage, blocks: BlocksRepository): Promise<LiveMessage> {
  const { height, hash } = message.data;
  let row;
  if (typeof height === 'number' && Number.isSafeInteger(height)) row = await blocks.byHeight(message.chain, height);
  if (typeof hash === 'string' && row?.hash !== hash.toLowerCase()) row = await blocks.byHash(message.chain, hash.toLowerCase());
  return { ...message, data: { ...message.data, block: row ? toBlock(row) : null } };
}

/** Starts listening; resolves to a function that stops. */
export async function startLiveListener(deps: LiveListenerDeps): Promise<() => Promise<void>> {
  const { hub, blocks, logger } = deps;
  let chain: Promise<void> = Promise.resolve();

  const handle = async (payload: string) => {
    let message: LiveMessage;
    try {
      message = LiveMessageSchema.parse(JSON.parse(payload));
    } catch {
      logger.warn('live: ignored a malformed notification');
      return;
    }
    deps.onEvent?.(message);
    if (!hub.hasSubscribers(message.category, message.chain)) return;
    if (message.category === 'block') message = await withBlock(message, blocks);
    hub.publish(message);
  };

  return deps.database.listen(LIVE_CHANNEL, (payload) => {
    chain = chain.then(() => handle(payload)).catch((err: unknown) => logger.error({ err }, 'live: event not delivered'));
  });
}
