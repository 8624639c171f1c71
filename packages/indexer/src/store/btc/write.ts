/**
 * The Bitcoin sink: a batch of prepared blocks → the shared blocks rows, the Bitcoin
 * transactions, outputs and inputs, then the shared finish (counters, checkpoint, live events) —
 * all in the caller's transaction. Nothing is updated: an output's spender is the input that names
 * its outpoint (index btc_inputs_prevout), so a write is inserts only and a rollback unspends by
 * deleting the inputs.
 */
import type { Kysely } from 'kysely';
import type { ChainId } from '@explorer/core';
import type { DB } from '@explorer/db';
import { finishBatch, insertBlockRows } from '../batch';
import { addBlocksToHourlyStats } from '../hourly-stats';
import { insertEncoded, type EncodedRows } from '../encoded-rows';
import { writeAddressActivity } from '../address-activity';
import type { WriteOptions } from '../live-messages';
import { BTC_BLOCKS, BTC_INPUTS, BTC_OUTPUTS, BTC_TXS, type BtcBlockRow } from './rows';

export interface PreparedBtcBlock {
  /** what linking, live events and reorg announcements read (minerTip: the block's fees) */
  block: { height: number; hash: string; parentHash: string; txCount: number; minerTip: string };
  row: Omit<BtcBlockRow, 'tx_total'>;
  transactions: EncodedRows;
  outputs: EncodedRows;
  inputs: EncodedRows;
  /** the address index's rows: input addresses send, output addresses receive (../address-activity.ts) */
  activity: EncodedRows;
}

export async function writeBtcBlocks(trx: Kysely<DB>, chain: ChainId, blocks: PreparedBtcBlock[], opts: WriteOptions = {}): Promise<void> {
  if (blocks.length === 0) return;
  if (!trx.isTransaction) return trx.transaction().execute((t) => writeBtcBlocks(t, chain, blocks, opts));
  await insertBlockRows(trx, chain, BTC_BLOCKS, blocks.map((b) => b.row));
  await addBlocksToHourlyStats(trx, chain, blocks.map((b) => b.row.height), { counts: true });
  await insertEncoded(trx, BTC_TXS, blocks.map((b) => b.transactions));
  await insertEncoded(trx, BTC_OUTPUTS, blocks.map((b) => b.outputs));
  await insertEncoded(trx, BTC_INPUTS, blocks.map((b) => b.inputs));
  await writeAddressActivity(trx, blocks.map((b) => b.activity));
  await finishBatch(trx, chain, blocks, opts);
}
