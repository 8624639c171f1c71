/**
 * A batched, retrying JSON-RPC client over viem's HTTP transport (or, for Bitcoin Core, a plain
 * fetch transport: plain-transport.ts). Calls issued together go out as
 * JSON-RPC batches of at most `batchSize` calls (several HTTP requests in parallel when there are
 * more). Transient failures are retried with exponential backoff and logged; RPC error responses
 * are typed (RpcResponseError) and thrown, so nothing is swallowed.
 */
import { setMaxListeners } from 'node:events';
import type { Logger } from '@explorer/core';
import { BaseError, HttpRequestError, RpcRequestError, TimeoutError, http } from 'viem';
import { RpcResponseError, RpcTransportError, isAbortError, isTransientRpcError } from './errors';
import { plainTransport, type SendCall } from './plain-transport';

export interface RpcCall {
  method: string;
  params?: unknown[];
}

export interface RpcClientOptions {
  url: string;
  logger?: Logger;
  /** most calls in one HTTP request (JSON-RPC batch); default 16 */
  batchSize?: number;
  /** retries of a transient failure before it is thrown; default 4 */
  retryCount?: number;
  /** first backoff delay, doubled each retry; default 250 ms */
  retryDelayMs?: number;
  /** per HTTP request; default 30 s */
  timeoutMs?: number;
  /** 'evm' (default): viem's HTTP transport; 'plain': fetch with basic auth from the URL and Core's error replies (Bitcoin) */
  transport?: 'evm' | 'plain';
  /** error codes that are an answer on this chain though other nodes use them for "busy" (Solana's −32007: a skipped slot) */
  answerCodes?: readonly number[];
}

export interface RpcClient {
  readonly url: string;
  request<T = unknown>(method: string, params?: unknown[], signal?: AbortSignal): Promise<T>;
  /** Runs the calls as JSON-RPC batches; results in call order. Throws the first non-transient error. */
  requestMany<T = unknown>(calls: RpcCall[], signal?: AbortSignal): Promise<T[]>;
  /** Like requestMany, but a call's non-transient error (e.g. a reverted eth_call) is its own rejected result. */
  requestSettled<T = unknown>(calls: RpcCall[], signal?: AbortSignal): Promise<PromiseSettledResult<T>[]>;
}

export function createRpcClient(options: RpcClientOptions): RpcClient {
  const { url, logger, batchSize = 16, retryCount = 4, retryDelayMs = 250, timeoutMs = 30_000 } = options;
  const answers = new Set(options.answerCodes ?? []);
  const isTransient = (e: unknown) => isTransientRpcError(e) && !(e instanceof RpcResponseError && answers.has(e.code));
  const send: SendCall =
    options.transport === 'plain'
      ? plainTransport(url, { batchSize, timeoutMs })
      : viemTransport(url, { batchSize, timeoutMs });

  async function once(calls: RpcCall[], signal?: AbortSignal): Promise<PromiseSettledResult<unknown>[]> {
    return Promise.allSettled(
      calls.map((c) =>
        send({ method: c.method, params: c.params ?? [] }, signal).catch((e: unknown) => {
          throw toTypedError(c.method, e, signal);
        }),
      ),
    );
  }

  async function requestMany<T>(calls: RpcCall[], outer?: AbortSignal): Promise<T[]> {
    const settled = await requestSettled<T>(calls, outer, false);
    return settled.map((s) => (s as PromiseFulfilledResult<T>).value);
  }

  async function requestSettled<T>(calls: RpcCall[], outer?: AbortSignal, settle = true): Promise<PromiseSettledResult<T>[]> {
    // viem listens on the signal once per call: give the calls their own signal, linked to the caller's
    const link = outer ? linkedSignal(outer) : undefined;
    try {
      return await requestManyOn<T>(calls, settle, link?.signal);
    } finally {
      link?.dispose();
    }
  }

  /** settle: a non-transient error (or one still failing after the retries) becomes that call's result instead of being thrown */
  async function requestManyOn<T>(calls: RpcCall[], settle: boolean, signal?: AbortSignal): Promise<PromiseSettledResult<T>[]> {
    const results = new Array<PromiseSettledResult<T>>(calls.length);
    let pending = calls.map((_, i) => i);
    for (let attempt = 0; ; attempt++) {
      const settled = await once(
        pending.map((i) => calls[i]!),
        signal,
      );
      const retry: number[] = [];
      let lastError: unknown;
      settled.forEach((s, k) => {
        const i = pending[k]!;
        if (s.status === 'fulfilled') results[i] = s as PromiseFulfilledResult<T>;
        else if (isAbortError(s.reason) || signal?.aborted || (!settle && !isTransient(s.reason))) throw s.reason;
        else if (!isTransient(s.reason)) results[i] = s;
        else {
          results[i] = s; // replaced when a retry succeeds
          retry.push(i);
          lastError = s.reason;
        }
      });
      if (retry.length === 0) return results;
      if (attempt >= retryCount) {
        if (!settle) throw lastError;
        return results;
      }
      const delay = retryDelayMs * 2 ** attempt;
      const detail = lastError instanceof RpcTransportError ? { status: lastError.status } : lastError instanceof RpcResponseError ? { code: lastError.code } : {};
      logger?.warn({ err: errorSummary(lastError), ...detail, failed: retry.length, attempt: attempt + 1, delayMs: delay }, 'rpc request failed, retrying');
      await sleep(delay, signal);
      pending = retry;
    }
  }

  return {
    url,
    async request<T>(method: string, params: unknown[] = [], signal?: AbortSignal) {
      const [result] = await requestMany<T>([{ method, params }], signal);
      return result as T;
    },
    requestMany,
    requestSettled: (calls, signal) => requestSettled(calls, signal),
  };
}

