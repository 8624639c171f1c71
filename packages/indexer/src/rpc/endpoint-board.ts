/**
 * What this process knows of each RPC URL, shared by every client of the URL in every thread (the
 * indexer, its decode workers, its background tasks): the node's last head, until when it is set
 * aside, its consecutive failures, the request rate allowed and the batch size it accepts. The cells
 * live in SharedArrayBuffers: a decode worker adopts the indexer's (shareRpcEndpoints /
 * adoptRpcEndpoints), so a URL set aside or found lagging in one thread is avoided in all of them,
 * and the rate cap (`<CHAIN>_RPC_RPS`) holds for the process, not per thread.
 */

import { redactRpcUrl, splitRpcUrls, type RpcEndpointReport } from '@explorer/core';

/** slots of a cell (BigInt64Array) */
const HEAD = 0; // −1: unknown
const DOWN_UNTIL = 1; // ms since the epoch
const FAILURES = 2; // consecutive transient failures
const RATE_TAT = 3; // the rate scheduler's theoretical arrival time, µs since the epoch
const RATE_INTERVAL = 4; // µs between calls at the cap; 0: no cap
const BATCH_LIMIT = 5; // most calls per HTTP request the provider took; 0: the client's own
const LAGGING = 6; // 1: passed over for lagging behind another URL's head
const LAST_FAULT = 7; // FAULT_KINDS index + 1 (0: none yet)
const LAST_FAULT_DETAIL = 8; // its HTTP status or RPC error code
const LAST_FAULT_AT = 9; // ms since the epoch

/** what a failure was (the client's faultOf) */
export const FAULT_KINDS = ['http 5xx', 'http 429', 'http', 'timeout', 'connection', 'malformed answer', 'rpc error', 'error'] as const;
export type FaultKind = (typeof FAULT_KINDS)[number];

const LOGGED_AT = 10; // per fault kind: ms since the epoch of its last log line
const UNLOGGED = LOGGED_AT + FAULT_KINDS.length; // per fault kind: occurrences since, not logged
const SLOTS = UNLOGGED + FAULT_KINDS.length;

const cells = new Map<string, SharedArrayBuffer>();

function nowUs(): bigint {
  return BigInt(Math.round((performance.timeOrigin + performance.now()) * 1000));
}

export class EndpointCell {
  private readonly a: BigInt64Array;
  constructor(
    readonly url: string,
    buffer: SharedArrayBuffer,
  ) {
    this.a = new BigInt64Array(buffer);
  }

  get head(): number | null {
    const h = Atomics.load(this.a, HEAD);
    return h < 0n ? null : Number(h);
  }

  set head(h: number) {
    Atomics.store(this.a, HEAD, BigInt(h));
  }

  /** ms since the epoch until which the URL is set aside (0 or past: usable) */
  get downUntil(): number {
    return Number(Atomics.load(this.a, DOWN_UNTIL));
  }

  setAside(untilMs: number): void {
    // a longer wait someone else set stays
    for (;;) {
      const cur = Atomics.load(this.a, DOWN_UNTIL);
      if (cur >= BigInt(untilMs) || Atomics.compareExchange(this.a, DOWN_UNTIL, cur, BigInt(untilMs)) === cur) return;
    }
  }

  /** one more consecutive failure; returns the count */
  failed(): number {
    return Number(Atomics.add(this.a, FAILURES, 1n)) + 1;
  }

  /** an answer came: returns the failures it ends (0: it was healthy) */
  succeeded(): number {
    const n = Number(Atomics.exchange(this.a, FAILURES, 0n));
    if (n > 0) Atomics.store(this.a, DOWN_UNTIL, 0n);
    return n;
  }

  get failures(): number {
    return Number(Atomics.load(this.a, FAILURES));
  }

  get lagging(): boolean {
    return Atomics.load(this.a, LAGGING) === 1n;
  }

  /** records whether the URL lags; true for the one caller (of any thread) that changed it, who says so */
  setLagging(v: boolean): boolean {
    const to = v ? 1n : 0n;
    return Atomics.compareExchange(this.a, LAGGING, 1n - to, to) === 1n - to;
  }

