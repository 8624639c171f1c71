/**
 * The sink: a batch of EVM blocks → rows, inside the caller's DB transaction. One statement per
 * table per batch, then contracts, counters, checkpoint and the live NOTIFYs — all in the same
 * transaction, so PostgreSQL delivers the NOTIFYs only when the data they announce is committed,
 * and a failure anywhere leaves nothing behind.
 */
import { sql, type Kysely } from 'kysely';
import { LIVE_CHANNEL, type ChainId, type EvmBlockBundle } from '@explorer/core';
import type { DB } from '@explorer/db';
import { writeCheckpoint } from '../checkpoints';
import { firstPerAddress, withTxTotals } from './encode';
import { batchLiveMessages, highestBlock, type ChainTotals, type WriteOptions } from '../live-messages';
import { batchColumns, prepareBlock, type PreparedBlock, type PreparedTable } from './prepared';
import type { TableSpec } from '../table-spec';
import { BLOCKS, CONTRACTS, EVM_LOGS, TOKEN_TRANSFERS, TRANSACTIONS } from './rows';
import { columnArraySql, insertUnnest } from '../unnest-insert';


/** `trx` should be a transaction; a plain Kysely handle gets one opened here. */
export async function writeEvmBundles(
  trx: Kysely<DB>,
  chain: ChainId,
  bundles: EvmBlockBundle[],
  opts: WriteOptions = {},
): Promise<void> {
  return writePreparedBlocks(
    trx,
    chain,
    bundles.map((b) => prepareBlock(chain, b)),
    opts,
  );
}

/** The same for blocks already encoded (by a decode worker, or prepareBlock). */
export async function writePreparedBlocks(
  trx: Kysely<DB>,
  chain: ChainId,
  blocks: PreparedBlock[],
  opts: WriteOptions = {},
): Promise<void> {
  if (blocks.length === 0) return;
  if (!trx.isTransaction)
    return trx.transaction().execute((t) => writePreparedBlocks(t, chain, blocks, opts));

  const lowest = Math.min(...blocks.map((b) => b.block.height));
  await insertUnnest(
    trx,
    BLOCKS,
    withTxTotals(
      blocks.map((b) => b.row),
      await txTotalBelow(trx, chain, lowest),
    ),
  );
  await insertPrepared(trx, TRANSACTIONS, blocks, 'transactions');
  await insertPrepared(trx, EVM_LOGS, blocks, 'logs');
  await insertPrepared(trx, TOKEN_TRANSFERS, blocks, 'tokenTransfers');
  await upsertIndexedContracts(trx, blocks);
  const txCount = blocks.reduce((n, b) => n + b.block.txCount, 0);
  const totals = await addToCounters(trx, chain, blocks.length, txCount);
  const last = highestBlock(blocks);
  await writeCheckpoint(trx, chain, last.height, last.hash, opts.nodeHead);

  const payloads = batchLiveMessages(chain, blocks, totals, opts.notify ?? 'all', Date.now()).map((m) =>
    JSON.stringify(m),
  );
  if (payloads.length > 0)
    await sql`SELECT pg_notify(${LIVE_CHANNEL}, m) FROM unnest(${payloads}::text[]) AS m`.execute(trx);
}

async function insertPrepared<R>(
  trx: Kysely<DB>,
  spec: TableSpec<R>,
  blocks: readonly PreparedBlock[],
  table: PreparedTable,
): Promise<void> {
  const { count, joined, values } = batchColumns(spec, blocks, table);
  if (count === 0) return;
  const names = sql.join(spec.columns.map(([name]) => sql.ref(name)));
  const arrays = spec.columns.map(([, type], i) =>
    joined
      ? sql`string_to_array(${joined[i]!}::text, ',', '')::${sql.raw(type)}[]`
      : columnArraySql(values![i]!, type),
  );
  await sql`INSERT INTO ${sql.table(spec.table)} (${names}) SELECT * FROM unnest(${sql.join(arrays)})`.execute(
    trx,
  );
}

/** tx_total of the highest stored block below `height` (0 when the batch starts the chain's data). */
async function txTotalBelow(trx: Kysely<DB>, chain: ChainId, height: number): Promise<number> {
  const below = await trx
    .selectFrom('blocks')
    .select('tx_total')
    .where('chain', '=', chain)
    .where('height', '<', height)
    .orderBy('height', 'desc')
    .limit(1)
    .executeTakeFirst();
  return below?.tx_total ?? 0;
}

/**
 * New contracts get source 'indexer'. A row that already exists (a user's, or one indexed before)
 * keeps every field; only its empty creation facts are filled in.
 */
async function upsertIndexedContracts(trx: Kysely<DB>, blocks: readonly PreparedBlock[]): Promise<void> {
  const rows = firstPerAddress(blocks.flatMap((b) => b.contracts));
  if (rows.length === 0) return;
  const onConflict = sql`ON CONFLICT (chain, address) DO UPDATE SET
    creator = COALESCE(contracts.creator, EXCLUDED.creator),
    creation_tx = COALESCE(contracts.creation_tx, EXCLUDED.creation_tx),
    creation_block = COALESCE(contracts.creation_block, EXCLUDED.creation_block)`;
  await insertUnnest(trx, CONTRACTS, rows, onConflict);
}

export async function addToCounters(
  trx: Kysely<DB>,
  chain: ChainId,
  blocks: number,
  txs: number,
): Promise<ChainTotals> {
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