function linkedSignal(outer: AbortSignal): { signal: AbortSignal; dispose(): void } {
  const inner = new AbortController();
  setMaxListeners(0, inner.signal);
  const onAbort = () => inner.abort(outer.reason);
  if (outer.aborted) onAbort();
  else outer.addEventListener('abort', onAbort, { once: true });
  return { signal: inner.signal, dispose: () => outer.removeEventListener('abort', onAbort) };
}

/** viem's HTTP transport (Ethereum JSON-RPC), batching calls made together. */
function viemTransport(url: string, opts: { batchSize: number; timeoutMs: number }): SendCall {
  const transport = http(url, {
    batch: { batchSize: opts.batchSize, wait: 0 },
    retryCount: 0, // retries happen in the client, per failed call, with logging
    timeout: opts.timeoutMs,
    maxResponseBodySize: false, // a batch of mainnet blocks with receipts is tens of MB
  })({});
  return (call, signal) => transport.request(call as never, signal ? { signal } : undefined);
}

function toTypedError(method: string, e: unknown, signal?: AbortSignal): unknown {
  if (signal?.aborted || isAbortError(e)) return signal?.reason ?? e;
  if (e instanceof RpcResponseError || e instanceof RpcTransportError) return e;
  if (e instanceof BaseError) {
    const httpError = e.walk((x) => x instanceof HttpRequestError || x instanceof TimeoutError) as HttpRequestError | TimeoutError | null;
    const rpcError = e.walk((x) => x instanceof RpcRequestError) as RpcRequestError | null;
    const status = httpError instanceof HttpRequestError ? httpError.status : rpcError?.status;
    if (rpcError && !(status && status >= 500) && status !== 429) return new RpcResponseError(method, rpcError.code, rpcError.details || rpcError.shortMessage, { cause: e });
    if (httpError || rpcError) return new RpcTransportError(method, e.shortMessage, status, { cause: e });
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'number') return new RpcResponseError(method, code, e.details || e.shortMessage, { cause: e });
  }
  return new RpcTransportError(method, e instanceof Error ? e.message : String(e), undefined, { cause: e });
}

export function errorSummary(e: unknown): string {
  if (!(e instanceof Error)) return String(e);
  return e.message.split('\n')[0] ?? e.name;
}

/** Resolves after ms, or rejects with the abort reason as soon as the signal aborts. */
export function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal?.reason);
    };
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}
