/**
 * Keyset reads behind the CSV downloads: a chain's blocks newest first below a height (the (chain,
 * height) primary key) and a block's transactions after a position (the (chain, block_height,
 * tx_index) primary keys), one page at a time, so a download of 10,000 rows never OFFSET-scans and
 * never holds more than a page.
 */
import type { DB } from '@explorer/db';
import { sql, type Kysely } from 'kysely';

export interface CsvBlockRow {
  height: number;
  hash: string;
  timestamp: number;
  miner: string | null;
  size: number;
  tx_count: number;
  gas_used: string | null;
  gas_limit: string | null;
  base_fee: string | null;
  difficulty: string | null;
  miner_tip: string;
  burned: string;
  value_sum: string;
  extra: Record<string, unknown> | null;
}

export interface CsvEvmTxRow {
  tx_index: number;
  hash: string;
  timestamp: number;
  from_addr: string | null;
  to_addr: string | null;
  value: string;
  fee: string;
  status: number;
  nonce: number | null;
  gas_used: string | null;
  effective_gas_price: string | null;
  contract_address: string | null;
  token_address: string | null;
  token_amount: string | null;
}

export interface CsvBtcTxRow {
  tx_index: number;
  hash: string;
  timestamp: number;
  value: string;
  fee: string;
  value_in: string | null;
  size: number;
  vsize: number;
  weight: number;
  coinbase: boolean;
}

export interface CsvSolTxRow {
  tx_index: number;
  signature: string;
  timestamp: number;
  signer: string;
  signer_count: number;
  fee: string;
  status: number;
  compute_units: number | null;
  instruction_count: number;
  summary: string;
  vote: boolean;
}

export function createCsvRepository(db: Kysely<DB>) {
  return {
    /** up to `limit` blocks of `chain` below `before` (null: from the newest), newest first */
    async blocksBelow(chain: string, before: number | null, limit: number): Promise<CsvBlockRow[]> {
      let q = db
        .selectFrom('blocks')
        .select(['height', 'hash', 'timestamp', 'miner', 'size', 'tx_count', 'gas_used', 'gas_limit', 'base_fee', 'difficulty', 'miner_tip', 'burned', 'value_sum'])
        .select(sql<Record<string, unknown> | null>`extra - 'address_sketch'`.as('extra'))
        .where('chain', '=', chain);
      if (before !== null) q = q.where('height', '<', before);
      return q.orderBy('height', 'desc').limit(limit).execute() as Promise<CsvBlockRow[]>;
    },

    /** how many blocks of `chain` are above `height`, counting at most `limit` (an index range of ≤ limit rows) */
    async countAbove(chain: string, height: number, limit: number): Promise<number> {
      const row = await db
        .selectFrom((eb) => eb.selectFrom('blocks').select('height').where('chain', '=', chain).where('height', '>', height).orderBy('height', 'desc').limit(limit).as('newer'))
        .select((eb) => eb.fn.countAll<string | number>().as('n'))
        .executeTakeFirst();
      return Number(row?.n ?? 0);
    },

    async evmTxsAfter(chain: string, height: number, after: number, limit: number): Promise<CsvEvmTxRow[]> {
      return db
        .selectFrom('transactions')
        .select(['tx_index', 'hash', 'timestamp', 'from_addr', 'to_addr', 'value', 'fee', 'status', 'nonce', 'gas_used', 'effective_gas_price', 'contract_address', 'token_address', 'token_amount'])
        .where('chain', '=', chain)
        .where('block_height', '=', height)
        .where('tx_index', '>', after)
        .orderBy('tx_index')
        .limit(limit)
        .execute() as Promise<CsvEvmTxRow[]>;
    },

    async btcTxsAfter(chain: string, height: number, after: number, limit: number): Promise<CsvBtcTxRow[]> {
      return db
        .selectFrom('transactions as t')
        .innerJoin('btc_transactions as d', (j) => j.onRef('d.chain', '=', 't.chain').onRef('d.block_height', '=', 't.block_height').onRef('d.tx_index', '=', 't.tx_index'))
        .select(['t.tx_index', 't.hash', 't.timestamp', 't.value', 't.fee', 'd.value_in', 'd.size', 'd.vsize', 'd.weight', 'd.coinbase'])
        .where('t.chain', '=', chain)
        .where('t.block_height', '=', height)
        .where('t.tx_index', '>', after)
        .orderBy('t.tx_index')
        .limit(limit)
        .execute() as Promise<CsvBtcTxRow[]>;
    },

    async solTxsAfter(chain: string, height: number, after: number, limit: number, votes: boolean): Promise<CsvSolTxRow[]> {
      let q = db
        .selectFrom('sol_transactions')
        .select(['tx_index', 'signature', 'timestamp', 'signer', 'signer_count', 'fee', 'status', 'compute_units', 'instruction_count', 'summary', 'vote'])
        .where('chain', '=', chain)
        .where('block_height', '=', height)
        .where('tx_index', '>', after);
      if (!votes) q = q.where('vote', '=', false);
      return q.orderBy('tx_index').limit(limit).execute() as Promise<CsvSolTxRow[]>;
    },
  };
}

export type CsvRepository = ReturnType<typeof createCsvRepository>;
