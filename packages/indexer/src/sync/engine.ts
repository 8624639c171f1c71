/**
 * The sync engine, for every chain family: resume from the checkpoint, backfill to the node's head in pipelined
 * batches (one DB transaction per batch: rows + counters + checkpoint together, so a crash at any
 * moment resumes with no gap and no duplicate), then follow the head by polling. Every block must
 * link to the one below it (its parent height and hash: a chain with skipped slots links across
 * them); when it does not, the engine walks back to the common ancestor, rolls back to it in one
 * transaction and indexes the new branch forward.
 */
import { availableParallelism } from 'node:os';
import type { ChainInfo, Logger, Retention } from '@explorer/core';
import { ensurePartitions, type Database } from '@explorer/db';
import { createDecodePool, type DecodePool } from '../decode/decode-pool';
import type { ChainFamilyModule, FamilyOptions, PreparedBlockBase } from '../families/types';
import { BlockNotFoundError, errorSummary, InconsistentBlockError, NodeCapabilityError, isTransientRpcError, sleep } from '../rpc';
import { recordChainNetwork } from '../store/chain-networks';
import { createRpcReporter } from './rpc-report';
import { lowestStoredHeight, readCheckpoint, storedBlockHash, updateNodeHead } from '../store/checkpoints';
import { announceReindexed } from './announce';
import { prefetchBatches, type FetchedBatch } from './prefetch';
import { createProgress } from './progress';
import { createPruneJob } from './prune-job';
import { findCommonAncestor, ReorgTooDeepError } from './reorg';

/** how often a node that could not be checked is asked again */
const NODE_RECHECK_MS = 30_000;

export interface IndexerOptions {
  database: Database;
  chain: ChainInfo;
  rpcUrl: string;
  logger: Logger;
  /** blocks per DB transaction while backfilling */
  batchSize?: number;
  /** first height when there is no checkpoint (default 0) */
  startHeight?: number;
  /** stop after this height is indexed */
  stopAtHeight?: number;
  /** head polling when caught up (default 1000 ms) */
  pollIntervalMs?: number;
  /** deepest reorg repaired automatically (default 256) */
  maxReorgDepth?: number;
  /**
   * worker threads that fetch and decode while backfilling (default: one per core but one, 1–4);
   * 0 decodes in the indexer's thread. Ranges shorter than `workerMinBlocks` (default 4 batches)
   * and following the head are decoded in the indexer's thread.
   */
  decodeWorkers?: number;
  workerMinBlocks?: number;
  /** the decode workers' module (default: decode-worker beside the pool, .js when built, else the .ts through tsx) */
  decodeWorkerUrl?: URL;
  /** the family's per-deployment choices (families/types.ts) */
  familyOptions?: FamilyOptions;
  /** what of the chain is kept (absent: everything); applied at start and after writes */
  retention?: Retention;
  /** least time between two retention runs (default 60 s) */
  pruneIntervalMs?: number;
  /** heights per partition when the chain has none yet (default: the registry's partitionSpan) */
  partitionSpan?: number;
}

export interface Indexer {
  /** Indexes until the signal aborts (or stopAtHeight is indexed). Rejects only on an unrecoverable error. */
  run(signal?: AbortSignal): Promise<void>;
}

export const DEFAULT_BATCH_SIZE = 20;
/** batches fetched ahead while one is written */
const PREFETCH_DEPTH = 2;

export function defaultDecodeWorkers(): number {
  return Math.max(1, Math.min(4, availableParallelism() - 1));
}
/** behind the head by more than this after a batch → announce only the batch's last block */
const FOLLOW_LAG = 8;
/** consecutive failures of a non-transient kind before run() gives up */
const MAX_HARD_FAILURES = 5;

interface Cursor {
  /** next height to ask the node for */
  next: number;
  /** height and hash of the last block stored below `next` (null: nothing stored) */
  lastHeight: number | null;
  lastHash: string | null;
  /** heights ≤ this were indexed before a reorg replaced them: re-indexing them is an 'update' */
  updateUpTo: number;
}

