/**
 * A JSON-RPC transport over fetch for nodes that are not Ethereum's: Bitcoin Core answers an RPC
 * error with HTTP 500 (or 404 for an unknown method) and a JSON body in its legacy mode, and takes
 * its credentials as HTTP basic auth (user:password in the node URL). Calls made in the same tick go
 * out as one JSON-RPC batch (at most `batchSize` calls per HTTP request). Failures come out typed:
 * RpcResponseError for the node's answer to a call, RpcTransportError for the way there.
 */
import { RpcResponseError, RpcTransportError, retryAfterMs } from './errors';

export type SendCall = (call: { method: string; params: unknown[] }, signal?: AbortSignal) => Promise<unknown>;

interface Pending {
  id: number;
  method: string;
  params: unknown[];
  resolve(v: unknown): void;
  reject(e: unknown): void;
}

interface RpcReply {
  id?: unknown;
  result?: unknown;
  error?: { code?: unknown; message?: unknown } | null;
}

export function plainTransport(nodeUrl: string, opts: { batchSize: number; timeoutMs: number }): SendCall {
  const url = new URL(nodeUrl);
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (url.username || url.password) {
    headers.authorization = `Basic ${Buffer.from(`${decodeURIComponent(url.username)}:${decodeURIComponent(url.password)}`).toString('base64')}`;
    url.username = '';
    url.password = '';
  }
  const endpoint = url.toString();
  let nextId = 1;
  // calls waiting for the end of this tick, grouped by their signal (a batch shares one request)
  let queue: { signal?: AbortSignal; calls: Pending[] }[] = [];

  async function post(calls: Pending[], signal?: AbortSignal): Promise<void> {
    const method = calls.length === 1 ? calls[0]!.method : `${calls[0]!.method} (batch of ${calls.length})`;
    let replies: RpcReply[];
    try {
      const timeout = AbortSignal.timeout(opts.timeoutMs);
      const res = await fetch(endpoint, {
        method: 'POST',
        headers,
        body: JSON.stringify(calls.map((c) => ({ jsonrpc: '2.0', id: c.id, method: c.method, params: c.params }))),
        signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
      });
      const text = await res.text();
      let body: unknown;
      try {
        body = JSON.parse(text);
      } catch {
        throw new RpcTransportError(method, `HTTP ${res.status}: the answer is not JSON`, res.ok ? undefined : res.status, { retryAfterMs: retryAfterMs(res.headers.get('retry-after')) });
      }
      replies = Array.isArray(body) ? (body as RpcReply[]) : [body as RpcReply];
      // legacy Core: HTTP 500/404 carrying the calls' errors is an answer; any other failure is the way there
      if (!res.ok && !replies.some((r) => r?.error)) throw new RpcTransportError(method, `HTTP ${res.status}`, res.status, { retryAfterMs: retryAfterMs(res.headers.get('retry-after')) });
    } catch (e) {
      const err = e instanceof RpcTransportError || signal?.aborted ? e : new RpcTransportError(method, e instanceof Error ? e.message : String(e), undefined, { cause: e });
      for (const c of calls) c.reject(signal?.aborted ? signal.reason : err);
      return;
    }
    const byId = new Map(replies.map((r) => [r?.id, r]));
    for (const c of calls) {
      const r = byId.get(c.id) ?? (calls.length === 1 ? replies[0] : undefined);
      if (!r) c.reject(new RpcTransportError(c.method, 'no answer for this call in the batch'));
      else if (r.error) c.reject(new RpcResponseError(c.method, Number(r.error.code ?? 0), String(r.error.message ?? 'error')));
      else c.resolve(r.result ?? null);
    }
  }

  function flush(): void {
    const groups = queue;
    queue = [];
    for (const { signal, calls } of groups) {
      for (let i = 0; i < calls.length; i += opts.batchSize) void post(calls.slice(i, i + opts.batchSize), signal);
    }
  }

  return (call, signal) =>
    new Promise((resolve, reject) => {
      if (queue.length === 0) queueMicrotask(flush);
      let group = queue.find((g) => g.signal === signal);
      if (!group) queue.push((group = { signal, calls: [] }));
      group.calls.push({ id: nextId++, method: call.method, params: call.params, resolve, reject });
    });
}
