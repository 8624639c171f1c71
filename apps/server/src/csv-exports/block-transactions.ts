/** A block's transactions as CSV rows, in block order, per chain family (columns.ts). */
import type { ChainFamily } from '@explorer/core';
import type { CsvRow } from '../csv';
import type { Repositories } from '../plugins/app';
import { BTC_TX_COLUMNS, EVM_TX_COLUMNS, SOL_TX_COLUMNS } from './columns';
import { keysetRows } from './pages';

export interface BlockTxExport {
  header: string[];
  rows(repos: Repositories, chain: string, height: number, votes: boolean, cap: number): AsyncIterable<CsvRow>;
}

const byIndex = (row: { tx_index: number }) => row.tx_index;

export const BLOCK_TX_EXPORTS: Readonly<Record<ChainFamily, BlockTxExport>> = {
  evm: {
    header: EVM_TX_COLUMNS.header,
    rows: (repos, chain, height, _votes, cap) => keysetRows((after, limit) => repos.csv.evmTxsAfter(chain, height, after ?? -1, limit), byIndex, EVM_TX_COLUMNS.cells, cap),
  },
  btc: {
    header: BTC_TX_COLUMNS.header,
    rows: (repos, chain, height, _votes, cap) => keysetRows((after, limit) => repos.csv.btcTxsAfter(chain, height, after ?? -1, limit), byIndex, BTC_TX_COLUMNS.cells, cap),
  },
  sol: {
    header: SOL_TX_COLUMNS.header,
    rows: (repos, chain, height, votes, cap) => keysetRows((after, limit) => repos.csv.solTxsAfter(chain, height, after ?? -1, limit, votes), byIndex, SOL_TX_COLUMNS.cells, cap),
  },
};
