/**
 * A table of every column type the batch writers send (int2 chain key, int8, int4, BYTEA, text,
 * NUMERIC, JSONB), for the generic insert paths' tests (unnest-insert, encoded-rows) apart from any
 * family's tables. Values are what a store's row encoder produces: BYTEA as '\x…' (read back '0x…').
 */
import { sql, type Kysely } from 'kysely';
import type { DB } from '@explorer/db';
import type { TableSpec } from '../../src/store/table-spec';

export interface ProbeRow {
  chain: number;
  block_height: number;
  idx: number;
  hash: string | null;
  note: string | null;
  amount: string | null;
  doc: string | null;
}

export const PROBE: TableSpec<ProbeRow> = {
  table: 'probe_rows' as TableSpec<ProbeRow>['table'],
  columns: [['chain', 'int2'], ['block_height', 'int8'], ['idx', 'int4'], ['hash', 'bytea'], ['note', 'text'], ['amount', 'numeric'], ['doc', 'jsonb']],
};

export async function createProbeTable(db: Kysely<DB>): Promise<void> {
  await sql`CREATE TABLE probe_rows (
    block_height BIGINT NOT NULL, idx INTEGER NOT NULL, chain SMALLINT NOT NULL,
    hash BYTEA, note TEXT, amount NUMERIC(78, 0), doc JSONB, PRIMARY KEY (chain, block_height, idx))`.execute(db);
}

export const probeRow = (idx: number, over: Partial<ProbeRow> = {}): ProbeRow => ({
  chain: 1, block_height: 1, idx, hash: '\\xaa01', note: 'n', amount: '5', doc: null, ...over,
});

/** the rows as read back: BYTEA as '0x…', JSONB parsed */
export async function readProbe(db: Kysely<DB>): Promise<ProbeRow[]> {
  const { rows } = await sql<Omit<ProbeRow, 'doc'> & { doc: unknown }>`
    SELECT chain, block_height, idx, hash, note, amount, doc FROM probe_rows ORDER BY block_height, idx`.execute(db);
  return rows.map((r) => ({ ...r, doc: r.doc === null ? null : JSON.stringify(r.doc) }));
}

/** what readProbe gives for a written row */
export const asRead = (r: ProbeRow): ProbeRow => ({
  ...r,
  hash: r.hash === null ? null : `0x${r.hash.slice(2)}`,
  doc: r.doc === null ? null : JSON.stringify(JSON.parse(r.doc)),
});
