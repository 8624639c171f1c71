/**
 * Alerts about the activity of users' saved addresses: the worker (worker.ts) on every API process,
 * e-mails through SMTP_URL when it is set (mailer.ts), and the webhooks' deliveries
 * (webhook-worker.ts). buildServer feeds both workers the live channel's events.
 */
import { CHAIN_IDS, CHAINS, type Config, type LiveMessage, type Logger } from '@explorer/core';
import type { FastifyInstance } from 'fastify';
import { createSmtpMailer } from './mailer';
import { createWebhookWorker, type WebhookWorker, type WebhookWorkerOptions } from './webhook-worker';
import { createAlertWorker, type AlertWorker, type AlertWorkerOptions } from './worker';

export type { AlertWorker, AlertWorkerOptions } from './worker';
export type { WebhookWorker, WebhookWorkerOptions } from './webhook-worker';
export { resolveTarget, TargetRefused } from './webhook-address';

declare module 'fastify' {
  interface FastifyInstance {
    /** null when the server runs without the alert worker */
    alertWorker: AlertWorker | null;
    /** null when the server runs without the alert worker */
    webhookWorker: WebhookWorker | null;
  }
}

/** Starts with the server (onReady) and stops with it; returns what the live channel feeds. */
export function registerAlerts(
  app: FastifyInstance,
  deps: { config: Config; logger: Logger; options?: AlertWorkerOptions | false; webhooks?: WebhookWorkerOptions },
): (message: LiveMessage) => void {
  if (deps.options === false) {
    app.decorate('alertWorker', null);
    app.decorate('webhookWorker', null);
    return () => {};
  }
  const mailer = deps.config.smtpUrl ? createSmtpMailer(deps.config.smtpUrl, deps.config.smtpFrom) : null;
  const hooks = createWebhookWorker({
    webhooks: app.repos.webhooks,
    logger: deps.logger,
    allowPrivate: deps.config.webhookAllowPrivate,
    chains: CHAIN_IDS.filter((id) => CHAINS[id].indexed),
    options: deps.webhooks,
  });
  const worker = createAlertWorker({ alerts: app.repos.alerts, mailer, logger: deps.logger, publicUrl: deps.config.publicUrl, options: deps.options, onRecorded: () => hooks.kick() });
  app.decorate('alertWorker', worker);
  app.decorate('webhookWorker', hooks);
  app.addHook('onReady', async () => {
    worker.start();
    hooks.start();
  });
  app.addHook('onClose', async () => {
    await Promise.all([worker.stop(), hooks.stop()]);
    mailer?.close();
  });
  return (message) => {
    worker.onLiveEvent(message);
    hooks.onLiveEvent(message);
  };
}
