/**
 * chain_hourly_stats for EVM and Bitcoin (migration 017) on both engines: a batch adds its blocks'
 * figures to their hours (checked against sums taken from the blocks' own model objects), a reorg
 * recomputes the touched hours from the blocks left, and the migration's backfill fills the rows for
 * blocks indexed before it. Solana keeps its own counts; its rows get the other columns here.
 */
import type { EvmBlockBundle } from '@explorer/core';
import { loadMigrations, migrate } from '@explorer/db';
import { openDatabase } from '@explorer/db';
import {
  createPostgresDatabase,
  openTestDatabase,
  TEST_ENGINES,
  type TestDatabase,
} from '@explorer/db/testing';
import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { prepareBtcBlock, rollbackBtcTo, writeBtcBlocks } from '../src/store/btc';
import { rollbackEvmTo, writeEvmBundles } from '../src/store/evm';
import { prepareSolBlock, rollbackSolTo, writeSolBlocks } from '../src/store/sol';
import { mainnetBundle } from './support/evm-store-fixtures';
import { btcBlock, btcHour, evmHour, hourOf, hours, solSlot, T0, type HourRow } from './support/hourly-fixtures';

describe.each(TEST_ENGINES)('hourly statistics on %s', (engine) => {
  let t: TestDatabase;
  beforeEach(async () => {
    t = await openTestDatabase(engine);
  });
  afterEach(async () => t?.drop());

  it('EVM: a batch adds to its hours; a reorg recomputes the touched hour from the blocks left and the new branch adds to its own', async () => {
    const db = t.database.db;
    const [b18, b02, b03] = [mainnetBundle(18000000), mainnetBundle(19433902), mainnetBundle(19433903)];
    expect(hourOf(b02.block.timestamp)).toBe(hourOf(b03.block.timestamp));
    await writeEvmBundles(db, 'eth', [b18], { notify: 'none' });
    await writeEvmBundles(db, 'eth', [b02], { notify: 'none' });
    await writeEvmBundles(db, 'eth', [b03], { notify: 'none' }); // a second batch into the same hour: added, not replaced
    expect(await hours(db, 'eth')).toEqual([evmHour([b18]), evmHour([b02, b03])]);

    // the replacement 19433903 lands an hour later: the old hour keeps only 19433902
    await db.transaction().execute((trx) => rollbackEvmTo(trx, 'eth', 19433902));
    expect(await hours(db, 'eth')).toEqual([evmHour([b18]), evmHour([b02])]);
    const replaced: EvmBlockBundle = {
      ...b03,
      block: { ...b03.block, hash: '0x' + 'ab'.repeat(32), timestamp: b03.block.timestamp + 3600 },
    };
    await writeEvmBundles(db, 'eth', [replaced], { notify: 'none' });
    expect(await hours(db, 'eth')).toEqual([evmHour([b18]), evmHour([b02]), evmHour([replaced])]);

    // rolling back below every block of an hour removes its row
    await rollbackEvmTo(db, 'eth', 18000000);
    expect(await hours(db, 'eth')).toEqual([evmHour([b18])]);
  });

  it('Bitcoin: fees, weight and the last block’s difficulty per hour, through a reorg', async () => {
    const db = t.database.db;
    const a = [btcBlock(100, T0 + 10, 1000n), btcBlock(101, T0 + 700, 2500n), btcBlock(102, T0 + 3599, 40n)];
    const b = [btcBlock(103, T0 + 3600, 7n), btcBlock(104, T0 + 4000, 9n)];
    await writeBtcBlocks(
      db,
      'btc',
      a.map((x) => prepareBtcBlock('btc', x)),
      { notify: 'none' },
    );
    await writeBtcBlocks(
      db,
      'btc',
      b.map((x) => prepareBtcBlock('btc', x)),
      { notify: 'none' },
    );
    expect(await hours(db, 'btc')).toEqual([btcHour(a), btcHour(b)]);
    expect((await hours(db, 'btc'))[0]).toMatchObject({
      blocks: 3,
      txs: 6,
      fees: '3540',
      difficulty: '102.5',
      first_ts: T0 + 10,
      last_ts: T0 + 3599,
    });

    await db.transaction().execute((trx) => rollbackBtcTo(trx, 'btc', 101));
    expect(await hours(db, 'btc')).toEqual([btcHour(a.slice(0, 2))]);
    const fork = [btcBlock(102, T0 + 800, 11n, 'f'), btcBlock(103, T0 + 3700, 13n, 'f')];
    await writeBtcBlocks(
      db,
      'btc',
      fork.map((x) => prepareBtcBlock('btc', x)),
      { notify: 'none' },
    );
    expect(await hours(db, 'btc')).toEqual([btcHour([...a.slice(0, 2), fork[0]!]), btcHour([fork[1]!])]);
  });

  it('Solana: its counts stay its own (not added twice); the other columns follow ingest and rollback', async () => {
    const db = t.database.db;
    const slots = [
      solSlot(100, 99, T0 + 3590, 2),
      solSlot(102, 100, T0 + 3595, 1),
      solSlot(103, 102, T0 + 3602, 3),
    ];
    await writeSolBlocks(
      db,
      'sol',
      slots.map((b) => prepareSolBlock('sol', b)),
    );
    const pick = (rows: HourRow[]) =>
      rows.map((r) => [
        r.hour,
        r.blocks,
        r.txs,
        r.fees,
        r.value_sum,
        r.gas_used,
        r.first_ts,
        r.last_ts,
        r.last_height,
        r.difficulty,
      ]);
    expect(pick(await hours(db, 'sol'))).toEqual([
      [T0, 2, 3, '15000', '21', '450', T0 + 3590, T0 + 3595, 102, null],
      [T0 + 3600, 1, 3, '15000', '21', '450', T0 + 3602, T0 + 3602, 103, null],
    ]);
    await db.transaction().execute((trx) => rollbackSolTo(trx, 'sol', 100));
    expect(pick(await hours(db, 'sol'))).toEqual([
      [T0, 1, 2, '10000', '14', '300', T0 + 3590, T0 + 3590, 100, null],
    ]);
  });

  it('the migration fills the hours of blocks indexed before it', async () => {
    // a database migrated up to 016 with blocks in it, then 017
    const created = engine === 'postgres' ? await createPostgresDatabase() : null;
    const database = await openDatabase(
      created ? { databaseUrl: created.url, poolSize: 2 } : { dataDir: 'memory://' },
    );
    try {
      const all = loadMigrations();
      await migrate(
        database,
        all.filter((m) => m.version < 17),
      );
      const { db } = database;
      await sql`
        INSERT INTO blocks (chain, height, hash, parent_hash, timestamp, size, tx_count, gas_used, difficulty, miner_tip, burned, value_sum, gas_price_sum, extra)
        VALUES ('eth', 1, '0xa1', '0xa0', ${T0 + 1}, 500, 2, 21000, 7, 100, 50, 10, 40, NULL),
               ('eth', 2, '0xa2', '0xa1', ${T0 + 13}, 700, 3, 42000, 8, 200, 25, 20, 60, NULL),
               ('eth', 3, '0xa3', '0xa2', ${T0 + 3601}, 100, 0, 0, 9, 0, 0, 0, 0, NULL),
               ('btc', 1, 'b1', 'b0', ${T0 + 5}, 300, 1, NULL, NULL, 900, 0, 5000, 0, '{"weight": 1000, "difficulty": "4.5e-10"}')`.execute(
        db,
      );
      await migrate(database, all);
      const eth = await hours(db, 'eth');
      expect(eth).toEqual([
        {
          hour: T0,
          blocks: 2,
          txs: 5,
          fees: '375',
          value_sum: '30',
          gas_price_sum: '100',
          gas_used: '63000',
          size_sum: 1200,
          weight_sum: 0,
          first_ts: T0 + 1,
          last_ts: T0 + 13,
          last_height: 2,
          difficulty: '8',
        },
        {
          hour: T0 + 3600,
          blocks: 1,
          txs: 0,
          fees: '0',
          value_sum: '0',
          gas_price_sum: '0',
          gas_used: '0',
          size_sum: 100,
          weight_sum: 0,
          first_ts: T0 + 3601,
          last_ts: T0 + 3601,
          last_height: 3,
          difficulty: '9',
        },
      ]);
      expect(await hours(db, 'btc')).toEqual([
        {
          hour: T0,
          blocks: 1,
          txs: 1,
          fees: '900',
          value_sum: '5000',
          gas_price_sum: '0',
          gas_used: '0',
          size_sum: 300,
          weight_sum: 1000,
          first_ts: T0 + 5,
          last_ts: T0 + 5,
          last_height: 1,
          difficulty: '4.5e-10',
        },
      ]);
    } finally {
      await database.close();
      await created?.drop();
    }
  });
});
