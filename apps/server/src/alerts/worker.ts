/**
 * The alert worker: scans each chain's newly committed blocks for activity of watched saved addresses
 * and records alerts (plugins/app/alerts), then sends the due e-mails of the outbox, one per user per
 * round. It runs on every API process: on each block event of the live channel, on start (catching up
 * from its stored cursor, so nothing committed while no process ran is missed) and on a timer (retries
 * with backoff). Work is done one task at a time per process; processes share the cursor and the
 * outbox safely (inserts ON CONFLICT DO NOTHING, claims FOR UPDATE SKIP LOCKED).
 */
import { CHAIN_IDS, CHAINS, isSettingsEmail, type ChainId, type LiveMessage, type Logger } from '@explorer/core';
import type { AlertsRepository, ClaimedAlert } from '../plugins/app/alerts';
import { alertEmail } from './email';
import type { Mailer } from './mailer';
import { backoff, createTaskQueue } from './task-queue';

export interface AlertWorkerOptions {
  /** how often the worker looks for work without an event: catch-up and retries (default 30 s) */
  tickMs?: number;
  /** first retry delay after a failed e-mail, doubled per attempt (default 1 min) */
  retryBaseMs?: number;
  /** longest retry delay (default 1 h) */
  retryMaxMs?: number;
  /** attempts after which an e-mail is given up (default 10) */
  maxAttempts?: number;
  /** blocks scanned per query (default 500) */
  scanChunk?: number;
  /** how long a claimed e-mail stays with the process that claimed it (default 5 min) */
  leaseMs?: number;
}

export interface AlertWorkerDeps {
  alerts: AlertsRepository;
  /** null: no SMTP_URL, alerts are recorded for the page only */
  mailer: Mailer | null;
  logger: Logger;
  publicUrl?: string;
  options?: AlertWorkerOptions;
  /** alerts were recorded (their webhook deliveries are queued with them) */
  onRecorded?: () => void;
}

export interface AlertWorker {
  start(): void;
  onLiveEvent(message: LiveMessage): void;
  /** resolves when the work queued so far is done (tests, shutdown) */
  idle(): Promise<void>;
  stop(): Promise<void>;
}

const CLAIM_LIMIT = 200;

export function createAlertWorker(deps: AlertWorkerDeps): AlertWorker {
  const { alerts, mailer, logger } = deps;
  const o = { tickMs: 30_000, retryBaseMs: 60_000, retryMaxMs: 3_600_000, maxAttempts: 10, scanChunk: 500, leaseMs: 300_000, ...deps.options };
  const chains = CHAIN_IDS.filter((id) => CHAINS[id].indexed);
  const tasks = createTaskQueue(logger, 'alerts');
  /** chains whose scan is queued and not started (a burst of block events makes one scan) */
  const queued = new Set<ChainId>();
  let sendQueued = false;

  async function scan(chain: ChainId): Promise<void> {
    const { cursor, head } = await alerts.scanWindow(chain);
    if (head === null) return;
    // first sight of the chain: alert from what is committed from now on
    if (cursor === null) return alerts.initCursor(chain, head);
    // the indexer rolled back below the cursor: scan the heights again as they are re-indexed
    if (cursor > head) return alerts.rewindCursor(chain, head);
    for (let at = cursor; at < head && !tasks.stopped; ) {
      const to = Math.min(head, at + o.scanChunk);
      const found = await alerts.record({ chain, from: at + 1, to }, mailer !== null);
      if (found.length > 0) {
        logger.info({ chain, from: at + 1, to, alerts: found.length }, 'alerts: recorded activity of saved addresses');
        deps.onRecorded?.();
      }
      await alerts.advanceCursor(chain, to);
      at = to;
    }
  }

  const retryDelay = (attempts: number) => backoff(attempts, o.retryBaseMs, o.retryMaxMs);

  async function sendOne(rows: ClaimedAlert[]): Promise<void> {
    const ids = rows.map((r) => r.id);
    const first = rows[0]!;
    // the settings only store a single address; anything else (a list, a header) is never handed to SMTP
    if (!isSettingsEmail(first.email_to) || /[\s,;<>]/.test(first.email_to)) {
      await alerts.outbox.markFailed(ids, 'not a single e-mail address', o.retryMaxMs);
      logger.warn({ userId: first.user_id, alerts: ids.length }, 'alerts: e-mail address refused');
      return;
    }
    try {
      await mailer!.send(alertEmail(rows, deps.publicUrl));
      await alerts.outbox.markSent(ids);
      logger.info({ userId: first.user_id, alerts: ids.length }, 'alerts: e-mail sent');
    } catch (err) {
      const reason = mailer!.reason(err);
      const attempts = Math.max(...rows.map((r) => r.email_attempts));
      await alerts.outbox.markFailed(ids, reason, retryDelay(attempts));
      const final = attempts >= o.maxAttempts;
      logger.warn({ userId: first.user_id, alerts: ids.length, attempts, reason }, final ? 'alerts: e-mail given up' : 'alerts: e-mail not sent, will retry');
    }
  }

  async function sendDue(): Promise<void> {
    if (!mailer) return;
    for (let round = 0; round < 10 && !tasks.stopped; round++) {
      const rows = await alerts.outbox.claim({ limit: CLAIM_LIMIT, leaseMs: o.leaseMs, maxAttempts: o.maxAttempts });
      const byRecipient = new Map<string, ClaimedAlert[]>();
      for (const r of rows) {
        const key = `${r.user_id}\n${r.email_to}`;
        byRecipient.set(key, [...(byRecipient.get(key) ?? []), r]);
      }
      for (const group of byRecipient.values()) await sendOne(group);
      if (rows.length < CLAIM_LIMIT) return;
    }
  }

  const queueScan = (chain: ChainId) => {
    if (queued.has(chain)) return;
    queued.add(chain);
    tasks.run(`scan of ${chain}`, () => {
      queued.delete(chain);
      return scan(chain);
    });
  };
  const queueSend = () => {
    if (sendQueued || !mailer) return;
    sendQueued = true;
    tasks.run('sending e-mails', () => {
      sendQueued = false;
      return sendDue();
    });
  };
  const tick = () => {
    for (const chain of chains) queueScan(chain);
    queueSend();
  };

  return {
    start: () => tasks.start(tick, o.tickMs),
    onLiveEvent(message) {
      if (tasks.stopped || message.category !== 'block' || !chains.includes(message.chain)) return;
      const { action, height } = message.data;
      // a height re-indexed after a reorg: its new transactions are looked at again
      if (action === 'update' && typeof height === 'number' && Number.isSafeInteger(height)) {
        tasks.run(`rescan of ${message.chain} ${height}`, async () => {
          const found = await alerts.record({ chain: message.chain, from: height, to: height }, mailer !== null);
          if (found.length > 0) {
            logger.info({ chain: message.chain, height, alerts: found.length }, 'alerts: recorded activity of saved addresses');
            deps.onRecorded?.();
          }
        });
      }
      queueScan(message.chain);
      queueSend();
    },
    idle: () => tasks.idle(),
    stop: () => tasks.stop(),
  };
}
