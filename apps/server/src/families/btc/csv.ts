/** The Bitcoin CSV columns: a block list row (with its header extras) and a block's transaction row (satoshi amounts). */
import { amountCell as a } from '../../http/csv';
import { byTxIndex, isoTime, type Columns } from '../csv-columns';
import { keysetRows } from '../../http/csv-pages';
import type { CsvBtcTxRow } from './csv-repository';
import type { FamilyCsv } from '../types';
import { readBlockExtra } from './block-extra';
import { bareHex } from './stored';

const TX_COLUMNS: Columns<CsvBtcTxRow> = {
  header: ['index', 'txid', 'time_utc', 'coinbase', 'value_in_sat', 'value_out_sat', 'fee_sat', 'size_bytes', 'vsize', 'weight'],
  cells: (t) => [t.tx_index, t.hash, isoTime(t.timestamp), t.coinbase ? 'true' : 'false', a(t.value_in), a(t.value), a(t.fee), t.size, t.vsize, t.weight],
};

export const btcCsv: FamilyCsv = {
  blocks: {
    header: ['height', 'hash', 'time_utc', 'timestamp', 'transactions', 'size_bytes', 'weight', 'difficulty', 'fee_sat', 'reward_sat', 'value_sat', 'miner'],
    cells: (b) => {
      const x = readBlockExtra(b.extra);
      return [b.height, bareHex(b.hash), isoTime(b.timestamp), b.timestamp, b.tx_count, b.size, x.weight, a(x.difficulty), a(b.miner_tip), a(x.reward), a(b.value_sum), b.miner];
    },
  },
  blockTransactions: {
    header: TX_COLUMNS.header,
    rows: (repos, chain, height, _votes, cap) => keysetRows((after, limit) => repos.btc.csv.txsAfter(chain, height, after ?? -1, limit), byTxIndex, TX_COLUMNS.cells, cap),
  },
};
