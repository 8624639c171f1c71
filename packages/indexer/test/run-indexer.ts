/**
 * Runs the indexer of CHAIN (default eth) in this process until STOP_AT is indexed (the child
 * process of the crash-safety test; SIGTERM/SIGINT stop it cleanly). Env: DATABASE_URL (migrated),
 * RPC_URL, STOP_AT, optional CHAIN, START_AT, BATCH_SIZE and LOG_LEVEL.
 */
import { CHAINS, createLogger, isChainId } from '@explorer/core';
import { openDatabase } from '@explorer/db';
import { createIndexer } from '../src';

const env = (name: string) => {
  const v = process.env[name];
  if (!v) throw new Error(`${name} is required`);
  return v;
};

const database = await openDatabase({ databaseUrl: env('DATABASE_URL'), poolSize: 2 });
const controller = new AbortController();
process.once('SIGTERM', () => controller.abort());
process.once('SIGINT', () => controller.abort());
// a test runner that dies must not leave this process behind
const parent = process.ppid;
setInterval(() => process.ppid !== parent && process.exit(1), 500).unref();
try {
  await createIndexer({
    database,
    chain: CHAINS[isChainId(process.env.CHAIN) ? process.env.CHAIN : 'eth'],
    startHeight: process.env.START_AT ? Number(process.env.START_AT) : undefined,
    rpcUrl: env('RPC_URL'),
    logger: createLogger('run-indexer', process.env.LOG_LEVEL ?? 'warn'),
    stopAtHeight: Number(env('STOP_AT')),
    batchSize: process.env.BATCH_SIZE ? Number(process.env.BATCH_SIZE) : undefined,
  }).run(controller.signal);
} finally {
  await database.close();
}
