/**
 * The global search's lookups and the CSV downloads' keyset reads are index probes, never table
 * scans: every query they send is EXPLAINed on PGlite and PostgreSQL with sequential scans turned
 * off, and its plan must hold no Seq Scan (a plan that has no index to use keeps one).
 */
import type { Kysely, CompiledQuery } from 'kysely';
import { sql } from 'kysely';
import { bytea, type DB } from '@explorer/db';
import { captureQueries, openTestDatabase, TEST_ENGINES, type TestDatabase } from '@explorer/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBlocksRepository } from '../src/families/evm/blocks-repository';
import { createAddressIndexRepository } from '../src/plugins/app/address-index';
import { createCsvRepository } from '../src/plugins/app/csv-repository';
import { createSearchRepository } from '../src/plugins/app/search-repository';
import { createBtcCsvRepository } from '../src/families/btc/csv-repository';
import { createBtcSearchRepository } from '../src/families/btc/search-repository';
import { createEvmCsvRepository } from '../src/families/evm/csv-repository';
import { createEvmSearchRepository } from '../src/families/evm/search-repository';
import { createSolCsvRepository } from '../src/families/sol/csv-repository';
import { createSolSearchRepository } from '../src/families/sol/search-repository';
import { createTransactionsRepository } from '../src/families/evm/transactions-repository';

const HASH = '0x' + 'ab'.repeat(32);
const ADDRESS = '0x' + 'cd'.repeat(20);
const SOL_KEY = 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v';
/** 64 bytes of 0x5a in base58 */
const SOL_SIGNATURE = '2omt37n9Gg1v7dhZnbaxMFyvvYramkgJDwMUWPMb2XsmdppJJqWT5bjH11EeD8kLpTytD1SEpbwY785acJKBQFAZ';

/** each query's plan with sequential scans (and, with `noBitmap`, bitmap scans) turned off */
async function plans(db: Kysely<DB>, queries: readonly CompiledQuery[], noBitmap = false): Promise<string[]> {
  return db.connection().execute(async (conn) => {
    await sql`SET enable_seqscan = off`.execute(conn);
    if (noBitmap) await sql`SET enable_bitmapscan = off`.execute(conn);
    const out: string[] = [];
    for (const q of queries) {
      const plan = await conn.executeQuery<{ 'QUERY PLAN': string }>({ ...q, sql: `EXPLAIN ${q.sql}` });
      out.push(`${q.sql}\n${plan.rows.map((r) => r['QUERY PLAN']).join('\n')}`);
    }
    await sql`RESET enable_seqscan`.execute(conn);
    await sql`RESET enable_bitmapscan`.execute(conn);
    return out;
  });
}

const seqScans = async (db: Kysely<DB>, queries: readonly CompiledQuery[]) => (await plans(db, queries)).filter((p) => /Seq Scan/.test(p));

describe.each(TEST_ENGINES)('lookup plans on %s', (engine) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await openTestDatabase(engine);
  });
  afterAll(async () => t?.drop());

  it('search: blocks, transactions, signatures, addresses and contracts by address are index probes', async () => {
    const { db, during } = captureQueries(t.database.db);
    const s = createSearchRepository(db);
    const queries = await during(async () => {
      await s.blockByHeight('eth', 5);
      await s.blockByHash('eth', HASH);
      await s.blockByHash('btc', HASH.slice(2));
      await createEvmSearchRepository(db).transactionByHash('eth', HASH);
      await createBtcSearchRepository(db).transactionByTxid('btc', HASH.slice(2));
      await createSolSearchRepository(db).transactionBySignature('sol', SOL_SIGNATURE);
      await createEvmSearchRepository(db).addressSeen('eth', ADDRESS);
      await createBtcSearchRepository(db).addressSeen('btc', 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4');
      await createSolSearchRepository(db).addressSeen('sol', SOL_KEY);
      await s.contractByAddress('eth', ADDRESS);
      await createAddressIndexRepository(db).summary('eth', bytea(ADDRESS));
    });
    expect(queries.length).toBeGreaterThanOrEqual(11);
    expect(await seqScans(t.database.db, queries)).toEqual([]);
  });

  it('CSV: keyset pages of blocks and of a block’s transactions are index ranges', async () => {
    const { db, during } = captureQueries(t.database.db);
    const c = createCsvRepository(db);
    const queries = await during(async () => {
      await c.blocksBelow('eth', null, 500);
      await c.blocksBelow('eth', 1000, 500);
      await c.countAbove('eth', 900, 100);
      await createEvmCsvRepository(db).txsAfter('eth', 5, -1, 500);
      await createBtcCsvRepository(db).txsAfter('btc', 5, 10, 500);
      await createSolCsvRepository(db).txsAfter('sol', 5, -1, 500, false);
    });
    expect(await seqScans(t.database.db, queries)).toEqual([]);
  });

  it('an EVM transaction’s page: the transaction by hash, its block, the head, its logs, transfers and parse results are index probes', async () => {
    const { db, during } = captureQueries(t.database.db);
    const txs = createTransactionsRepository(db);
    const blocks = createBlocksRepository(db);
    const queries = await during(async () => {
      await txs.byHash(['eth'], HASH);
      await blocks.byHeight('eth', 5);
      await blocks.tipHeight('eth');
      await txs.logs('eth', 5, 0);
      await txs.transfers('eth', 5, 0);
      await txs.parsedResults('eth', 5, 0);
    });
    expect(queries).toHaveLength(6);
    expect(await seqScans(t.database.db, queries)).toEqual([]);
  });

  it('search: contract names and symbols by prefix are index ranges in index order (no sort; migration 020)', async () => {
    const { db, during } = captureQueries(t.database.db);
    const queries = await during(() => createSearchRepository(db).contractsByName('eth', 'usd', 10));
    const found = await plans(t.database.db, queries);
    expect(found).toHaveLength(2);
    for (const plan of found) {
      expect(plan).toMatch(/Index Cond: .*lower\(/);
      expect(plan).not.toMatch(/Seq Scan|Sort/);
    }
  });

  it('address page: the address’s id by its summary key, then a backward range of address_activity’s primary key (no sort)', async () => {
    const { db, during } = captureQueries(t.database.db);
    const repo = createAddressIndexRepository(db);
    const queries = await during(async () => {
      await repo.page('eth', bytea(ADDRESS), null, 25);
      await repo.page('eth', bytea(ADDRESS), { height: 5, index: 3 }, 25);
    });
    const reads = queries.filter((q) => /address_activity/.test(q.sql));
    expect(reads).toHaveLength(2);
    // the read turns bitmap scans off for itself (SET LOCAL): the plans here do the same
    for (const plan of await plans(t.database.db, reads, true)) {
      // address_activity is partitioned by (chain, height) (migration 029): each partition's own primary key
      expect(plan).toMatch(/Index Scan Backward using address_activity_\w*pkey/);
      expect(plan).toMatch(/Index Cond: .*address_id = /);
      expect(plan).toMatch(/address_summary_pkey/);
      expect(plan).not.toMatch(/Seq Scan|Sort/);
    }
  });
});
