/**
 * The newest-transactions list seeks to page N through blocks.tx_total instead of OFFSET: every page
 * must equal what a plain OFFSET over the (chain, block_height, tx_index) order returns — across empty
 * blocks, batch edges, gaps in the stored heights, another chain's rows, past the end, and after a
 * reorg rollback. Migration 003 fills tx_total for blocks stored before it existed.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chainKey } from '@explorer/core';
import { loadMigrations, migrate, openDatabase, sql, type Database } from '@explorer/db';
import { openTestDatabase, TEST_ENGINES, type TestDatabase } from '@explorer/db/testing';
import { rollbackEvmTo, writeEvmBundles } from '@explorer/indexer';
import { createTransactionsRepository } from '../src/families/evm/transactions-repository';
import { syntheticBundles } from './support/synthetic-chain';

async function byOffset(database: Database, chain: string, offset: number, limit: number) {
  const { rows } = await sql<{ block_height: number; tx_index: number }>`
    SELECT block_height, tx_index FROM evm_transactions WHERE chain = ${chainKey(chain)}
    ORDER BY block_height DESC, tx_index DESC OFFSET ${offset} LIMIT ${limit}`.execute(database.db);
  return rows.map((r) => `${r.block_height}:${r.tx_index}`);
}

async function expectEveryPageMatches(database: Database, chain: string) {
  const repo = createTransactionsRepository(database.db);
  const { rows } = await sql<{ n: number }>`SELECT count(*)::int AS n FROM evm_transactions WHERE chain = ${chainKey(chain)}`.execute(database.db);
  const total = rows[0]!.n;
  expect(total).toBeGreaterThan(10);
  for (const limit of [1, 7, 25]) {
    for (let offset = 0; offset <= total + 2; offset += limit === 1 ? 1 : 3) {
      const got = (await repo.list(chain, offset, limit)).map((r) => `${r.block_height}:${r.tx_index}`);
      expect(got, `offset ${offset} limit ${limit}`).toEqual(await byOffset(database, chain, offset, limit));
    }
  }
}

async function write(database: Database, chain: 'eth' | 'bsc', bundles: ReturnType<typeof syntheticBundles>, batch: number) {
  for (let i = 0; i < bundles.length; i += batch) await writeEvmBundles(database.db, chain, bundles.slice(i, i + batch), { notify: 'none' });
}

describe.each(TEST_ENGINES)('newest-transactions paging by tx_total, %s', (engine) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await openTestDatabase(engine);
    // eth: blocks 1..40 in batches of 7, then a gap, then 61..75 (a start height moved up)
    await write(t.database, 'eth', syntheticBundles({ count: 40, startHeight: 1 }), 7);
    await write(t.database, 'eth', syntheticBundles({ count: 15, startHeight: 61 }), 4);
    // another chain's rows must not count
    await write(t.database, 'bsc', syntheticBundles({ count: 12, startHeight: 1 }), 5);
  });
  afterAll(async () => t?.drop());

  it('the tip block carries the chain transaction counter', async () => {
    const tip = await t.database.db.selectFrom('blocks').select('tx_total').where('chain', '=', chainKey('eth')).orderBy('height', 'desc').limit(1).executeTakeFirstOrThrow();
    const counter = await t.database.db.selectFrom('chain_counters').select('total_txs').where('chain', '=', 'eth').executeTakeFirstOrThrow();
    expect(tip.tx_total).toBe(Number(counter.total_txs));
  });

  it('every page equals the OFFSET reference, including past the end', async () => {
    await expectEveryPageMatches(t.database, 'eth');
    await expectEveryPageMatches(t.database, 'bsc');
  });

  it('still matches after a reorg rolls back and other blocks take the heights', async () => {
    await rollbackEvmTo(t.database.db, 'eth', 66);
    const replacement = syntheticBundles({ count: 12, startHeight: 60, startTime: 1_800_000_000 }).slice(7);
    expect(replacement[0]!.block.height).toBe(67);
    await write(t.database, 'eth', replacement, 3);
    await expectEveryPageMatches(t.database, 'eth');
  });
});

describe.each(TEST_ENGINES)('migration 003 fills tx_total for blocks stored before it, %s', (engine) => {
  let database: Database;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    if (engine === 'pglite') {
      database = await openDatabase({ dataDir: 'memory://' });
      drop = () => database.close();
    } else {
      const { createPostgresDatabase } = await import('@explorer/db/testing');
      const created = await createPostgresDatabase();
      database = await openDatabase({ databaseUrl: created.url, poolSize: 2 });
      drop = async () => {
        await database.close();
        await created.drop();
      };
    }
    await migrate(database, loadMigrations().filter((m) => m.version < 3));
  });
  afterAll(async () => drop?.());

  it('counts each chain separately in height order', async () => {
    const rows: [string, number, number][] = [
      ['eth', 1, 3],
      ['eth', 2, 0],
      ['eth', 3, 5],
      ['bsc', 1, 2],
      ['eth', 7, 1],
      ['bsc', 2, 4],
    ];
    for (const [chain, height, txCount] of rows) {
      await sql`INSERT INTO blocks (chain, height, hash, parent_hash, timestamp, size, tx_count)
        VALUES (${chain}, ${height}, ${`0x${chain}${height}`}, '0x', 1, 1, ${txCount})`.execute(database.db);
    }
    // up to 003 only: the blocks table as 003 left it (text chain and hash; 024 replaces it)
    expect(await migrate(database, loadMigrations().filter((m) => m.version <= 3))).toContain(3);
    const { rows: got } = await sql<{ chain: string; height: number; tx_total: number }>`SELECT chain, height, tx_total FROM blocks ORDER BY chain, height`.execute(database.db);
    expect(got.map((r) => [r.chain, r.height, r.tx_total])).toEqual([
      ['bsc', 1, 2],
      ['bsc', 2, 6],
      ['eth', 1, 3],
      ['eth', 2, 3],
      ['eth', 3, 8],
      ['eth', 7, 9],
    ]);
  });
});
