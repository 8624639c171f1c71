/**
 * A decode worker: fetches a batch of EVM blocks with their receipts from the node, builds the
 * bundles and encodes their rows (prepareBlock), and posts the plain result to the indexer, so the
 * JSON parsing, validation, amount derivation and row encoding of a block happen beside the thread
 * that writes. Started by decode-pool.ts with { chain, rpcUrl } as workerData.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { createLogger, type ChainId } from '@explorer/core';
import { buildEvmBundle } from '../chains/evm/bundle';
import { createRpcClient } from '../rpc/client';
import { createEvmRpc } from '../rpc/evm';
import { prepareBlock, type PreparedBlock } from '../store/prepared';
import { sendableError, type SentError } from './worker-errors';

export interface DecodeWorkerData {
  chain: ChainId;
  rpcUrl: string;
  logLevel: string;
}

/** to the pool: a batch's result or error, or a log record (a pino JSON line) */
export type DecodeReply =
  { id: number; blocks: PreparedBlock[] } | { id: number; error: SentError } | { log: string };

export interface DecodeRequest {
  id: number;
  heights: number[];
}

const { chain, rpcUrl, logLevel } = workerData as DecodeWorkerData;
// log records go to the indexer's logger (its format and destination), one message each
const logger = createLogger('decode-worker', logLevel, {
  write: (line: string) => parentPort!.postMessage({ log: line }),
});
const rpc = createEvmRpc(createRpcClient({ url: rpcUrl, logger }), logger);

parentPort!.on('message', ({ id, heights }: DecodeRequest) => {
  rpc
    .fetchBlocks(heights)
    .then((raws): DecodeReply => ({
      id,
      blocks: raws.map((r) => prepareBlock(chain, buildEvmBundle(r.block, r.receipts))),
    }))
    .catch((e: unknown): DecodeReply => ({ id, error: sendableError(e) }))
    .then((reply) => parentPort!.postMessage(reply));
});
