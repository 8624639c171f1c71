/**
 * What a chain family is to the server (ServerFamily): its wire shapes and the reads behind the
 * chain-data routes, its search, CSV columns, statistics figures, address page rows, alert activity,
 * native balance call and repositories. Generic code (routes, envelope, auth, live hub, cache) knows
 * no family: it takes the chain from the request and asks the registry (families/index.ts) for the
 * chain's family. A new family is one folder (families/<family>/, its index.ts a ServerFamily) and one
 * entry in the registry's list.
 */
import type {
  AddressSummary,
  AddressTokenPage,
  AddressTransaction,
  BtcFeeRates,
  ChainFamily,
  ChainId,
  StatsMetricName,
  TokenHolderPage,
  TxInternalCalls,
  Wallet,
  AddressInternalCallPage,
  TokenInventoryPage,
  TokenSummary,
  TokenTransferPage,
  Logger,
} from '@explorer/core';
import type { ByteaIn, DB } from '@explorer/db';
import type { Kysely, RawBuilder } from 'kysely';
import type { z } from 'zod';
import type { BlockTxExport, Columns } from './csv-columns';
import type { FamilyRepositories, Repositories } from './repositories';
import type { ActivityKey } from '../plugins/app/address-index';
import type { CsvBlockRow } from '../plugins/app/csv-repository';
import type { Found } from '../wire/search-paths';
import type { DayEarnings } from './evm/personal-repository';
import type { AlertSql } from '../plugins/app/alerts';

/** What a block's transaction list may leave out or add; families without vote transactions or a summary row ignore it. */
export interface BlockTxFilter {
  /** false: leave vote transactions out */
  votes: boolean;
  /** 'full': whole rows instead of summaries (Solana: account keys, balances, instructions and logs) */
  detail?: 'summary' | 'full';
}

/** The chain-data routes' reads of a family, in its own wire shapes (Block, Tx, Home). */
export interface FamilyReads<Block = unknown, Tx = unknown, Home = unknown> {
  /**
   * whether an answer about a final block (or its transaction) never changes: true lets it carry an
   * ETag and a long cache; false when it counts confirmations, which grow with every new block
   */
  finalAnswersImmutable: boolean;
  /** the 400 message of a block search that is neither a height nor one of the family's block hashes */
  searchHint: string;
  blocks: {
    /** newest first, skipping the `offset` newest */
    list(repos: Repositories, chain: string, offset: number, limit: number): Promise<Block[]>;
    byHeight(repos: Repositories, chain: string, height: number): Promise<Block | undefined>;
    /** hash in its stored form (core/hash-format) */
    byHash(repos: Repositories, chain: string, hash: string): Promise<Block | undefined>;
  };
  transactions: {
    /** newest first across the chain, skipping the `offset` newest (Solana: non-vote transactions) */
    list(repos: Repositories, chain: string, offset: number, limit: number): Promise<Tx[]>;
    /** how many `list` pages over; without it, the chain's transaction counter */
    total?(repos: Repositories, chain: string): Promise<number>;
    /** a block's transactions in block order */
    ofBlock(repos: Repositories, chain: string, height: number, offset: number, limit: number, filter?: BlockTxFilter): Promise<Tx[]>;
    /** how many `ofBlock` pages over, undefined when there is no such block; without it, the block's tx_count */
    countOfBlock?(repos: Repositories, chain: string, height: number, filter?: BlockTxFilter): Promise<number | undefined>;
    byHash(repos: Repositories, chain: string, hash: string): Promise<Tx | undefined>;
  };
  /** the personal pages over a user's saved addresses of the chain (stored forms, compared exactly) */
  personal: {
    /** block rewards credited to `addresses` per UTC day from `fromTime` (unix seconds), days with blocks only, ascending */
    earningsByDay(repos: Repositories, chain: string, addresses: readonly string[], fromTime: number): Promise<DayEarnings[]>;
    /** the transactions sending from or paying to `addresses`, newest first, skipping the `offset` newest */
    transactions(repos: Repositories, chain: string, addresses: readonly string[], offset: number, limit: number): Promise<Tx[]>;
    countTransactions(repos: Repositories, chain: string, addresses: readonly string[]): Promise<number>;
  };
  homeStats(repos: Repositories, chain: string): Promise<Home>;
  /** the height (Solana: slot) of the block holding a transaction */
  heightOf(tx: Tx): number;
  /** fee rates paid lately (GET /gas/{chain}); families without a fee market leave it out */
  feeRates?(repos: Repositories, chain: string): Promise<BtcFeeRates>;
}

