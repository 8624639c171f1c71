/** A chain's blocks as CSV rows, newest first from a starting height, per chain family (columns.ts). */
import type { ChainFamily } from '@explorer/core';
import type { CsvRow } from '../csv';
import type { Repositories } from '../plugins/app';
import { BLOCK_COLUMNS } from './columns';
import { keysetRows } from './pages';

/** `count` blocks at and below `from` (null: the newest) */
export function blockRows(repos: Repositories, family: ChainFamily, chain: string, from: number | null, count: number): AsyncIterable<CsvRow> {
  const columns = BLOCK_COLUMNS[family];
  return keysetRows(
    (after: number | undefined, limit) => repos.csv.blocksBelow(chain, after ?? (from === null ? null : from + 1), limit),
    (row) => row.height,
    columns.cells,
    count,
  );
}

export const blockHeader = (family: ChainFamily): string[] => BLOCK_COLUMNS[family].header;
