/**
 * Finds tokens that appear in token_transfers but have no contracts row (created by another
 * contract, or before the indexed range), walking the chain's transfers forward in windows of
 * blocks from a cursor stored in token_scan_cursors. The cursor keeps the hash of its block: when a
 * reorg replaced that block, the cursor steps back `rewindBlocks` and the rows this scan inserted
 * for tokens first seen above that point are removed, so the new branch is scanned afresh.
 */
import { sql, type Kysely } from 'kysely';
import { chainKey, type ChainId } from '@explorer/core';
import type { DB } from '@explorer/db';
import type { ProbeCandidate } from './probe-candidates';

export interface ScanOptions {
  /** blocks per window */
  windowBlocks: number;
  /** how far the cursor steps back after a reorg (at least the deepest reorg the indexer repairs) */
  rewindBlocks: number;
}

export interface ScanResult {
  tokens: ProbeCandidate[];
  /** call once the tokens are written; undefined when the window has more tokens than `limit` */
  advance?: () => Promise<void>;
  /** a reorg was found below the cursor */
  rewound: boolean;
  /** more to scan after this window (or this window holds more than `limit` tokens) */
  more: boolean;
}

async function blockHash(db: Kysely<DB>, chain: ChainId, height: number): Promise<string | null> {
  const row = await db
    .selectFrom('blocks')
    .select('hash')
    .where('chain', '=', chainKey(chain))
    .where('height', '=', height)
    .executeTakeFirst();
  return row?.hash ?? null;
}

async function saveCursor(db: Kysely<DB>, chain: string, height: number, hash: string | null): Promise<void> {
  await db
    .insertInto('token_scan_cursors')
    .values({ chain, height, hash })
    .onConflict((oc) => oc.column('chain').doUpdateSet({ height, hash, updated_at: sql`now()` }))
    .execute();
}

async function rewind(db: Kysely<DB>, chain: string, height: number): Promise<void> {
  await db
    .deleteFrom('contracts')
    .where('chain', '=', chain)
    .where('source', '=', 'indexer')
    .where('token_first_seen', '>', height)
    .execute();
  await saveCursor(db, chain, height, null);
}

export async function scanNewTokens(
  db: Kysely<DB>,
  chain: ChainId,
  limit: number,
  opts: ScanOptions,
): Promise<ScanResult> {
  const cursor = await db
    .selectFrom('token_scan_cursors')
    .select(['height', 'hash'])
    .where('chain', '=', chain)
    .executeTakeFirst();
  const key = chainKey(chain);
  let from = cursor?.height ?? -1;
  let rewound = false;
  if (cursor?.hash && (await blockHash(db, chain, cursor.height)) !== cursor.hash) {
    from = Math.max(-1, cursor.height - opts.rewindBlocks);
    await rewind(db, chain, from);
    rewound = true;
  }
  if (limit <= 0) return { tokens: [], rewound, more: true };

  const first = await db
    .selectFrom('token_transfers')
    .select(sql<number | null>`min(block_height)`.as('h'))
    .where('chain', '=', key)
    .where('block_height', '>', from)
    .executeTakeFirst();
  const top = await db
    .selectFrom('blocks')
    .select(sql<number | null>`max(height)`.as('h'))
    .where('chain', '=', key)
    .executeTakeFirst();
  if (top?.h == null || top.h <= from) return { tokens: [], rewound, more: false };
  const start = first?.h ?? null;
  // no transfers above the cursor: move it to the stored top
  const end = start === null ? top.h : Math.min(start + opts.windowBlocks - 1, Math.max(top.h, start));
  const endHash = await blockHash(db, chain, end); // read before the scan: a reorg after it shows as a mismatch next time
  const advance = () => saveCursor(db, chain, end, endHash);
  if (start === null) return { tokens: [], advance, rewound, more: false };

  const { rows } = await sql<{ token: string; first_seen: number }>`
    SELECT t.token, min(t.block_height) AS first_seen
    FROM token_transfers t
    WHERE t.chain = ${key} AND t.block_height BETWEEN ${start} AND ${end}
      AND NOT EXISTS (SELECT 1 FROM contracts c WHERE c.chain = ${chain} AND c.address = '0x' || encode(t.token, 'hex'))
    GROUP BY t.token
    ORDER BY t.token
    LIMIT ${limit}`.execute(db);
  const tokens = rows.map((r) => ({ address: r.token, rowId: null, firstSeen: Number(r.first_seen) }));
  const complete = tokens.length < limit;
  return { tokens, advance: complete ? advance : undefined, rewound, more: !complete || end < top.h };
}
