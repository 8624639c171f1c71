/**
 * The reads of the Etherscan-compatible API (routes/etherscan): each one a bounded number of index
 * probes or an index range read with a LIMIT, whatever the chain's length —
 * - an address's transactions: its address-index rows (address_activity's primary key, either
 *   direction, within a block range, after a keyset position) then each transaction by its primary key;
 * - a token's moves: the partial index of token-move logs (chain, address, block_height, log_index);
 * - internal calls: evm_internal_calls' from/to indexes, or a transaction's primary-key range;
 * - mined blocks: blocks (chain, miner, timestamp); a block by time: blocks (chain, timestamp);
 * - logs: evm_logs' primary key over a block range the route bounds.
 */
import { chainKey, TOKEN_MOVE_TOPICS } from '@explorer/core';
import type { ByteaIn, DB } from '@explorer/db';
import { sql, type Kysely, type RawBuilder } from 'kysely';
import { keyArrays } from '../../plugins/app/address-index/keys';
import { EVM_GAS_PRICE, hexParam } from './tx-rows';
import type { EtherscanBlockRow, EtherscanCallRow, EtherscanLogRow, EtherscanLogWithBlock, EtherscanTxRow, LogFilter, Range, TokenFacts, TxKey } from './etherscan-rows';

export type { EtherscanBlockRow, EtherscanCallRow, EtherscanLogRow, EtherscanLogWithBlock, EtherscanTxRow, LogFilter, Range, TokenFacts, TxKey } from './etherscan-rows';

/** the filter as SQL over l (evm_logs): the address, then the given topics left to right, each joined to the ones before by its operator */
function logWhere(f: LogFilter): RawBuilder<unknown> {
  const parts: RawBuilder<unknown>[] = [];
  if (f.address !== undefined) parts.push(sql`l.address = ${hexParam(f.address)}`);
  let topics: RawBuilder<unknown> | null = null;
  let prev = -1;
  f.topics.forEach((t, i) => {
    if (t === undefined) return;
    const cond = sql`${sql.ref(`l.topic${i}`)} = ${hexParam(t)}`;
    topics =
      topics === null
        ? cond
        : f.oprs[`topic${prev}_${i}_opr`] === 'or'
          ? sql`(${topics} OR ${cond})`
          : sql`(${topics} AND ${cond})`;
    prev = i;
  });
  if (topics !== null) parts.push(topics);
  return parts.length > 0 ? sql.join(parts, sql` AND `) : sql`true`;
}

const TOKEN_TOPICS = sql.join(TOKEN_MOVE_TOPICS.map((t) => sql`${hexParam(t)}`));
const dir = (asc: boolean) => (asc ? sql`ASC` : sql`DESC`);
/** block_height within the range (inclusive) */
const heightIn = (range: Range) => sql`block_height BETWEEN ${range.start}::bigint AND ${range.end}::bigint`;
/** internal calls in execution order, ascending or descending */
const callOrder = (asc: boolean) => {
  const d = dir(asc);
  return sql`ORDER BY block_height ${d}, tx_index ${d}, call_index ${d}`;
};

