/**
 * Typed RPC errors. A transport failure (network, timeout, HTTP 5xx/429, a node that says "rate
 * limited") is transient: callers retry it with backoff. An RPC error response is the node's answer
 * to the request itself: retrying it gives the same answer, so it is thrown after a few tries at most.
 */
export class RpcTransportError extends Error {
  override readonly name = 'RpcTransportError';
  constructor(
    readonly method: string,
    message: string,
    /** HTTP status when the node answered with one */
    readonly status?: number,
    options?: { cause?: unknown; retryAfterMs?: number },
  ) {
    super(`${method}: ${message}`, options);
    this.retryAfterMs = options?.retryAfterMs;
  }

  /** how long the node asked to be left alone (a 429's or 503's Retry-After) */
  readonly retryAfterMs?: number;
}

/** A Retry-After header (seconds, or an HTTP date) in ms; undefined when absent or unreadable. */
export function retryAfterMs(header: string | null | undefined, now = Date.now()): number | undefined {
  if (!header) return undefined;
  const v = header.trim();
  if (/^\d{1,7}$/.test(v)) return Number(v) * 1000;
  const at = Date.parse(v);
  return Number.isNaN(at) ? undefined : Math.max(0, at - now);
}

export class RpcResponseError extends Error {
  override readonly name = 'RpcResponseError';
  constructor(
    readonly method: string,
    readonly code: number,
    readonly rpcMessage: string,
    options?: { cause?: unknown },
  ) {
    super(`${method}: RPC error ${code}: ${rpcMessage}`, options);
  }
}

/**
 * The node cannot serve what indexing needs (a method it lacks, or answers with nothing): retrying
 * will not help, so the indexer stops with this error, which names the method.
 */
export class NodeCapabilityError extends Error {
  override readonly name = 'NodeCapabilityError';
  constructor(
    readonly method: string,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}

/** The node answered the method with "not found / not supported": a fallback may apply. */
export function isMethodUnsupported(error: unknown): boolean {
  if (!(error instanceof RpcResponseError)) return false;
  if (error.code === -32601 || error.code === -32004) return true;
  return /method .*(not (found|supported|available))|does not exist|unsupported method/i.test(error.rpcMessage);
}

/** JSON-RPC error codes nodes use for "busy / rate limited / try again" (retried with backoff). */
const TRANSIENT_RPC_CODES = new Set([-32005, -32007, -32603, 429]);

export function isTransientRpcError(error: unknown): boolean {
  if (error instanceof RpcTransportError) return true;
  return error instanceof RpcResponseError && TRANSIENT_RPC_CODES.has(error.code);
}

export function isAbortError(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { name?: unknown }).name === 'AbortError';
}

/** The node does not have the block (yet, or any more): the head moved back or a reorg is under way. */
export class BlockNotFoundError extends Error {
  override readonly name = 'BlockNotFoundError';
  constructor(readonly height: number) {
    super(`block ${height} not found on the node`);
  }
}

/** A block and its receipts came from different branches (a reorg during the fetch): fetch again. */
export class InconsistentBlockError extends Error {
  override readonly name = 'InconsistentBlockError';
}

/** A head (block count, block number, slot) as a number; an answer that is none (null, garbage) is a transient failure of the node. */
export function headNumber(method: string, v: unknown): number {
  const n = typeof v === 'number' ? v : typeof v === 'string' && /^0x[0-9a-f]{1,13}$/i.test(v) ? Number(v) : NaN;
  if (!Number.isSafeInteger(n) || n < 0) throw new RpcTransportError(method, `the node answered no head: ${JSON.stringify(v)?.slice(0, 40)}`);
  return n;
}
