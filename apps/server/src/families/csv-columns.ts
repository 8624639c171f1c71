/**
 * The CSV downloads' column helpers. Each family's columns (a block list row and a block's
 * transaction row) are its csv.ts (families/<family>/csv.ts). Amounts are integers in the chain's
 * base unit (wei, satoshi, lamports), named in the header, written as text in every row (amountCell:
 * one form for the whole column, exact at any length). Times are UTC ISO 8601 beside the unix seconds.
 */
import type { CsvRow } from '../http/csv';
import type { Repositories } from './repositories';

export const isoTime = (unixSeconds: number): string => new Date(Number(unixSeconds) * 1000).toISOString();
const STATUS: Record<number, string> = { 0: 'pending', 1: 'success', 2: 'failed' };
export const statusText = (status: number): string => STATUS[status] ?? String(status);

export interface Columns<Row> {
  header: string[];
  cells(row: Row): CsvRow;
}

/** A block's transactions as CSV rows, in block order. */
export interface BlockTxExport {
  header: string[];
  rows(repos: Repositories, chain: string, height: number, votes: boolean, cap: number): AsyncIterable<CsvRow>;
}

/** a transaction row's keyset position in its block */
export const byTxIndex = (row: { tx_index: number }) => row.tx_index;
