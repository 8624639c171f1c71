/**
 * The token page's reads and an address's token balances (migration 032: token_stats, token_holders,
 * token_items, kept by the indexer at ingest), plus a token's moves read from its logs. Every list is
 * a keyset page on an index: holders by (balance DESC, holder), items by (token_id, holder), moves by
 * (block_height, log_index) DESC on the logs' token index, an address's tokens by token.
 */
import { chainKey, tokenMovesOf, type TokenMove } from '@explorer/core';
import type { ByteaIn, DB, TokenBalanceMismatch } from '@explorer/db';
import { sql, type Kysely } from 'kysely';

export interface TokenStatsRow {
  standard: number;
  holders: number;
  minted: string;
  burned: string;
  transfers: number;
  balances_exact: boolean | null;
  checked_height: number | null;
  mismatch: TokenBalanceMismatch | null;
  name: string | null;
  symbol: string | null;
  decimals: number | null;
  total_supply: string | null;
}

export interface TokenMoveRow {
  tx_hash: string;
  block_height: number;
  log_index: number;
  timestamp: number;
  moves: TokenMove[];
}

export interface AddressTokenRow {
  token: string;
  standard: number;
  balance: string;
  balances_exact: boolean | null;
  name: string | null;
  symbol: string | null;
  decimals: number | null;
}

const MOVE_TOPICS = sql`('\\xddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef'::bytea,
  '\\xc3d58168c5ae7397731d063d5bbf3d657854427343f4c083240f7aacaa2d0f62'::bytea,
  '\\x4a39dc06d4c0dbc64b70af90fd698a233a518aa5d07e595d983b8c0526c8f7fb'::bytea)`;

export function createEvmTokenReads(db: Kysely<DB>) {
  return {
    async stats(chain: string, token: ByteaIn): Promise<TokenStatsRow | undefined> {
      const { rows } = await sql<TokenStatsRow>`
        SELECT s.standard, s.holders, s.minted, s.burned, s.transfers, s.balances_exact, s.checked_height, s.mismatch,
               c.name, c.symbol, c.decimals, c.total_supply
        FROM token_stats s
        LEFT JOIN contracts c ON c.chain = ${chain} AND c.address = '0x' || encode(s.token, 'hex')
        WHERE s.chain = ${chainKey(chain)} AND s.token = ${token}`.execute(db);
      return rows[0];
    },

    /** the balances' coverage: the chain's first stored block, and the backfill still running (if any) */
    async coverage(chain: string): Promise<{ first: number | null; backfill: { next_height: number; below: number } | null }> {
      const key = chainKey(chain);
      const first = await db.selectFrom('blocks').select('height').where('chain', '=', key).orderBy('height').limit(1).executeTakeFirst();
      const backfill = await db.selectFrom('token_balance_backfill').select(['next_height', 'below']).where('chain', '=', key).executeTakeFirst();
      return { first: first ? Number(first.height) : null, backfill: backfill ? { next_height: Number(backfill.next_height), below: Number(backfill.below) } : null };
    },

    /** holders with a positive balance, largest first, after the cursor (balance, holder) */
    async holders(chain: string, token: ByteaIn, after: { balance: string; holder: ByteaIn } | null, limit: number) {
      const { rows } = await sql<{ holder: string; balance: string }>`
        SELECT holder, balance FROM token_holders
        WHERE chain = ${chainKey(chain)} AND token = ${token} AND balance > 0
          ${after ? sql`AND (balance < ${after.balance}::numeric OR (balance = ${after.balance}::numeric AND holder > ${after.holder}))` : sql``}
        ORDER BY balance DESC, holder
        LIMIT ${limit}`.execute(db);
      return rows;
    },

    /** ERC-721 / ERC-1155 items with their holders, by token id, after the cursor (token_id, holder) */
    async items(chain: string, token: ByteaIn, after: { tokenId: string; holder: ByteaIn } | null, limit: number) {
      const { rows } = await sql<{ token_id: string; holder: string; balance: string }>`
        SELECT token_id, holder, balance FROM token_items
        WHERE chain = ${chainKey(chain)} AND token = ${token} AND balance > 0
          ${after ? sql`AND (token_id, holder) > (${after.tokenId}::numeric, ${after.holder})` : sql``}
        ORDER BY token_id, holder
        LIMIT ${limit}`.execute(db);
      return rows;
    },

    /** the token's moves, newest first, a log at a time (a TransferBatch log holds several), after the cursor */
    async moves(chain: string, token: ByteaIn, before: { height: number; index: number } | null, limit: number): Promise<TokenMoveRow[]> {
      const key = chainKey(chain);
      const { rows } = await sql<{ block_height: number; log_index: number; tx_index: number; address: string; topic0: string; topic1: string | null; topic2: string | null; topic3: string | null; data: string; tx_hash: string; timestamp: number }>`
        SELECT l.block_height, l.log_index, l.tx_index, l.address, l.topic0, l.topic1, l.topic2, l.topic3, l.data, t.hash AS tx_hash, b.timestamp
        FROM (
          SELECT * FROM evm_logs
          WHERE chain = ${key} AND address = ${token} AND topic0 IN ${MOVE_TOPICS}
            ${before ? sql`AND (block_height, log_index) < (${before.height}::bigint, ${before.index}::int)` : sql``}
          ORDER BY block_height DESC, log_index DESC
          LIMIT ${limit}
        ) l
        CROSS JOIN LATERAL (SELECT hash FROM evm_transactions t WHERE t.chain = ${key} AND t.block_height = l.block_height AND t.tx_index = l.tx_index OFFSET 0) t
        CROSS JOIN LATERAL (SELECT timestamp FROM blocks b WHERE b.chain = ${key} AND b.height = l.block_height OFFSET 0) b
        ORDER BY l.block_height DESC, l.log_index DESC`.execute(db);
      return rows.map((r) => ({
        tx_hash: r.tx_hash,
        block_height: Number(r.block_height),
        log_index: r.log_index,
        timestamp: Number(r.timestamp),
        moves: tokenMovesOf({
          blockHeight: Number(r.block_height),
          txHash: r.tx_hash,
          txIndex: r.tx_index,
          logIndex: r.log_index,
          address: r.address,
          topics: [r.topic0, r.topic1, r.topic2, r.topic3].filter((t): t is string => t !== null),
          data: r.data,
        }),
      }));
    },

    /** the tokens an address holds (balance not zero), by token address, after the cursor */
    async ofHolder(chain: string, holder: ByteaIn, after: ByteaIn | null, limit: number): Promise<AddressTokenRow[]> {
      const { rows } = await sql<AddressTokenRow>`
        SELECT h.token, s.standard, h.balance, s.balances_exact, c.name, c.symbol, c.decimals
        FROM token_holders h
        JOIN token_stats s ON s.chain = h.chain AND s.token = h.token
        LEFT JOIN contracts c ON c.chain = ${chain} AND c.address = '0x' || encode(h.token, 'hex')
        WHERE h.chain = ${chainKey(chain)} AND h.holder = ${holder} AND h.balance <> 0 ${after ? sql`AND h.token > ${after}` : sql``}
        ORDER BY h.token
        LIMIT ${limit}`.execute(db);
      return rows;
    },
  };
}