export function createEvmEtherscanReads(db: Kysely<DB>) {
  /** the calls `picked` selects (a subquery of evm_internal_calls), with their transaction's hash and block time */
  async function callsWithTx(
    key: number,
    picked: RawBuilder<unknown>,
    asc: boolean,
  ): Promise<EtherscanCallRow[]> {
    const d = dir(asc);
    const { rows } = await sql<EtherscanCallRow>`
      SELECT c.block_height, c.tx_index, c.call_index, c.kind, c.from_addr, c.to_addr, c.value, c.error, t.hash, b.timestamp
      FROM (${picked}) c
      CROSS JOIN LATERAL (SELECT hash FROM evm_transactions t WHERE t.chain = ${key} AND t.block_height = c.block_height AND t.tx_index = c.tx_index OFFSET 0) t
      CROSS JOIN LATERAL (SELECT timestamp FROM blocks b WHERE b.chain = ${key} AND b.height = c.block_height OFFSET 0) b
      ORDER BY c.block_height ${d}, c.tx_index ${d}, c.call_index ${d}`.execute(db);
    return rows.map((r) => ({
      ...r,
      block_height: Number(r.block_height),
      timestamp: Number(r.timestamp),
      value: String(r.value),
    }));
  }

  return {
    /** the name, symbol and decimals of the tokens contracts knows */
    async tokenFacts(chain: string, tokens: readonly string[]): Promise<TokenFacts[]> {
      if (tokens.length === 0) return [];
      return db
        .selectFrom('contracts')
        .select(['address', 'name', 'symbol', 'decimals'])
        .where('chain', '=', chain)
        .where('address', 'in', [...tokens])
        .execute();
    },

    /** the highest stored block of the chain (the primary key's last entry); null when none */
    async head(chain: string): Promise<number | null> {
      const { rows } = await sql<{
        height: number | null;
      }>`SELECT max(height) AS height FROM blocks WHERE chain = ${chainKey(chain)}`.execute(db);
      const h = rows[0]?.height;
      return h === null || h === undefined ? null : Number(h);
    },

    /**
     * An address's (height, index) keys within [start, end], in the range's direction, after `after`
     * (exclusive), at most `limit`: its address-index rows by primary key (bitmap scans off, as the
     * address page's read: the index walk stops after `limit` rows).
     */
    async activity(
      chain: string,
      address: ByteaIn,
      range: Range,
      after: TxKey | null,
      limit: number,
    ): Promise<TxKey[]> {
      const key = chainKey(chain);
      const past = after
        ? range.asc
          ? sql`AND (block_height, tx_index) > (${after.block_height}::bigint, ${after.tx_index}::int)`
          : sql`AND (block_height, tx_index) < (${after.block_height}::bigint, ${after.tx_index}::int)`
        : sql``;
      const { rows } = await db.transaction().execute(async (trx) => {
        await sql`SET LOCAL enable_bitmapscan = off`.execute(trx);
        return sql<TxKey>`
          SELECT block_height, tx_index FROM address_activity
          WHERE chain = ${key} AND address_id = (SELECT id FROM address_summary WHERE chain = ${key} AND address = ${address})
            AND ${heightIn(range)} ${past}
          ORDER BY block_height ${dir(range.asc)}, tx_index ${dir(range.asc)} LIMIT ${limit}`.execute(trx);
      });
      return rows.map((r) => ({ block_height: Number(r.block_height), tx_index: Number(r.tx_index) }));
    },

    /** the transactions at the keys (each by primary key, with its block's hash and time), in the keys' order */
    async transactions(chain: string, keys: readonly TxKey[]): Promise<EtherscanTxRow[]> {
      if (keys.length === 0) return [];
      const { heights, indexes } = keyArrays(keys);
      const key = chainKey(chain);
      const { rows } = await sql<EtherscanTxRow>`
        SELECT t.block_height, t.tx_index, t.hash, b.hash AS block_hash, b.timestamp, t.nonce, t.from_addr, t.to_addr, t.contract_address, t.value,
          t.gas_limit::text AS gas_limit, ${EVM_GAS_PRICE}::text AS gas_price, t.gas_used::text AS gas_used, t.cumulative_gas_used::text AS cumulative_gas_used, t.status, t.input
        FROM unnest(${heights}, ${indexes}) WITH ORDINALITY AS k(h, i, n)
        CROSS JOIN LATERAL (SELECT * FROM evm_transactions t WHERE t.chain = ${key} AND t.block_height = k.h AND t.tx_index = k.i OFFSET 0) AS t
        CROSS JOIN LATERAL (SELECT b.hash, b.timestamp FROM blocks b WHERE b.chain = ${key} AND b.height = k.h OFFSET 0) AS b
        ORDER BY k.n`.execute(db);
      return rows.map((r) => ({
        ...r,
        block_height: Number(r.block_height),
        timestamp: Number(r.timestamp),
        nonce: Number(r.nonce),
        value: String(r.value),
      }));
    },

    /** a transaction by hash: its key and status (the hash index) */
    async byHash(chain: string, hash: string): Promise<(TxKey & { status: number }) | undefined> {
      const bytes = hexParam(hash);
      if (bytes === null) return undefined;
      const { rows } = await sql<TxKey & { status: number }>`
        SELECT block_height, tx_index, status FROM evm_transactions WHERE hash = ${bytes} AND chain = ${chainKey(chain)} ORDER BY block_height DESC LIMIT 1`.execute(
        db,
      );
      const r = rows[0];
      return (
        r && { block_height: Number(r.block_height), tx_index: Number(r.tx_index), status: Number(r.status) }
      );
    },

    /** the token-move logs (ERC-20/721 Transfer, ERC-1155 TransferSingle/Batch) of the given transactions: one primary-key probe per block */
    async tokenLogsOf(chain: string, keys: readonly TxKey[]): Promise<EtherscanLogRow[]> {
      if (keys.length === 0) return [];
      const { heights, indexes } = keyArrays(keys);
      const { rows } = await sql<EtherscanLogRow>`
        SELECT l.block_height, l.tx_index, l.log_index, l.address, l.topic0, l.topic1, l.topic2, l.topic3, l.data
        FROM (SELECT DISTINCT h FROM unnest(${heights}) AS h) AS k
        CROSS JOIN LATERAL (
          SELECT * FROM evm_logs l WHERE l.chain = ${chainKey(chain)} AND l.block_height = k.h AND l.tx_index = ANY(${indexes}) AND l.topic0 IN (${TOKEN_TOPICS}) OFFSET 0
        ) AS l
        ORDER BY l.block_height, l.log_index`.execute(db);
      return rows.map((r) => ({ ...r, block_height: Number(r.block_height) }));
    },

    /** a token's move logs within the range, after `after` (height, log index), at most `limit`: the partial token-move index */
    async tokenLogsOfContract(
      chain: string,
      token: ByteaIn,
      range: Range,
      after: { block_height: number; log_index: number } | null,
      limit: number,
    ): Promise<EtherscanLogRow[]> {
      const past = after
        ? range.asc
          ? sql`AND (block_height, log_index) > (${after.block_height}::bigint, ${after.log_index}::int)`
          : sql`AND (block_height, log_index) < (${after.block_height}::bigint, ${after.log_index}::int)`
        : sql``;
      const { rows } = await sql<EtherscanLogRow>`
        SELECT block_height, tx_index, log_index, address, topic0, topic1, topic2, topic3, data FROM evm_logs
        WHERE chain = ${chainKey(chain)} AND address = ${token} AND topic0 IN (${TOKEN_TOPICS})
          AND ${heightIn(range)} ${past}
        ORDER BY block_height ${dir(range.asc)}, log_index ${dir(range.asc)} LIMIT ${limit}`.execute(db);
      return rows.map((r) => ({ ...r, block_height: Number(r.block_height) }));
    },

    /** an address's internal calls (from or to it) within the range, skipping `skip`, at most `limit`: the from and to indexes, each read up to skip + limit */
    async internalCallsOf(
      chain: string,
      address: ByteaIn,
      range: Range,
      skip: number,
      limit: number,
    ): Promise<EtherscanCallRow[]> {
      const key = chainKey(chain);
      const side = (
        column: string,
      ) => sql`(SELECT * FROM evm_internal_calls WHERE chain = ${key} AND ${sql.ref(column)} = ${address}
        AND ${heightIn(range)} ${callOrder(range.asc)} LIMIT ${skip + limit})`;
      return callsWithTx(
        key,
        sql`SELECT * FROM (${side('from_addr')} UNION ${side('to_addr')}) u ${callOrder(range.asc)} LIMIT ${limit} OFFSET ${skip}`,
        range.asc,
      );
    },

    /** the internal calls within a block range (the primary key), skipping `skip`, at most `limit` */
    async internalCallsInRange(
      chain: string,
      range: Range,
      skip: number,
      limit: number,
    ): Promise<EtherscanCallRow[]> {
      const key = chainKey(chain);
      return callsWithTx(
        key,
        sql`SELECT * FROM evm_internal_calls WHERE chain = ${key} AND ${heightIn(range)}
          ${callOrder(range.asc)} LIMIT ${limit} OFFSET ${skip}`,
        range.asc,
      );
    },

    /** a transaction's internal calls in execution order */
    async internalCallsOfTx(chain: string, tx: TxKey): Promise<EtherscanCallRow[]> {
      const key = chainKey(chain);
      return callsWithTx(
        key,
        sql`SELECT * FROM evm_internal_calls WHERE chain = ${key} AND block_height = ${tx.block_height} AND tx_index = ${tx.tx_index}`,
        true,
      );
    },

    /** blocks whose miner (fee recipient) is `miner`, newest first, skipping `skip` (the (chain, miner, timestamp) index) */
    async minedBlocks(
      chain: string,
      miner: string,
      skip: number,
      limit: number,
    ): Promise<EtherscanBlockRow[]> {
      const { rows } = await sql<EtherscanBlockRow>`
        SELECT height, hash, timestamp, miner, miner_tip FROM blocks WHERE chain = ${chainKey(chain)} AND miner = ${miner}
        ORDER BY timestamp DESC, height DESC LIMIT ${limit} OFFSET ${skip}`.execute(db);
      return rows.map((r) => ({
        ...r,
        height: Number(r.height),
        timestamp: Number(r.timestamp),
        miner_tip: String(r.miner_tip),
      }));
    },

    async block(chain: string, height: number): Promise<EtherscanBlockRow | undefined> {
      const { rows } =
        await sql<EtherscanBlockRow>`SELECT height, hash, timestamp, miner, miner_tip FROM blocks WHERE chain = ${chainKey(chain)} AND height = ${height}`.execute(
          db,
        );
      const r = rows[0];
      return (
        r && {
          ...r,
          height: Number(r.height),
          timestamp: Number(r.timestamp),
          miner_tip: String(r.miner_tip),
        }
      );
    },

    /** the last block at or before `timestamp` (before) or the first at or after it (after): the (chain, timestamp) index */
    async blockByTime(
      chain: string,
      timestamp: number,
      closest: 'before' | 'after',
    ): Promise<number | undefined> {
      const key = chainKey(chain);
      const { rows } =
        closest === 'before'
          ? await sql<{
              height: number;
            }>`SELECT height FROM blocks WHERE chain = ${key} AND timestamp <= ${timestamp} ORDER BY timestamp DESC, height DESC LIMIT 1`.execute(
              db,
            )
          : await sql<{
              height: number;
            }>`SELECT height FROM blocks WHERE chain = ${key} AND timestamp >= ${timestamp} ORDER BY timestamp ASC, height ASC LIMIT 1`.execute(
              db,
            );
      return rows[0] ? Number(rows[0].height) : undefined;
    },

    /**
     * Logs in [from, to] (the route bounds the span) matching the address and topic filters, block and
     * log order, skipping `skip`, at most `limit`; `where` is the filter over l's columns.
     */
    async logs(
      chain: string,
      from: number,
      to: number,
      filter: LogFilter,
      skip: number,
      limit: number,
    ): Promise<EtherscanLogWithBlock[]> {
      const key = chainKey(chain);
      const { rows } = await sql<EtherscanLogWithBlock>`
        SELECT l.block_height, l.tx_index, l.log_index, l.address, l.topic0, l.topic1, l.topic2, l.topic3, l.data, b.timestamp, b.hash AS block_hash, t.hash AS tx_hash, t.gas_price, t.gas_used
        FROM (SELECT * FROM evm_logs l WHERE l.chain = ${key} AND l.block_height BETWEEN ${from}::bigint AND ${to}::bigint AND (${logWhere(filter)})
          ORDER BY l.block_height, l.log_index LIMIT ${limit} OFFSET ${skip}) AS l
        CROSS JOIN LATERAL (SELECT b.timestamp, b.hash FROM blocks b WHERE b.chain = ${key} AND b.height = l.block_height OFFSET 0) b
        CROSS JOIN LATERAL (
          SELECT t.hash, ${EVM_GAS_PRICE}::text AS gas_price, t.gas_used::text AS gas_used FROM evm_transactions t
          WHERE t.chain = ${key} AND t.block_height = l.block_height AND t.tx_index = l.tx_index OFFSET 0
        ) t
        ORDER BY l.block_height, l.log_index`.execute(db);
      return rows.map((r) => ({
        ...r,
        block_height: Number(r.block_height),
        timestamp: Number(r.timestamp),
      }));
    },
  };
}

export type EvmEtherscanReads = ReturnType<typeof createEvmEtherscanReads>;
