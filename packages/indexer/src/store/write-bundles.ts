/**
 * The sink: a batch of EVM bundles → rows, inside the caller's DB transaction. One statement per
 * table per batch, then contracts, counters, checkpoint and the live NOTIFYs — all in the same
 * transaction, so PostgreSQL delivers the NOTIFYs only when the data they announce is committed,
 * and a failure anywhere leaves nothing behind.
 */
import { sql, type Kysely } from 'kysely';
import { LIVE_CHANNEL, type ChainId, type EvmBlockBundle } from '@explorer/core';
import type { DB } from '@explorer/db';
import { writeCheckpoint } from './checkpoints';
import { encodeBlocks, encodeContracts, encodeLogs, encodeTokenTransfers, encodeTransactions } from './encode';
import { batchLiveMessages, highestBundle, type ChainTotals, type NotifyMode } from './live-messages';
import { BLOCKS, CONTRACTS, EVM_LOGS, TOKEN_TRANSFERS, TRANSACTIONS } from './rows';
import { insertUnnest } from './unnest-insert';

export interface WriteEvmOptions {
  /** the node's head when the batch was fetched (stored on the checkpoint) */
  nodeHead?: number;
  /** block events: every block (default), only the batch's last (backfill), or none */
  notify?: NotifyMode;
}

/** `trx` should be a transaction; a plain Kysely handle gets one opened here. */
export async function writeEvmBundles(trx: Kysely<DB>, chain: ChainId, bundles: EvmBlockBundle[], opts: WriteEvmOptions = {}): Promise<void> {
  if (bundles.length === 0) return;
  if (!trx.isTransaction) return trx.transaction().execute((t) => writeEvmBundles(t, chain, bundles, opts));

  await insertUnnest(trx, BLOCKS, encodeBlocks(chain, bundles, await txTotalBelow(trx, chain, bundles)));
  await insertUnnest(trx, TRANSACTIONS, encodeTransactions(chain, bundles));
  await insertUnnest(trx, EVM_LOGS, encodeLogs(chain, bundles));
  await insertUnnest(trx, TOKEN_TRANSFERS, encodeTokenTransfers(chain, bundles));
  await upsertIndexedContracts(trx, chain, bundles);
  const txCount = bundles.reduce((n, b) => n + b.transactions.length, 0);
  const totals = await addToCounters(trx, chain, bundles.length, txCount);
  const last = highestBundle(bundles);
  await writeCheckpoint(trx, chain, last.block.height, last.block.hash, opts.nodeHead);

  const payloads = batchLiveMessages(chain, bundles, totals, opts.notify ?? 'all', Date.now()).map((m) => JSON.stringify(m));
  if (payloads.length > 0) await sql`SELECT pg_notify(${LIVE_CHANNEL}, m) FROM unnest(${payloads}::text[]) AS m`.execute(trx);
}

/** tx_total of the highest stored block below the batch (0 when the batch starts the chain's data). */
async function txTotalBelow(trx: Kysely<DB>, chain: ChainId, bundles: readonly EvmBlockBundle[]): Promise<number> {
  const lowest = Math.min(...bundles.map((b) => b.block.height));
  const below = await trx
    .selectFrom('blocks')
    .select('tx_total')
    .where('chain', '=', chain)
    .where('height', '<', lowest)
    .orderBy('height', 'desc')
    .limit(1)
    .executeTakeFirst();
  return below?.tx_total ?? 0;
}

/**
 * New contracts get source 'indexer'. A row that already exists (a user's, or one indexed before)
 * keeps every field; only its empty creation facts are filled in.
 */
async function upsertIndexedContracts(trx: Kysely<DB>, chain: ChainId, bundles: EvmBlockBundle[]): Promise<void> {
  const rows = encodeContracts(chain, bundles);
  if (rows.length === 0) return;
  const onConflict = sql`ON CONFLICT (chain, address) DO UPDATE SET
    creator = COALESCE(contracts.creator, EXCLUDED.creator),
    creation_tx = COALESCE(contracts.creation_tx, EXCLUDED.creation_tx),
    creation_block = COALESCE(contracts.creation_block, EXCLUDED.creation_block)`;
  await insertUnnest(trx, CONTRACTS, rows, onConflict);
}

export async function addToCounters(trx: Kysely<DB>, chain: ChainId, blocks: number, txs: number): Promise<ChainTotals> {
  const row = await trx
    .insertInto('chain_counters')
    .values({ chain, total_blocks: blocks, total_txs: txs })
    .onConflict((oc) =>
      oc.column('chain').doUpdateSet({
        total_blocks: sql`chain_counters.total_blocks + EXCLUDED.total_blocks`,
        total_txs: sql`chain_counters.total_txs + EXCLUDED.total_txs`,
        updated_at: sql`now()`,
      }),
    )
    .returning(['total_blocks', 'total_txs'])
    .executeTakeFirstOrThrow();
  return { totalBlocks: row.total_blocks, totalTransactions: row.total_txs };
}
