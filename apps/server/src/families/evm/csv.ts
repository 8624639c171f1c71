/** The EVM CSV columns: a block list row and a block's transaction row (wei amounts). */
import { amountCell as a } from '../../http/csv';
import { byTxIndex, isoTime, statusText, type Columns } from '../csv-columns';
import { keysetRows } from '../../http/csv-pages';
import type { CsvEvmTxRow } from './csv-repository';
import type { FamilyCsv } from '../types';

const TX_COLUMNS: Columns<CsvEvmTxRow> = {
  header: ['index', 'hash', 'time_utc', 'from', 'to', 'value_wei', 'fee_wei', 'gas_used', 'gas_price_wei', 'status', 'nonce', 'contract_created', 'token', 'token_amount'],
  cells: (t) => [t.tx_index, t.hash, isoTime(t.timestamp), t.from_addr, t.to_addr, a(t.value), a(t.fee), t.gas_used, a(t.effective_gas_price), statusText(t.status), t.nonce, t.contract_address, t.token_address, a(t.token_amount)],
};

export const evmCsv: FamilyCsv = {
  blocks: {
    header: ['height', 'hash', 'time_utc', 'timestamp', 'transactions', 'size_bytes', 'gas_used', 'gas_limit', 'base_fee_wei', 'miner', 'reward_wei', 'burned_wei'],
    cells: (b) => [b.height, b.hash, isoTime(b.timestamp), b.timestamp, b.tx_count, b.size, b.gas_used, b.gas_limit, a(b.base_fee), b.miner, a(b.miner_tip), a(b.burned)],
  },
  blockTransactions: {
    header: TX_COLUMNS.header,
    rows: (repos, chain, height, _votes, cap) => keysetRows((after, limit) => repos.evm.csv.txsAfter(chain, height, after ?? -1, limit), byTxIndex, TX_COLUMNS.cells, cap),
  },
};
