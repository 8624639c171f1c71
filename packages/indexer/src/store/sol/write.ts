/**
 * The Solana sink: a batch of prepared blocks → the shared blocks rows, sol_transactions and
 * sol_events, the hourly figures, the mints (contracts with chain sol, mints-write.ts), then the
 * shared finish (counters, checkpoint, live events) — all in the caller's transaction.
 */
import type { Kysely } from 'kysely';
import type { ChainId } from '@explorer/core';
import type { DB } from '@explorer/db';
import { finishBatch, insertBlockRows } from '../batch';
import { addBlocksToHourlyStats } from '../hourly-stats';
import { insertEncoded, type EncodedRows } from '../encoded-rows';
import { writeAddressActivity } from '../address-activity';
import type { WriteOptions } from '../live-messages';
import { addToHourlyStats, type HourFigures } from './hourly-stats';
import type { PreparedMints } from './mints-prepare';
import { writeSolMints } from './mints-write';
import { SOL_BLOCKS, SOL_EVENTS, SOL_TXS, type SolBlockRow } from './rows';

export interface PreparedSolBlock {
  /** what linking (across skipped slots: parentHeight), live events and reorg announcements read */
  block: { height: number; hash: string; parentHash: string; parentHeight: number; txCount: number; minerTip: string };
  row: Omit<SolBlockRow, 'tx_total'>;
  hour: HourFigures;
  transactions: EncodedRows;
  events: EncodedRows;
  mints: PreparedMints;
  /** the address index's rows of the non-vote transactions (prepare.ts, ../address-activity.ts) */
  activity: EncodedRows;
}

export async function writeSolBlocks(trx: Kysely<DB>, chain: ChainId, blocks: PreparedSolBlock[], opts: WriteOptions = {}): Promise<void> {
  if (blocks.length === 0) return;
  if (!trx.isTransaction) return trx.transaction().execute((t) => writeSolBlocks(t, chain, blocks, opts));
  await insertBlockRows(trx, chain, SOL_BLOCKS, blocks.map((b) => b.row));
  await insertEncoded(trx, SOL_TXS, blocks.map((b) => b.transactions));
  await insertEncoded(trx, SOL_EVENTS, blocks.map((b) => b.events));
  await writeAddressActivity(trx, blocks.map((b) => b.activity));
  await addToHourlyStats(trx, chain, blocks.map((b) => b.hour));
  await addBlocksToHourlyStats(trx, chain, blocks.map((b) => b.row.height), { counts: false });
  await writeSolMints(trx, chain, blocks.map((b) => ({ height: b.block.height, mints: b.mints })));
  await finishBatch(trx, chain, blocks, opts);
}
