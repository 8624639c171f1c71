/**
 * A block made ready for the writer: its rows already encoded, each table's columns as the
 * comma-joined text `unnest-insert.ts` sends (one string per column), so the thread that writes
 * only joins strings and runs SQL. Plain data (strings, numbers, arrays): it crosses from a decode
 * worker to the writer by structured clone at little cost, and a batch can still be cut at any
 * block (a reorg inside a fetched batch keeps the blocks below it).
 */
import type { ChainId, EvmBlockBundle } from '@explorer/core';
import {
  encodeBlockRow,
  encodeContracts,
  encodeLogs,
  encodeTokenTransfers,
  encodeTransactions,
} from './encode';
import { commaJoined } from '../unnest-insert';
import { toColumns, type TableSpec } from '../table-spec';
import { EVM_LOGS, TOKEN_TRANSFERS, TRANSACTIONS, type BlockRow, type ContractRow } from './rows';

/** One block's rows of one table: comma-joined columns, or (when a value would be ambiguous there) the rows themselves. */
export type EncodedRows<R> = { count: number; columns: string[] } | { count: number; rows: R[] };

export interface PreparedBlock {
  /** what linking, live events and reorg announcements read */
  block: { height: number; hash: string; parentHash: string; txCount: number; minerTip: string };
  /** the blocks row but for tx_total, which depends on what is stored below the batch */
  row: Omit<BlockRow, 'tx_total'>;
  transactions: EncodedRows<unknown>;
  logs: EncodedRows<unknown>;
  tokenTransfers: EncodedRows<unknown>;
  contracts: ContractRow[];
}

function encodeRows<R>(spec: TableSpec<R>, rows: R[]): EncodedRows<unknown> {
  const columns: string[] = [];
  for (const values of toColumns(spec, rows)) {
    const joined = commaJoined(values);
    if (joined === null) return { count: rows.length, rows };
    columns.push(joined);
  }
  return { count: rows.length, columns };
}

export function prepareBlock(chain: ChainId, bundle: EvmBlockBundle): PreparedBlock {
  const { block } = bundle;
  return {
    block: {
      height: block.height,
      hash: block.hash,
      parentHash: block.parentHash,
      txCount: block.txCount,
      minerTip: block.minerTip.toString(),
    },
    row: encodeBlockRow(chain, bundle),
    transactions: encodeRows(TRANSACTIONS, encodeTransactions(chain, [bundle])),
    logs: encodeRows(EVM_LOGS, encodeLogs(chain, [bundle])),
    tokenTransfers: encodeRows(TOKEN_TRANSFERS, encodeTokenTransfers(chain, [bundle])),
    contracts: encodeContracts(chain, [bundle]),
  };
}

export type PreparedTable = 'transactions' | 'logs' | 'tokenTransfers';

/**
 * The batch's columns of one table: the blocks' comma-joined segments joined, or, when some block
 * sent rows, every value (segments split back: they hold no commas, '' is NULL) for the array-literal form.
 */
export function batchColumns<R>(
  spec: TableSpec<R>,
  blocks: readonly PreparedBlock[],
  table: PreparedTable,
): { count: number; joined: string[] | null; values: unknown[][] | null } {
  const parts = blocks.map((b) => b[table]).filter((e) => e.count > 0);
  const count = parts.reduce((n, e) => n + e.count, 0);
  if (parts.every((e) => 'columns' in e)) {
    const joined = spec.columns.map((_, i) =>
      parts.map((e) => (e as { columns: string[] }).columns[i]!).join(','),
    );
    return { count, joined, values: null };
  }
  const values: unknown[][] = spec.columns.map(() => []);
  for (const e of parts) {
    const cols =
      'columns' in e
        ? e.columns.map((c) => c.split(',').map((v) => (v === '' ? null : v)))
        : toColumns(spec, e.rows as R[]);
    cols.forEach((c, i) => values[i]!.push(...c));
  }
  return { count, joined: null, values };
}
