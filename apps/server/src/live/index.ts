/** The live channel: GET /ws (WebSocket) served by the hub, fed by the database's NOTIFY channel. */
import type { Logger } from '@explorer/core';
import type { Database } from '@explorer/db';
import type { FastifyInstance } from 'fastify';
import { sendError } from '../errors';
import { createLiveHub, type LiveHub } from './hub';
import { startLiveListener } from './listener';

export const WS_UPGRADE_REQUIRED_MESSAGE = '该地址只接受WebSocket连接';

export interface LiveOptions {
  /** heartbeat interval (default 30 s); a socket silent for two intervals is dropped */
  heartbeatMs?: number;
}

export async function registerLive(app: FastifyInstance, deps: { database: Database; logger: Logger } & LiveOptions): Promise<LiveHub> {
  const hub = createLiveHub({ logger: deps.logger, heartbeatMs: deps.heartbeatMs });
  const stop = await startLiveListener({ database: deps.database, hub, blocks: app.repos.blocks, logger: deps.logger });
  app.route({
    method: 'GET',
    url: '/ws',
    schema: { hide: true },
    // a plain HTTP request (no Upgrade header) is told what the address is for
    handler: (_request, reply) => sendError(reply, 426, WS_UPGRADE_REQUIRED_MESSAGE),
    wsHandler: (socket) => hub.attach(socket),
  });
  app.addHook('onClose', async () => {
    hub.close();
    await stop().catch(() => {});
  });
  return hub;
}
