/**
 * The chain-family seam. The sync engine (sync/engine.ts) knows no family: it asks a family module
 * for an adapter (head, block hashes, fetch + standardize + encode) and a store (write a batch,
 * roll back above a height). A family is one module here (families/<family>.ts, or
 * families/<family>/index.ts when the family has stages of its own beside it, as families/evm has)
 * over its adapter folder (chains/<family>) and its store code; a chain of an existing family is a
 * registry entry.
 */
import type { ChainFamily, ChainId, ChainInfo, Logger } from '@explorer/core';
import type { Database, DB } from '@explorer/db';
import type { Kysely } from 'kysely';
import type { WriteOptions } from '../store/live-messages';
import type { RollbackResult } from '../store/rollback';

/** What the engine reads of a prepared block: enough to link, checkpoint, count and announce. */
export interface LinkedBlock {
  height: number;
  hash: string;
  parentHash: string;
  /** height of the parent block when it is not height − 1 (a chain with skipped slots) */
  parentHeight?: number;
  txCount: number;
  /** base units the block producer earned (carried by live 'update' events) */
  minerTip: string;
}

/**
 * A block as the family's adapter hands it to the family's store: plain data (it may come from a
 * decode worker by structured clone), one per height.
 */
export interface PreparedBlockBase {
  block: LinkedBlock;
}

/** What checkNode learned about the node. */
export interface NodeIdentity {
  /** the network whose address forms the chain takes (btc: getblockchaininfo's chain); absent where the family has one form */
  network?: string;
}

export interface ChainAdapter<P extends PreparedBlockBase = PreparedBlockBase> {
  /** checks the node against the registry entry (a different network is logged); the engine records `network` (chain_networks) */
  checkNode(signal?: AbortSignal): Promise<NodeIdentity>;
  head(signal?: AbortSignal): Promise<number>;
  /** the node's block hashes at these heights, null where it has none (the reorg walk-back) */
  blockHashes(heights: number[], signal?: AbortSignal): Promise<(string | null)[]>;
  /** fetches, standardizes and encodes these consecutive heights, in order */
  fetchPrepared(heights: number[], signal?: AbortSignal): Promise<P[]>;
}


export interface FamilyStore<P extends PreparedBlockBase = PreparedBlockBase> {
  /** the batch's rows, counters, checkpoint and live events, inside the caller's transaction */
  write(trx: Kysely<DB>, chain: ChainId, blocks: P[], opts: WriteOptions): Promise<void>;
  /** removes the chain's rows above `height` (counters and checkpoint follow), inside the caller's transaction */
  rollbackTo(trx: Kysely<DB>, chain: ChainId, height: number): Promise<RollbackResult>;
}

/** A long-running task beside a chain's indexer (EVM: token metadata from the contracts). */
export interface BackgroundTask {
  run(signal?: AbortSignal): Promise<void>;
}

/** Per-deployment choices a family's adapter reads (plain data: decode workers receive it too). */
export interface FamilyOptions {
  /** sol: 'full' keeps a vote transaction's detail like any other's; default 'compact' (a row without detail) */
  solVoteDetail?: 'compact' | 'full';
  /** ms an RPC request may take before it counts as failed (default the client's 30 s) */
  rpcTimeoutMs?: number;
  /** evm: false keeps no token balances (the ingest benchmark's run without them); default true */
  tokenBalances?: boolean;
}

export interface ChainFamilyModule<P extends PreparedBlockBase = PreparedBlockBase> {
  family: ChainFamily;
  createAdapter(o: { chain: ChainInfo; rpcUrl: string; logger: Logger; options?: FamilyOptions }): ChainAdapter<P>;
  store: FamilyStore<P>;
  /** tasks that run beside each of the family's indexers */
  background?(o: { database: Database; chain: ChainInfo; rpcUrl: string; logger: Logger }): BackgroundTask[];
}
