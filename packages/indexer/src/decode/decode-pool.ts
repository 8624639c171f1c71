/**
 * Decode workers for backfilling: each fetches whole batches with its chain family's adapter and
 * hands back prepared blocks (decode-worker.ts), so the indexer's own thread only links, writes and commits.
 * Batches go to the least busy worker; results come back in the order asked for by the caller
 * (prefetchBatches awaits them in order). A worker that dies fails its batches (the sync engine
 * retries from the checkpoint) and is replaced on the next request.
 */
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import { CHAINS, splitRpcUrls, type ChainId, type Logger } from '@explorer/core';
import { endpointCell, shareRpcEndpoints } from '../rpc/endpoint-board';
import type { FamilyOptions, PreparedBlockBase } from '../families/types';
import type { DecodeReply, DecodeRequest, DecodeWorkerData } from './decode-worker';
import { revivedError } from './worker-errors';

export interface DecodePool {
  readonly size: number;
  fetchPrepared(heights: number[], signal?: AbortSignal): Promise<PreparedBlockBase[]>;
  close(): Promise<void>;
}

interface Pending {
  resolve(blocks: PreparedBlockBase[]): void;
  reject(e: unknown): void;
}

interface Slot {
  worker: Worker;
  pending: Map<number, Pending>;
}

export interface DecodePoolOptions {
  chain: ChainId;
  rpcUrl: string;
  size: number;
  logger: Logger;
  options?: FamilyOptions;
  /** the worker's module: default decode-worker beside this one (the built .js, or the .ts source through tsx) */
  workerUrl?: URL;
}

export function createDecodePool(opts: DecodePoolOptions): DecodePool {
  const { logger } = opts;
  for (const url of splitRpcUrls(opts.rpcUrl)) endpointCell(url); // made here, so the workers share them
  const data: DecodeWorkerData = { family: CHAINS[opts.chain].family, chain: opts.chain, rpcUrl: opts.rpcUrl, logLevel: logger.level, options: opts.options ?? {}, rpcEndpoints: shareRpcEndpoints() };
  const slots: (Slot | null)[] = Array.from({ length: opts.size }, () => null);
  let nextId = 1;

  function start(index: number): Slot {
    const slot: Slot = { worker: spawnDecodeWorker(data, opts.workerUrl), pending: new Map() };
    const fail = (e: unknown) => {
      if (slots[index] === slot) slots[index] = null;
      for (const p of slot.pending.values()) p.reject(e);
      slot.pending.clear();
    };
    slot.worker.on('message', (m: DecodeReply) => {
      if ('log' in m) return relayLog(logger, m.log);
      const p = slot.pending.get(m.id);
      slot.pending.delete(m.id);
      if ('error' in m) p?.reject(revivedError(m.error));
      else p?.resolve(m.blocks);
    });
    slot.worker.on('error', (e) => {
      logger.error({ err: e }, 'decode worker failed');
      fail(e);
    });
    slot.worker.on('exit', (code) => fail(new Error(`decode worker exited with code ${code}`)));
    slots[index] = slot;
    return slot;
  }

  function leastBusy(): Slot {
    let best = -1;
    for (let i = 0; i < slots.length; i++) {
      if (!slots[i]) return start(i);
      if (best < 0 || slots[i]!.pending.size < slots[best]!.pending.size) best = i;
    }
    return slots[best]!;
  }

  return {
    size: opts.size,
    fetchPrepared(heights, signal) {
      if (signal?.aborted) return Promise.reject(signal.reason);
      const slot = leastBusy();
      const id = nextId++;
      return new Promise<PreparedBlockBase[]>((resolve, reject) => {
        const onAbort = () => {
          slot.pending.delete(id); // the worker finishes the batch; its answer is dropped
          reject(signal!.reason);
        };
        signal?.addEventListener('abort', onAbort, { once: true });
        const done = () => signal?.removeEventListener('abort', onAbort);
        slot.pending.set(id, { resolve: (b) => (done(), resolve(b)), reject: (e) => (done(), reject(e)) });
        slot.worker.postMessage({ id, heights } satisfies DecodeRequest);
      });
    },
    async close() {
      const running = slots.filter((s): s is Slot => s !== null);
      slots.fill(null);
      await Promise.all(running.map((s) => s.worker.terminate()));
    },
  };
}

/** A worker on decode-worker: `url` when given, else the built .js beside this module, or the TypeScript source through tsx. */
function spawnDecodeWorker(workerData: DecodeWorkerData, url?: URL): Worker {
  if (url) return new Worker(url, { workerData, resourceLimits: WORKER_LIMITS });
  const here = import.meta.url;
  if (!here.endsWith('.ts')) return new Worker(new URL('./decode-worker.js', here), { workerData, resourceLimits: WORKER_LIMITS });
  const entry = JSON.stringify(new URL('./decode-worker.ts', here).href);
  const tsx = JSON.stringify(
    pathToFileURL(join(dirname(createRequire(here).resolve('tsx/package.json')), 'dist/esm/api/index.mjs'))
      .href,
  );
  return new Worker(`import(${tsx}).then((api) => api.tsImport(${entry}, ${entry}))`, {
    eval: true,
    workerData,
    resourceLimits: WORKER_LIMITS,
  });
}

/**
 * A worker parses megabytes of JSON a block into short-lived objects: a larger young generation
 * lets most of them die before a scavenge has to copy them (a mainnet Solana slot: ~2 MB of JSON).
 */
const WORKER_LIMITS = { maxYoungGenerationSizeMb: 64 };

function relayLog(logger: Logger, line: string): void {
  const {
    level,
    msg,
    time: _t,
    pid: _p,
    hostname: _h,
    name: _n,
    ...fields
  } = JSON.parse(line) as Record<string, unknown>;
  const label = logger.levels.labels[Number(level)] as 'info' | 'warn' | 'error' | 'debug' | undefined;
  if (label && typeof logger[label] === 'function')
    logger[label]({ ...fields, thread: 'decode' }, String(msg ?? ''));
}
