/** The EVM transport of the RPC client (viem's HTTP transport) and the typed errors its failures become. */
import { BaseError, HttpRequestError, RpcRequestError, TimeoutError, http } from 'viem';
import { RpcResponseError, RpcTransportError, isAbortError, retryAfterMs } from './errors';
import type { SendCall } from './plain-transport';

/** viem's HTTP transport (Ethereum JSON-RPC), batching calls made together. */
export function viemTransport(url: string, opts: { batchSize: number; timeoutMs: number }): SendCall {
  const transport = http(url, {
    batch: { batchSize: opts.batchSize, wait: 0 },
    retryCount: 0, // retries happen in the client, per failed call, with logging
    timeout: opts.timeoutMs,
    maxResponseBodySize: false, // a batch of mainnet blocks with receipts is tens of MB
  })({});
  return (call, signal) => transport.request(call as never, signal ? { signal } : undefined);
}

export function toTypedError(method: string, e: unknown, signal?: AbortSignal): unknown {
  if (signal?.aborted || isAbortError(e)) return signal?.reason ?? e;
  if (e instanceof RpcResponseError || e instanceof RpcTransportError) return e;
  if (e instanceof BaseError) {
    const httpError = e.walk((x) => x instanceof HttpRequestError || x instanceof TimeoutError) as HttpRequestError | TimeoutError | null;
    const rpcError = e.walk((x) => x instanceof RpcRequestError) as RpcRequestError | null;
    const status = httpError instanceof HttpRequestError ? httpError.status : rpcError?.status;
    if (rpcError && !(status && status >= 500) && status !== 429) return new RpcResponseError(method, rpcError.code, rpcError.details || rpcError.shortMessage, { cause: e });
    const wait = httpError instanceof HttpRequestError ? retryAfterMs(httpError.headers?.get('retry-after')) : undefined;
    if (httpError || rpcError) return new RpcTransportError(method, e.shortMessage, status, { cause: e, retryAfterMs: wait });
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'number') return new RpcResponseError(method, code, e.details || e.shortMessage, { cause: e });
  }
  return new RpcTransportError(method, e instanceof Error ? e.message : String(e), undefined, { cause: e });
}

