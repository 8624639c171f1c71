/**
 * md5 checksums of the chain tables, every row in key order (bookkeeping timestamps and serial ids
 * left out: they legitimately differ between two runs), to compare two databases.
 */
import { sql } from 'kysely';
import type { Database } from '@explorer/db';

const TABLES: Record<string, { select: string; key: string }> = {
  blocks: { select: 'SELECT * FROM blocks', key: 'chain, height' },
  evm_transactions: { select: 'SELECT * FROM evm_transactions', key: 'chain, block_height, tx_index' },
  evm_logs: { select: 'SELECT * FROM evm_logs', key: 'chain, block_height, log_index' },
  token_transfers: { select: 'SELECT * FROM token_transfers', key: 'chain, block_height, log_index' },
  contracts: {
    select: 'SELECT chain, address, contract_type, name, symbol, decimals, is_erc20, status, creator, creation_tx, creation_block, source FROM contracts',
    key: 'chain, address',
  },
  btc_transactions: { select: 'SELECT * FROM btc_transactions', key: 'chain, block_height, tx_index' },
  btc_outputs: { select: 'SELECT * FROM btc_outputs', key: 'chain, block_height, tx_index, vout' },
  btc_inputs: { select: 'SELECT * FROM btc_inputs', key: 'chain, block_height, tx_index, vin' },
  sol_transactions: { select: 'SELECT * FROM sol_transactions', key: 'chain, block_height, tx_index' },
  sol_events: { select: 'SELECT * FROM sol_events', key: 'chain, block_height, tx_index, event_index' },
  // by the address's bytes, not its id: ids come from a sequence, which a crashed batch advances too
  address_activity: {
    select: 'SELECT s.chain, s.address, a.block_height, a.tx_index, a.chain AS row_chain, a.flags FROM address_activity a JOIN address_summary s ON s.id = a.address_id',
    key: 'chain, address, block_height, tx_index',
  },
  address_summary: {
    select: 'SELECT chain, address, tx_count, first_seen_height, first_seen_time, last_seen_height, last_seen_time FROM address_summary',
    key: 'chain, address',
  },
  chain_counters: { select: 'SELECT chain, total_blocks, total_txs FROM chain_counters', key: 'chain' },
  sync_checkpoints: { select: 'SELECT chain, height, hash, node_head FROM sync_checkpoints', key: 'chain' },
};

export type Checksums = Record<string, { rows: number; md5: string }>;

export async function tableChecksums(database: Database): Promise<Checksums> {
  const out: Checksums = {};
  for (const [table, { select, key }] of Object.entries(TABLES)) {
    const { rows } = await sql<{ rows: number; md5: string }>`
      SELECT count(*)::int AS rows, md5(coalesce(string_agg(q::text, E'\\n' ORDER BY ${sql.raw(key)}), '')) AS md5
      FROM (${sql.raw(select)}) AS q`.execute(database.db);
    out[table] = rows[0]!;
  }
  return out;
}
