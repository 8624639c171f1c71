/**
 * Writes a sol fixture chain (sol-chain.ts) straight into the tables of migration 008 the way the
 * sol store writes them: blocks with SolBlockExtra, sol_transactions with packed detail JSON and
 * compact votes, sol_events, chain_counters and chain_hourly_stats with address sketches.
 */
import { addToSketch, newSketch, packSolDetail, sketchToHex } from '@explorer/core';
import type { Database } from '@explorer/db';
import { addressesOf, blockCu, blockExtra, blockFees, failedCount, HOUR, voteCount, type SolFixtureBlock } from './sol-chain';

export async function seedSolChain(database: Database, blocks: SolFixtureBlock[], chain = 'sol'): Promise<void> {
  const db = database.db;
  let running = 0;
  for (const b of blocks) {
    running += b.txs.length;
    const fees = blockFees(b);
    const solMoved = b.txs.flatMap((t) => t.events).filter((e) => e.type === 'sol_transfer').reduce((s, e) => s + e.amount, 0n);
    await db
      .insertInto('blocks')
      .values({
        chain,
        height: b.slot,
        hash: b.hash,
        parent_hash: b.parentHash,
        timestamp: b.timestamp,
        miner: b.leader,
        size: 0,
        tx_count: b.txs.length,
        gas_used: blockCu(b).toString(),
        gas_limit: null,
        base_fee: null,
        difficulty: null,
        miner_tip: (b.leaderReward ?? 0n).toString(),
        burned: b.leaderReward === null ? '0' : (fees - b.leaderReward).toString(),
        value_sum: solMoved.toString(),
        gas_price_sum: '0',
        tx_total: running,
        extra: JSON.stringify(blockExtra(b)),
      })
      .execute();
    for (const [i, t] of b.txs.entries()) {
      await db
        .insertInto('sol_transactions')
        .values({
          chain,
          block_height: b.slot,
          tx_index: i,
          signature: t.signature,
          timestamp: b.timestamp,
          vote: t.vote,
          fee: t.fee.toString(),
          status: t.status,
          err: t.err,
          compute_units: t.computeUnits,
          version: t.version,
          recent_blockhash: t.recentBlockhash,
          signer: t.signers[0]!,
          signer_count: t.signers.length,
          signer_change: t.signerChange === null ? null : t.signerChange.toString(),
          cu_limit: t.cuLimit,
          cu_price: t.cuPrice === null ? null : t.cuPrice.toString(),
          instruction_count: t.topLevel,
          summary: t.summary.join(' '),
          detail: t.detail === null ? null : JSON.stringify(packSolDetail(t.detail)),
        })
        .execute();
      for (const [e, ev] of t.events.entries()) {
        await db
          .insertInto('sol_events')
          .values({
            chain,
            block_height: b.slot,
            tx_index: i,
            event_index: e,
            signature: t.signature,
            event_type: ev.type,
            program_id: ev.programId,
            instruction_index: ev.instructionIndex,
            inner_index: ev.innerIndex,
            from_address: ev.from,
            to_address: ev.to,
            mint: ev.mint,
            amount: ev.amount.toString(),
            decimals: ev.decimals,
          })
          .execute();
      }
    }
  }
  // the hourly figures and counters the store keeps at ingest
  const hours = new Map<number, SolFixtureBlock[]>();
  for (const b of blocks) {
    const h = Math.floor(b.timestamp / HOUR) * HOUR;
    hours.set(h, [...(hours.get(h) ?? []), b]);
  }
  for (const [hour, bs] of hours) {
    const sketch = newSketch();
    for (const a of bs.flatMap(addressesOf)) addToSketch(sketch, a);
    await db
      .insertInto('chain_hourly_stats')
      .values({
        chain,
        hour,
        blocks: bs.length,
        txs: bs.reduce((n, b) => n + b.txs.length, 0),
        vote_txs: bs.reduce((n, b) => n + voteCount(b), 0),
        failed_txs: bs.reduce((n, b) => n + failedCount(b), 0),
        fees: bs.reduce((s, b) => s + blockFees(b), 0n).toString(),
        address_sketch: sketchToHex(sketch),
      })
      .execute();
  }
  await db
    .insertInto('chain_counters')
    .values({ chain, total_blocks: blocks.length, total_txs: running })
    .onConflict((oc) => oc.column('chain').doUpdateSet({ total_blocks: blocks.length, total_txs: running }))
    .execute();
}

/** every transaction with its slot and index, newest first */
