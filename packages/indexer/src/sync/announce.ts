/**
 * Live events for blocks re-indexed after a reorg. The store announces every written block as
 * action 'new'; a height that was indexed before the reorg is announced as action 'update' instead
 * (the spec's live "update" event), with the new counter totals. Sent with pg_notify inside the
 * batch's transaction, so PostgreSQL delivers them only once the data is committed.
 */
import { LIVE_CHANNEL, type ChainId, type LiveMessage } from '@explorer/core';
import { sql, type Kysely } from 'kysely';
import type { DB } from '@explorer/db';

export async function announceReindexed(trx: Kysely<DB>, chain: ChainId, bundles: readonly { block: { height: number; hash: string; minerTip: string | bigint; txCount: number } }[], updateUpTo: number): Promise<void> {
  const timestamp = Date.now();
  const messages: LiveMessage[] = bundles.map((b) => ({
    type: 'event',
    category: 'block',
    chain,
    data: { action: b.block.height <= updateUpTo ? 'update' : 'new', height: b.block.height, hash: b.block.hash, minerTip: b.block.minerTip.toString(), txCount: b.block.txCount },
    timestamp,
  }));
  const counters = await trx.selectFrom('chain_counters').select(['total_blocks', 'total_txs']).where('chain', '=', chain).executeTakeFirst();
  if (counters) {
    messages.push({ type: 'event', category: 'stats', chain, data: { totalBlocks: counters.total_blocks, totalTransactions: counters.total_txs }, timestamp });
  }
  for (const m of messages) await sql`SELECT pg_notify(${LIVE_CHANNEL}, ${JSON.stringify(m)})`.execute(trx);
}
