/**
 * What a chain family serves to the chain-data routes: its blocks, transactions and home overview
 * in its own wire shapes, read through its repositories. The routes know no family: they take the
 * chain from the request, look its family up in the registry (wire/families.ts) and call these.
 * A new family is one more folder (wire/<family>/ implementing this, plugins/app/<family>/ with its
 * SQL) and one entry in the registry and in the response unions below.
 */
import {
  BlockSchema,
  BtcBlockSchema,
  BtcHomeStatsSchema,
  BtcTransactionSchema,
  HomeStatsSchema,
  pageFields,
  TransactionSchema,
  type BtcFeeRates,
} from '@explorer/core';
import { z } from 'zod';
import type { Repositories } from '../plugins/app';

// Unions of the families' shapes, the ones with a literal chain (or more fields) first: the
// serializer takes the first member that parses, and a plain object member drops unknown keys.
export const AnyBlockSchema = z.union([BtcBlockSchema, BlockSchema]);
export const AnyBlockListSchema = z.object({ blocks: z.array(AnyBlockSchema), ...pageFields });
export const AnyTransactionSchema = z.union([BtcTransactionSchema, TransactionSchema]);
export const AnyTransactionListSchema = z.object({ transactions: z.array(AnyTransactionSchema), ...pageFields });
export const AnyHomeStatsSchema = z.union([BtcHomeStatsSchema, HomeStatsSchema]);

export type AnyBlock = z.infer<typeof AnyBlockSchema>;
export type AnyTransaction = z.infer<typeof AnyTransactionSchema>;
export type AnyHomeStats = z.infer<typeof AnyHomeStatsSchema>;

export interface FamilyReads {
  /** the 400 message of a block search that is neither a height nor one of the family's block hashes */
  searchHint: string;
  blocks: {
    /** newest first, skipping the `offset` newest */
    list(repos: Repositories, chain: string, offset: number, limit: number): Promise<AnyBlock[]>;
    byHeight(repos: Repositories, chain: string, height: number): Promise<AnyBlock | undefined>;
    /** hash in its stored form (core/hash-format) */
    byHash(repos: Repositories, chain: string, hash: string): Promise<AnyBlock | undefined>;
  };
  transactions: {
    /** newest first across the chain, skipping the `offset` newest */
    list(repos: Repositories, chain: string, offset: number, limit: number): Promise<AnyTransaction[]>;
    /** a block's transactions in block order */
    ofBlock(repos: Repositories, chain: string, height: number, offset: number, limit: number): Promise<AnyTransaction[]>;
    byHash(repos: Repositories, chain: string, hash: string): Promise<AnyTransaction | undefined>;
  };
  homeStats(repos: Repositories, chain: string): Promise<AnyHomeStats>;
  /** fee rates paid lately (GET /gas/{chain}); families without a fee market leave it out */
  feeRates?(repos: Repositories, chain: string): Promise<BtcFeeRates>;
}