/** The family's response shapes: a block and a transaction tell their family by `chain` (a discriminated union member); the home overview has no chain field. */
export interface FamilySchemas {
  block: z.ZodType;
  transaction: z.ZodType;
  homeStats: z.ZodObject;
}

/** What the global search looks for on the family's chains, by the form of the text. */
export interface FamilySearch {
  /** what a contracts-table row of this family is: an EVM contract, a Solana mint (token); null: the family has none */
  contractKind: 'contract' | 'token' | null;
  /** whether the family has a page per transaction (web chains/family-views.ts screens.transaction); else its block's page */
  transactionPage: boolean;
  /** the hashes, signatures and addresses `text` names on `chain` (empty when the text has none of the family's forms) */
  find(repos: Repositories, chain: ChainId, text: string): Promise<Found[]>;
  /** whether `text` has one of the family's hash or address forms (then it is not searched as a name) */
  fits(chain: ChainId, text: string): boolean;
}

/** The CSV downloads' columns: a block list row and a block's transaction rows. */
export interface FamilyCsv {
  blocks: Columns<CsvBlockRow>;
  blockTransactions: BlockTxExport;
}

export type StatisticsFigure = 'avgGasPrice' | 'avgBlockTime' | 'difficulty' | 'feeRate' | 'tps' | 'voteShare';

/** Which statistics figures the family has (statistics/figures.ts; the others are null). */
export interface FamilyStatistics {
  /** the summary and series figures the family has */
  figures: readonly StatisticsFigure[];
  /** the metric table's rows, in order */
  metrics: readonly StatsMetricName[];
}

/** The address page: the address index's page keys → transaction rows, and the family's part of the summary. */
export interface FamilyAddressPage {
  /** the address (its stored form) as the address index keys it: the bytes the family's indexer stores, '\x…'; null: none */
  addressBytes(chain: string, address: string): ByteaIn | null;
  rows(repos: Repositories, chain: string, address: string, keys: readonly ActivityKey[]): Promise<AddressTransaction[]>;
  /** the summary's family part (and, where balances are unspent outputs, the balance) */
  extras(repos: Repositories, chain: string, address: string): Promise<Partial<AddressSummary> & { utxoBalance?: string }>;
}

/**
 * Token pages from the balances the family's indexer keeps (addresses in their stored form; cursors
 * opaque, a bad one a 400): a token's figures, its holders, moves and items, an address's tokens.
 */
export interface FamilyTokens {
  /** whether a move of the token was indexed */
  known(repos: Repositories, chain: string, token: string): Promise<boolean>;
  summary(repos: Repositories, chain: string, token: string): Promise<TokenSummary | undefined>;
  /** undefined (as summary): no move of the token was indexed */
  holders(repos: Repositories, chain: string, token: string, cursor: string | undefined, limit: number): Promise<TokenHolderPage | undefined>;
  transfers(repos: Repositories, chain: string, token: string, cursor: string | undefined, limit: number): Promise<TokenTransferPage>;
  inventory(repos: Repositories, chain: string, token: string, cursor: string | undefined, limit: number): Promise<TokenInventoryPage>;
  ofHolder(repos: Repositories, chain: string, holder: string, cursor: string | undefined, limit: number): Promise<AddressTokenPage>;
}

/**
 * Internal calls that moved value, as the family's indexer traced them (addresses and hashes in
 * their stored form; an address's cursor opaque, a bad one a 400).
 */
