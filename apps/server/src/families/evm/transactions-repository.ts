/**
 * Transaction, log and token-transfer reads. Token name, symbol and decimals come from contracts
 * when the token is known. Lists walk the (chain, block_height, tx_index) primary key; the newest
 * list finds where page N starts through blocks.tx_total (running count per block) instead of OFFSET.
 */
import type { DB } from '@explorer/db';
import { sql, type Kysely } from 'kysely';

export function txQuery(db: Kysely<DB>) {
  return db
    .selectFrom('transactions as t')
    .leftJoin('contracts as c', (j) => j.onRef('c.chain', '=', 't.chain').onRef('c.address', '=', 't.token_address'))
    .select([
      't.chain',
      't.block_height',
      't.tx_index',
      't.hash',
      't.timestamp',
      't.from_addr',
      't.to_addr',
      't.value',
      't.fee',
      't.status',
      't.nonce',
      't.tx_type',
      't.gas_limit',
      't.gas_price',
      't.max_fee_per_gas',
      't.max_priority_fee_per_gas',
      't.input',
      't.gas_used',
      't.cumulative_gas_used',
      't.effective_gas_price',
      't.contract_address',
      't.token_address',
      't.token_from',
      't.token_to',
      't.token_amount',
      'c.name as token_name',
      'c.symbol as token_symbol',
      'c.decimals as token_decimals',
    ]);
}

export type TransactionRow = Awaited<ReturnType<ReturnType<typeof txQuery>['executeTakeFirstOrThrow']>>;

export interface LogRow {
  log_index: number;
  address: string;
  topic0: string | null;
  topic1: string | null;
  topic2: string | null;
  topic3: string | null;
  data: string;
}

export interface TransferRow {
  log_index: number;
  token: string;
  from_addr: string;
  to_addr: string;
  amount: string;
  symbol: string | null;
  decimals: number | null;
}

export function createTransactionsRepository(db: Kysely<DB>) {
  return {
    /**
     * Newest first across the chain, skipping `offset` of the newest. The transaction to start at is
     * the (tip total − offset)-th oldest: its block is the first whose tx_total reaches that number
     * (one index lookup), its place in the block what is left over; the page then seeks from there.
     */
    async list(chain: string, offset: number, limit: number): Promise<TransactionRow[]> {
      const start = await startOfPage(db, chain, offset);
      if (!start) return [];
      return txQuery(db)
        .where('t.chain', '=', chain)
        .where(sql<boolean>`(t.block_height, t.tx_index) <= (${start.height}, ${start.txIndex})`)
        .orderBy('t.block_height', 'desc')
        .orderBy('t.tx_index', 'desc')
        .limit(limit)
        .execute();
    },

    /** A block's transactions in block order. */
    async ofBlock(chain: string, height: number, offset: number, limit: number): Promise<TransactionRow[]> {
      return txQuery(db)
        .where('t.chain', '=', chain)
        .where('t.block_height', '=', height)
        .orderBy('t.tx_index', 'asc')
        .limit(limit)
        .offset(offset)
        .execute();
    },

    async byHash(chains: readonly string[], hash: string): Promise<TransactionRow | undefined> {
      return txQuery(db).where('t.chain', 'in', chains).where('t.hash', '=', hash).orderBy('t.block_height', 'desc').executeTakeFirst();
    },

    async logs(chain: string, height: number, txIndex: number): Promise<LogRow[]> {
      return db
        .selectFrom('evm_logs')
        .select(['log_index', 'address', 'topic0', 'topic1', 'topic2', 'topic3', 'data'])
        .where('chain', '=', chain)
        .where('block_height', '=', height)
        .where('tx_index', '=', txIndex)
        .orderBy('log_index')
        .execute();
    },

    /** ERC-20 transfers made by one transaction, with the token's symbol when known. */
    /** What parser configs read from a transaction, with the config contract's decimals (coin config first). */
    async parsedResults(chain: string, height: number, txIndex: number) {
      return db
        .selectFrom('parsed_results as p')
        .leftJoin('coin_configs as k', (j) => j.onRef('k.chain', '=', 'p.chain').onRef('k.contract_addr', '=', 'p.contract'))
        .leftJoin('contracts as c', (j) => j.onRef('c.chain', '=', 'p.chain').onRef('c.address', '=', 'p.contract'))
        .select(['p.contract', 'p.config_id', 'p.source', 'p.log_index', 'p.from_address', 'p.to_address', 'p.amount_wei', 'p.token_symbol', 'k.decimals as coin_decimals', 'c.decimals'])
        .where('p.chain', '=', chain)
        .where('p.block_height', '=', height)
        .where('p.tx_index', '=', txIndex)
        .orderBy('p.contract')
        .orderBy('p.seq')
        .execute();
    },

    async transfers(chain: string, height: number, txHash: string): Promise<TransferRow[]> {
      return db
        .selectFrom('token_transfers as x')
        .leftJoin('contracts as c', (j) => j.onRef('c.chain', '=', 'x.chain').onRef('c.address', '=', 'x.token'))
        .select(['x.log_index', 'x.token', 'x.from_addr', 'x.to_addr', 'x.amount', 'c.symbol', 'c.decimals'])
        .where('x.chain', '=', chain)
        .where('x.block_height', '=', height)
        .where('x.tx_hash', '=', txHash)
        .orderBy('x.log_index')
        .execute();
    },
  };
}

export type TransactionsRepository = ReturnType<typeof createTransactionsRepository>;

/** The newest transaction of the page that skips `offset` of the chain's newest, or none past the end. */
export async function startOfPage(db: Kysely<DB>, chain: string, offset: number): Promise<{ height: number; txIndex: number } | undefined> {
  const tip = await db.selectFrom('blocks').select('tx_total').where('chain', '=', chain).orderBy('height', 'desc').limit(1).executeTakeFirst();
  const ordinal = (tip?.tx_total ?? 0) - offset;
  if (ordinal < 1) return undefined;
  const block = await db
    .selectFrom('blocks')
    .select(['height', 'tx_total'])
    .where('chain', '=', chain)
    .where('tx_total', '>=', ordinal)
    .orderBy('tx_total', 'asc')
    .orderBy('height', 'asc')
    .limit(1)
    .executeTakeFirst();
  if (!block) return undefined;
  // the block's transactions are the last ones counted in its tx_total: skip those after the start
  const fromEnd = block.tx_total - ordinal;
  const tx = await db
    .selectFrom('transactions')
    .select('tx_index')
    .where('chain', '=', chain)
    .where('block_height', '=', block.height)
    .orderBy('tx_index', 'desc')
    .offset(fromEnd)
    .limit(1)
    .executeTakeFirst();
  return tx && { height: block.height, txIndex: tx.tx_index };
}
