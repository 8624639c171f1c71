/**
 * The creation tracer's reads and its writes. The cursor (creation_trace_cursors) is the highest
 * stored height traced so far; the next blocks are the stored ones above it. The write runs in one
 * transaction that first locks the cursor row — which a reorg rollback updates first thing — and
 * then keeps only the traced blocks that are still stored with the traced hash, so a creation of a
 * removed block is never written and a rollback under way never misses a row written meanwhile.
 * The same write stores the traced blocks' internal calls (evm_internal_calls, migration 033).
 */
import { chainKey, INTERNAL_CALL_KINDS, type ChainId, type ContractCreation } from '@explorer/core';
import { bytea, type ByteaIn, type DB, type EvmInternalCallsTable } from '@explorer/db';
import { sql, type Kysely } from 'kysely';
import { upsertContractRows } from '../../../store/evm/write-bundles';
import type { TableSpec } from '../../../store/table-spec';
import { insertUnnest } from '../../../store/unnest-insert';
import type { InternalCall, StoredBlock } from './creation-traces';

export interface BlockRef {
  height: number;
  hash: string;
}

export interface NextBlocks {
  cursor: number;
  /** stored blocks above the cursor, in order, up to the traceBlocks-th one with transactions */
  window: BlockRef[];
  /** the window's blocks with transactions (the others need no trace) */
  toTrace: StoredBlock[];
  /** stored blocks remain beyond the window */
  more: boolean;
}

export async function nextBlocks(db: Kysely<DB>, chain: ChainId, opts: { scanBlocks: number; traceBlocks: number }): Promise<NextBlocks> {
  await db.insertInto('creation_trace_cursors').values({ chain, height: -1 }).onConflict((oc) => oc.column('chain').doNothing()).execute();
  const { height: cursor } = await db.selectFrom('creation_trace_cursors').select('height').where('chain', '=', chain).executeTakeFirstOrThrow();
  const rows = await db
    .selectFrom('blocks')
    .select(['height', 'hash', 'tx_count'])
    .where('chain', '=', chainKey(chain))
    .where('height', '>', cursor)
    .orderBy('height')
    .limit(opts.scanBlocks + 1)
    .execute();
  const window: BlockRef[] = [];
  const busy: BlockRef[] = [];
  for (const r of rows.slice(0, opts.scanBlocks)) {
    window.push({ height: r.height, hash: r.hash });
    if (r.tx_count > 0) busy.push({ height: r.height, hash: r.hash });
    if (busy.length >= opts.traceBlocks) break;
  }
  const more = rows.length > window.length;
  if (busy.length === 0) return { cursor, window, toTrace: [], more };
  const txs = await db
    .selectFrom('evm_transactions')
    .select(['block_height', 'hash'])
    .where('chain', '=', chainKey(chain))
    .where('block_height', '>=', busy[0]!.height)
    .where('block_height', '<=', busy.at(-1)!.height)
    .orderBy('block_height')
    .orderBy('tx_index')
    .execute();
  const byHeight = new Map<number, string[]>();
  for (const t of txs) byHeight.set(t.block_height, [...(byHeight.get(t.block_height) ?? []), t.hash]);
  return { cursor, window, toTrace: busy.map((b) => ({ ...b, txHashes: byHeight.get(b.height) ?? [] })), more };
}

/** a row of evm_internal_calls as written (addresses as bytea input, the value as a decimal string) */
type InternalCallRow = Omit<EvmInternalCallsTable, 'from_addr' | 'to_addr' | 'value'> & { from_addr: ByteaIn; to_addr: ByteaIn; value: string };

const INTERNAL_CALLS: TableSpec<InternalCallRow> = {
  table: 'evm_internal_calls',
  columns: [
    ['chain', 'int2'], ['block_height', 'int8'], ['tx_index', 'int4'], ['call_index', 'int4'], ['depth', 'int2'], ['kind', 'int2'],
    ['from_addr', 'bytea'], ['to_addr', 'bytea'], ['value', 'numeric'], ['error', 'text'],
  ],
};

const internalCallRow = (key: number, c: InternalCall): InternalCallRow => ({
  chain: key,
  block_height: c.height,
  tx_index: c.txIndex,
  call_index: c.callIndex,
  depth: c.depth,
  kind: INTERNAL_CALL_KINDS.indexOf(c.kind) + 1,
  from_addr: bytea(c.from),
  to_addr: bytea(c.to),
  value: c.value,
  error: c.error,
});

/** Records the trace method the node serves ('none': neither), which the server reads to say whether internal calls can be shown. */
export async function saveTraceMethod(db: Kysely<DB>, chain: ChainId, method: string): Promise<void> {
  await db.updateTable('creation_trace_cursors').set({ trace_method: method }).where('chain', '=', chain).where(sql<boolean>`trace_method IS DISTINCT FROM ${method}`).execute();
}

/**
 * Stores the creations and internal calls of `traced` (a prefix of the window, in order) and moves
 * the cursor past it. Returns the creations written, or null when a rollback moved the cursor
 * meanwhile (the next pass starts over).
 */
export async function saveTraced(
  db: Kysely<DB>,
  chain: ChainId,
  cursor: number,
  traced: BlockRef[],
  creations: ContractCreation[],
  calls: InternalCall[] = [],
): Promise<{ created: number; calls: number; height: number } | null> {
  if (traced.length === 0) return { created: 0, calls: 0, height: cursor };
  return db.transaction().execute(async (trx) => {
    const locked = await sql<{ height: number }>`SELECT height FROM creation_trace_cursors WHERE chain = ${chain} FOR UPDATE`.execute(trx);
    if (Number(locked.rows[0]?.height) !== cursor) return null;
    const stored = await trx
      .selectFrom('blocks')
      .select(['height', 'hash'])
      .where('chain', '=', chainKey(chain))
      .where('height', '>=', traced[0]!.height)
      .where('height', '<=', traced.at(-1)!.height)
      .execute();
    const hashes = new Map(stored.map((b) => [b.height, b.hash]));
    const changed = traced.findIndex((b) => hashes.get(b.height) !== b.hash);
    const kept = changed < 0 ? traced : traced.slice(0, changed);
    if (kept.length === 0) return { created: 0, calls: 0, height: cursor };
    const top = kept.at(-1)!.height;
    const rows = creations
      .filter((c) => c.creationBlock <= top)
      .map((c) => ({ chain, address: c.address, creator: c.creator, creation_tx: c.creationTx, creation_block: c.creationBlock, source: 'indexer' as const }));
    await upsertContractRows(trx, rows);
    const key = chainKey(chain);
    const callRows = calls.filter((c) => c.height <= top).map((c) => internalCallRow(key, c));
    // a block traced again (the cursor reset by migration 033) keeps the rows it has
    await insertUnnest(trx, INTERNAL_CALLS, callRows, sql`ON CONFLICT DO NOTHING`);
    await trx.updateTable('creation_trace_cursors').set({ height: top, updated_at: sql`now()` }).where('chain', '=', chain).execute();
    return { created: rows.length, calls: callRows.length, height: top };
  });
}
