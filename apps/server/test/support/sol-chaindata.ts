/**
 * A recorded mainnet Solana block from shared/chaindata/solana (facts in shared/chaindata/SOURCES.md),
 * read in place and never copied into the repo, stored through the indexer's own reader, prepare and
 * write — what indexing a Solana node stores. The child of slot 195545749 (jsonParsed, one
 * version-0 transaction): a Jupiter v2 swap through an Orca Whirlpool, whose swap instruction
 * (inner, raw data) is followed by the two SPL transfers the swap made.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Database } from '@explorer/db';
import { prepareSolBlock, readSolBlock, writeSolBlocks } from '@explorer/indexer';
import { CHAINDATA_DIR } from './chaindata';

export const V0_BLOCK_FILE =
  'solana/sol_mainnet_getBlock_jsonParsed_parentSlot195545749_trimmed1tx_v0.chainstorage.json';
/** the file gives only the parent slot */
export const V0_SLOT = 195545750;

type Json = Record<string, any>;

/** the getBlock result (the file is the bare result) */
export const readV0Block = (): Json =>
  JSON.parse(readFileSync(resolve(CHAINDATA_DIR, V0_BLOCK_FILE), 'utf8')) as Json;

/** Stores the block as the sol indexer would (one batch; no live messages). */
export async function seedV0Block(database: Database): Promise<void> {
  const bundle = readSolBlock(V0_SLOT, readV0Block());
  await writeSolBlocks(database.db, 'sol', [prepareSolBlock('sol', bundle)], { notify: 'none' });
}
