/**
 * An EVM transaction as the server reads it (migration 025): an evm_transactions row with its block's
 * time (blocks by (chain, height)) and its first token transfer (the token_transfers row of the same
 * (chain, block_height, tx_index) with the lowest log_index) with the token's name, symbol and decimals
 * when contracts knows it. Hashes and addresses read as '0x…' lower case (BYTEA); the BIGINT gas columns
 * come back as the decimal strings the wire shows.
 */
import { chainKey, chainOfKey } from '@explorer/core';
import { bytea, type ByteaIn, type DB } from '@explorer/db';
import { sql, type Kysely, type RawBuilder } from 'kysely';
import { keyArrays } from '../../plugins/app/address-index/keys';

export interface TransactionRow {
  chain: string;
  block_height: number;
  tx_index: number;
  hash: string;
  timestamp: number;
  from_addr: string | null;
  to_addr: string | null;
  value: string;
  fee: string;
  status: number;
  nonce: number | null;
  tx_type: number | null;
  gas_limit: string | null;
  gas_price: string | null;
  max_fee_per_gas: string | null;
  max_priority_fee_per_gas: string | null;
  input: string | null;
  gas_used: string | null;
  cumulative_gas_used: string | null;
  effective_gas_price: string | null;
  contract_address: string | null;
  token_address: string | null;
  token_from: string | null;
  token_to: string | null;
  token_amount: string | null;
  token_name: string | null;
  token_symbol: string | null;
  token_decimals: number | null;
}

type BaseRow = Omit<TransactionRow, 'chain' | `token_${string}`> & { chain: number };

/** a tx's fee (stored only when it is not gas used × effective gas price: a blob tx) */
export const EVM_FEE = sql`coalesce(t.fee, t.gas_used * t.effective_gas_price)`;
/** a tx's gas price (stored only when it differs from the effective one) */
export const EVM_GAS_PRICE = sql`coalesce(t.gas_price, t.effective_gas_price)`;

/** the columns of `t` (evm_transactions, or the rows `from` names t) joined with `b` (its block) */
const txSelect = (from: RawBuilder<unknown>) => sql`
  SELECT t.chain, t.block_height, t.tx_index, t.hash, b.timestamp, t.from_addr, t.to_addr, t.value, ${EVM_FEE} AS fee, t.status,
    t.nonce, t.tx_type, t.gas_limit::text AS gas_limit, ${EVM_GAS_PRICE} AS gas_price, t.max_fee_per_gas, t.max_priority_fee_per_gas, t.input,
    t.gas_used::text AS gas_used, t.cumulative_gas_used::text AS cumulative_gas_used, t.effective_gas_price, t.contract_address
  FROM ${from} JOIN blocks b ON b.chain = t.chain AND b.height = t.block_height`;

/**
 * Transactions with their first token transfer. `tail`: WHERE … ORDER BY … LIMIT … over `t` and `b`;
 * `from`: what t is (default the table; a read by (height, index) keys joins them in here).
 */
export async function selectTransactions(db: Kysely<DB>, tail: RawBuilder<unknown>, from: RawBuilder<unknown> = sql`evm_transactions t`): Promise<TransactionRow[]> {
  const { rows } = await sql<BaseRow>`${txSelect(from)} ${tail}`.execute(db);
  return withFirstTransfers(db, rows);
}

/**
 * One transaction (`tail` picks it: WHERE … LIMIT 1) with its first token transfer in the same query: a
 * LATERAL probe of its block's transfers (primary key (chain, block_height), lowest log_index of its index).
 * `chains`: the chains `tail` may pick it from.
 */
