import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { sql, type Kysely } from 'kysely';
import { chainKey } from '@explorer/core';
import type { DB } from '@explorer/db';
import { TEST_ENGINES, openTestDatabase, type TestDatabase } from '@explorer/db/testing';
import { rollbackEvmTo } from '../src/store/evm/rollback';
import { mainnetBundle } from './support/evm-store-fixtures';
import { writeEvmBundles } from '../src/store/evm/write-bundles';

const ETH = chainKey('eth');
const b18 = mainnetBundle(18000000);
const b02 = mainnetBundle(19433902);
const b03 = mainnetBundle(19433903);

type Row = { address: string; block_height: number; tx_index: number; flags: number };

async function activity(db: Kysely<DB>): Promise<Row[]> {
  const { rows } = await sql<Row>`
    SELECT s.address, a.block_height::int AS block_height, a.tx_index, a.flags
    FROM address_activity a JOIN address_summary s ON s.id = a.address_id WHERE a.chain = ${ETH}
    ORDER BY s.address, a.block_height, a.tx_index`.execute(db);
  return rows;
}

/** the same rows derived from the stored transactions and transfers (the migration's backfill) */
async function derivedFromTables(db: Kysely<DB>): Promise<Row[]> {
  const { rows } = await sql<Row>`
    SELECT address, block_height::int AS block_height, tx_index, bit_or(flags)::int AS flags FROM (
      SELECT from_addr AS address, block_height, tx_index, 1 AS flags FROM evm_transactions WHERE chain = ${ETH}
      UNION ALL SELECT to_addr, block_height, tx_index, 2 FROM evm_transactions WHERE chain = ${ETH} AND to_addr IS NOT NULL
      UNION ALL SELECT contract_address, block_height, tx_index, 2 FROM evm_transactions WHERE chain = ${ETH} AND contract_address IS NOT NULL
      UNION ALL SELECT from_addr, block_height, tx_index, 1 FROM token_transfers WHERE chain = ${ETH}
      UNION ALL SELECT to_addr, block_height, tx_index, 2 FROM token_transfers WHERE chain = ${ETH}
    ) a GROUP BY address, block_height, tx_index ORDER BY address, block_height, tx_index`.execute(db);
  return rows;
}

type Summary = { address: string; tx_count: number; first_seen_height: number; first_seen_time: number; last_seen_height: number; last_seen_time: number };
const SUMMARY = sql`address, tx_count::int AS tx_count, first_seen_height::int AS first_seen_height, first_seen_time::int AS first_seen_time,
  last_seen_height::int AS last_seen_height, last_seen_time::int AS last_seen_time`;

async function summaries(db: Kysely<DB>): Promise<Summary[]> {
  const { rows } = await sql<Summary>`SELECT ${SUMMARY} FROM address_summary WHERE chain = ${ETH} ORDER BY address`.execute(db);
  return rows;
}

async function recomputedSummaries(db: Kysely<DB>): Promise<Summary[]> {
  const { rows } = await sql<Summary>`
    SELECT ${SUMMARY} FROM (
      SELECT s.address, count(*) AS tx_count, min(a.block_height) AS first_seen_height, min(b.timestamp) AS first_seen_time,
        max(a.block_height) AS last_seen_height, max(b.timestamp) AS last_seen_time
      FROM address_activity a JOIN address_summary s ON s.id = a.address_id JOIN blocks b ON b.chain = a.chain AND b.height = a.block_height
      WHERE a.chain = ${ETH} GROUP BY s.address
    ) s ORDER BY address`.execute(db);
  return rows;
}

describe.each(TEST_ENGINES)('the address index on %s', (engine) => {
  let t: TestDatabase;
  beforeEach(async () => {
    t = await openTestDatabase(engine);
    // out of height order on purpose: first / last seen take the least / greatest
    await writeEvmBundles(t.database.db, 'eth', [b02, b03], { notify: 'none' });
    await writeEvmBundles(t.database.db, 'eth', [b18], { notify: 'none' });
  });
  afterEach(async () => t?.drop());

  it('holds one row per (address, tx) with the same flags the stored tables give, and exact summaries', async () => {
    const db = t.database.db;
    const rows = await activity(db);
    expect(rows.length).toBeGreaterThan(437);
    expect(rows).toEqual(await derivedFromTables(db));
    const tx = b02.transactions[0]!;
    // the address index holds the address's bytes: read back as '0x…' lower case
    const sent = rows.find((r) => r.address === tx.from.toLowerCase() && r.block_height === 19433902 && r.tx_index === tx.index);
    expect(sent!.flags & 1).toBe(1);
    expect(await summaries(db)).toEqual(await recomputedSummaries(db));
    const busiest = (await summaries(db)).sort((a, b) => b.tx_count - a.tx_count)[0]!;
    expect(busiest.tx_count).toBe(rows.filter((r) => r.address === busiest.address).length);
  });

  it('a rollback removes the rows above the height and leaves the summaries as if those blocks never came', async () => {
    const db = t.database.db;
    const before = await summaries(db);
    await rollbackEvmTo(db, 'eth', 19433902);
    const rows = await activity(db);
    expect(rows.every((r) => r.block_height <= 19433902)).toBe(true);
    expect(rows).toEqual(await derivedFromTables(db));
    const after = await summaries(db);
    expect(after).toEqual(await recomputedSummaries(db));
    // some address lost its last block but kept earlier ones, and some went away entirely
    expect(after.some((s) => before.find((b) => b.address === s.address)!.last_seen_height === 19433903)).toBe(true);
    expect(after.length).toBeLessThan(before.length);

    // written again, the block's rows go under the ids of the addresses that stayed, and new ids for the others
    await writeEvmBundles(db, 'eth', [b03], { notify: 'none' });
    expect(await activity(db)).toEqual(await derivedFromTables(db));
    expect(await summaries(db)).toEqual(before);
    const { rows: ids } = await sql<{ used: number; summaries: number }>`
      SELECT (SELECT count(DISTINCT address_id)::int FROM address_activity) AS used, (SELECT count(*)::int FROM address_summary) AS summaries`.execute(db);
    expect(ids[0]!.used).toBe(ids[0]!.summaries);

    await rollbackEvmTo(db, 'eth', 17999999);
    expect(await activity(db)).toEqual([]);
    expect(await summaries(db)).toEqual([]);
  });
});
