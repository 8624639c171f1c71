/**
 * The creation tracer, beside (never inside) the ingest path: it follows the stored blocks of an
 * EVM chain from its cursor, traces the ones with transactions (trace-blocks.ts: one batched call
 * per block) and records the contracts created inside calls — address, creator (the creating
 * contract), creation transaction and block — as indexer rows of `contracts`, which the token probe
 * then classifies and a reorg rollback removes like any creation, and the internal calls that moved
 * value (evm_internal_calls), in the same transaction as its cursor. The method the node serves (or
 * 'none') is recorded for the server, which then says internal calls are not available. Ingest never waits for it, so a
 * node without trace methods, or a slow one, costs indexing nothing: on a node that serves no trace
 * method the task logs it and ends. A block the node has (same hash) but cannot trace (pruned state)
 * is retried a few passes and then skipped with a warning, one the node no longer has below its head
 * (history dropped) at once; a block of another branch waits for the indexer's rollback. A failing pass (database, unreachable node) is logged and
 * retried with backoff, never thrown.
 */
import type { ChainInfo, ContractCreation, Logger } from '@explorer/core';
import type { Database } from '@explorer/db';
import { createRpcClient, errorSummary, isTransientRpcError, sleep, type RpcClientOptions } from '../../../rpc';
import { nextBlocks, saveTraced, saveTraceMethod, type BlockRef } from './creation-store';
import type { InternalCall } from './creation-traces';
import { createBlockTraces, type BlockOutcome, type TraceMethod } from './trace-blocks';

export interface CreationTracerOptions {
  database: Database;
  chain: ChainInfo;
  rpcUrl: string;
  logger: Logger;
  /** pause between passes once the stored head is reached (default 3000 ms) */
  intervalMs?: number;
  /** blocks with transactions traced per pass (default 20) */
  traceBlocks?: number;
  /** stored blocks a pass looks at, at most (default 2000: long runs of empty blocks go fast) */
  scanBlocks?: number;
  /** passes a block the node has but cannot trace is tried before it is skipped (default 3) */
  skipAfter?: number;
  /** RPC client tuning (default: batches of 4, 2 retries: a failed pass is retried anyway) */
  rpc?: Partial<Omit<RpcClientOptions, 'url' | 'logger'>>;
}

export interface TracePassStats {
  /** blocks traced (empty blocks need none) */
  traced: number;
  /** blocks the node could not trace, given up */
  skipped: number;
  /** creations inside calls stored */
  created: number;
  /** internal calls stored */
  calls: number;
  /** the method in use; null: the node serves none */
  method: TraceMethod | null | undefined;
  /** more stored blocks are due right away */
  more: boolean;
}

export interface CreationTracer {
  /** Traces until the signal aborts (or the node turns out to serve no trace method); resolves then. */
  run(signal?: AbortSignal): Promise<void>;
  /** One pass. Rejects on a database error or when the node cannot be reached. */
  runOnce(signal?: AbortSignal): Promise<TracePassStats>;
}

