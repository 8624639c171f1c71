/**
 * The EVM sink: a batch of EVM blocks → rows, inside the caller's DB transaction. One statement per
 * table per batch, then contracts, and the shared finish (counters, checkpoint, live NOTIFYs, see
 * ../batch.ts) — all in the same transaction, so a failure anywhere leaves nothing behind.
 */
import { sql, type Kysely } from 'kysely';
import type { ChainId, EvmBlockBundle } from '@explorer/core';
import type { DB } from '@explorer/db';
import { finishBatch, insertBlockRows } from '../batch';
import { addBlocksToHourlyStats } from '../hourly-stats';
import { insertEncoded } from '../encoded-rows';
import { writeAddressActivity } from '../address-activity';
import type { WriteOptions } from '../live-messages';
import { columnArraySql, insertUnnest } from '../unnest-insert';
import { firstPerAddress } from './encode';
import { parseBatch } from './parsed';
import { prepareBlock, type PreparedBlock } from './prepared';
import { BLOCKS, CONTRACTS, EVM_LOGS, TRANSACTIONS, type ContractRow } from './rows';
import { applyTokenDeltas } from './token-balances';


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
export async function writePreparedBlocks(trx: Kysely<DB>, chain: ChainId, blocks: PreparedBlock[], opts: WriteOptions = {}): Promise<void> {
  if (blocks.length === 0) return;
  if (!trx.isTransaction) return trx.transaction().execute((t) => writePreparedBlocks(t, chain, blocks, opts));
  await insertBlockRows(trx, chain, BLOCKS, blocks.map((b) => b.row));
  await addBlocksToHourlyStats(trx, chain, blocks.map((b) => b.row.height), { counts: true });
  await insertEncoded(trx, TRANSACTIONS, blocks.map((b) => b.transactions));
  await insertEncoded(trx, EVM_LOGS, blocks.map((b) => b.logs));
  await writeAddressActivity(trx, blocks.map((b) => b.activity));
  await applyTokenDeltas(trx, chain, blocks.map((b) => b.tokens));
  await parseBatch(trx, chain, blocks);
  await upsertIndexedContracts(trx, blocks);
  await markContractActivity(trx, chain, blocks);
  await finishBatch(trx, chain, blocks, opts);
}

/**
 * The last block in which each known contract was called or emitted a log (the batch's highest per
 * address; only rows that exist are touched, and a value never moves back here: a rollback clears it).
 */
async function markContractActivity(trx: Kysely<DB>, chain: ChainId, blocks: readonly PreparedBlock[]): Promise<void> {
  const last = new Map<string, { height: number; at: number }>();
  for (const b of blocks) for (const a of b.touched) last.set(a, { height: b.block.height, at: b.row.timestamp });
  if (last.size === 0) return;
  const addresses = [...last.keys()];
  const heights = addresses.map((a) => last.get(a)!.height);
  const times = addresses.map((a) => last.get(a)!.at);
  await sql`
    UPDATE contracts AS c SET last_activity_block = v.h, last_activity_at = v.t
    FROM unnest(${columnArraySql(addresses, 'text')}, ${columnArraySql(heights, 'int8')}, ${columnArraySql(times, 'int8')}) AS v(a, h, t)
    WHERE c.chain = ${chain} AND c.address = v.a AND (c.last_activity_block IS NULL OR c.last_activity_block < v.h)`.execute(trx);
}

async function upsertIndexedContracts(trx: Kysely<DB>, blocks: readonly PreparedBlock[]): Promise<void> {
  await upsertContractRows(trx, blocks.flatMap((b) => b.contracts));
}

/**
 * New contracts get source 'indexer'. A row that already exists (a user's, or one indexed before)
 * keeps every field; only its empty creation facts are filled in. Also the write of the creation
 * tracer (contracts created inside calls).
 */
export async function upsertContractRows(trx: Kysely<DB>, contracts: readonly ContractRow[]): Promise<void> {
  const rows = firstPerAddress(contracts);
  if (rows.length === 0) return;
  const onConflict = sql`ON CONFLICT (chain, address) DO UPDATE SET
    creator = COALESCE(contracts.creator, EXCLUDED.creator),
    creation_tx = COALESCE(contracts.creation_tx, EXCLUDED.creation_tx),
    creation_block = COALESCE(contracts.creation_block, EXCLUDED.creation_block)`;
  await insertUnnest(trx, CONTRACTS, rows, onConflict);
}
