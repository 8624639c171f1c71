/** Third-party plugins, registered on the root instance before any route. */
import websocket from '@fastify/websocket';
import type { FastifyInstance } from 'fastify';
import { registerOpenApi } from './openapi';
import { registerSecurity } from './security';
import { registerWebRoot } from './web-root';

export async function registerExternalPlugins(app: FastifyInstance, opts: { webRoot?: string }): Promise<void> {
  await registerSecurity(app);
  await registerOpenApi(app);
  await app.register(websocket, { options: { maxPayload: 64 * 1024 } });
  await registerWebRoot(app, opts.webRoot);
}
