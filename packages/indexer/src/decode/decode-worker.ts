/**
 * A decode worker: fetches a batch of blocks with the chain family's adapter (fetch, standardize,
 * derive, encode rows) and posts the plain result to the indexer, so the JSON parsing, validation,
 * amount derivation and row encoding of a block happen beside the thread that writes. Started by
 * decode-pool.ts with { family, chain, rpcUrl } as workerData.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { CHAINS, createLogger, type ChainFamily, type ChainId } from '@explorer/core';
import { familyModule } from '../families';
import { adoptRpcEndpoints } from '../rpc/endpoint-board';
import type { FamilyOptions, PreparedBlockBase } from '../families/types';
import { sendableError, type SentError } from './worker-errors';

export interface DecodeWorkerData {
  family: ChainFamily;
  chain: ChainId;
  rpcUrl: string;
  logLevel: string;
  options: FamilyOptions;
  /** the indexer's RPC endpoint cells (health, heads, rate cap), shared with this thread */
  rpcEndpoints: Record<string, SharedArrayBuffer>;
}

/** to the pool: a batch's result or error, or a log record (a pino JSON line) */
export type DecodeReply =
  { id: number; blocks: PreparedBlockBase[] } | { id: number; error: SentError } | { log: string };

export interface DecodeRequest {
  id: number;
  heights: number[];
}

const { family, chain, rpcUrl, logLevel, options, rpcEndpoints } = workerData as DecodeWorkerData;
adoptRpcEndpoints(rpcEndpoints);
// log records go to the indexer's logger (its format and destination), one message each
const logger = createLogger('decode-worker', logLevel, { write: (line: string) => parentPort!.postMessage({ log: line }) });
const adapter = familyModule(family).createAdapter({ chain: CHAINS[chain], rpcUrl, logger, options });

parentPort!.on('message', ({ id, heights }: DecodeRequest) => {
  adapter
    .fetchPrepared(heights)
    .then((blocks): DecodeReply => ({ id, blocks }))
    .catch((e: unknown): DecodeReply => ({ id, error: sendableError(e) }))
    .then((reply) => parentPort!.postMessage(reply));
});
