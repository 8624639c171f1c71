/**
 * Partitions and retention (migration 029) on a real chain: Anvil's eth indexed with a partition span
 * of 4 blocks, so a few blocks cross several partitions. A reorg across a partition boundary leaves
 * the same rows as a fresh index of the node; pruning drops whole partitions below the window and
 * keeps the totals (counters, hourly statistics, address summaries); rows written before their
 * partition existed move into it; concurrent processes making the same partitions both succeed.
 */
import { CHAINS, createLogger } from '@explorer/core';
import { ensurePartitions, openDatabase, sql, type Database } from '@explorer/db';
import { startAnvil, type AnvilNode } from '@explorer/devnet';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, TEST_ENGINES, type TestDatabase } from '@explorer/db/testing';
import { createIndexer, pruneChain, readCheckpoint } from '../src';
import { receiver, rpcCall, sender } from './support/anvil-activity';
import { tableChecksums } from './support/table-checksums';

const SPAN = 4;
const logger = createLogger('test');
const transfer = (value: number) => ({ from: sender.address, to: receiver, value: '0x' + value.toString(16) });

/** each chain table's rows per partition (by the partition's name) */
async function rowsByPartition(database: Database, table: string): Promise<Record<string, number>> {
  const { rows } = await sql<{ part: string; n: number }>`
    SELECT tableoid::regclass::text AS part, count(*)::int AS n FROM ${sql.table(table)} GROUP BY 1 ORDER BY 1`.execute(database.db);
  return Object.fromEntries(rows.map((r) => [r.part, r.n]));
}

async function lowest(database: Database, table: string, column = 'block_height'): Promise<number | null> {
  const { rows } = await sql<{ h: number | null }>`SELECT min(${sql.ref(column)})::int AS h FROM ${sql.table(table)} WHERE chain = 1`.execute(database.db);
  return rows[0]?.h ?? null;
}

/** the totals pruning must keep */
async function totals(database: Database) {
  const db = database.db;
  return {
    counters: await db.selectFrom('chain_counters').select(['total_blocks', 'total_txs']).where('chain', '=', 'eth').executeTakeFirst(),
    hourly: await db.selectFrom('chain_hourly_stats').selectAll().where('chain', '=', 'eth').orderBy('hour').execute(),
    summaries: await db.selectFrom('address_summary').select(['address', 'tx_count', 'first_seen_height', 'last_seen_height']).where('chain', '=', 1).orderBy('address').execute(),
  };
}

