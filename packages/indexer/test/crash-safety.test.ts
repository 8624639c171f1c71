/**
 * Crash safety on PostgreSQL: a backfill in a child process is SIGKILLed at several random moments
 * and restarted each time until it finishes; the chain tables must then be identical (checksums of
 * every row) to an uninterrupted run into another database. EVM: mainnet-sized replayed blocks;
 * Bitcoin: the local regtest chain's blocks of wallet traffic (outputs spent across batches).
 */
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { migrate, openDatabase, type Database } from '@explorer/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPostgresDatabase } from '@explorer/db/testing';
import { startBtcDevnet } from '@explorer/devnet';
import type { ChainId } from '@explorer/core';
import { readCheckpoint } from '../src';
import { startReplayServer, type ReplayServer } from './support/replay-server';
import { tableChecksums } from './support/table-checksums';

const KILLS = 4;

interface Case {
  chain: ChainId;
  blocks: number;
  /** the family's transactions table */
  txTable: string;
  /** transactions the uninterrupted run must hold at least */
  minTxs: number;
  start(): Promise<{ url: string; close(): Promise<void> }>;
}

const CASES: Case[] = [
  {
    chain: 'eth',
    blocks: 240,
    txTable: 'evm_transactions',
    minTxs: 240 * 90,
    async start() {
      const node: ReplayServer = await startReplayServer({ blocks: 240 });
      return { url: node.url, close: () => node.close() };
    },
  },
  {
    chain: 'btc',
    blocks: 240,
    txTable: 'btc_transactions',
    minTxs: 240 * 20,
    async start() {
      const devnet = await startBtcDevnet({ blockTime: 0, initialBlocks: 101, txPerBlock: [40, 80] });
      devnet.mine(240 - 102);
      return { url: devnet.url, close: () => devnet.stop() };
    },
  },
];
const script = fileURLToPath(new URL('./run-indexer.ts', import.meta.url));

interface Child {
  pid: number;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  kill(): void;
}

const running = new Set<number>();

function startChild(chain: ChainId, stopAt: number, databaseUrl: string, rpcUrl: string): Child {
  const child = spawn(process.execPath, ['--import', 'tsx', script], {
    env: { ...process.env, CHAIN: chain, DATABASE_URL: databaseUrl, RPC_URL: rpcUrl, STOP_AT: String(stopAt), BATCH_SIZE: '10', LOG_LEVEL: 'error' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  running.add(child.pid!);
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => {
      running.delete(child.pid!);
      resolve({ code, signal });
    }),
  );
  return { pid: child.pid!, exited, kill: () => process.kill(child.pid!, 'SIGKILL') };
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function openMigrated(prefix: string) {
  const created = await createPostgresDatabase(prefix);
  const database = await openDatabase({ databaseUrl: created.url, poolSize: 2 });
  await migrate(database);
  return { ...created, database };
}

describe.each(CASES)('crash safety of the $chain backfill on PostgreSQL', ({ chain, blocks: BLOCKS, txTable, minTxs, start }) => {
  const STOP_AT = BLOCKS - 1;
  let node: { url: string; close(): Promise<void> };
  let crashed: { url: string; database: Database; drop(): Promise<void> };
  let reference: { url: string; database: Database; drop(): Promise<void> };
  beforeAll(async () => {
    node = await start();
    crashed = await openMigrated('explorer_crash');
    reference = await openMigrated('explorer_crash_ref');
  });
  afterAll(async () => {
    for (const pid of running) process.kill(pid, 'SIGKILL');
    for (const d of [crashed, reference]) {
      await d?.database.close();
      await d?.drop();
    }
    await node?.close();
  });

  it('resumes after every SIGKILL with no gap and no duplicate', { timeout: 300_000 }, async () => {
    const uninterrupted = startChild(chain, STOP_AT, reference.url, node.url);
    expect(await uninterrupted.exited).toEqual({ code: 0, signal: null });

    // kill points: random heights spread over the backfill, plus a random delay so the kill lands
    // anywhere in a batch (fetching, encoding, inside the open transaction, committing)
    const killAt = Array.from({ length: KILLS }, (_, i) => Math.floor(((i + Math.random()) / (KILLS + 1)) * STOP_AT));
    const heightsAtKill: number[] = [];
    for (const target of killAt) {
      const child = startChild(chain, STOP_AT, crashed.url, node.url);
      let exited = false;
      void child.exited.then(() => (exited = true));
      while (!exited && ((await readCheckpoint(crashed.database.db, chain))?.height ?? -1) < target) await sleep(10);
      await sleep(Math.random() * 300);
      if (exited) continue; // finished before the kill: nothing to test in this round
      child.kill();
      expect((await child.exited).signal).toBe('SIGKILL');
      heightsAtKill.push((await readCheckpoint(crashed.database.db, chain))?.height ?? -1);
    }
    const last = startChild(chain, STOP_AT, crashed.url, node.url);
    expect(await last.exited).toEqual({ code: 0, signal: null });

    // the kills really interrupted the backfill part-way
    expect(heightsAtKill.filter((h) => h < STOP_AT).length).toBeGreaterThanOrEqual(KILLS - 1);
    const expected = await tableChecksums(reference.database);
    expect(expected.blocks!.rows).toBe(BLOCKS);
    expect(expected[txTable]!.rows).toBeGreaterThan(minTxs);
    expect(expected.address_activity!.rows).toBeGreaterThan(minTxs);
    if (chain === 'btc') expect(expected.btc_outputs!.rows).toBeGreaterThan(minTxs);
    expect(await tableChecksums(crashed.database)).toEqual(expected);
  });
});
