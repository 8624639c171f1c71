/**
 * The toy family's indexer module: an adapter over the toy node (rpc-stub.ts) and a store that
 * writes each block to the engine's common `blocks` table (its links and checkpoint) and the
 * block's transfers to the family's own `toy_transfers` table, which the store creates itself. Like
 * the product's chain-data tables (migration 024) its rows carry the chain's key and bytes: the toy's
 * text hashes and addresses as their UTF-8.
 */
import { chainKey, type ChainFamily } from '@explorer/core';
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
    block_height BIGINT NOT NULL, tx_index INTEGER NOT NULL, chain SMALLINT NOT NULL, amount NUMERIC NOT NULL,
    hash BYTEA NOT NULL, from_address BYTEA NOT NULL, to_address BYTEA NOT NULL, PRIMARY KEY (chain, block_height, tx_index))`.execute(trx);
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
      const key = chainKey(chain);
      const utf8 = (text: string) => sql`convert_to(${text}, 'UTF8')`;
      for (const { toy } of blocks) {
        await sql`INSERT INTO blocks (chain, height, hash, parent_hash, timestamp, size, tx_count)
          VALUES (${key}, ${toy.height}, ${utf8(toy.hash)}, ${utf8(toy.parentHash)}, ${toy.timestamp}, 0, ${toy.transfers.length})`.execute(trx);
        for (const [i, t] of toy.transfers.entries()) {
          await sql`INSERT INTO toy_transfers (block_height, tx_index, chain, amount, hash, from_address, to_address)
            VALUES (${toy.height}, ${i}, ${key}, ${t.amount}, ${utf8(t.hash)}, ${utf8(t.from)}, ${utf8(t.to)})`.execute(trx);
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
