/**
 * Token balances kept at ingest (migration 032). A block's token moves (@explorer/core evm-token-moves.ts)
 * become net deltas per (token, holder), per (token, id, holder) for NFTs, and per token (moves,
 * minted, burned), encoded like the other tables in the decode worker. The writer applies a batch's
 * deltas in the block's transaction: an upsert adds them to token_holders, and in the same statement
 * the rows that crossed zero move the token's holder count (a holder counts while its balance is
 * positive); rows left at zero are deleted. A rollback applies the removed blocks' moves negated:
 * the same decoding and the same sums, so the balances come back exactly.
 */
import { sql, type Kysely, type RawBuilder } from 'kysely';
import { chainKey, TOKEN_MOVE_TOPICS, TOKEN_STANDARD, tokenMoves, ZERO_ADDRESS, type ChainId, type EvmLog, type TokenMove } from '@explorer/core';
import { bytea, type DB } from '@explorer/db';
import { encodedSelect, encodeRows, type EncodedRows } from '../encoded-rows';
import type { TableSpec } from '../table-spec';
import { columnArraySql } from '../unnest-insert';
import { hexBytea } from './encode';

interface HolderDelta {
  token: string;
  holder: string;
  delta: string;
}
interface ItemDelta {
  token: string;
  token_id: string;
  holder: string;
  delta: string;
}
interface StatDelta {
  token: string;
  standard: number;
  minted: string;
  burned: string;
  transfers: number;
}

const HOLDER_DELTAS: TableSpec<HolderDelta> = { table: 'token_holders', columns: [['token', 'bytea'], ['holder', 'bytea'], ['delta', 'numeric']] };
const ITEM_DELTAS: TableSpec<ItemDelta> = { table: 'token_items', columns: [['token', 'bytea'], ['token_id', 'numeric'], ['holder', 'bytea'], ['delta', 'numeric']] };
const STAT_DELTAS: TableSpec<StatDelta> = {
  table: 'token_stats',
  columns: [['token', 'bytea'], ['standard', 'int2'], ['minted', 'numeric'], ['burned', 'numeric'], ['transfers', 'int8']],
};

/** one block's (or a rollback's) token deltas, encoded */
export interface TokenDeltas {
  holders: EncodedRows;
  items: EncodedRows;
  stats: EncodedRows;
}

/** Net deltas of some moves; `sign` −1 takes them back (a rollback). */
export function tokenDeltas(moves: readonly TokenMove[], sign: 1n | -1n = 1n): TokenDeltas {
  const holders = new Map<string, HolderDelta & { sum: bigint }>();
  const items = new Map<string, ItemDelta & { sum: bigint }>();
  const stats = new Map<string, { standard: number; minted: bigint; burned: bigint; transfers: number }>();
  const addHolder = (token: string, holder: string, amount: bigint) => {
    const key = token + holder;
    const row = holders.get(key);
    if (row) row.sum += amount;
    else holders.set(key, { token, holder, delta: '', sum: amount });
  };
  const addItem = (token: string, id: bigint, holder: string, amount: bigint) => {
    const key = `${token}${holder}${id}`;
    const row = items.get(key);
    if (row) row.sum += amount;
    else items.set(key, { token, token_id: id.toString(), holder, delta: '', sum: amount });
  };
  for (const m of moves) {
    const amount = m.amount * sign;
    if (m.from !== ZERO_ADDRESS) {
      addHolder(m.token, m.from, -amount);
      if (m.tokenId !== null) addItem(m.token, m.tokenId, m.from, -amount);
    }
    if (m.to !== ZERO_ADDRESS) {
      addHolder(m.token, m.to, amount);
      if (m.tokenId !== null) addItem(m.token, m.tokenId, m.to, amount);
    }
    let s = stats.get(m.token);
    if (!s) stats.set(m.token, (s = { standard: TOKEN_STANDARD[m.standard], minted: 0n, burned: 0n, transfers: 0 }));
    s.transfers += Number(sign);
    if (m.from === ZERO_ADDRESS) s.minted += amount;
    if (m.to === ZERO_ADDRESS) s.burned += amount;
  }
  const nonZero = <T extends { sum: bigint; delta: string; token: string; holder: string }>(rows: Iterable<T>) => {
    const out: T[] = [];
    for (const r of rows) {
      if (r.sum === 0n) continue;
      r.delta = r.sum.toString();
      r.token = hexBytea(r.token);
      r.holder = hexBytea(r.holder);
      out.push(r);
    }
    return out;
  };
  const statRows: StatDelta[] = [...stats].map(([token, s]) => ({ token: hexBytea(token), standard: s.standard, minted: s.minted.toString(), burned: s.burned.toString(), transfers: s.transfers }));
  return {
    holders: encodeRows(HOLDER_DELTAS, nonZero(holders.values())),
    items: encodeRows(ITEM_DELTAS, nonZero(items.values())),
    stats: encodeRows(STAT_DELTAS, statRows),
  };
}

