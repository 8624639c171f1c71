/**
 * Internal calls' reads (migration 033: evm_internal_calls, kept by the indexer's tracer): a
 * transaction's, by (block_height, tx_index); an address's, newest first, a keyset page merged from
 * the from and to indexes (each read up to the page's size); and how far the tracer has come.
 */
import { chainKey, INTERNAL_CALL_KINDS, type InternalCallWire } from '@explorer/core';
import type { ByteaIn, DB } from '@explorer/db';
import { sql, type Kysely, type RawBuilder } from 'kysely';

export interface TraceProgress {
  /** the highest block traced; -1 or null: none yet */
  height: number | null;
  /** 'trace_block', 'debug_traceBlockByHash', 'none' (the node serves neither), null (not asked yet) */
  method: string | null;
}

export interface CallKey {
  height: number;
  txIndex: number;
  callIndex: number;
}

interface CallRow {
  block_height: number;
  tx_index: number;
  call_index: number;
  depth: number;
  kind: number;
  from_addr: string;
  to_addr: string;
  value: string;
  error: string | null;
  tx_hash: string;
  timestamp: number;
}

const wire = (r: CallRow): InternalCallWire & { tx_index: number } => ({
  tx_hash: r.tx_hash,
  block_height: Number(r.block_height),
  tx_index: r.tx_index,
  timestamp: Number(r.timestamp),
  call_index: r.call_index,
  depth: r.depth,
  kind: INTERNAL_CALL_KINDS[r.kind - 1] ?? 'call',
  from: r.from_addr,
  to: r.to_addr,
  value: String(r.value),
  error: r.error,
});

const COLUMNS = sql`c.block_height, c.tx_index, c.call_index, c.depth, c.kind, c.from_addr, c.to_addr, c.value, c.error`;

export function createEvmInternalCallReads(db: Kysely<DB>) {
  /** the rows `picked` selects (a subquery of evm_internal_calls named c), with their transaction's hash and block time */
  async function withTx(key: number, picked: RawBuilder<unknown>) {
    const { rows } = await sql<CallRow>`
      SELECT ${COLUMNS}, t.hash AS tx_hash, b.timestamp
      FROM (${picked}) c
      CROSS JOIN LATERAL (SELECT hash FROM evm_transactions t WHERE t.chain = ${key} AND t.block_height = c.block_height AND t.tx_index = c.tx_index OFFSET 0) t
      CROSS JOIN LATERAL (SELECT timestamp FROM blocks b WHERE b.chain = ${key} AND b.height = c.block_height OFFSET 0) b
      ORDER BY c.block_height DESC, c.tx_index DESC, c.call_index DESC`.execute(db);
    return rows.map(wire);
  }

  return {
    async progress(chain: string): Promise<TraceProgress> {
      const row = await db.selectFrom('creation_trace_cursors').select(['height', 'trace_method']).where('chain', '=', chain).executeTakeFirst();
      return { height: row && Number(row.height) >= 0 ? Number(row.height) : null, method: row?.trace_method ?? null };
    },

    /** a transaction's internal calls in execution order */
    async ofTransaction(chain: string, height: number, txIndex: number) {
      const key = chainKey(chain);
      const rows = await withTx(key, sql`SELECT * FROM evm_internal_calls WHERE chain = ${key} AND block_height = ${height} AND tx_index = ${txIndex}`);
      return rows.reverse();
    },

    /** an address's internal calls (from or to it), newest first, before the cursor */
    async ofAddress(chain: string, address: ByteaIn, before: CallKey | null, limit: number) {
      const key = chainKey(chain);
      const after = before ? sql`AND (block_height, tx_index, call_index) < (${before.height}::bigint, ${before.txIndex}::int, ${before.callIndex}::int)` : sql``;
      const side = (column: string) => sql`(SELECT * FROM evm_internal_calls WHERE chain = ${key} AND ${sql.ref(column)} = ${address} ${after}
        ORDER BY block_height DESC, tx_index DESC, call_index DESC LIMIT ${limit})`;
      return withTx(key, sql`SELECT * FROM (${side('from_addr')} UNION ${side('to_addr')}) u ORDER BY block_height DESC, tx_index DESC, call_index DESC LIMIT ${limit}`);
    },
  };
}
