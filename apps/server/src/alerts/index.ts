/**
 * Alerts about the activity of users' saved addresses: the worker (worker.ts) on every API process,
 * e-mails through SMTP_URL when it is set (mailer.ts). buildServer feeds it the live channel's events.
 */
import type { Config, LiveMessage, Logger } from '@explorer/core';
import type { FastifyInstance } from 'fastify';
import { createSmtpMailer } from './mailer';
import { createAlertWorker, type AlertWorker, type AlertWorkerOptions } from './worker';

export type { AlertWorker, AlertWorkerOptions } from './worker';

declare module 'fastify' {
  interface FastifyInstance {
    /** null when the server runs without the alert worker */
    alertWorker: AlertWorker | null;
  }
}

/** Starts with the server (onReady) and stops with it; returns what the live channel feeds. */
export function registerAlerts(app: FastifyInstance, deps: { config: Config; logger: Logger; options?: AlertWorkerOptions | false }): (message: LiveMessage) => void {
  if (deps.options === false) {
    app.decorate('alertWorker', null);
    return () => {};
  }
  const mailer = deps.config.smtpUrl ? createSmtpMailer(deps.config.smtpUrl, deps.config.smtpFrom) : null;
  const worker = createAlertWorker({ alerts: app.repos.alerts, mailer, logger: deps.logger, publicUrl: deps.config.publicUrl, options: deps.options });
  app.decorate('alertWorker', worker);
  app.addHook('onReady', async () => worker.start());
  app.addHook('onClose', async () => {
    await worker.stop();
    mailer?.close();
  });
  return (message) => worker.onLiveEvent(message);
}
