/**
 * Solana transaction reads over sol_transactions (one row per transaction; a vote kept compact with
 * no detail) and sol_events (SOL and SPL transfers). Lists read the summary columns and, for the
 * second signer, the second account key of the detail JSON (signers come first in a message);
 * only one transaction's read takes the whole detail. Rows are turned back into the API's forms here
 * (columns.ts: base58, version and summary text, the detail's signature and signer); the time is
 * the block's.
 */
import { chainKey } from '@explorer/core';
import type { DB } from '@explorer/db';
import { sql, type Kysely } from 'kysely';
import { b58, b58OrNull, byteaOfBase58, DETAIL_COLUMNS, detailText, eventProgram, eventTypeName, summaryText, versionText, type StoredDetailColumns } from './columns';

export interface SolTxRow {
  chain: string;
  block_height: number;
  tx_index: number;
  signature: string;
  timestamp: number;
  vote: boolean;
  fee: string;
  status: number;
  err: string | null;
  compute_units: number | null;
  version: string;
  recent_blockhash: string;
  signer: string;
  signer_count: number;
  /** the second signer (account key 1) when there is one and the detail is kept */
  second_signer: string | null;
  signer_change: string | null;
  cu_limit: number | null;
  cu_price: string | null;
  instruction_count: number;
  summary: string;
}

export interface SolTxDetailRow extends SolTxRow {
  /** SolTransactionDetail JSON; null for a compact vote */
  detail: string | null;
}

export interface SolEventRow {
  event_index: number;
  event_type: string;
  program_id: string;
  instruction_index: number;
  inner_index: number | null;
  from_address: string;
  to_address: string;
  mint: string | null;
  amount: string;
  decimals: number | null;
}

/** A transaction's place in the chain. */
export interface SolTxKey {
  block_height: number;
  tx_index: number;
}

/** A chain's transactions as stored (t: sol_transactions, with the block's time), for reads to narrow and order; toSolTxRow makes them SolTxRow. */
export const solTxQuery = (db: Kysely<DB>, chain: string) =>
  db
    .selectFrom('sol_transactions as t')
    .innerJoin('blocks as b', (j) => j.onRef('b.chain', '=', 't.chain').onRef('b.height', '=', 't.block_height'))
    .select([
      't.block_height',
      't.tx_index',
      't.signature',
      'b.timestamp',
      't.vote',
      't.fee',
      't.status',
      't.err',
      't.compute_units',
      't.version',
      't.recent_blockhash',
      't.signer',
      't.signer_count',
      't.signer_change',
      't.cu_limit',
      't.cu_price',
      't.instruction_count',
      't.summary',
    ])
    .select(sql<string | null>`CASE WHEN t.signer_count > 1 AND (t.detail_z IS NOT NULL OR t.detail IS NOT NULL) THEN (CASE WHEN t.keys IS NULL THEN t.detail::json -> 'k' -> 1 ->> 0 ELSE '0x' || encode(substring(t.keys FROM 1 FOR 32), 'hex') END) END`.as('second_signer'))
    .where('t.chain', '=', chainKey(chain));

type StoredTx = Omit<SolTxRow, 'chain' | 'version'> & { version: number };

/** a stored row as the API's reads take it: base58, the version's and summary's text */
export function toSolTxRow(chain: string, r: StoredTx): SolTxRow {
  return {
    ...r,
    chain,
    signature: b58(r.signature),
    version: versionText(r.version),
    recent_blockhash: b58(r.recent_blockhash),
    signer: b58(r.signer),
    // the keyed detail's key 1 is its keys' first 32 bytes ('0x…'); the packed one's is base58 already
    second_signer: r.second_signer !== null && r.second_signer.startsWith('0x') ? b58(r.second_signer) : r.second_signer,
    summary: summaryText(r.summary),
  };
}

function toSolTxDetailRow(chain: string, r: StoredTx & StoredDetailColumns): SolTxDetailRow {
  const { keys, detail, detail_z, ...rest } = r;
  const row = toSolTxRow(chain, rest);
  return { ...row, detail: detailText({ detail, detail_z, keys }, row.signature, row.signer) };
}

export function createSolTransactionsRepository(db: Kysely<DB>) {
  const txs = (chain: string) => solTxQuery(db, chain);

  const rows = (chain: string, list: StoredTx[]) => list.map((r) => toSolTxRow(chain, r));
  const detailRows = (chain: string, list: (StoredTx & StoredDetailColumns)[]) => list.map((r) => toSolTxDetailRow(chain, r));

  return {
    /** Non-vote transactions, newest first, skipping the `offset` newest. */
    async list(chain: string, offset: number, limit: number): Promise<SolTxRow[]> {
      return rows(chain, await txs(chain).where('t.vote', '=', false).orderBy('t.block_height', 'desc').orderBy('t.tx_index', 'desc').limit(limit).offset(offset).execute());
    },

    /** A slot's transactions in block order; `votes: false` leaves the vote transactions out. */
    async ofBlock(chain: string, slot: number, offset: number, limit: number, votes: boolean): Promise<SolTxRow[]> {
      let q = txs(chain).where('t.block_height', '=', slot);
      if (!votes) q = q.where('t.vote', '=', false);
      return rows(chain, await q.orderBy('t.tx_index', 'asc').limit(limit).offset(offset).execute());
    },

    /** As ofBlock, with each transaction's detail JSON (the full rows of detail=full: callers cap the page). */
    async ofBlockWithDetail(chain: string, slot: number, offset: number, limit: number, votes: boolean): Promise<SolTxDetailRow[]> {
      let q = txs(chain).select(DETAIL_COLUMNS).where('t.block_height', '=', slot);
      if (!votes) q = q.where('t.vote', '=', false);
      return detailRows(chain, await q.orderBy('t.tx_index', 'asc').limit(limit).offset(offset).execute());
    },

    /** By signature (exact: base58 is case-sensitive), with its detail JSON. */
    async bySignature(chain: string, signature: string): Promise<SolTxDetailRow | undefined> {
      const bytes = byteaOfBase58(signature);
      if (bytes === null) return undefined;
      const row = await txs(chain).select(DETAIL_COLUMNS).where('t.signature', '=', bytes).orderBy('t.block_height', 'desc').limit(1).executeTakeFirst();
      return row && toSolTxDetailRow(chain, row);
    },

    /** The transaction's SOL and SPL transfers in event order. */
    async eventsOf(chain: string, key: SolTxKey): Promise<SolEventRow[]> {
      const list = await db
        .selectFrom('sol_events')
        .select(['event_index', 'event_type', 'program_id', 'instruction_index', 'inner_index', 'from_address', 'to_address', 'mint', 'amount', 'decimals'])
        .where('chain', '=', chainKey(chain))
        .where('block_height', '=', key.block_height)
        .where('tx_index', '=', key.tx_index)
        .orderBy('event_index')
        .execute();
      return list.map((e) => {
        const type = eventTypeName(e.event_type);
        return { ...e, event_type: type, program_id: eventProgram(type, e.program_id), from_address: b58(e.from_address), to_address: b58(e.to_address), mint: b58OrNull(e.mint) };
      });
    },

    /** Non-vote transactions: Σ (txs − vote_txs) over the hourly figures kept at ingest (no count over the table). */
    async nonVoteTotal(chain: string): Promise<number> {
      const row = await db
        .selectFrom('chain_hourly_stats')
        .select(sql<string>`coalesce(sum(txs - vote_txs), 0)`.as('n'))
        .where('chain', '=', chain)
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },
  };
}

export type SolTransactionsRepository = ReturnType<typeof createSolTransactionsRepository>;
