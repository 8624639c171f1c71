/**
 * The contracts console's and the sol mints list's search by any part of an address (migration 023,
 * pg_trgm on PGlite and PostgreSQL): on a chain of a few thousand contracts, ANALYZEd, the list finds
 * a contract by 8 characters from the middle of its address, and the planner answers the search with
 * the trigram indexes (a Bitmap Index Scan), never a Seq Scan of the contracts — with the planner's
 * own choice, sequential scans allowed (after VACUUM ANALYZE, as autovacuum leaves a real table).
 */
import type { CompiledQuery, Kysely } from 'kysely';
import { sql } from 'kysely';
import type { DB } from '@explorer/db';
import { captureQueries, openTestDatabase, TEST_ENGINES, type TestDatabase } from '@explorer/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createContractsRepository } from '../src/plugins/app/contracts-repository';
import { createSolMintsRepository } from '../src/families/sol/mints-repository';

const ROWS = 5000;
const TARGET = '0x1f9840a85d5af5b3bf1d1762f919e49ac7a2a86e';
const MINT = 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v';

async function plans(db: Kysely<DB>, queries: readonly CompiledQuery[]): Promise<string[]> {
  const out: string[] = [];
  for (const q of queries) {
    const plan = await db.executeQuery<{ 'QUERY PLAN': string }>({ ...q, sql: `EXPLAIN ${q.sql}` });
    out.push(`${q.sql}\n${plan.rows.map((r) => r['QUERY PLAN']).join('\n')}`);
  }
  return out;
}

describe.each(TEST_ENGINES)('contract search by part of an address on %s', (engine) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await openTestDatabase(engine);
    const db = t.database.db;
    // eth and sol contracts with made-up addresses, names and symbols, then the two looked for
    await sql`INSERT INTO contracts (chain, address, name, symbol)
      SELECT 'eth', '0x' || md5(i::text) || substr(md5((i + 1)::text), 1, 8), 'Token ' || i, 'T' || i FROM generate_series(1, ${ROWS}) AS i`.execute(db);
    await sql`INSERT INTO contracts (chain, address, name, symbol)
      SELECT 'sol', 'Mint' || md5(i::text), 'Mint ' || i, 'M' || i FROM generate_series(1, ${ROWS}) AS i`.execute(db);
    await db.insertInto('contracts').values([
      { chain: 'eth', address: TARGET, name: 'Uniswap', symbol: 'UNI' },
      { chain: 'sol', address: MINT, name: 'USD Coin', symbol: 'USDC' },
    ]).execute();
    // as autovacuum would: the GIN indexes' pending entries merged and their statistics taken
    await sql`VACUUM ANALYZE contracts`.execute(db);
  }, 120_000);
  afterAll(async () => t?.drop());

  it('finds the contract by 8 characters from the middle of its address, through the trigram index', async () => {
    const { db, during } = captureQueries(t.database.db);
    const contracts = createContractsRepository(db);
    let found: string[] = [];
    const queries = await during(async () => {
      const { rows, total } = await contracts.list({ chain: 'eth', search: TARGET.slice(20, 28).toUpperCase(), includeLogo: false, page: 1, pageSize: 20 });
      found = rows.map((r) => r.address);
      expect(total).toBe(1);
    });
    expect(found).toEqual([TARGET]);
    const list = await plans(t.database.db, queries);
    expect(list).toHaveLength(2); // the page and its count
    for (const plan of list) {
      expect(plan).toMatch(/Bitmap Index Scan on contracts_address_trgm/);
      expect(plan).not.toMatch(/Seq Scan/);
    }
  });

  it('finds a sol mint by part of its address in any case, through the trigram index', async () => {
    const { db, during } = captureQueries(t.database.db);
    let found: string[] = [];
    const queries = await during(async () => {
      found = (await createSolMintsRepository(db).list({ search: 'QSSQEM2Q', page: 1, pageSize: 20 })).rows.map((r) => r.address);
    });
    expect(found).toEqual([MINT]);
    for (const plan of await plans(t.database.db, queries)) {
      expect(plan).toMatch(/Bitmap Index Scan on contracts_address_trgm/);
      expect(plan).not.toMatch(/Seq Scan/);
    }
  });
});
