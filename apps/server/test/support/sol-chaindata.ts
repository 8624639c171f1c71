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

/** Every recorded mainnet getBlock answer (jsonParsed), with its slot (a file naming only the parent: parent + 1). */
export const RECORDED_SLOTS = [
  { file: 'solana/sol_mainnet_getBlock_slot100000000_trimmed10tx.chainstorage.json', slot: 100_000_000 },
  { file: 'solana/sol_mainnet_getBlock_jsonParsed_slot241043141_trimmed1tx.chainstorage.json', slot: 241_043_141 },
  { file: V0_BLOCK_FILE, slot: V0_SLOT },
] as const;

export const readRecordedBlock = (file: string): Json => JSON.parse(readFileSync(resolve(CHAINDATA_DIR, file), 'utf8')) as Json;

/** Stores every recorded slot as the sol indexer would (one batch each; no live messages). */
export async function seedRecordedSlots(database: Database): Promise<void> {
  for (const { file, slot } of RECORDED_SLOTS) {
    await writeSolBlocks(database.db, 'sol', [prepareSolBlock('sol', readSolBlock(slot, readRecordedBlock(file)))], { notify: 'none' });
  }
}