describe.each(TEST_ENGINES)('partitions and retention on Anvil into %s', (engine) => {
  let anvil: AnvilNode;
  let t: TestDatabase;
  const head = async () => Number(await rpcCall<string>(anvil.rpcUrl, 'eth_blockNumber'));
  const index = (database: Database, stopAtHeight: number) =>
    createIndexer({ database, chain: CHAINS.eth, rpcUrl: anvil.rpcUrl, logger, stopAtHeight, partitionSpan: SPAN, decodeWorkers: 0 }).run();

  beforeAll(async () => {
    anvil = await startAnvil({ chainId: 1 });
    t = await openTestDatabase(engine);
    for (let i = 1; i <= 12; i++) await rpcCall(anvil.rpcUrl, 'eth_sendTransaction', [transfer(i)]);
    await rpcCall(anvil.rpcUrl, 'anvil_mine', ['0x1']);
  });
  afterAll(async () => {
    await t?.drop();
    await anvil?.stop();
  });

  it('writes each span of heights into its own partition, made ahead of the rows', async () => {
    const tip = await head();
    expect(tip).toBe(13);
    await index(t.database, tip);
    expect(await rowsByPartition(t.database, 'blocks')).toEqual({ blocks_c1_0: 4, blocks_c1_4: 4, blocks_c1_8: 4, blocks_c1_12: 2 });
    expect(Object.keys(await rowsByPartition(t.database, 'evm_transactions'))).toEqual(['evm_transactions_c1_0', 'evm_transactions_c1_12', 'evm_transactions_c1_4', 'evm_transactions_c1_8']);
    // the span after the tip is there before a block of it is
    const ahead = await sql<{ t: string | null }>`SELECT to_regclass('evm_logs_c1_16')::text AS t`.execute(t.database.db);
    expect(ahead.rows[0]?.t).toBe('evm_logs_c1_16');
    const span = await t.database.db.selectFrom('chain_retention').select(['span', 'pruned_below']).where('chain', '=', 1).executeTakeFirstOrThrow();
    expect(span).toEqual({ span: SPAN, pruned_below: 0 });
  });

  it('rolls back a reorg across a partition boundary to exactly what a fresh index stores', async () => {
    const tip = await head();
    // blocks 11, 12 and 13 replaced: the rollback deletes from partitions [8, 12) and [12, 16)
    await rpcCall(anvil.rpcUrl, 'anvil_reorg', [3, [[transfer(1001), 0], [transfer(1002), 1], [transfer(1003), 2]]]);
    await index(t.database, tip);
    expect((await readCheckpoint(t.database.db, 'eth'))?.hash).toBe((await rpcCall<{ hash: string }>(anvil.rpcUrl, 'eth_getBlockByNumber', ['0x' + tip.toString(16), false])).hash);

    const fresh = await openTestDatabase(engine);
    try {
      await index(fresh.database, tip);
      expect(await tableChecksums(t.database)).toEqual(await tableChecksums(fresh.database));
      expect(await rowsByPartition(t.database, 'blocks')).toEqual(await rowsByPartition(fresh.database, 'blocks'));
    } finally {
      await fresh.drop();
    }
  });

  it('prunes whole partitions below the window and keeps the totals', async () => {
    const before = await totals(t.database);
    // the newest 5 of 0–13 start at 9: rounded down to the span, everything below 8 goes
    const result = await pruneChain(t.database.db, 'eth', { kind: 'blocks', blocks: 5 });
    expect(result).toEqual({ prunedBelow: 8, pruned: true });
    for (const table of ['evm_transactions', 'evm_logs', 'address_activity', 'parsed_results']) {
      const low = await lowest(t.database, table);
      if (low !== null) expect(low).toBeGreaterThanOrEqual(8);
    }
    expect(await lowest(t.database, 'blocks', 'height')).toBe(8);
    expect(await rowsByPartition(t.database, 'blocks')).toEqual({ blocks_c1_8: 4, blocks_c1_12: 2 });
    const gone = await sql<{ t: string | null }>`SELECT to_regclass('evm_transactions_c1_4')::text AS t`.execute(t.database.db);
    expect(gone.rows[0]?.t).toBeNull();
    expect(await totals(t.database)).toEqual(before);
    expect((await t.database.db.selectFrom('chain_retention').select('pruned_below').where('chain', '=', 1).executeTakeFirstOrThrow()).pruned_below).toBe(8);

    // nothing more to drop: the floor stays; indexing goes on above it
    expect(await pruneChain(t.database.db, 'eth', { kind: 'blocks', blocks: 5 })).toEqual({ prunedBelow: 8, pruned: false });
    await rpcCall(anvil.rpcUrl, 'anvil_mine', ['0x3']);
    await index(t.database, await head());
    const counters = await t.database.db.selectFrom('chain_counters').select('total_blocks').where('chain', '=', 'eth').executeTakeFirstOrThrow();
    expect(counters.total_blocks).toBe(before.counters!.total_blocks + 3);
    // a duration counts back from the newest block's time: the first block no older than that starts the window
    const { rows } = await sql<{ h: number }>`
      SELECT min(height)::int AS h FROM blocks WHERE chain = 1 AND timestamp >= (SELECT max(timestamp) FROM blocks WHERE chain = 1)`.execute(t.database.db);
    const floor = Math.floor(rows[0]!.h / SPAN) * SPAN;
    expect(floor).toBeGreaterThan(8);
    expect(await pruneChain(t.database.db, 'eth', { kind: 'duration', seconds: 0 })).toEqual({ prunedBelow: floor, pruned: true });
    expect(await lowest(t.database, 'blocks', 'height')).toBe(floor);
  });

  it('moves rows written before their partition existed out of the default partition', async () => {
    const key = CHAINS.bsc.key;
    await sql`INSERT INTO blocks (chain, height, hash, parent_hash, timestamp, size, tx_count)
              VALUES (${key}, 5, '\\x05'::bytea, '\\x04'::bytea, 1, 1, 0), (${key}, 2000001, '\\x06'::bytea, '\\x05'::bytea, 2, 1, 0)`.execute(t.database.db);
    expect(await rowsByPartition(t.database, 'blocks')).toMatchObject({ blocks_default: 2 });
    await ensurePartitions(t.database.db, 'bsc', [5]);
    const parts = await rowsByPartition(t.database, 'blocks');
    expect(parts).toMatchObject({ blocks_c2_0: 1, blocks_default: 1 });
    await sql`DELETE FROM blocks WHERE chain = ${key}`.execute(t.database.db);
  });

  // several processes need a server: PGlite is one process's database
  if (engine === 'postgres') it('lets several processes make the same partitions at once', async () => {
    const others = await Promise.all([1, 2, 3].map(() => openDatabase({ databaseUrl: t.url!, poolSize: 1 })));
    try {
      await Promise.all(others.map((d) => ensurePartitions(d.db, 'btc', [100_000, 150_000])));
      const { rows } = await sql<{ n: number }>`SELECT count(*)::int AS n FROM pg_class WHERE relkind = 'r' AND relname LIKE 'btc_inputs_c3_%'`.execute(t.database.db);
      expect(rows[0]?.n).toBe(3); // 100,000, 150,000 and the span after it (50,000 each)
    } finally {
      await Promise.all(others.map((d) => d.close()));
    }
  });
});