export function createCreationTracer(opts: CreationTracerOptions): CreationTracer {
  const { chain, logger } = opts;
  const db = opts.database.db;
  const intervalMs = opts.intervalMs ?? 3000;
  const window = { traceBlocks: opts.traceBlocks ?? 20, scanBlocks: opts.scanBlocks ?? 2000 };
  const skipAfter = opts.skipAfter ?? 3;
  const traces = createBlockTraces(createRpcClient({ batchSize: 4, retryCount: 2, ...opts.rpc, url: opts.rpcUrl, logger }), logger);
  /** failed passes per height the node has but could not trace */
  const attempts = new Map<number, number>();
  /** the method last recorded in the database */
  let recorded: string | undefined;

  async function recordMethod(method: TraceMethod | null | undefined): Promise<void> {
    if (method === undefined) return;
    const name = method ?? 'none';
    if (name === recorded) return;
    await saveTraceMethod(db, chain.id, name);
    recorded = name;
  }

  async function runOnce(signal?: AbortSignal): Promise<TracePassStats> {
    const next = await nextBlocks(db, chain.id, window);
    const stats: TracePassStats = { traced: 0, skipped: 0, created: 0, calls: 0, method: traces.method(), more: false };
    const outcomes = next.toTrace.length > 0 ? await traces.trace(next.toTrace, signal) : [];
    stats.method = traces.method();
    await recordMethod(stats.method);
    if (outcomes === null) return stats;
    const byHeight = new Map(next.toTrace.map((b, i) => [b.height, outcomes[i]!]));
    const verdicts = await judgeFailures(next.toTrace.map((b, i) => ({ block: b, outcome: outcomes[i]! })), signal);
    const creations: ContractCreation[] = [];
    const calls: InternalCall[] = [];
    const skipped: { height: number; reason: string }[] = [];
    let end = 0;
    for (; end < next.window.length; end++) {
      const block = next.window[end]!;
      const outcome = byHeight.get(block.height);
      if (!outcome) continue; // no transactions
      if (outcome.kind === 'traced') {
        creations.push(...outcome.creations);
        calls.push(...outcome.calls);
        attempts.delete(block.height);
        stats.traced++;
        continue;
      }
      if (outcome.kind === 'error' && isTransientRpcError(outcome.error)) {
        if (end === 0) throw outcome.error;
        break;
      }
      const verdict = verdicts.get(block.height);
      if (verdict !== 'skip') break; // retried next pass; another branch waits for the indexer's rollback
      attempts.delete(block.height);
      skipped.push({ height: block.height, reason: reasonOf(outcome) });
    }
    signal?.throwIfAborted();
    const saved = await saveTraced(db, chain.id, next.cursor, next.window.slice(0, end), creations, calls);
    stats.created = saved?.created ?? 0;
    stats.calls = saved?.calls ?? 0;
    stats.skipped = saved ? skipped.length : 0;
    stats.more = saved !== null && end === next.window.length && next.more;
    if (stats.skipped > 0)
      logger.warn({ chain: chain.id, heights: skipped.map((s) => s.height), reason: skipped[0]!.reason }, 'the node cannot trace these blocks: contracts created inside their calls are not recorded');
    return stats;
  }

  /**
   * What to do about the blocks whose trace failed without a transient error, by the node's own
   * block at that height: the same block → retried, skipped after `skipAfter` passes; none while
   * its head is above (history dropped or pruned) → skipped now; another block or none past its
   * head → wait (a reorg the indexer rolls back first).
   */
  async function judgeFailures(traced: { block: BlockRef; outcome: BlockOutcome }[], signal?: AbortSignal): Promise<Map<number, 'skip' | 'retry' | 'wait'>> {
    const failed = traced.filter(({ outcome: o }) => o.kind === 'unavailable' || (o.kind === 'error' && !isTransientRpcError(o.error)));
    if (failed.length === 0) return new Map();
    const [head, hashes] = await Promise.all([traces.nodeHead(signal), traces.nodeHashes(failed.map((f) => f.block.height), signal)]);
    return new Map(
      failed.map(({ block }, i) => {
        const hash = hashes[i] ?? null;
        if (hash === null && block.height <= head) return [block.height, 'skip'];
        if (hash !== block.hash) return [block.height, 'wait'];
        const n = (attempts.get(block.height) ?? 0) + 1;
        attempts.set(block.height, n);
        return [block.height, n >= skipAfter ? 'skip' : 'retry'];
      }),
    );
  }

  async function run(signal?: AbortSignal): Promise<void> {
    const pause = (ms: number) => sleep(ms, signal).catch(() => undefined);
    let failures = 0;
    while (!signal?.aborted) {
      try {
        const stats = await runOnce(signal);
        failures = 0;
        if (stats.method === null) {
          logger.info({ chain: chain.id }, 'the node serves neither trace_block nor debug_traceBlockByHash: contracts created inside calls and internal calls are not recorded');
          return;
        }
        if (stats.created > 0 || stats.calls > 0 || stats.skipped > 0) logger.info({ chain: chain.id, ...stats }, 'blocks traced for contracts created and value moved inside calls');
        if (!stats.more) await pause(intervalMs);
      } catch (err) {
        if (signal?.aborted) break;
        const delayMs = Math.min(intervalMs * 2 ** failures++, 60_000);
        logger.warn({ chain: chain.id, err: errorSummary(err), delayMs }, 'creation trace pass failed; retrying');
        await pause(delayMs);
      }
    }
  }

  return { run, runOnce };
}

function reasonOf(outcome: BlockOutcome): string {
  return outcome.kind === 'error' ? errorSummary(outcome.error) : outcome.kind === 'unavailable' ? outcome.reason : outcome.kind;
}
