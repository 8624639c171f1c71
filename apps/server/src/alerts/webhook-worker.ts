/**
 * The webhook worker: on every API process, beside the alert worker. A new block's live event queues
 * a 'block.new' delivery for each webhook that wants the chain (several processes queue it once: the
 * row is unique per webhook and event); the alert worker queues address deliveries with the alerts
 * it records and then calls kick(). Due deliveries are claimed with a lease and POSTed a few at a
 * time (webhook-send.ts); a 2xx is delivered, anything else is retried after 30 s, 1 min, 2 min …
 * (capped) until 24 hours after the event, then failed. At least once: a process that dies after the
 * POST but before marking it sends it again when the lease runs out — the receiver tells by the
 * X-Explorer-Delivery id.
 */
import type { ChainId, LiveMessage, Logger } from '@explorer/core';
import type { ClaimedDelivery, WebhooksRepository } from '../plugins/app/webhooks-repository';
import { sendWebhook, type SendOutcome, type WebhookRequest } from './webhook-send';
import { backoff, createTaskQueue } from './task-queue';

export interface WebhookWorkerOptions {
  /** how often due deliveries are looked for without an event (default 15 s) */
  tickMs?: number;
  /** the first retry's delay, doubled per attempt (default 30 s) */
  retryBaseMs?: number;
  /** the longest retry delay (default 1 h) */
  retryMaxMs?: number;
  /** how long a claimed delivery stays with the process that claimed it (default 2 min) */
  leaseMs?: number;
  /** one POST's time limit, connection to the end of the answer (default 10 s) */
  timeoutMs?: number;
  /** POSTs in flight per process (default 4) */
  concurrency?: number;
}

export interface WebhookWorkerDeps {
  webhooks: WebhooksRepository;
  logger: Logger;
  /** WEBHOOK_ALLOW_PRIVATE=1 */
  allowPrivate: boolean;
  /** the chains whose block events count */
  chains: readonly ChainId[];
  options?: WebhookWorkerOptions;
  /** the HTTP sender (tests may stand one in) */
  send?: (req: WebhookRequest) => Promise<SendOutcome>;
}

export interface WebhookWorker {
  start(): void;
  onLiveEvent(message: LiveMessage): void;
  /** deliveries were queued (the alert worker recorded alerts) */
  kick(): void;
  /** resolves when the work queued so far is done */
  idle(): Promise<void>;
  stop(): Promise<void>;
}

const CLAIM_LIMIT = 20;

/** the body a receiver gets: the delivery id, the event, when it happened and what */
export function deliveryBody(d: Pick<ClaimedDelivery, 'id' | 'event' | 'created_at' | 'payload'>): string {
  return JSON.stringify({ id: String(d.id), event: d.event, created_at: d.created_at.toISOString(), data: d.payload });
}

export function createWebhookWorker(deps: WebhookWorkerDeps): WebhookWorker {
  const { webhooks, logger } = deps;
  const o = { tickMs: 15_000, retryBaseMs: 30_000, retryMaxMs: 3_600_000, leaseMs: 120_000, timeoutMs: 10_000, concurrency: 4, ...deps.options };
  const send = deps.send ?? ((req: WebhookRequest) => sendWebhook(req, { allowPrivate: deps.allowPrivate, timeoutMs: o.timeoutMs }));
  const tasks = createTaskQueue(logger, 'webhooks');
  let deliverQueued = false;

  const retryDelay = (attempts: number) => backoff(attempts, o.retryBaseMs, o.retryMaxMs);

  async function deliverOne(d: ClaimedDelivery): Promise<void> {
    const outcome = await send({ url: d.url, secret: d.secret, deliveryId: d.id, event: d.event, body: deliveryBody(d) });
    if (outcome.ok) {
      await webhooks.outbox.markDelivered(d.id, outcome.status ?? 200);
      logger.info({ webhookId: d.webhook_id, deliveryId: d.id, event: d.event, status: outcome.status }, 'webhooks: delivered');
      return;
    }
    const reason = outcome.reason ?? 'failed';
    const now = await webhooks.outbox.markFailed(d.id, outcome.status, reason, retryDelay(d.attempts));
    logger.warn(
      { webhookId: d.webhook_id, deliveryId: d.id, event: d.event, attempts: d.attempts, status: outcome.status, reason },
      now === 'failed' ? 'webhooks: delivery given up' : 'webhooks: delivery failed, will retry',
    );
  }

  async function deliverDue(): Promise<void> {
    for (let round = 0; round < 50 && !tasks.stopped; round++) {
      const rows = await webhooks.outbox.claim({ limit: CLAIM_LIMIT, leaseMs: o.leaseMs });
      let next = 0;
      const lane = async () => {
        while (next < rows.length && !tasks.stopped) await deliverOne(rows[next++]!);
      };
      await Promise.all(Array.from({ length: Math.min(o.concurrency, rows.length) }, lane));
      if (rows.length < CLAIM_LIMIT) return;
    }
  }

  const queueDeliver = () => {
    if (deliverQueued) return;
    deliverQueued = true;
    tasks.run('delivering', () => {
      deliverQueued = false;
      return deliverDue();
    });
  };

  return {
    start: () => tasks.start(queueDeliver, o.tickMs),
    onLiveEvent(message) {
      if (tasks.stopped || message.category !== 'block' || !deps.chains.includes(message.chain)) return;
      const { action, height, hash } = message.data;
      if (action === 'new' && typeof height === 'number' && Number.isSafeInteger(height) && typeof hash === 'string' && hash.length <= 200) {
        tasks.run(`queueing block ${message.chain} ${height}`, async () => {
          await webhooks.enqueueBlock(message.chain, { height, hash });
        });
      }
      queueDeliver();
    },
    kick: queueDeliver,
    idle: () => tasks.idle(),
    stop: () => tasks.stop(),
  };
}
