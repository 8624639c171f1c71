/**
 * A batched, retrying JSON-RPC client over viem's HTTP transport (or, for Bitcoin Core, a plain
 * fetch transport: plain-transport.ts). Calls issued together go out as JSON-RPC batches of at most
 * `batchSize` calls (several HTTP requests in parallel when there are more). RPC error responses are
 * typed (RpcResponseError) and thrown, so nothing is swallowed.
 *
 * `url` may name several providers of the chain, comma-separated in order of preference
 * (`<CHAIN>_RPC_URL`). Each attempt goes to the first URL that is neither set aside nor lagging
 * (endpoint-board.ts: shared by every client and thread of the process):
 * - a transient failure (network, timeout, 5xx, 429, malformed answer) is retried with exponential
 *   backoff and jitter — at once on another URL when there is one; 3 failures in a row set a URL
 *   aside (1 s, doubling to 30 s) while another can serve; a 429's `Retry-After` sets it aside
 *   for that long;
 * - a head request (eth_blockNumber, getblockcount, getSlot, getBlockHeight) asks every usable URL
 *   and answers the chosen one's head; a URL more than `lagTolerance` behind the best is passed
 *   over while another is current;
 * - a provider's batch limit (an error that says so, or HTTP 413) halves the URL's batch size;
 * - `<CHAIN>_RPC_RPS` caps the calls per second to each URL (setRpcRateLimit).
 * A failure is logged once per URL and kind a minute in the whole process, not once per retry.
 */
import { setMaxListeners } from 'node:events';
import { redactRpcUrl, splitRpcUrls, type Logger } from '@explorer/core';
import { endpointCell, type EndpointCell } from './endpoint-board';
import { RpcResponseError, RpcTransportError, isAbortError, isTransientRpcError } from './errors';
import { faultOf, headOf, isBatchLimitError } from './faults';
import { plainTransport, type SendCall } from './plain-transport';
import { toTypedError, viemTransport } from './viem-transport';

export interface RpcCall {
  method: string;
  params?: unknown[];
}

export interface RpcClientOptions {
  /** one node URL, or several providers' comma-separated in order of preference */
  url: string;
  logger?: Logger;
  /** most calls in one HTTP request (JSON-RPC batch); default 16 */
  batchSize?: number;
  /** retries of a transient failure before it is thrown (one more per further URL); default 4 */
  retryCount?: number;
  /** first backoff delay, doubled each retry, with jitter; default 250 ms */
  retryDelayMs?: number;
  /** per HTTP request; default 30 s */
  timeoutMs?: number;
  /** 'evm' (default): viem's HTTP transport; 'plain': fetch with basic auth from the URL and Core's error replies (Bitcoin) */
  transport?: 'evm' | 'plain';
  /** error codes that are an answer on this chain though other nodes use them for "busy" (Solana's −32007: a skipped slot) */
  answerCodes?: readonly number[];
  /** heights (slots) a URL may be behind the best one's head before it is passed over; default 5 */
  lagTolerance?: number;
}

export interface RpcClient {
  readonly url: string;
  request<T = unknown>(method: string, params?: unknown[], signal?: AbortSignal): Promise<T>;
  /** Runs the calls as JSON-RPC batches; results in call order. Throws the first non-transient error. */
  requestMany<T = unknown>(calls: RpcCall[], signal?: AbortSignal): Promise<T[]>;
  /** Like requestMany, but a call's non-transient error (e.g. a reverted eth_call) is its own rejected result. */
  requestSettled<T = unknown>(calls: RpcCall[], signal?: AbortSignal): Promise<PromiseSettledResult<T>[]>;
}

/** the methods that ask a node for its head, on every family */
const HEAD_METHODS = new Set(['eth_blockNumber', 'getblockcount', 'getSlot', 'getBlockHeight']);
/** consecutive failures that set a URL aside while another can serve */
const SET_ASIDE_AFTER = 3;
const SET_ASIDE_MAX_MS = 30_000;
/** a URL's fault of one kind is logged at most this often */
const LOG_EVERY_MS = 60_000;
/** the longest Retry-After honoured */
const RETRY_AFTER_MAX_MS = 60_000;

interface Endpoint {
  cell: EndpointCell;
  /** the URL as it may be logged */
  name: string;
  /** the transport at the URL's current batch size */
  send: SendCall;
  sendBatch: number;
  /** this client set it aside (its return is logged) */
  setAside: boolean;
}

