/** The Solana CSV columns: a slot's row (with its vote and failure counts) and a block's transaction row (lamport amounts). */
import { amountCell as a } from '../../http/csv';
import { byTxIndex, isoTime, statusText, type Columns } from '../csv-columns';
import { keysetRows } from '../../http/csv-pages';
import type { CsvSolTxRow } from './csv-repository';
import type { FamilyCsv } from '../types';
import { readSolBlockExtra } from './block';
import { b58 } from './columns';

const TX_COLUMNS: Columns<CsvSolTxRow> = {
  header: ['index', 'signature', 'time_utc', 'signer', 'signers', 'fee_lamports', 'status', 'compute_units', 'instructions', 'summary', 'vote'],
  cells: (t) => [t.tx_index, t.signature, isoTime(t.timestamp), t.signer, t.signer_count, a(t.fee), statusText(t.status), t.compute_units, t.instruction_count, t.summary, t.vote ? 'true' : 'false'],
};

export const solCsv: FamilyCsv = {
  blocks: {
    header: ['slot', 'blockhash', 'time_utc', 'timestamp', 'transactions', 'vote_transactions', 'failed_transactions', 'compute_units', 'leader', 'total_fees_lamports', 'leader_reward_lamports', 'burned_lamports'],
    cells: (b) => {
      const x = readSolBlockExtra(b.extra);
      // blocks.hash is read as '0x…' (BYTEA): the wire's blockhash is base58
      return [b.height, b58(b.hash), isoTime(b.timestamp), b.timestamp, b.tx_count, x.vote_tx_count, x.failed_tx_count, b.gas_used ?? x.compute_units, b.miner, a(x.total_fees), a(b.miner_tip), a(b.burned)];
    },
  },
  blockTransactions: {
    header: TX_COLUMNS.header,
    rows: (repos, chain, height, votes, cap) => keysetRows((after, limit) => repos.sol.csv.txsAfter(chain, height, after ?? -1, limit, votes), byTxIndex, TX_COLUMNS.cells, cap),
  },
};