export interface FamilyInternalCalls {
  /** undefined: no such transaction stored */
  ofTransaction(repos: Repositories, chain: string, hash: string): Promise<TxInternalCalls | undefined>;
  ofAddress(repos: Repositories, chain: string, address: string, cursor: string | undefined, limit: number): Promise<AddressInternalCallPage>;
}

/** A wallet named by an extended public key or descriptor (the key as the user typed it; a bad one a 400 naming `key`). */
export interface FamilyWallet {
  view(repos: Repositories, chain: string, key: string, opts: { gap: number; cursor: string | undefined; limit: number }): Promise<Wallet>;
}

/** The Esplora REST API's answers (Bitcoin-style families; routes/esplora maps the paths): a thrown HttpError is Esplora's status and text. */
export interface EsploraApi {
  tipHeight(): Promise<number>;
  tipHash(): Promise<string>;
  /** the 10 blocks from `start` (default: the tip) down */
  blocks(start?: number): Promise<unknown[]>;
  blockHashAt(height: number): Promise<string>;
  block(hash: string): Promise<unknown>;
  blockStatus(hash: string): Promise<unknown>;
  blockTxids(hash: string): Promise<string[]>;
  blockTxs(hash: string, start: number): Promise<unknown[]>;
  /** the txid at a position of the block */
  blockTxid(hash: string, index: number): Promise<string>;
  /** the 80-byte header in hex, serialized from the stored fields */
  blockHeader(hash: string): Promise<string>;
  tx(txid: string): Promise<unknown>;
  txStatus(txid: string): Promise<unknown>;
  txHex(txid: string): Promise<string>;
  txOutspends(txid: string): Promise<unknown[]>;
  txOutspend(txid: string, vout: number): Promise<unknown>;
  address(address: string): Promise<unknown>;
  /** confirmed, newest first, 25 after `lastSeen` (a txid) when given */
  addressTxs(address: string, lastSeen?: string): Promise<unknown[]>;
  addressUtxos(address: string): Promise<unknown[]>;
  feeEstimates(): Promise<Record<string, number>>;
}

export interface FamilyEsplora {
  /** `node`: the chain's node (scripts and witnesses the index does not keep); `guestNewest`: a guest lists only this many newest blocks (null: any) */
  open(repos: Repositories, chain: string, node: { url: string | undefined; logger?: Logger; guestNewest: number | null }): EsploraApi;
}

/** One JSON-RPC call reading an address's native balance from the chain's node, and its result as base units. */
export interface NodeBalanceCall {
  call(address: string): { method: string; params: unknown[] };
  read(result: unknown): bigint | null;
}

export interface ServerFamily<Block = unknown, Tx = unknown, Home = unknown> {
  family: ChainFamily;
  schemas: FamilySchemas;
  reads: FamilyReads<Block, Tx, Home>;
  search: FamilySearch;
  csv: FamilyCsv;
  statistics: FamilyStatistics;
  addressPage: FamilyAddressPage;
  /** how the node reports an address's balance; absent: the family has no account balances (Bitcoin: unspent outputs, addressPage.extras) */
  nodeBalance?: NodeBalanceCall;
  /** token pages (balances kept at ingest); absent: the family has none */
  tokens?: FamilyTokens;
  /** internal calls (kept by the indexer's tracer); absent: the family has none */
  internalCalls?: FamilyInternalCalls;
  /** the wallet view (extended public keys); absent: the family has none */
  wallet?: FamilyWallet;
  /** the Esplora-compatible API (/{chain}/esplora/api); absent: the family has none */
  esplora?: FamilyEsplora;
  /** rows (address, txid, block_height, direction, token, amount) of the family's activity in a block range; token '' is the chain's own coin */
  alertActivity(sql: AlertSql): RawBuilder<unknown>;
  /** the family's own repositories, added to app.repos under the family's name */
  repositories(db: Kysely<DB>): Partial<FamilyRepositories>;
}
