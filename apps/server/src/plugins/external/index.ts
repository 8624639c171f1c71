/** Third-party plugins, registered on the root instance before any route. */
import websocket from '@fastify/websocket';
import type { FastifyInstance } from 'fastify';
import { registerOpenApi } from './openapi';
import { registerSecurity } from './security';
import { registerWebRoot } from './web-root';

export async function registerExternalPlugins(app: FastifyInstance, opts: { webRoot?: string }): Promise<void> {
  await registerSecurity(app);
  await registerOpenApi(app);
  await app.register(websocket, {
    options: { maxPayload: 64 * 1024 },
    // a client's protocol error (bad frame, oversize message) is its problem: one warn line, no stack
    errorHandler: (error, socket, request) => {
      request.log.warn({ code: (error as { code?: string }).code, reason: error.message }, 'live: client protocol error');
      socket.terminate();
    },
  });
  await registerWebRoot(app, opts.webRoot);
}
