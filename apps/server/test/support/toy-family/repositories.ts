/**
 * The toy family's SQL: its blocks (the common `blocks` table) and transfers (its own `toy_transfers`),
 * keyed by the chain's key; hashes and addresses are stored as their UTF-8 bytes (indexer.ts).
 */
import { chainKey } from '@explorer/core';
import type { DB } from '@explorer/db';
import { sql, type Kysely } from 'kysely';

export interface ToyBlockRow {
  height: number;
  hash: string;
  parent_hash: string;
  timestamp: number;
  tx_count: number;
}

export interface ToyTransferRow {
  block_height: number;
  tx_index: number;
  hash: string;
  from_address: string;
  to_address: string;
  amount: string;
}

const text = (column: string) => sql`convert_from(${sql.ref(column)}, 'UTF8') AS ${sql.ref(column)}`;
const BLOCK_COLUMNS = sql`height::int AS height, ${text('hash')}, ${text('parent_hash')}, timestamp::int AS timestamp, tx_count`;
const TRANSFER_COLUMNS = sql`block_height::int AS block_height, tx_index, ${text('hash')}, ${text('from_address')}, ${text('to_address')}, amount::text AS amount`;
const utf8 = (value: string) => sql`convert_to(${value}, 'UTF8')`;
const ofChain = (chain: string) => sql`chain = ${chainKey(chain)}`;

export function createToyRepositories(db: Kysely<DB>) {
  const blocks = async (where: ReturnType<typeof sql>, offset = 0, limit = 1) =>
    (await sql<ToyBlockRow>`SELECT ${BLOCK_COLUMNS} FROM blocks WHERE ${where} ORDER BY height DESC OFFSET ${offset} LIMIT ${limit}`.execute(db)).rows;
  const transfers = async (where: ReturnType<typeof sql>, offset = 0, limit = 1) =>
    (await sql<ToyTransferRow>`SELECT ${TRANSFER_COLUMNS} FROM toy_transfers WHERE ${where} ORDER BY block_height DESC, tx_index OFFSET ${offset} LIMIT ${limit}`.execute(db)).rows;
  return {
    blocks: {
      list: (chain: string, offset: number, limit: number) => blocks(ofChain(chain), offset, limit),
      byHeight: async (chain: string, height: number) => (await blocks(sql`${ofChain(chain)} AND height = ${height}`))[0],
      byHash: async (chain: string, hash: string) => (await blocks(sql`${ofChain(chain)} AND hash = ${utf8(hash)}`))[0],
    },
    transfers: {
      list: (chain: string, offset: number, limit: number) => transfers(ofChain(chain), offset, limit),
      ofBlock: (chain: string, height: number, offset: number, limit: number) => transfers(sql`${ofChain(chain)} AND block_height = ${height}`, offset, limit),
      byHash: async (chain: string, hash: string) => (await transfers(sql`${ofChain(chain)} AND hash = ${utf8(hash)}`))[0],
    },
    async counts(chain: string) {
      const { rows } = await sql<{ blocks: number; transfers: number }>`SELECT
        (SELECT count(*)::int FROM blocks WHERE ${ofChain(chain)}) AS blocks,
        (SELECT count(*)::int FROM toy_transfers WHERE ${ofChain(chain)}) AS transfers`.execute(db);
      return rows[0]!;
    },
  };
}

export type ToyRepositories = ReturnType<typeof createToyRepositories>;

declare module '../../../src/families/repositories' {
  interface FamilyRepositories {
    /** present while the toy family is registered (registry.ts) */
    toy?: ToyRepositories;
  }
}
