/**
 * The toy family's indexer module: an adapter over the toy node (rpc-stub.ts) and a store that
 * writes each block to the engine's common `blocks` table (its links and checkpoint) and the
 * block's transfers to the family's own `toy_transfers` table, which the store creates itself.
 */
import type { ChainFamily } from '@explorer/core';
import type { DB } from '@explorer/db';
import { finishBatch, rollbackChainTo, type ChainFamilyModule, type FamilyRollback, type LinkedBlock } from '@explorer/indexer';
import { sql, type Kysely } from 'kysely';
import type { ToyBlock } from './chain';

export interface PreparedToyBlock {
  block: LinkedBlock;
  toy: ToyBlock;
}

const TRANSFERS_TABLE = 'toy_transfers' as FamilyRollback['tables'][number];

async function createTables(trx: Kysely<DB>): Promise<void> {
  await sql`CREATE TABLE IF NOT EXISTS toy_transfers (
    chain TEXT NOT NULL, block_height BIGINT NOT NULL, tx_index INTEGER NOT NULL, hash TEXT NOT NULL,
    from_address TEXT NOT NULL, to_address TEXT NOT NULL, amount NUMERIC NOT NULL, PRIMARY KEY (chain, block_height, tx_index))`.execute(trx);
}

async function rpc<T>(url: string, method: string, params: unknown[], signal?: AbortSignal): Promise<T> {
  const res = await fetch(url, { method: 'POST', body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }), signal });
  return ((await res.json()) as { result: T }).result;
}

const prepare = (toy: ToyBlock): PreparedToyBlock => ({
  block: { height: toy.height, hash: toy.hash, parentHash: toy.parentHash, txCount: toy.transfers.length, minerTip: '0' },
  toy,
});

export const toyIndexerModule: ChainFamilyModule<PreparedToyBlock> = {
  family: 'toy' as ChainFamily,
  createAdapter({ rpcUrl }) {
    const block = async (height: number, signal?: AbortSignal) => {
      const found = await rpc<ToyBlock | null>(rpcUrl, 'toy_block', [height], signal);
      if (!found) throw new Error(`the toy node has no block ${height}`);
      return found;
    };
    return {
      checkNode: async () => ({}),
      head: (signal) => rpc<number>(rpcUrl, 'toy_head', [], signal),
      blockHashes: (heights, signal) => Promise.all(heights.map(async (h) => (await rpc<ToyBlock | null>(rpcUrl, 'toy_block', [h], signal))?.hash ?? null)),
      fetchPrepared: async (heights, signal) => (await Promise.all(heights.map((h) => block(h, signal)))).map(prepare),
    };
  },
  store: {
    async write(trx, chain, blocks, opts) {
      await createTables(trx);
      for (const { toy } of blocks) {
        await sql`INSERT INTO blocks (chain, height, hash, parent_hash, timestamp, size, tx_count) VALUES (${chain}, ${toy.height}, ${toy.hash}, ${toy.parentHash}, ${toy.timestamp}, 0, ${toy.transfers.length})`.execute(trx);
        for (const [i, t] of toy.transfers.entries()) {
          await sql`INSERT INTO toy_transfers VALUES (${chain}, ${toy.height}, ${i}, ${t.hash}, ${t.from}, ${t.to}, ${t.amount})`.execute(trx);
        }
      }
      await finishBatch(trx, chain, blocks, opts);
    },
    async rollbackTo(trx, chain, height) {
      await createTables(trx);
      return rollbackChainTo(trx, chain, height, { tables: [TRANSFERS_TABLE], transactionsTable: TRANSFERS_TABLE });
    },
  },
};
