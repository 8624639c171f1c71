/**
 * Feeds the hub from PostgreSQL LISTEN/NOTIFY (PGlite's in-process listen on the embedded engine).
 * Every API process listens, so each serves every event. A block event gets the block itself, read
 * once per event in its family's wire shape (the same as the block list's): clients can insert it
 * without another call. Events are handled in arrival order. With read replicas, an event waits until
 * the replicas in use have replayed what it announces (Database.replicas.waitReadable).
 */
import { hashFormat, LIVE_CHANNEL, type LiveMessage, type Logger } from '@explorer/core';
import type { Database } from '@explorer/db';
import type { AnyBlock } from '../families';
import type { LiveHub } from './hub';
import { LiveMessageSchema } from './messages';

export interface LiveListenerDeps {
  database: Database;
  hub: LiveHub;
  /** a chain's block in its family's wire shape (families/index.ts), by height or by stored hash */
  blocks: BlockReader;
  logger: Logger;
  /** sees every valid event before delivery, subscribers or not (e.g. to drop cached answers) */
  onEvent?: (message: LiveMessage) => void;
  /** resolves once what an event announces can be read where clients read (the read replicas, when there are) */
  readable?: () => Promise<void>;
}

export interface BlockReader {
  byHeight(chain: LiveMessage['chain'], height: number): Promise<AnyBlock | undefined>;
  byHash(chain: LiveMessage['chain'], hash: string): Promise<AnyBlock | undefined>;
}

async function withBlock(message: LiveMessage, blocks: BlockReader): Promise<LiveMessage> {
  const { height, hash } = message.data;
  let block: AnyBlock | undefined;
  if (typeof height === 'number' && Number.isSafeInteger(height)) block = await blocks.byHeight(message.chain, height);
  // the hash in its stored form: the chain's family says which (EVM and Bitcoin hex lower-cased, base58 as is)
  const stored = typeof hash === 'string' ? hashFormat(message.chain).normalize(hash) : undefined;
  if (stored !== undefined && block?.hash !== stored) block = await blocks.byHash(message.chain, stored);
  return { ...message, data: { ...message.data, block: block ?? null } };
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
    // a client that reads the announced block at once must find it, and a cached answer dropped now
    // must not be filled again from a replica that has not replayed it yet
    await deps.readable?.();
    deps.onEvent?.(message);
    if (!hub.hasSubscribers(message.category, message.chain)) return;
    if (message.category === 'block') message = await withBlock(message, blocks);
    hub.publish(message);
  };

  return deps.database.listen(LIVE_CHANNEL, (payload) => {
    chain = chain.then(() => handle(payload)).catch((err: unknown) => logger.error({ err }, 'live: event not delivered'));
  });
}