/** A block's deltas from its logs. */
export function blockTokenDeltas(logs: readonly EvmLog[]): TokenDeltas {
  return tokenDeltas(tokenMoves(logs));
}

const present = (parts: readonly EncodedRows[]) => parts.filter((p) => p.count > 0);
const zeroedCount = (rows: readonly { zeroed: string | number }[]) => Number(rows[0]?.zeroed ?? 0);

/** Adds the deltas of some blocks (in any order: sums commute) to the chain's balances, in the caller's transaction. */
export async function applyTokenDeltas(trx: Kysely<DB>, chain: ChainId, parts: readonly TokenDeltas[]): Promise<void> {
  const key = chainKey(chain);
  const stats = present(parts.map((p) => p.stats));
  if (stats.length === 0) return;
  const holders = present(parts.map((p) => p.holders));
  const holderRows: RawBuilder<unknown> =
    holders.length > 0 ? encodedSelect(HOLDER_DELTAS, holders) : sql`SELECT NULL::bytea AS token, NULL::bytea AS holder, NULL::numeric AS delta WHERE false`;
  const { rows } = await sql<{ zeroed: string }>`
    WITH d AS (SELECT token, holder, sum(delta) AS delta FROM (${holderRows}) x GROUP BY token, holder),
    up AS (
      INSERT INTO token_holders AS h (chain, token, holder, balance)
      SELECT ${key}::int2, token, holder, delta FROM d
      ON CONFLICT (chain, token, holder) DO UPDATE SET balance = h.balance + EXCLUDED.balance
      RETURNING h.token, h.holder, h.balance),
    counted AS (
      SELECT up.token, sum(CASE WHEN up.balance > 0 AND up.balance - d.delta <= 0 THEN 1
                                WHEN up.balance <= 0 AND up.balance - d.delta > 0 THEN -1 ELSE 0 END) AS holders
      FROM up JOIN d ON d.token = up.token AND d.holder = up.holder GROUP BY up.token),
    s AS (
      SELECT token, max(standard) AS standard, sum(minted) AS minted, sum(burned) AS burned, sum(transfers) AS transfers
      FROM (${encodedSelect(STAT_DELTAS, stats)}) y GROUP BY token),
    st AS (
      INSERT INTO token_stats AS t (chain, token, standard, holders, minted, burned, transfers)
      SELECT ${key}::int2, s.token, s.standard, COALESCE(c.holders, 0), s.minted, s.burned, s.transfers
      FROM s LEFT JOIN counted c ON c.token = s.token
      ON CONFLICT (chain, token) DO UPDATE SET
        holders = t.holders + EXCLUDED.holders, minted = t.minted + EXCLUDED.minted,
        burned = t.burned + EXCLUDED.burned, transfers = t.transfers + EXCLUDED.transfers)
    SELECT count(*) FILTER (WHERE balance = 0) AS zeroed FROM up`.execute(trx);
  if (zeroedCount(rows) > 0) {
    await sql`
      DELETE FROM token_holders h USING (${holderRows}) z
      WHERE h.chain = ${key}::int2 AND h.token = z.token AND h.holder = z.holder AND h.balance = 0`.execute(trx);
  }
  const items = present(parts.map((p) => p.items));
  if (items.length === 0) return;
  const itemRows = encodedSelect(ITEM_DELTAS, items);
  const added = await sql<{ zeroed: string }>`
    WITH up AS (
      INSERT INTO token_items AS i (chain, token, token_id, holder, balance)
      SELECT ${key}::int2, token, token_id, holder, sum(delta) FROM (${itemRows}) z GROUP BY token, token_id, holder
      ON CONFLICT (chain, token, token_id, holder) DO UPDATE SET balance = i.balance + EXCLUDED.balance
      RETURNING i.balance)
    SELECT count(*) FILTER (WHERE balance = 0) AS zeroed FROM up`.execute(trx);
  if (zeroedCount(added.rows) > 0) {
    await sql`
      DELETE FROM token_items i USING (${itemRows}) z
      WHERE i.chain = ${key}::int2 AND i.token = z.token AND i.token_id = z.token_id AND i.holder = z.holder AND i.balance = 0`.execute(trx);
  }
}