export function createRpcClient(options: RpcClientOptions): RpcClient {
  const { url, logger, batchSize = 16, retryCount = 4, retryDelayMs = 250, timeoutMs = 30_000, lagTolerance = 5 } = options;
  const answers = new Set(options.answerCodes ?? []);
  const isTransient = (e: unknown) => isTransientRpcError(e) && !(e instanceof RpcResponseError && answers.has(e.code));
  const makeSend = (u: string, size: number): SendCall =>
    options.transport === 'plain' ? plainTransport(u, { batchSize: size, timeoutMs }) : viemTransport(u, { batchSize: size, timeoutMs });
  const urls = splitRpcUrls(url);
  if (urls.length === 0) throw new Error('createRpcClient: no RPC URL');
  const endpoints: Endpoint[] = urls.map((u) => ({ cell: endpointCell(u), name: redactRpcUrl(u), send: makeSend(u, batchSize), sendBatch: batchSize, setAside: false }));

  /** the transport at the batch size the provider accepts */
  function sendOf(e: Endpoint): SendCall {
    const limit = e.cell.batchLimit;
    const size = limit > 0 ? Math.min(limit, batchSize) : batchSize;
    if (size !== e.sendBatch) {
      e.send = makeSend(e.cell.url, size);
      e.sendBatch = size;
    }
    return e.send;
  }

  /** The URL to use now: the first usable one known to be current, else the first usable, else the one back soonest. */
  function choose(): Endpoint {
    if (endpoints.length === 1) return endpoints[0]!;
    const now = Date.now();
    const usable = endpoints.filter((e) => e.cell.downUntil <= now);
    if (usable.length === 0) return endpoints.reduce((a, b) => (b.cell.downUntil < a.cell.downUntil ? b : a));
    const best = Math.max(...usable.map((e) => e.cell.head ?? -1));
    for (const e of usable) noteLag(e, best);
    // known to be current first; a URL whose head is unknown (not asked yet, or it failed) only when none is
    return usable.find((e) => e.cell.head !== null && e.cell.head >= best - lagTolerance) ?? usable.find((e) => e.cell.head === null) ?? usable[0]!;
  }

  function noteLag(e: Endpoint, best: number): void {
    const head = e.cell.head;
    const lagging = head !== null && head < best - lagTolerance;
    // the change is logged by whichever client (of any thread) saw it first
    if (lagging === e.cell.lagging || !e.cell.setLagging(lagging)) return;
    if (lagging) logger?.warn({ rpc: e.name, head, best, behind: best - head }, 'rpc endpoint lags behind the others: passed over while it does');
    else logger?.info({ rpc: e.name, head }, 'rpc endpoint caught up');
  }

  async function once(e: Endpoint, calls: RpcCall[], signal?: AbortSignal): Promise<PromiseSettledResult<unknown>[]> {
    const send = sendOf(e);
    return Promise.allSettled(
      calls.map(async (c) => {
        const wait = e.cell.reserve();
        if (wait > 0) await sleep(wait, signal);
        return send({ method: c.method, params: c.params ?? [] }, signal).catch((err: unknown) => {
          throw toTypedError(c.method, err, signal);
        });
      }),
    );
  }

  /**
   * A transient failure of a URL: counted, the URL set aside when it keeps failing or asks to wait,
   * and logged once per URL and kind a minute (the next line says how many were not logged).
   */
  function failed(e: Endpoint, err: unknown, retrying: number, attempt: number): number {
    const failures = e.cell.failed();
    const retryAfterMs = err instanceof RpcTransportError && err.retryAfterMs !== undefined ? Math.min(err.retryAfterMs, RETRY_AFTER_MAX_MS) : 0;
    let asideMs = retryAfterMs;
    if (endpoints.length > 1 && failures >= SET_ASIDE_AFTER) asideMs = Math.max(asideMs, Math.min(SET_ASIDE_MAX_MS, 1000 * 2 ** (failures - SET_ASIDE_AFTER)));
    if (asideMs > 0) {
      e.cell.setAside(Date.now() + asideMs);
      e.setAside = true;
    }
    const { kind, detail: code } = faultOf(err);
    e.cell.noteFault(kind, code);
    const turn = e.cell.logTurn(kind, LOG_EVERY_MS);
    if (!turn.log) return retryAfterMs;
    const detail = err instanceof RpcTransportError ? { status: err.status } : err instanceof RpcResponseError ? { code: err.code } : {};
    logger?.warn(
      { err: errorSummary(err), ...detail, kind, rpc: e.name, failed: retrying, attempt, ...(asideMs > 0 ? { setAsideMs: asideMs } : {}), ...(turn.unlogged > 0 ? { notLogged: turn.unlogged } : {}) },
      'rpc request failed, retrying',
    );
    return retryAfterMs;
  }

  function answered(e: Endpoint): void {
    const ended = e.cell.succeeded();
    if (e.setAside) {
      e.setAside = false;
      logger?.info({ rpc: e.name, failures: ended }, 'rpc endpoint answers again');
    }
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
    const attempts = retryCount + endpoints.length - 1;
    for (let attempt = 0, backoffs = 0; ; attempt++) {
      const e = choose();
      const away = e.cell.downUntil - Date.now();
      if (away > 0) await sleep(away, signal);
      const settled = await once(
        e,
        pending.map((i) => calls[i]!),
        signal,
      );
      const retry: number[] = [];
      let lastError: unknown;
      let batchLimited = false;
      settled.forEach((s, k) => {
        const i = pending[k]!;
        if (s.status === 'fulfilled') results[i] = s as PromiseFulfilledResult<T>;
        else if (isAbortError(s.reason) || signal?.aborted) throw s.reason;
        else if (isBatchLimitError(s.reason) && e.sendBatch > 1) {
          batchLimited = true;
          results[i] = s;
          retry.push(i);
        } else if (!isTransient(s.reason)) {
          if (!settle) throw s.reason;
          results[i] = s;
        } else {
          results[i] = s; // replaced when a retry succeeds
          retry.push(i);
          lastError = s.reason;
        }
      });
      if (retry.length < pending.length) answered(e);
      if (retry.length === 0) return results;
      if (batchLimited) {
        const smaller = Math.max(1, Math.floor(e.sendBatch / 2));
        e.cell.batchLimit = smaller;
        logger?.warn({ rpc: e.name, batchSize: smaller }, 'rpc endpoint refused a batch as too large: smaller batches from now on');
        if (lastError === undefined) {
          pending = retry;
          attempt--; // not a failure of the node
          continue;
        }
      }
      if (attempt >= attempts) {
        if (!settle) throw lastError;
        return results;
      }
      const retryAfterMs = failed(e, lastError, retry.length, attempt + 1);
      const next = choose();
      // another URL that can serve now: at once; the same one: back off (with jitter), at least its Retry-After
      if (next === e || next.cell.downUntil > Date.now()) {
        const base = retryDelayMs * 2 ** backoffs++;
        await sleep(Math.max(retryAfterMs, base / 2 + Math.random() * (base / 2)), signal);
      }
      pending = retry;
    }
  }

  /** A head request goes to every usable URL; the answer is the chosen URL's head. */
  async function head<T>(method: string, params: unknown[], signal?: AbortSignal): Promise<T> {
    const now = Date.now();
    const asked = endpoints.filter((e) => e.cell.downUntil <= now);
    const answers = await Promise.all(
      asked.map(async (e) => {
        const [s] = await once(e, [{ method, params }], signal);
        if (s!.status === 'rejected') {
          if (isAbortError(s!.reason) || signal?.aborted) throw s!.reason;
          if (isTransient(s!.reason)) failed(e, s!.reason, 1, 1);
          return null;
        }
        answered(e);
        const h = headOf(method, s!.value);
        if (h !== null) e.cell.head = h;
        return s!.value as T;
      }),
    );
    const chosen = choose();
    const k = asked.indexOf(chosen);
    if (k >= 0 && answers[k] !== null) return answers[k] as T;
    const [value] = await requestMany<T>([{ method, params }], signal);
    return value as T;
  }

  return {
    url,
    async request<T>(method: string, params: unknown[] = [], signal?: AbortSignal) {
      if (endpoints.length > 1 && HEAD_METHODS.has(method)) {
        const link = signal ? linkedSignal(signal) : undefined;
        try {
          return await head<T>(method, params, link?.signal);
        } finally {
          link?.dispose();
        }
      }
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
