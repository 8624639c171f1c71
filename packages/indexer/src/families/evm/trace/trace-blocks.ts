/**
 * Block traces from the node, in batched calls. The method is found by asking: Parity-style
 * `trace_block` first (Anvil keeps the traces of the blocks it mined, so it answers without
 * executing anything again; Erigon, Nethermind, Reth and Besu serve it too), then geth's
 * `debug_traceBlockByHash` with the callTracer (by hash, so the answer is about the stored block).
 * A node that has neither is told apart from a node that fails a call: only "method not found"
 * moves on to the next method.
 */
import type { Logger } from '@explorer/core';
import { RpcResponseError, type RpcCall, type RpcClient } from '../../../rpc';
import { creationsFromCallTracer, creationsFromParity, type BlockTrace, type StoredBlock } from './creation-traces';

export const TRACE_METHODS = ['trace_block', 'debug_traceBlockByHash'] as const;
export type TraceMethod = (typeof TRACE_METHODS)[number];

/** a block's trace, or the error the node answered the call with */
export type BlockOutcome = BlockTrace | { kind: 'error'; error: unknown };

export interface BlockTraces {
  /** the method in use: undefined until the first trace, null once the node turned out to serve none */
  method(): TraceMethod | null | undefined;
  /** each block's outcome, in order; null when the node serves no trace method */
  trace(blocks: StoredBlock[], signal?: AbortSignal): Promise<BlockOutcome[] | null>;
  /** the node's block hashes at these heights (null where it has none) */
  nodeHashes(heights: number[], signal?: AbortSignal): Promise<(string | null)[]>;
  nodeHead(signal?: AbortSignal): Promise<number>;
}

/** The node lacks the method (EIP-1474 -32601 / -32004, or a message that says so about the method). */
export function lacksMethod(error: unknown): boolean {
  if (!(error instanceof RpcResponseError)) return false;
  if (error.code === -32601 || error.code === -32004) return true;
  return /method/i.test(error.rpcMessage) && /not (found|supported|available|enabled|allowed)|does not exist|unsupported/i.test(error.rpcMessage);
}

const hex = (n: number) => '0x' + n.toString(16);

function callOf(method: TraceMethod, block: StoredBlock): RpcCall {
  return method === 'trace_block'
    ? { method, params: [hex(block.height)] }
    : { method, params: [block.hash, { tracer: 'callTracer', tracerConfig: { onlyTopCall: false, withLog: false } }] };
}

export function createBlockTraces(client: RpcClient, logger: Logger): BlockTraces {
  let index = 0;
  let known = false;
  const current = (): TraceMethod | null => TRACE_METHODS[index] ?? null;

  async function trace(blocks: StoredBlock[], signal?: AbortSignal): Promise<BlockOutcome[] | null> {
    for (let method = current(); method; method = current()) {
      const settled = await client.requestSettled(blocks.map((b) => callOf(method!, b)), signal);
      const missing = settled.find((s) => s.status === 'rejected' && lacksMethod(s.reason));
      if (missing) {
        index++;
        logger.info({ method, next: current(), err: (missing as PromiseRejectedResult).reason as Error }, 'the node does not serve this trace method');
        continue;
      }
      if (!known) logger.info({ method }, 'tracing blocks for contracts created inside calls');
      known = true;
      return settled.map((s, i): BlockOutcome => {
        if (s.status === 'rejected') return { kind: 'error', error: s.reason };
        return method === 'trace_block' ? creationsFromParity(blocks[i]!, s.value) : creationsFromCallTracer(blocks[i]!, s.value);
      });
    }
    return null;
  }

  return {
    method: () => (known || current() === null ? current() : undefined),
    trace,
    async nodeHashes(heights, signal) {
      const out = await client.requestMany<{ hash?: string } | null>(
        heights.map((h) => ({ method: 'eth_getBlockByNumber', params: [hex(h), false] })),
        signal,
      );
      return out.map((b) => b?.hash?.toLowerCase() ?? null);
    },
    nodeHead: async (signal) => Number(await client.request<string>('eth_blockNumber', [], signal)),
  };
}