/** Stored logs of token moves with from < block_height <= to, as the decoder reads them. */
export async function storedTokenLogs(trx: Kysely<DB>, chain: ChainId, from: number, to: number | null): Promise<EvmLog[]> {
  let q = trx
    .selectFrom('evm_logs')
    .select(['block_height', 'log_index', 'tx_index', 'address', 'topic0', 'topic1', 'topic2', 'topic3', 'data'])
    .where('chain', '=', chainKey(chain))
    .where('block_height', '>', from)
    .where('topic0', 'in', TOKEN_MOVE_TOPICS.map((t) => bytea(t)));
  if (to !== null) q = q.where('block_height', '<=', to);
  const rows = await q.orderBy('block_height').orderBy('log_index').execute();
  return rows.map((r) => ({
    blockHeight: Number(r.block_height),
    txHash: '',
    txIndex: r.tx_index,
    logIndex: r.log_index,
    address: r.address,
    topics: [r.topic0, r.topic1, r.topic2, r.topic3].filter((t): t is string => t !== null),
    data: r.data,
  }));
}

/**
 * A rollback's part (while the blocks above `height` still exist): their moves taken back. Blocks
 * the backfill has not counted yet (token_balance_backfill: [next_height, below)) are not taken back,
 * and the backfill stops below the fork: ingest counts the blocks indexed again.
 */
export async function rollbackTokenBalances(trx: Kysely<DB>, chain: ChainId, height: number): Promise<void> {
  const key = chainKey(chain);
  const pending = await trx.selectFrom('token_balance_backfill').select(['next_height', 'below']).where('chain', '=', key).forUpdate().executeTakeFirst();
  let logs = await storedTokenLogs(trx, chain, height, null);
  if (pending) {
    const [next, below] = [Number(pending.next_height), Number(pending.below)];
    logs = logs.filter((l) => l.blockHeight < next || l.blockHeight >= below);
    const newBelow = Math.min(below, height + 1);
    if (next >= newBelow) await trx.deleteFrom('token_balance_backfill').where('chain', '=', key).execute();
    else if (newBelow !== below) await trx.updateTable('token_balance_backfill').set({ below: newBelow }).where('chain', '=', key).execute();
  }
  const moves = tokenMoves(logs);
  if (moves.length === 0) return;
  await applyTokenDeltas(trx, chain, [tokenDeltas(moves, -1n)]);
  // a token first seen in the removed blocks goes with them
  const tokens = [...new Set(moves.map((m) => m.token))].map(hexBytea);
  await sql`DELETE FROM token_stats WHERE chain = ${key}::int2 AND transfers = 0 AND token = ANY(${columnArraySql(tokens, 'bytea')})`.execute(trx);
}