  /**
   * Whether a failure of this kind is to be logged now: once a `everyMs` per URL and kind in the whole
   * process (every thread's clients share it); a logged one learns how many were not logged since.
   */
  logTurn(kind: FaultKind, everyMs: number): { log: boolean; unlogged: number } {
    const k = FAULT_KINDS.indexOf(kind);
    const now = BigInt(Date.now());
    const last = Atomics.load(this.a, LOGGED_AT + k);
    if (now - last >= BigInt(everyMs) && Atomics.compareExchange(this.a, LOGGED_AT + k, last, now) === last) {
      return { log: true, unlogged: Number(Atomics.exchange(this.a, UNLOGGED + k, 0n)) };
    }
    Atomics.add(this.a, UNLOGGED + k, 1n);
    return { log: false, unlogged: 0 };
  }

  noteFault(kind: FaultKind, detail?: number): void {
    Atomics.store(this.a, LAST_FAULT_DETAIL, BigInt(detail ?? 0));
    Atomics.store(this.a, LAST_FAULT_AT, BigInt(Date.now()));
    Atomics.store(this.a, LAST_FAULT, BigInt(FAULT_KINDS.indexOf(kind) + 1));
  }

  report(name: string, now = Date.now()): RpcEndpointReport {
    const failures = this.failures;
    const state = this.downUntil > now ? 'set aside' : failures > 0 ? 'failing' : this.lagging ? 'lagging' : 'ok';
    const fault = Number(Atomics.load(this.a, LAST_FAULT));
    const out: RpcEndpointReport = { url: name, state, head: this.head, failures };
    if (fault > 0) {
      const kind = FAULT_KINDS[fault - 1]!;
      const detail = Number(Atomics.load(this.a, LAST_FAULT_DETAIL));
      out.lastFault = kind.startsWith('http') ? `http ${detail}` : kind === 'rpc error' ? `${kind} ${detail}` : kind;
      out.lastFaultAt = new Date(Number(Atomics.load(this.a, LAST_FAULT_AT))).toISOString();
    }
    return out;
  }

  get batchLimit(): number {
    return Number(Atomics.load(this.a, BATCH_LIMIT));
  }

  set batchLimit(n: number) {
    Atomics.store(this.a, BATCH_LIMIT, BigInt(n));
  }

  /** requests per second (0: no cap), bursts of up to one second's worth */
  setRate(rps: number): void {
    Atomics.store(this.a, RATE_INTERVAL, rps > 0 ? BigInt(Math.max(1, Math.round(1e6 / rps))) : 0n);
  }

  /**
   * Reserves the next call's slot under the cap (a generic cell rate algorithm: up to a second's
   * calls at once, then one per interval) and returns how long to wait for it, in ms.
   */
  reserve(): number {
    const interval = Atomics.load(this.a, RATE_INTERVAL);
    if (interval === 0n) return 0;
    const burst = 1_000_000n - interval; // a second's worth of calls may go at once
    for (;;) {
      const now = nowUs();
      const tat = Atomics.load(this.a, RATE_TAT);
      const start = tat > now ? tat : now;
      if (Atomics.compareExchange(this.a, RATE_TAT, tat, start + interval) !== tat) continue;
      const wait = start - burst - now;
      return wait > 0n ? Number(wait) / 1000 : 0;
    }
  }
}

/** The cell of a URL in this process (made on first use). */
export function endpointCell(url: string): EndpointCell {
  let buffer = cells.get(url);
  if (!buffer) {
    buffer = new SharedArrayBuffer(SLOTS * 8);
    new BigInt64Array(buffer)[HEAD] = -1n;
    cells.set(url, buffer);
  }
  return new EndpointCell(url, buffer);
}

/** `<CHAIN>_RPC_RPS` for each URL of a chain's setting (undefined or 0: no cap) */
export function setRpcRateLimit(urls: readonly string[], rps: number | undefined): void {
  for (const url of urls) endpointCell(url).setRate(rps ?? 0);
}

/** the cells to hand to a worker thread (workerData) */
export function shareRpcEndpoints(): Record<string, SharedArrayBuffer> {
  return Object.fromEntries(cells);
}

/** a worker thread takes over its parent's cells (before making any client) */
export function adoptRpcEndpoints(shared: Record<string, SharedArrayBuffer> | undefined): void {
  // cells of another layout (a worker built from other sources than its parent) are not shared
  for (const [url, buffer] of Object.entries(shared ?? {})) if (buffer.byteLength === SLOTS * 8) cells.set(url, buffer);
}

/** The state of each URL of a chain's RPC setting, as this process last saw it. */
export function rpcEndpointReport(rpcUrl: string): RpcEndpointReport[] {
  const now = Date.now();
  return splitRpcUrls(rpcUrl).map((u) => endpointCell(u).report(redactRpcUrl(u), now));
}
