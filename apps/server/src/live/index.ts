/** The live channel: GET /ws (WebSocket) served by the hub, fed by the database's NOTIFY channel. */
import type { LiveMessage, Logger } from '@explorer/core';
import type { Database } from '@explorer/db';
import type { FastifyInstance } from 'fastify';
import { sendError } from '../http/errors';
import { familyReads } from '../families';
import { createLiveHub, type LiveHub, type LiveLimits } from './hub';
import { startLiveListener } from './listener';

export const WS_UPGRADE_REQUIRED_MESSAGE = '该地址只接受WebSocket连接';

export interface LiveOptions {
  /** heartbeat interval (default 30 s); a socket that answers none of two pings is dropped */
  heartbeatMs?: number;
  /** per-client bounds (connections per IP, messages per second, queued bytes) */
  limits?: Partial<LiveLimits>;
}

declare module 'fastify' {
  interface FastifyInstance {
    live: LiveHub;
  }
}

export async function registerLive(
  app: FastifyInstance,
  deps: { database: Database; logger: Logger; onEvent?: (message: LiveMessage) => void } & LiveOptions,
): Promise<LiveHub> {
  const hub = createLiveHub({ logger: deps.logger, heartbeatMs: deps.heartbeatMs, limits: deps.limits });
  app.decorate('live', hub);
  const stop = await startLiveListener({
    database: deps.database,
    hub,
    // the block in its family's shape: what the chain's block list holds
    blocks: {
      byHeight: (chain, height) => familyReads(chain).blocks.byHeight(app.repos, chain, height),
      byHash: (chain, hash) => familyReads(chain).blocks.byHash(app.repos, chain, hash),
    },
    logger: deps.logger,
    readable: deps.database.replicas ? () => deps.database.replicas!.waitReadable() : undefined,
    onEvent: (message) => {
      app.responseCache.dropChain(message.chain);
      deps.onEvent?.(message);
    },
  });
  app.route({
    method: 'GET',
    url: '/ws',
    schema: { hide: true },
    // a plain HTTP request (no Upgrade header) is told what the address is for
    handler: (_request, reply) => sendError(reply, 426, WS_UPGRADE_REQUIRED_MESSAGE),
    wsHandler: (socket, request) => hub.attach(socket, request.ip, request.raw.socket),
  });
  app.addHook('onClose', async () => {
    hub.close();
    await stop().catch(() => {});
  });
  return hub;
}
