/**
 * Writes a sol fixture chain (sol-chain.ts) straight into the tables of migration 027 the way the
 * sol store writes them (its encoders: base58 → bytes, the version/event codes, aliased summaries): blocks with SolBlockExtra, sol_transactions with the keyed detail (keys as bytes) and
 * compact votes, sol_events, chain_counters and chain_hourly_stats with address sketches.
 */
import { addToSketch, chainKey, newSketch, sketchToHex, type ChainId, type SolEventType } from '@explorer/core';
import type { Database } from '@explorer/db';
import { base58ToBytea, EVENT_TYPE_CODE, EVENT_TYPE_PROGRAM, storedSolDetail, summaryProgram, versionCode } from '@explorer/indexer';
import { addressesOf, blockCu, blockExtra, blockFees, failedCount, HOUR, voteCount, type SolFixtureBlock } from './sol-chain';

/** a summary part 'program:type' with the program aliased as the store does */
function summaryPart(part: string): string {
  const at = part.indexOf(':');
  return at < 0 ? part : summaryProgram(part.slice(0, at)) + part.slice(at);
}

export async function seedSolChain(database: Database, blocks: SolFixtureBlock[], chain = 'sol'): Promise<void> {
  const db = database.db;
  const key = chainKey(chain as ChainId);
  let running = 0;
  for (const b of blocks) {
    running += b.txs.length;
    const fees = blockFees(b);
    const solMoved = b.txs.flatMap((t) => t.events).filter((e) => e.type === 'sol_transfer').reduce((s, e) => s + e.amount, 0n);
    await db
      .insertInto('blocks')
      .values({
        chain: key,
        height: b.slot,
        hash: base58ToBytea(b.hash),
        parent_hash: base58ToBytea(b.parentHash),
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
          chain: key,
          block_height: b.slot,
          tx_index: i,
          signature: base58ToBytea(t.signature),
          vote: t.vote,
          fee: t.fee.toString(),
          status: t.status,
          err: t.err,
          compute_units: t.computeUnits,
          version: versionCode(t.version === 'legacy' ? 'legacy' : Number(t.version)),
          recent_blockhash: base58ToBytea(t.recentBlockhash),
          signer: base58ToBytea(t.signers[0]!),
          signer_count: t.signers.length,
          signer_change: t.signerChange === null ? null : t.signerChange.toString(),
          cu_limit: t.cuLimit,
          cu_price: t.cuPrice === null ? null : t.cuPrice.toString(),
          instruction_count: t.topLevel,
          summary: t.summary.map(summaryPart).join(' '),
          // the detail as the store keeps it: keyed and compressed (detail_z), its keys after the signer as bytes
          ...(t.detail === null ? { detail: null, detail_z: null, keys: null } : storedSolDetail(t.detail)),
        })
        .execute();
      // the address index's rows of a non-vote transaction: its signers (send) and both sides of its transfers
      if (!t.vote) {
        const flags = new Map<string, number>();
        const add = (a: string, f: number) => flags.set(a, (flags.get(a) ?? 0) | f);
        for (const s of t.signers) add(s, 1);
        for (const ev of t.events) {
          add(ev.from, 1);
          add(ev.to, 2);
        }
        for (const [address, f] of flags) {
          // the activity row names its address by the summary's id (migration 024)
          const { id } = await db
            .insertInto('address_summary')
            .values({ chain: key, address: base58ToBytea(address), tx_count: 1, first_seen_height: b.slot, first_seen_time: b.timestamp, last_seen_height: b.slot, last_seen_time: b.timestamp })
            .onConflict((oc) => oc.columns(['chain', 'address']).doUpdateSet((eb) => ({ tx_count: eb('address_summary.tx_count', '+', 1), last_seen_height: b.slot, last_seen_time: b.timestamp })))
            .returning('id')
            .executeTakeFirstOrThrow();
          await db.insertInto('address_activity').values({ address_id: id, chain: key, block_height: b.slot, tx_index: i, flags: f }).execute();
        }
      }
      for (const [e, ev] of t.events.entries()) {
        await db
          .insertInto('sol_events')
          .values({
            chain: key,
            block_height: b.slot,
            tx_index: i,
            event_index: e,
            event_type: EVENT_TYPE_CODE[ev.type as SolEventType],
            program_id: ev.programId === EVENT_TYPE_PROGRAM[ev.type as SolEventType] ? null : base58ToBytea(ev.programId),
            instruction_index: ev.instructionIndex,
            inner_index: ev.innerIndex,
            from_address: base58ToBytea(ev.from),
            to_address: base58ToBytea(ev.to),
            mint: ev.mint === null ? null : base58ToBytea(ev.mint),
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
