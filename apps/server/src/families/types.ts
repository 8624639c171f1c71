/**
 * What a chain family serves to the chain-data routes: its blocks, transactions, home overview and
 * personal pages in its own wire shapes, read through its repositories. The routes know no family:
 * they take the chain from the request, look its family up in the registry (wire/families.ts) and
 * call these. A new family is one more folder (wire/<family>/ implementing this, plugins/app/<family>/
 * with its SQL) and one entry in the registry and in the response unions below.
 */
import {
  BlockSchema,
  BtcBlockSchema,
  BtcHomeStatsSchema,
  BtcTransactionSchema,
  HomeStatsSchema,
  SolBlockSchema,
  SolHomeStatsSchema,
  SolTransactionRowSchema,
  pageFields,
  TransactionSchema,
  chainsOfFamily,
  type ApiBlock,
  type ApiBtcBlock,
  type ApiBtcTransaction,
  type ApiTransaction,
  type BtcFeeRates,
  type BtcHomeStats,
  type HomeStats,
  type ApiSolBlock,
  type ApiSolTransactionSummary,
  type SolHomeStats,
  type ChainFamily,
  type ChainId,
} from '@explorer/core';
import { z } from 'zod';
import type { Repositories } from '../plugins/app';
import type { DayEarnings } from './evm/personal-repository';

// The families' shapes told apart by `chain` (each family's chains from the registry), so the
// serializer picks one member per item instead of trying each. The home overview has no chain
// field: its union tries Bitcoin's and Solana's (each with fields the EVM one lacks) before the EVM
// one, since a plain object member drops unknown keys.
const familyChains = (family: ChainFamily) => chainsOfFamily(family).map((c) => c.id) as [ChainId, ...ChainId[]];
const EvmBlockSchema = BlockSchema.extend({ chain: z.enum(familyChains('evm')) });
const EvmTransactionSchema = TransactionSchema.extend({ chain: z.enum(familyChains('evm')) });

export const AnyBlockSchema = z.discriminatedUnion('chain', [EvmBlockSchema, BtcBlockSchema, SolBlockSchema]);
export const AnyBlockListSchema = z.object({ blocks: z.array(AnyBlockSchema), ...pageFields });
// Solana's member is itself two shapes: the summary, or the full row of a block's list with detail=full
export const AnyTransactionSchema = z.discriminatedUnion('chain', [EvmTransactionSchema, BtcTransactionSchema, SolTransactionRowSchema]);
export const AnyTransactionListSchema = z.object({ transactions: z.array(AnyTransactionSchema), ...pageFields });
export const AnyHomeStatsSchema = z.union([BtcHomeStatsSchema, SolHomeStatsSchema, HomeStatsSchema]);

export type AnyBlock = ApiBlock | ApiBtcBlock | ApiSolBlock;
export type AnyTransaction = ApiTransaction | ApiBtcTransaction | ApiSolTransactionSummary;
export type AnyHomeStats = HomeStats | BtcHomeStats | SolHomeStats;

/** The height (Solana: slot) of the block holding a transaction. */
export const heightOfTransaction = (tx: AnyTransaction): number => ('slot' in tx ? tx.slot : tx.block_height);

/** What a block's transaction list may leave out or add; families without vote transactions or a summary row ignore it. */
export interface BlockTxFilter {
  /** false: leave vote transactions out */
  votes: boolean;
  /** 'full': whole rows instead of summaries (Solana: account keys, balances, instructions and logs) */
  detail?: 'summary' | 'full';
}

export interface FamilyReads {
  /**
   * whether an answer about a final block (or its transaction) never changes: true lets it carry an
   * ETag and a long cache; false when it counts confirmations, which grow with every new block
   */
  finalAnswersImmutable: boolean;
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
    /** newest first across the chain, skipping the `offset` newest (Solana: non-vote transactions) */
    list(repos: Repositories, chain: string, offset: number, limit: number): Promise<AnyTransaction[]>;
    /** how many `list` pages over; without it, the chain's transaction counter */
    total?(repos: Repositories, chain: string): Promise<number>;
    /** a block's transactions in block order */
    ofBlock(repos: Repositories, chain: string, height: number, offset: number, limit: number, filter?: BlockTxFilter): Promise<AnyTransaction[]>;
    /** how many `ofBlock` pages over, undefined when there is no such block; without it, the block's tx_count */
    countOfBlock?(repos: Repositories, chain: string, height: number, filter?: BlockTxFilter): Promise<number | undefined>;
    byHash(repos: Repositories, chain: string, hash: string): Promise<AnyTransaction | undefined>;
  };
  /** the personal pages over a user's saved addresses of the chain (stored forms, compared exactly) */
  personal: {
    /** block rewards credited to `addresses` per UTC day from `fromTime` (unix seconds), days with blocks only, ascending */
    earningsByDay(repos: Repositories, chain: string, addresses: readonly string[], fromTime: number): Promise<DayEarnings[]>;
    /** the transactions sending from or paying to `addresses`, newest first, skipping the `offset` newest */
    transactions(repos: Repositories, chain: string, addresses: readonly string[], offset: number, limit: number): Promise<AnyTransaction[]>;
    countTransactions(repos: Repositories, chain: string, addresses: readonly string[]): Promise<number>;
  };
  homeStats(repos: Repositories, chain: string): Promise<AnyHomeStats>;
  /** fee rates paid lately (GET /gas/{chain}); families without a fee market leave it out */
  feeRates?(repos: Repositories, chain: string): Promise<BtcFeeRates>;
}