/** The engine over one family's adapter and store (createIndexer in ../indexer.ts picks the family from the registry). */
export function createSyncEngine<P extends PreparedBlockBase>(family: ChainFamilyModule<P>, opts: IndexerOptions): Indexer {
  const { database, chain, logger } = opts;
  const batchSize = opts.batchSize ?? chain.indexBatchBlocks;
  const maxReorgDepth = opts.maxReorgDepth ?? 256;
  const adapter = family.createAdapter({ chain, rpcUrl: opts.rpcUrl, logger, options: opts.familyOptions });
  const db = database.db;
  const progress = createProgress(logger);
  let nodeHeadWritten = -1;
  const decodeWorkers = opts.decodeWorkers ?? defaultDecodeWorkers();
  const workerMinBlocks = opts.workerMinBlocks ?? 4 * batchSize;
  let pool: DecodePool | null = null;
  const reportRpc = createRpcReporter(db, chain.id, opts.rpcUrl);
  const pruneJob = createPruneJob({ database, chain: chain.id, retention: opts.retention, intervalMs: opts.pruneIntervalMs, logger });

  async function closePool(): Promise<void> {
    const open = pool;
    pool = null;
    await open?.close();
  }

  async function loadCursor(updateUpTo: number): Promise<Cursor> {
    const cp = await readCheckpoint(db, chain.id);
    return cp ? { next: cp.height + 1, lastHeight: cp.height, lastHash: cp.hash, updateUpTo } : { next: opts.startHeight ?? 0, lastHeight: null, lastHash: null, updateUpTo };
  }

  async function write(cursor: Cursor, bundles: P[], head: number, waitMs = 0): Promise<void> {
    const started = performance.now();
    const last = bundles[bundles.length - 1]!;
    const reindexed = bundles[0]!.block.height <= cursor.updateUpTo;
    // the partitions of the batch's heights, made (if new) in their own short transaction
    await ensurePartitions(db, chain.id, bundles.map((b) => b.block.height), { span: opts.partitionSpan });
    await db.transaction().execute(async (trx) => {
      const notify = reindexed ? 'none' : head - last.block.height > FOLLOW_LAG ? 'last' : 'all';
      await family.store.write(trx, chain.id, bundles, { nodeHead: head, notify });
      if (reindexed) await announceReindexed(trx, chain.id, bundles, cursor.updateUpTo);
    });
    nodeHeadWritten = head;
    cursor.next = last.block.height + 1;
    cursor.lastHeight = last.block.height;
    cursor.lastHash = last.block.hash;
    const txs = bundles.reduce((n, b) => n + b.block.txCount, 0);
    progress.add({ blocks: bundles.length, txs, height: last.block.height, head, waitMs, writeMs: performance.now() - started });
    await reportRpc();
    await pruneJob.maybeRun();
  }

  /** Index of the first bundle that does not link to the one below it, or −1. */
  function firstUnlinked(cursor: Cursor, batch: FetchedBatch<P>): number {
    let parentHeight = cursor.lastHeight;
    let parent = cursor.lastHash;
    let below = cursor.next - 1;
    const bundles = batch.items;
    for (let i = 0; i < bundles.length; i++) {
      const b = bundles[i]!.block;
      if (b.height <= below || b.height > batch.to || (!chain.skippedHeights && b.height !== below + 1)) {
        throw new Error(`node returned block ${b.height} after height ${below} (asked ${batch.from}–${batch.to})`);
      }
      if (parent !== null && (b.parentHash !== parent || (b.parentHeight ?? b.height - 1) !== parentHeight)) return i;
      parentHeight = b.height;
      parent = b.hash;
      below = b.height;
    }
    if (!chain.skippedHeights && below !== batch.to) throw new Error(`node returned no block for height ${below + 1}`);
    return -1;
  }

  /** Our tip (cursor.next − 1) is not on the node's chain: roll back to the common ancestor. */
  async function repairReorg(cursor: Cursor, signal?: AbortSignal): Promise<void> {
    const tip = cursor.lastHeight ?? cursor.next - 1;
    const floor = await lowestStoredHeight(db, chain.id);
    const ancestor = await findCommonAncestor({ node: adapter, storedHash: (h) => storedBlockHash(db, chain.id, h), floor, from: tip, maxDepth: maxReorgDepth, signal });
    // our tip is still the node's block there: the node changed branch while we fetched, or serves
    // a block whose parent it does not have; fetch again after the run loop's backoff
    if (ancestor === tip) throw new InconsistentBlockError(`block ${tip + 1} from the node does not link to block ${tip}, which the node still has`);
    const [newHash] = await adapter.blockHashes([tip], signal);
    const removed = await db.transaction().execute((trx) => family.store.rollbackTo(trx, chain.id, ancestor));
    logger.warn({ depth: tip - ancestor, ancestor, height: tip, oldHash: cursor.lastHash, newHash, ...removed }, 'chain reorganization: rolled back to the common ancestor');
    const updateUpTo = Math.max(cursor.updateUpTo, tip);
    Object.assign(cursor, await loadCursor(updateUpTo));
  }

  /** Indexes cursor.next..target; returns when done, at a reorg, or on abort. */
  async function indexRange(cursor: Cursor, target: number, head: number, signal?: AbortSignal): Promise<void> {
    const workers = decodeWorkers > 0 && target - cursor.next + 1 >= workerMinBlocks;
    if (workers && !pool) {
      pool = createDecodePool({ chain: chain.id, rpcUrl: opts.rpcUrl, size: decodeWorkers, logger, options: opts.familyOptions, workerUrl: opts.decodeWorkerUrl });
      logger.info({ chain: chain.id, workers: decodeWorkers, from: cursor.next, to: target }, 'backfilling with decode workers');
    }
    const fetch = workers ? (pool!.fetchPrepared as (heights: number[], signal: AbortSignal) => Promise<unknown[]> as (heights: number[], signal: AbortSignal) => Promise<P[]>) : adapter.fetchPrepared;
    const depth = workers ? Math.max(PREFETCH_DEPTH, decodeWorkers + 1) : PREFETCH_DEPTH;
    const batches = prefetchBatches({ fetch, from: cursor.next, to: target, batchSize, depth, signal });
    let waitStart = performance.now();
    for await (const batch of batches) {
      const waitMs = performance.now() - waitStart;
      const bundles = batch.items;
      const broken = firstUnlinked(cursor, batch);
      if (broken !== 0 && bundles.length > 0) await write(cursor, broken < 0 ? bundles : bundles.slice(0, broken), head, waitMs);
      if (broken >= 0) return repairReorg(cursor, signal);
      cursor.next = batch.to + 1; // past skipped heights at the batch's end too
      if (signal?.aborted) return;
      waitStart = performance.now();
    }
  }

  /**
   * Caught up: make sure our tip is still the node's block there (a reorg need not add a height).
   * A node whose head is below our tip is compared at its head: behind is not a reorg.
   */
  async function checkTip(cursor: Cursor, head: number, signal?: AbortSignal): Promise<void> {
    const tip = cursor.lastHeight;
    if (tip === null || tip < 0 || cursor.lastHash === null) return;
    const h = Math.min(tip, head);
    const [nodeHash] = await adapter.blockHashes([h], signal);
    const ours = h === tip ? cursor.lastHash : await storedBlockHash(db, chain.id, h);
    if (nodeHash !== ours) await repairReorg(cursor, signal);
  }

  async function step(cursor: Cursor, signal?: AbortSignal): Promise<boolean> {
    const head = await adapter.head(signal);
    const target = opts.stopAtHeight === undefined ? head : Math.min(head, opts.stopAtHeight);
    if (cursor.next <= target) {
      await indexRange(cursor, target, head, signal);
      return false;
    }
    await closePool(); // caught up: following the head decodes here
    await checkTip(cursor, head, signal);
    if (opts.stopAtHeight !== undefined && cursor.next > opts.stopAtHeight) return true;
    if (head !== nodeHeadWritten) {
      await updateNodeHead(db, chain.id, head);
      nodeHeadWritten = head;
    }
    await reportRpc();
    await sleep(opts.pollIntervalMs ?? 1000, signal);
    return false;
  }


  /** asks the node who it is and records its network; false (logged) when the node could not be asked */
  async function checkNode(signal?: AbortSignal): Promise<boolean> {
    try {
      const { network } = await adapter.checkNode(signal);
      if (network !== undefined) await recordChainNetwork(db, chain.id, network);
      return true;
    } catch (e) {
      logger.warn({ err: errorSummary(e) }, 'could not check the node');
      return false;
    }
  }

  async function runLoop(signal?: AbortSignal): Promise<void> {
    let cursor: Cursor | null = null;
    let updateUpTo = -1; // kept across a failed step
    let hardFailures = 0;
    let transientFailures = 0;
    // the node's network (btc: regtest, main, …) decides which addresses the API takes: recorded
    // before the first block; a node that could not be asked is asked again while indexing goes on
    let nodeChecked = await checkNode(signal);
    let lastNodeCheck = Date.now();
    await pruneJob.maybeRun();
    while (!signal?.aborted) {
      try {
        if (!nodeChecked && Date.now() - lastNodeCheck >= NODE_RECHECK_MS) {
          nodeChecked = await checkNode(signal);
          lastNodeCheck = Date.now();
        }
        if (!cursor) {
          cursor = await loadCursor(updateUpTo);
          logger.info({ chain: chain.id, from: cursor.next, resumed: cursor.lastHash !== null }, 'indexing from the checkpoint');
        }
        if (await step(cursor, signal)) {
          logger.info({ chain: chain.id, height: cursor.next - 1 }, 'indexer reached stopAtHeight');
          return;
        }
        hardFailures = 0;
        transientFailures = 0;
      } catch (e) {
        if (signal?.aborted) return;
        if (e instanceof ReorgTooDeepError) {
          logger.error({ err: e }, 'reorg deeper than the limit; stopping the indexer');
          throw e;
        }
        if (e instanceof NodeCapabilityError) {
          logger.error({ method: e.method, reason: e.message }, 'the node cannot serve what indexing needs; stopping the indexer');
          throw e;
        }
        const transient = isTransientRpcError(e) || isRefetchable(e);
        if (!transient && ++hardFailures > MAX_HARD_FAILURES) {
          logger.error({ err: e }, 'indexer failed repeatedly; giving up');
          throw e;
        }
        const attempt = transient ? ++transientFailures : hardFailures;
        const delay = Math.min(30_000, 500 * 2 ** Math.min(attempt - 1, 6));
        logger[transient ? 'warn' : 'error']({ err: errorSummary(e), attempt, delayMs: delay }, 'indexing failed; retrying');
        await reportRpc().catch(() => {}); // the database may be what failed
        // a failed batch's transaction rolled back entirely: resume from what is committed
        updateUpTo = cursor?.updateUpTo ?? updateUpTo;
        cursor = null;
        await sleep(delay, signal).catch(() => {});
      }
    }
  }

  return {
    async run(signal) {
      try {
        await runLoop(signal);
      } finally {
        await closePool();
      }
    },
  };
}

function isRefetchable(e: unknown): boolean {
  return e instanceof BlockNotFoundError || e instanceof InconsistentBlockError;
}
