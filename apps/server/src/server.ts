/**
 * buildServer: the Fastify app with its plugins (external, then app), the /api routes, the live
 * channel and the web root. It does not listen; the caller does app.listen({ port, host }).
 */
import type { Config, Logger } from '@explorer/core';
import type { Database } from '@explorer/db';
import Fastify, { LogController, type FastifyInstance, type RouteOptions } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { answerClientError, answerFrameworkError, installErrorHandling } from './http/errors';
import { registerAlerts, type AlertWorkerOptions, type WebhookWorkerOptions } from './alerts';
import { registerLive, type LiveOptions } from './live';
import { createRpcBalanceReader, type BalanceReader } from './balances/balance-reader';
import { registerAppPlugins } from './composition';
import { registerResponseCache, type ResponseCacheOptions } from './plugins/app/response-cache';
import { registerExternalPlugins } from './plugins/external';
import { registerRoutes } from './routes';
import { registerMetrics } from './metrics';
import { installJsonBodyParser } from './http/json-body';
import { installRequestLog } from './request-log';
import { installTextGuard } from './http/text-guard';

export interface ServerDeps {
  database: Database;
  config: Config;
  logger: Logger;
  /** built web app directory, served with history fallback when present */
  webRoot?: string;
  live?: LiveOptions;
  /** on-demand native balances of saved addresses; default: eth_getBalance on config.rpcUrls */
  balanceReader?: BalanceReader;
  /** sees every route as it is registered (route-table audits, e.g. the security matrix test) */
  onRoute?: (route: RouteOptions) => void;
  /** the in-memory cache of hot answers (default on) */
  responseCache?: ResponseCacheOptions;
  /** requests slower than this are logged at warn (default 1 s) */
  slowRequestMs?: number;
  /** the alert worker's timings (default on; false: no worker, e.g. a read-only replica) */
  alerts?: AlertWorkerOptions | false;
  /** the webhook worker's timings (tests make the retries quick) */
  webhooks?: WebhookWorkerOptions;
}

/** TRUST_PROXY as Fastify takes it: the proxies' addresses/ranges, or the nearest `hops` hops trusted */
function trustProxyOption(value: string | number): string | ((address: string, hop: number) => boolean) {
  return typeof value === 'number' ? (_address, hop) => hop < value : value;
}

export async function buildServer(deps: ServerDeps): Promise<FastifyInstance> {
  const app = Fastify({
    loggerInstance: deps.logger,
    bodyLimit: 1024 * 1024,
    routerOptions: { ignoreTrailingSlash: true },
    clientErrorHandler: answerClientError,
    // request lines come from request-log.ts (debug, slow ones at warn)
    logController: new LogController({ disableRequestLogging: true }),
    // router errors (bad percent-encoding, over-long path values) skip the error handler
    frameworkErrors: answerFrameworkError,
    // behind load balancers (TRUST_PROXY): request.ip is the client's, from X-Forwarded-For
    ...(deps.config.trustProxy !== undefined ? { trustProxy: trustProxyOption(deps.config.trustProxy) } : {}),
  }) as unknown as FastifyInstance;
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  if (deps.onRoute) app.addHook('onRoute', deps.onRoute);
  installErrorHandling(app);
  installJsonBodyParser(app);
  installTextGuard(app);
  installRequestLog(app, deps.slowRequestMs);

  await registerExternalPlugins(app, { webRoot: deps.webRoot });
  await registerAppPlugins(app, { database: deps.database, config: deps.config });
  app.decorate('balances', deps.balanceReader ?? createRpcBalanceReader({ rpcUrls: deps.config.rpcUrls, logger: deps.logger }));
  registerMetrics(app);
  registerResponseCache(app, deps.responseCache);
  await registerRoutes(app);
  const onAlertEvent = registerAlerts(app, { config: deps.config, logger: deps.logger, options: deps.alerts, webhooks: deps.webhooks });
  await registerLive(app, { database: deps.database, logger: deps.logger, ...deps.live, onEvent: onAlertEvent });
  return app;
}
