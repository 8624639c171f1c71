/**
 * Sync checkpoint reads/writes (sync_checkpoints: last indexed height + hash in the family's form,
 * the node's head), and the stored blocks the reorg check compares with the node.
 */
import { sql, type Kysely } from 'kysely';
import { chainKey, type ChainId } from '@explorer/core';
import type { DB } from '@explorer/db';
import { blockHashCodec } from './block-hash';

export interface Checkpoint {
  height: number;
  hash: string;
  nodeHead: number | null;
}

export async function readCheckpoint(db: Kysely<DB>, chain: ChainId): Promise<Checkpoint | null> {
  const row = await db.selectFrom('sync_checkpoints').select(['height', 'hash', 'node_head']).where('chain', '=', chain).executeTakeFirst();
  return row ? { height: row.height, hash: row.hash, nodeHead: row.node_head } : null;
}

/** The stored block's hash in the family's form (what the node prints), null when none is stored at the height. */
export async function storedBlockHash(db: Kysely<DB>, chain: ChainId, height: number): Promise<string | null> {
  const row = await db.selectFrom('blocks').select('hash').where('chain', '=', chainKey(chain)).where('height', '=', height).executeTakeFirst();
  return row ? blockHashCodec(chain).fromRead(row.hash) : null;
}

/** The lowest height the chain has a block stored at (null: none) — below it, nothing of ours can be orphaned. */
export async function lowestStoredHeight(db: Kysely<DB>, chain: ChainId): Promise<number | null> {
  const row = await db.selectFrom('blocks').select((eb) => eb.fn.min('height').as('h')).where('chain', '=', chainKey(chain)).executeTakeFirst();
  return row?.h === null || row?.h === undefined ? null : Number(row.h);
}

/**
 * Records the node's head on the existing checkpoint; returns false when the chain has no
 * checkpoint yet (nothing indexed: there is no height/hash to store it with).
 */
export async function updateNodeHead(db: Kysely<DB>, chain: ChainId, nodeHead: number): Promise<boolean> {
  const res = await db.updateTable('sync_checkpoints').set({ node_head: nodeHead, updated_at: sql`now()` }).where('chain', '=', chain).executeTakeFirst();
  return Number(res.numUpdatedRows) > 0;
}

/** Sets the checkpoint; a missing nodeHead keeps the stored one. */
export async function writeCheckpoint(db: Kysely<DB>, chain: ChainId, height: number, hash: string, nodeHead?: number): Promise<void> {
  await db
    .insertInto('sync_checkpoints')
    .values({ chain, height, hash, node_head: nodeHead ?? null })
    .onConflict((oc) =>
      oc.column('chain').doUpdateSet({
        height,
        hash,
        node_head: sql`COALESCE(EXCLUDED.node_head, sync_checkpoints.node_head)`,
        updated_at: sql`now()`,
      }),
    )
    .execute();
}
