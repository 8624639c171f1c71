/**
 * `explorer index` from the production build against a replayed mainnet node far ahead of the
 * database: the backfill runs through the bundled decode worker (dist/decode-worker.js), every
 * block lands with the node's hashes, and SIGTERM ends the process with exit code 0.
 */
import { execFileSync, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { openDatabase } from '@explorer/db';
import { createPostgresDatabase } from '@explorer/db/testing';
import { expect, it } from 'vitest';
import { startReplayServer } from '../../../../packages/indexer/test/support/replay-server';

const ROOT = fileURLToPath(new URL('../../../../', import.meta.url));

it('backfills through the bundled decode workers and exits 0 on SIGTERM', { timeout: 180_000 }, async () => {
  execFileSync(process.execPath, ['scripts/setup.mjs', 'server'], { cwd: ROOT, stdio: 'inherit' });
  const node = await startReplayServer({ blocks: 120 });
  const pg = await createPostgresDatabase();
  const database = await openDatabase({ databaseUrl: pg.url, poolSize: 1 });
  let output = '';
  const child = spawn(process.execPath, ['apps/server/dist/cli.js', 'index', '--chain', 'eth', '--from', '0'], {
    cwd: ROOT,
    env: { ...process.env, DATABASE_URL: pg.url, ETH_RPC_URL: node.url, LOG_LEVEL: 'info', LOG_FORMAT: 'json' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (c: Buffer) => (output += c.toString()));
  child.stderr!.on('data', (c: Buffer) => (output += c.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  try {
    const until = Date.now() + 120_000;
    const indexed = async () => (await database.db.selectFrom('sync_checkpoints').select(['height', 'hash']).where('chain', '=', 'eth').executeTakeFirst().catch(() => undefined)) ?? null;
    while ((await indexed())?.height !== 119) {
      if (Date.now() > until || child.exitCode !== null) throw new Error(`the backfill did not finish\n${output.slice(-3000)}`);
      await new Promise((r) => setTimeout(r, 250));
    }
    expect((await indexed())!.hash).toBe(node.chain.hashAt(119));
    const counters = await database.db.selectFrom('chain_counters').select(['total_blocks', 'total_txs']).where('chain', '=', 'eth').executeTakeFirstOrThrow();
    expect(counters.total_blocks).toBe(120);
    expect(output).toMatch(/"workers":\d+.*"msg":"backfilling with decode workers"/);
    expect(output).not.toMatch(/"level":(50|60)/);
    child.kill('SIGTERM');
    expect(await exited).toBe(0);
  } finally {
    if (child.exitCode === null) child.kill('SIGKILL');
    await database.close();
    await pg.drop();
    await node.close();
  }
});
