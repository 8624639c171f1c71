/** A chain's blocks and a block's transactions as CSV rows, in the chain family's columns (families/<family>/csv.ts). */
import type { ChainFamily } from '@explorer/core';
import type { CsvRow } from '../http/csv';
import { FAMILY_REGISTRY } from '../families';
import type { Repositories } from '../composition';
import { keysetRows } from '../http/csv-pages';

const csvOf = (family: ChainFamily) => FAMILY_REGISTRY.ofFamily(family).csv;

/** `count` blocks at and below `from` (null: the newest) */
export function blockRows(repos: Repositories, family: ChainFamily, chain: string, from: number | null, count: number): AsyncIterable<CsvRow> {
  const columns = csvOf(family).blocks;
  return keysetRows(
    (after: number | undefined, limit) => repos.csv.blocksBelow(chain, after ?? (from === null ? null : from + 1), limit),
    (row) => row.height,
    columns.cells,
    count,
  );
}

export const blockHeader = (family: ChainFamily): string[] => csvOf(family).blocks.header;

/** a block's transactions in the family's columns */
export const blockTransactionsExport = (family: ChainFamily) => csvOf(family).blockTransactions;
