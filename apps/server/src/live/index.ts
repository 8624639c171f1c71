/** The live channel: GET /ws (WebSocket) served by the hub, fed by the database's NOTIFY channel. */
import type { Logger } from '@explorer/core';
import type { Database } from '@explorer/db';
import type { FastifyInstance } from 'fastify';
import { createLiveHub, type LiveHub } from './hub';
import { startLiveListener } from './listener';

export interface LiveOptions {
  /** heartbeat interval (default 30 s); a socket silent for two intervals is dropped */
  heartbeatMs?: number;
}

export async function registerLive(app: FastifyInstance, deps: { database: Database; logger: Logger } & LiveOptions): Promise<LiveHub> {
  const hub = createLiveHub({ logger: deps.logger, heartbeatMs: deps.heartbeatMs });
  const stop = await startLiveListener({ database: deps.database, hub, blocks: app.repos.blocks, logger: deps.logger });
  app.get('/ws', { websocket: true, schema: { hide: true } }, (socket) => hub.attach(socket));
  app.addHook('onClose', async () => {
    hub.close();
    await stop().catch(() => {});
  });
  return hub;
}
