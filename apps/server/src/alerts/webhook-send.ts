/**
 * One webhook delivery over HTTP(S): the JSON body signed with HMAC-SHA256 over "<t>.<body>" (the
 * X-Explorer-Signature header: t=<unix seconds>,v1=<hex>), the delivery id as the idempotency key
 * (X-Explorer-Delivery), the event name (X-Explorer-Event). The host is resolved and checked
 * (webhook-address.ts) and the connection goes to that address; redirects are not followed, the
 * whole exchange has a timeout and at most a few KB of the answer are read. The outcome carries a
 * short reason, never the URL (which may hold a token in its path or query).
 */
import { createHmac } from 'node:crypto';
import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import type { LookupFunction } from 'node:net';
import { resolveTarget, TargetRefused, type ResolvedTarget } from './webhook-address';

export interface WebhookRequest {
  url: string;
  secret: string;
  deliveryId: number;
  event: string;
  body: string;
}

export interface SendOutcome {
  /** a 2xx answer */
  ok: boolean;
  /** the HTTP status (null: no answer) */
  status: number | null;
  /** why it failed, short and safe to show */
  reason?: string;
}

export interface SendOptions {
  allowPrivate: boolean;
  timeoutMs: number;
  /** the Unix time of the signature (tests) */
  now?: () => number;
}

const ANSWER_READ_MAX = 4096;

export function signature(secret: string, timestamp: number, body: string): string {
  return createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');
}

/** what a failed connection says, without the address or URL */
function failureReason(err: unknown): string {
  if (err instanceof TargetRefused) return err.reason;
  const code = (err as { code?: string }).code;
  if (code === 'WEBHOOK_TIMEOUT') return 'timeout';
  return code && /^[A-Z_]{3,40}$/.test(code) ? code : 'connection failed';
}

export async function sendWebhook(req: WebhookRequest, opts: SendOptions): Promise<SendOutcome> {
  const url = new URL(req.url);
  let target: ResolvedTarget;
  try {
    target = await resolveTarget(url, opts.allowPrivate);
  } catch (err) {
    return { ok: false, status: null, reason: failureReason(err) };
  }
  const timestamp = Math.floor((opts.now ?? Date.now)() / 1000);
  // the connection goes to the address checked, whatever a later lookup would answer
  const pinned: LookupFunction = (_host, options, callback) => {
    if ((options as { all?: boolean }).all) (callback as unknown as (e: null, a: { address: string; family: number }[]) => void)(null, [target]);
    else callback(null, target.address, target.family);
  };
  const request = url.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise<SendOutcome>((resolve) => {
    let settled = false;
    const finish = (outcome: SendOutcome) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve(outcome);
    };
    const req2 = request(
      url,
      {
        method: 'POST',
        lookup: pinned,
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(req.body),
          'user-agent': 'ChainExplorer-Webhook/1',
          'x-explorer-event': req.event,
          'x-explorer-delivery': String(req.deliveryId),
          'x-explorer-signature': `t=${timestamp},v1=${signature(req.secret, timestamp, req.body)}`,
        },
      },
      (res: IncomingMessage) => {
        const status = res.statusCode ?? 0;
        let read = 0;
        res.on('data', (chunk: Buffer) => {
          read += chunk.length;
          if (read > ANSWER_READ_MAX) res.destroy();
        });
        const done = () => finish(status >= 200 && status < 300 ? { ok: true, status } : { ok: false, status, reason: `HTTP ${status}` });
        res.on('end', done);
        res.on('close', done);
        res.on('error', done);
      },
    );
    const timer = setTimeout(() => {
      req2.destroy(Object.assign(new Error('timeout'), { code: 'WEBHOOK_TIMEOUT' }));
      finish({ ok: false, status: null, reason: 'timeout' });
    }, opts.timeoutMs);
    req2.on('error', (err) => finish({ ok: false, status: null, reason: failureReason(err) }));
    req2.end(req.body);
  });
}
