/**
 * The columns of the CSV downloads per chain family: a block list row and a block's transaction
 * row. Amounts are integers in the chain's base unit (wei, satoshi, lamports), named in the header,
 * written as text in every row (amountCell: one form for the whole column, exact at any length).
 * Times are UTC ISO 8601 beside the unix seconds.
 */
import type { ChainFamily } from '@explorer/core';
import { amountCell as a, type CsvRow } from '../csv';
import type { CsvBlockRow, CsvBtcTxRow, CsvEvmTxRow, CsvSolTxRow } from '../plugins/app/csv-repository';
import { readBlockExtra } from '../families/btc/block-extra';
import { readSolBlockExtra } from '../families/sol/block';

export const isoTime = (unixSeconds: number): string => new Date(Number(unixSeconds) * 1000).toISOString();
const STATUS: Record<number, string> = { 0: 'pending', 1: 'success', 2: 'failed' };
export const statusText = (status: number): string => STATUS[status] ?? String(status);

export interface Columns<Row> {
  header: string[];
  cells(row: Row): CsvRow;
}

export const BLOCK_COLUMNS: Readonly<Record<ChainFamily, Columns<CsvBlockRow>>> = {
  evm: {
    header: ['height', 'hash', 'time_utc', 'timestamp', 'transactions', 'size_bytes', 'gas_used', 'gas_limit', 'base_fee_wei', 'miner', 'reward_wei', 'burned_wei'],
    cells: (b) => [b.height, b.hash, isoTime(b.timestamp), b.timestamp, b.tx_count, b.size, b.gas_used, b.gas_limit, a(b.base_fee), b.miner, a(b.miner_tip), a(b.burned)],
  },
  btc: {
    header: ['height', 'hash', 'time_utc', 'timestamp', 'transactions', 'size_bytes', 'weight', 'difficulty', 'fee_sat', 'reward_sat', 'value_sat', 'miner'],
    cells: (b) => {
      const x = readBlockExtra(b.extra);
      return [b.height, b.hash, isoTime(b.timestamp), b.timestamp, b.tx_count, b.size, x.weight, a(x.difficulty), a(b.miner_tip), a(x.reward), a(b.value_sum), b.miner];
    },
  },
  sol: {
    header: ['slot', 'blockhash', 'time_utc', 'timestamp', 'transactions', 'vote_transactions', 'failed_transactions', 'compute_units', 'leader', 'total_fees_lamports', 'leader_reward_lamports', 'burned_lamports'],
    cells: (b) => {
      const x = readSolBlockExtra(b.extra);
      return [b.height, b.hash, isoTime(b.timestamp), b.timestamp, b.tx_count, x.vote_tx_count, x.failed_tx_count, b.gas_used ?? x.compute_units, b.miner, a(x.total_fees), a(b.miner_tip), a(b.burned)];
    },
  },
};

export const EVM_TX_COLUMNS: Columns<CsvEvmTxRow> = {
  header: ['index', 'hash', 'time_utc', 'from', 'to', 'value_wei', 'fee_wei', 'gas_used', 'gas_price_wei', 'status', 'nonce', 'contract_created', 'token', 'token_amount'],
  cells: (t) => [t.tx_index, t.hash, isoTime(t.timestamp), t.from_addr, t.to_addr, a(t.value), a(t.fee), t.gas_used, a(t.effective_gas_price), statusText(t.status), t.nonce, t.contract_address, t.token_address, a(t.token_amount)],
};

export const BTC_TX_COLUMNS: Columns<CsvBtcTxRow> = {
  header: ['index', 'txid', 'time_utc', 'coinbase', 'value_in_sat', 'value_out_sat', 'fee_sat', 'size_bytes', 'vsize', 'weight'],
  cells: (t) => [t.tx_index, t.hash, isoTime(t.timestamp), t.coinbase ? 'true' : 'false', a(t.value_in), a(t.value), a(t.fee), t.size, t.vsize, t.weight],
};

export const SOL_TX_COLUMNS: Columns<CsvSolTxRow> = {
  header: ['index', 'signature', 'time_utc', 'signer', 'signers', 'fee_lamports', 'status', 'compute_units', 'instructions', 'summary', 'vote'],
  cells: (t) => [t.tx_index, t.signature, isoTime(t.timestamp), t.signer, t.signer_count, a(t.fee), statusText(t.status), t.compute_units, t.instruction_count, t.summary, t.vote ? 'true' : 'false'],
};
