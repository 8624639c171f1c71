/**
 * The address index (migration 018), shared by every family's store: each prepared block carries
 * its (address, transaction) rows encoded like the other tables (./encoded-rows.ts); the writer
 * upserts the per-address summaries and inserts the batch's rows under the summaries' ids (migration
 * 024: address_activity names an address by address_summary.id, 8 bytes) in ONE statement, and a
 * rollback takes the removed rows out of both. Which addresses a transaction touches is the family's call
 * (evm/prepared.ts, btc/prepare.ts, sol/prepare.ts), and so are the address's bytes (migration 024:
 * EVM its 20 bytes, Solana its 32-byte key, Bitcoin its output script), which it hands over as the
 * BYTEA input text ('\x…', bytea()/byteaOfBytes() of @explorer/db).
 */
import { sql, type Kysely } from 'kysely';
import { chainKey, type ChainId } from '@explorer/core';
import type { ByteaIn, DB } from '@explorer/db';
import { encodedSelect, encodeRows, type EncodedRows } from './encoded-rows';
import type { TableSpec } from './table-spec';
import { columnArraySql } from './unnest-insert';

/** the address sends or signs */
export const ACTIVITY_OUT = 1;
/** the address receives */
export const ACTIVITY_IN = 2;

export interface ActivityRow {
  /** the chain's key */
  chain: number;
  /** the address's bytes as '\x…' */
  address: string;
  block_height: number;
  tx_index: number;
  flags: number;
  /** the block's time: only for the summary's first and last seen, not stored in address_activity */
  ts: number;
}

export const ADDRESS_ACTIVITY: TableSpec<ActivityRow> = {
  table: 'address_activity',
  columns: [['chain', 'int2'], ['address', 'bytea'], ['block_height', 'int8'], ['tx_index', 'int4'], ['flags', 'int2'], ['ts', 'int8']],
};

/** Collects one block's (address, tx) pairs, OR-ing the flags of a pair seen twice. */
export class BlockActivity {
  private readonly byKey = new Map<string, ActivityRow>();
  private readonly chain: number;
  constructor(
    chain: ChainId,
    private readonly height: number,
    private readonly ts: number,
  ) {
    this.chain = chainKey(chain);
  }

  /** address: its bytes as '\x…' lower-case hex (pairs are told apart by this text); null: no address */
  add(address: ByteaIn | null | undefined, txIndex: number, flag: number): void {
    if (!address) return;
    const key = `${txIndex}:${address}`;
    const row = this.byKey.get(key);
    if (row) row.flags |= flag;
    else this.byKey.set(key, { chain: this.chain, address, block_height: this.height, tx_index: txIndex, flags: flag, ts: this.ts });
  }

  encode(): EncodedRows {
    return encodeRows(ADDRESS_ACTIVITY, [...this.byKey.values()]);
  }
}

/**
 * The batch's addresses into address_summary (each address's count and first/last seen; a batch names
 * an address once after GROUP BY, as an upsert needs) returning their ids, and, in the same statement,
 * the rows into address_activity under those ids. Blocks may come in any order: first seen takes the
 * least, last seen the greatest.
 */
export async function writeAddressActivity(trx: Kysely<DB>, parts: readonly EncodedRows[]): Promise<void> {
  const nonEmpty = parts.filter((p) => p.count > 0);
  if (nonEmpty.length === 0) return;
  await sql`
    WITH a AS (${encodedSelect(ADDRESS_ACTIVITY, nonEmpty)}),
    ids AS (
      INSERT INTO address_summary AS s (chain, address, tx_count, first_seen_height, first_seen_time, last_seen_height, last_seen_time)
      SELECT chain, address, count(*), min(block_height), min(ts), max(block_height), max(ts) FROM a GROUP BY chain, address
      ON CONFLICT (chain, address) DO UPDATE SET
        tx_count = s.tx_count + EXCLUDED.tx_count,
        first_seen_height = LEAST(s.first_seen_height, EXCLUDED.first_seen_height),
        first_seen_time = LEAST(s.first_seen_time, EXCLUDED.first_seen_time),
        last_seen_height = GREATEST(s.last_seen_height, EXCLUDED.last_seen_height),
        last_seen_time = GREATEST(s.last_seen_time, EXCLUDED.last_seen_time)
      RETURNING s.id, s.chain, s.address)
    INSERT INTO address_activity (address_id, block_height, tx_index, chain, flags)
    SELECT ids.id, a.block_height, a.tx_index, a.chain, a.flags FROM a JOIN ids ON ids.chain = a.chain AND ids.address = a.address`.execute(trx);
}

/**
 * A rollback's part (runs while the blocks above `height` still exist): the removed rows go, each
 * summary (by the rows' address ids) loses their count, a summary left with none goes, and one whose
 * last seen was removed moves back to its highest remaining row (time: that block's). First seen
 * stays: when rows below the height remain, the first of them is below every removed one.
 */
export async function rollbackAddressActivity(trx: Kysely<DB>, chainId: ChainId, height: number): Promise<void> {
  const chain = chainKey(chainId);
  const { rows } = await sql<{ id: number | string; tx_count: number | string; last_seen_height: number | string }>`
    WITH gone AS (DELETE FROM address_activity WHERE chain = ${chain} AND block_height > ${height} RETURNING address_id),
    lost AS (SELECT address_id, count(*) AS n FROM gone GROUP BY address_id)
    UPDATE address_summary AS s SET tx_count = s.tx_count - lost.n FROM lost
    WHERE s.id = lost.address_id
    RETURNING s.id, s.tx_count, s.last_seen_height`.execute(trx);
  const empty = rows.filter((r) => Number(r.tx_count) <= 0).map((r) => Number(r.id));
  const moved = rows.filter((r) => Number(r.tx_count) > 0 && Number(r.last_seen_height) > height).map((r) => Number(r.id));
  if (empty.length > 0) {
    await sql`DELETE FROM address_summary WHERE id = ANY(${columnArraySql(empty, 'int8')})`.execute(trx);
  }
  if (moved.length === 0) return;
  await sql`
    UPDATE address_summary AS s SET last_seen_height = l.h, last_seen_time = COALESCE(b.timestamp, s.first_seen_time)
    FROM unnest(${columnArraySql(moved, 'int8')}) AS m(id)
    CROSS JOIN LATERAL (
      SELECT a.block_height AS h FROM address_activity a
      WHERE a.address_id = m.id ORDER BY a.block_height DESC LIMIT 1
    ) AS l
    LEFT JOIN blocks b ON b.chain = ${chain} AND b.height = l.h
    WHERE s.id = m.id`.execute(trx);
}
