/** How the RPC client reads a failure or an answer: a fault's kind (for logs and /api/health), a head, a provider's batch limit. */
import type { FaultKind } from './endpoint-board';
import { headNumber, RpcResponseError, RpcTransportError } from './errors';

/** a head answer as a number (EVM: hex quantity; others: a number), null when it is none */
export function headOf(method: string, v: unknown): number | null {
  try {
    return headNumber(method, v);
  } catch {
    return null;
  }
}

/** what a failure is, for logging once per kind and for /api/health */
export function faultOf(e: unknown): { kind: FaultKind; detail?: number } {
  if (e instanceof RpcResponseError) return { kind: 'rpc error', detail: e.code };
  if (e instanceof RpcTransportError) {
    if (e.status !== undefined) return { kind: e.status === 429 ? 'http 429' : e.status >= 500 ? 'http 5xx' : 'http', detail: e.status };
    if (/time(d)? ?out/i.test(e.message)) return { kind: 'timeout' };
    if (/not JSON|malformed|unexpected|JSON/i.test(e.message)) return { kind: 'malformed answer' };
    return { kind: 'connection' };
  }
  return { kind: 'error' };
}

/** A provider saying a JSON-RPC batch holds too many calls (HTTP 413, or an error naming the batch's size or limit). */
export function isBatchLimitError(e: unknown): boolean {
  if (e instanceof RpcTransportError && e.status === 413) return true;
  const text = e instanceof RpcResponseError ? e.rpcMessage : e instanceof RpcTransportError ? e.message : '';
  return /batch/i.test(text) && /(limit|too (large|many|big)|exceed|maximum|max\b)/i.test(text);
}

