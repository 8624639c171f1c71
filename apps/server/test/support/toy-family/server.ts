/**
 * The toy family as the server serves it: its wire shapes (a block, a transfer, the home overview),
 * its reads over repos.toy, and the rest of ServerFamily answered for a chain with no search forms,
 * no statistics figures, no address page rows and no alert activity.
 */
import type { ChainFamily } from '@explorer/core';
import { sql } from 'kysely';
import { z } from 'zod';
import type { Repositories } from '../../../src/composition';
import type { ServerFamily } from '../../../src/families/types';
import { TOY_BLOCK_HASH_CODEC } from './chain';
import { createToyRepositories, type ToyBlockRow, type ToyTransferRow } from './repositories';

const ToyBlockSchema = z.object({ chain: z.literal('toy'), height: z.number(), hash: z.string(), parent_hash: z.string(), timestamp: z.number(), transaction_count: z.number() });
const ToyTransferSchema = z.object({ chain: z.literal('toy'), hash: z.string(), block_height: z.number(), tx_index: z.number(), from: z.string(), to: z.string(), amount: z.string() });
const ToyHomeStatsSchema = z.object({ toy_block_count: z.number(), toy_transfer_count: z.number() });
type ToyBlock = z.infer<typeof ToyBlockSchema>;
type ToyTransfer = z.infer<typeof ToyTransferSchema>;
type ToyHomeStats = z.infer<typeof ToyHomeStatsSchema>;

const toy = (repos: Repositories) => repos.toy!;
const block = (r: ToyBlockRow | undefined): ToyBlock | undefined => r && { chain: 'toy', height: r.height, hash: r.hash, parent_hash: r.parent_hash, timestamp: r.timestamp, transaction_count: r.tx_count };
const transfer = (r: ToyTransferRow | undefined): ToyTransfer | undefined =>
  r && { chain: 'toy', hash: r.hash, block_height: r.block_height, tx_index: r.tx_index, from: r.from_address, to: r.to_address, amount: r.amount };
const all = <R, T>(rows: R[], to: (r: R) => T | undefined) => rows.map((r) => to(r)!);

export const toyServerFamily: ServerFamily<ToyBlock, ToyTransfer, ToyHomeStats> = {
  family: 'toy' as ChainFamily,
  schemas: { block: ToyBlockSchema, transaction: ToyTransferSchema, homeStats: ToyHomeStatsSchema },
  reads: {
    finalAnswersImmutable: true,
    searchHint: '请输入区块高度或区块哈希',
    blocks: {
      list: async (repos, chain, offset, limit) => all(await toy(repos).blocks.list(chain, offset, limit), block),
      byHeight: async (repos, chain, height) => block(await toy(repos).blocks.byHeight(chain, height)),
      byHash: async (repos, chain, hash) => block(await toy(repos).blocks.byHash(chain, hash)),
    },
    transactions: {
      list: async (repos, chain, offset, limit) => all(await toy(repos).transfers.list(chain, offset, limit), transfer),
      ofBlock: async (repos, chain, height, offset, limit) => all(await toy(repos).transfers.ofBlock(chain, height, offset, limit), transfer),
      byHash: async (repos, chain, hash) => transfer(await toy(repos).transfers.byHash(chain, hash)),
    },
    personal: { earningsByDay: async () => [], transactions: async () => [], countTransactions: async () => 0 },
    heightOf: (tx) => tx.block_height,
    async homeStats(repos, chain) {
      const counts = await toy(repos).counts(chain);
      return { toy_block_count: counts.blocks, toy_transfer_count: counts.transfers };
    },
  },
  search: { contractKind: null, transactionPage: false, find: async () => [], fits: () => false },
  csv: {
    blocks: { header: ['height', 'hash'], cells: (row) => [row.height, TOY_BLOCK_HASH_CODEC.fromRead(row.hash)] },
    blockTransactions: { header: ['hash'], rows: async function* () {} },
  },
  statistics: { figures: [], metrics: ['blocks', 'transactions'] },
  addressPage: { addressBytes: () => null, rows: async () => [], extras: async () => ({}) },
  alertActivity: () => sql`SELECT NULL::text AS address, NULL::text AS txid, NULL::bigint AS block_height, NULL::text AS direction, ''::text AS token, 0::numeric AS amount WHERE false`,
  repositories: (db) => ({ toy: createToyRepositories(db) }),
};
