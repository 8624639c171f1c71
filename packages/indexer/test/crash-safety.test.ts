/**
 * Crash safety on PostgreSQL: a backfill of mainnet-sized replayed blocks in a child process is
 * SIGKILLed at several random moments and restarted each time until it finishes; the chain tables
 * must then be identical (checksums of every row) to an uninterrupted run into another database.
 */
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { migrate, openDatabase, type Database } from '@explorer/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPostgresDatabase } from '@explorer/db/testing';
import { readCheckpoint } from '../src';
import { startReplayServer, type ReplayServer } from './support/replay-server';
import { tableChecksums } from './support/table-checksums';

const BLOCKS = 240;
const STOP_AT = BLOCKS - 1;
const KILLS = 4;
const script = fileURLToPath(new URL('./run-indexer.ts', import.meta.url));

interface Child {
  pid: number;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  kill(): void;
}

const running = new Set<number>();

function startChild(databaseUrl: string, rpcUrl: string): Child {
  const child = spawn(process.execPath, ['--import', 'tsx', script], {
    env: { ...process.env, DATABASE_URL: databaseUrl, RPC_URL: rpcUrl, STOP_AT: String(STOP_AT), BATCH_SIZE: '10', LOG_LEVEL: 'error' },
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

describe('crash safety of the backfill on PostgreSQL', () => {
  let node: ReplayServer;
  let crashed: { url: string; database: Database; drop(): Promise<void> };
  let reference: { url: string; database: Database; drop(): Promise<void> };
  beforeAll(async () => {
    node = await startReplayServer({ blocks: BLOCKS });
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
    const uninterrupted = startChild(reference.url, node.url);
    expect(await uninterrupted.exited).toEqual({ code: 0, signal: null });

    // kill points: random heights spread over the backfill, plus a random delay so the kill lands
    // anywhere in a batch (fetching, encoding, inside the open transaction, committing)
    const killAt = Array.from({ length: KILLS }, (_, i) => Math.floor(((i + Math.random()) / (KILLS + 1)) * STOP_AT));
    const heightsAtKill: number[] = [];
    for (const target of killAt) {
      const child = startChild(crashed.url, node.url);
      let exited = false;
      void child.exited.then(() => (exited = true));
      while (!exited && ((await readCheckpoint(crashed.database.db, 'eth'))?.height ?? -1) < target) await sleep(10);
      await sleep(Math.random() * 300);
      if (exited) continue; // finished before the kill: nothing to test in this round
      child.kill();
      expect((await child.exited).signal).toBe('SIGKILL');
      heightsAtKill.push((await readCheckpoint(crashed.database.db, 'eth'))?.height ?? -1);
    }
    const last = startChild(crashed.url, node.url);
    expect(await last.exited).toEqual({ code: 0, signal: null });

    // the kills really interrupted the backfill part-way
    expect(heightsAtKill.filter((h) => h < STOP_AT).length).toBeGreaterThanOrEqual(KILLS - 1);
    const expected = await tableChecksums(reference.database);
    expect(expected.blocks!.rows).toBe(BLOCKS);
    expect(expected.transactions!.rows).toBeGreaterThan(BLOCKS * 90);
    expect(await tableChecksums(crashed.database)).toEqual(expected);
  });
});
