/**
 * Request logs worth reading: every request at debug (one line: method, route, status, ms), a slow one
 * (> 1 s) at warn; errors are logged by the error handler. Fastify's own per-request info lines are off.
 */
import type { FastifyInstance } from 'fastify';

export const SLOW_REQUEST_MS = 1000;

export function installRequestLog(app: FastifyInstance, slowMs = SLOW_REQUEST_MS): void {
  app.addHook('onResponse', async (request, reply) => {
    const ms = Math.round(reply.elapsedTime);
    const line = { method: request.method, route: request.routeOptions.url ?? request.url.split('?')[0], status: reply.statusCode, ms };
    if (ms > slowMs) request.log.warn(line, 'slow request');
    else request.log.debug(line, 'request');
  });
}
