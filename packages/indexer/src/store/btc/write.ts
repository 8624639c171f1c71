/**
 * The Bitcoin sink: a batch of prepared blocks → the shared blocks and transactions rows, the
 * Bitcoin details, outputs and inputs, then the outputs the batch's inputs spend are marked with
 * their spender (outputs created earlier in the same batch included), then the shared finish
 * (counters, checkpoint, live events) — all in the caller's transaction.
 */
import { sql, type Kysely } from 'kysely';
import type { ChainId } from '@explorer/core';
import type { DB } from '@explorer/db';
import { finishBatch, insertBlockRows } from '../batch';
import { insertEncoded, type EncodedRows } from '../encoded-rows';
import type { WriteOptions } from '../live-messages';
import { BTC_BLOCKS, BTC_INPUTS, BTC_OUTPUTS, BTC_TX_DETAILS, BTC_TXS, type BtcBlockRow } from './rows';

export interface PreparedBtcBlock {
  /** what linking, live events and reorg announcements read (minerTip: the block's fees) */
  block: { height: number; hash: string; parentHash: string; txCount: number; minerTip: string };
  row: Omit<BtcBlockRow, 'tx_total'>;
  transactions: EncodedRows;
  details: EncodedRows;
  outputs: EncodedRows;
  inputs: EncodedRows;
}

export async function writeBtcBlocks(trx: Kysely<DB>, chain: ChainId, blocks: PreparedBtcBlock[], opts: WriteOptions = {}): Promise<void> {
  if (blocks.length === 0) return;
  if (!trx.isTransaction) return trx.transaction().execute((t) => writeBtcBlocks(t, chain, blocks, opts));
  await insertBlockRows(trx, chain, BTC_BLOCKS, blocks.map((b) => b.row));
  await insertEncoded(trx, BTC_TXS, blocks.map((b) => b.transactions));
  await insertEncoded(trx, BTC_TX_DETAILS, blocks.map((b) => b.details));
  await insertEncoded(trx, BTC_OUTPUTS, blocks.map((b) => b.outputs));
  await insertEncoded(trx, BTC_INPUTS, blocks.map((b) => b.inputs));
  const heights = blocks.map((b) => b.block.height);
  await markSpent(trx, chain, Math.min(...heights), Math.max(...heights));
  await finishBatch(trx, chain, blocks, opts);
}

/** Outputs spent by the inputs of blocks lo..hi get their spender (those stored: a chain indexed from a later height lacks older outputs). */
async function markSpent(trx: Kysely<DB>, chain: ChainId, lo: number, hi: number): Promise<void> {
  await sql`
    UPDATE btc_outputs AS o SET spent_txid = i.txid, spent_vin = i.vin, spent_height = i.block_height
    FROM btc_inputs AS i
    WHERE i.chain = ${chain} AND i.block_height BETWEEN ${lo} AND ${hi} AND i.prev_txid IS NOT NULL
      AND o.chain = i.chain AND o.txid = i.prev_txid AND o.vout = i.prev_vout AND o.spent_txid IS NULL`.execute(trx);
}