export async function selectOneTransaction(db: Kysely<DB>, chains: readonly string[], tail: RawBuilder<unknown>): Promise<TransactionRow | undefined> {
  // the chains' (key, id) pairs: contracts keys its rows by the id
  const ids = sql.join(chains.map((c) => sql`(${chainKey(c)}::smallint, ${c}::text)`));
  const { rows } = await sql<Omit<TransactionRow, 'chain'> & { chain: number }>`
    SELECT o.*, x.token AS token_address, x.from_addr AS token_from, x.to_addr AS token_to, x.amount AS token_amount,
      c.name AS token_name, c.symbol AS token_symbol, c.decimals AS token_decimals
    FROM (${txSelect(sql`evm_transactions t`)} ${tail}) AS o
    LEFT JOIN LATERAL (
      SELECT x.token, x.from_addr, x.to_addr, x.amount FROM token_transfers x
      WHERE x.chain = o.chain AND x.block_height = o.block_height AND x.tx_index = o.tx_index ORDER BY x.log_index LIMIT 1
    ) AS x ON true
    LEFT JOIN (VALUES ${ids}) AS k(key, chain) ON k.key = o.chain
    LEFT JOIN contracts c ON c.chain = k.chain AND c.address = '0x' || encode(x.token, 'hex')`.execute(db);
  const row = rows[0];
  return row && { ...row, chain: chainOfKey(row.chain) };
}

interface FirstTransfer {
  block_height: number;
  tx_index: number;
  token: string;
  from_addr: string;
  to_addr: string;
  amount: string;
  name: string | null;
  symbol: string | null;
  decimals: number | null;
}

/**
 * The first token transfer of each of one chain's transactions: per block of the rows one primary-key
 * range probe (chain, block_height) filtered by the rows' indexes (the LATERAL kept apart by OFFSET 0, as
 * in address-index.ts), the lowest log_index per transaction, then the token's contract row.
 */
export async function firstTransfers(db: Kysely<DB>, chain: string, keys: readonly { block_height: number; tx_index: number }[]): Promise<Map<string, FirstTransfer>> {
  const found = new Map<string, FirstTransfer>();
  if (keys.length === 0) return found;
  const { heights, indexes } = keyArrays(keys);
  const { rows } = await sql<FirstTransfer>`
    SELECT f.block_height, f.tx_index, f.token, f.from_addr, f.to_addr, f.amount, c.name, c.symbol, c.decimals
    FROM (
      SELECT DISTINCT ON (x.block_height, x.tx_index) x.block_height, x.tx_index, x.log_index, x.token, x.from_addr, x.to_addr, x.amount
      FROM (SELECT DISTINCT h FROM unnest(${heights}) AS h) AS k
      CROSS JOIN LATERAL (
        SELECT * FROM token_transfers x WHERE x.chain = ${chainKey(chain)} AND x.block_height = k.h AND x.tx_index = ANY(${indexes}) OFFSET 0
      ) AS x
      ORDER BY x.block_height, x.tx_index, x.log_index
    ) AS f
    LEFT JOIN contracts c ON c.chain = ${chain} AND c.address = '0x' || encode(f.token, 'hex')`.execute(db);
  for (const r of rows) found.set(`${r.block_height}:${r.tx_index}`, r);
  return found;
}

async function withFirstTransfers(db: Kysely<DB>, rows: readonly BaseRow[]): Promise<TransactionRow[]> {
  const chains = [...new Set(rows.map((r) => r.chain))];
  const byChain = new Map(await Promise.all(chains.map(async (key) => [key, await firstTransfers(db, chainOfKey(key), rows.filter((r) => r.chain === key))] as const)));
  return rows.map((r) => {
    const x = byChain.get(r.chain)?.get(`${r.block_height}:${r.tx_index}`);
    return {
      ...r,
      chain: chainOfKey(r.chain),
      token_address: x?.token ?? null,
      token_from: x?.from_addr ?? null,
      token_to: x?.to_addr ?? null,
      token_amount: x?.amount ?? null,
      token_name: x?.name ?? null,
      token_symbol: x?.symbol ?? null,
      token_decimals: x?.decimals ?? null,
    };
  });
}

/** '0x…' hex as a BYTEA parameter, or null when it is not hex (nothing stored can match it then) */
export function hexParam(hex: string): ByteaIn | null {
  return /^0x([0-9a-fA-F]{2})*$/.test(hex) ? bytea(hex.toLowerCase()) : null;
}
