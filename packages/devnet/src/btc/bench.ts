/**
 * Mainnet-sized blocks for benchmarks: about 3000 signed transactions and ~1.5 MB each (weight near
 * the 4M limit), on a fresh regtest chain whose first 101 blocks are bare coinbases (to mature one).
 * The chain is returned too, so the blocks can be served (startRpcServer({ view: chain })) or saved
 * (writeBlockFiles) and replayed by the recorded-block server. Signing dominates the cost (about
 * 8000 signatures a block, pure-JS secp256k1): ~7–8 s of CPU per block; `cacheDir` pays it once.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { toHex } from './bytes';
import { BtcChain, type ChainBlock } from './chain';
import { regtestGenesis } from './genesis';
import { createKeyring } from './keys';
import { mineNext } from './miner';
import { COINBASE_MATURITY, REGTEST } from './network';
import { parseBlock, serializeBlock } from './raw-block';
import type { TxKind } from './traffic';

/** mostly simple payments, like mainnet: keeps ~3000 transactions inside the weight limit */
export const MAINNET_MIX: Record<TxKind, number> = { transfer: 88, payout: 3, consolidation: 2, opreturn: 7 };

export interface MainnetBlocksOptions {
  seed?: string;
  /** transactions wanted per block (default 3000; fewer when the weight limit is reached first) */
  txCount?: number;
  /** unix time of the first block (default 1_700_000_000) */
  startTime?: number;
  /** called after each big block with how long it took */
  onBlock?: (block: ChainBlock, ms: number) => void;
  /**
   * keep the blocks here (<cacheDir>/<seed>-<txCount>/<height>.hex): a later call with the same
   * seed and size reads and re-validates them instead of signing ~3000 transactions again
   */
  cacheDir?: string;
}

export interface MainnetBlocks {
  chain: BtcChain;
  /** the big blocks only (the chain also holds the 101 bare blocks before them) */
  blocks: ChainBlock[];
  msPerBlock: number[];
}

export function generateMainnetSizedBlocks(count: number, opts: MainnetBlocksOptions = {}): MainnetBlocks {
  if (!Number.isInteger(count) || count < 1) throw new Error(`count must be a positive integer, got ${count}`);
  const seed = opts.seed ?? 'bench';
  const txCount = opts.txCount ?? 3000;
  let time = opts.startTime ?? 1_700_000_000;
  const chain = new BtcChain(REGTEST, regtestGenesis());
  const keyring = createKeyring(seed, 60);
  for (let i = 0; i <= COINBASE_MATURITY; i++) mineNext(chain, keyring, seed, { time: time++, txCount: 0 });
  const blocks: ChainBlock[] = [];
  const msPerBlock: number[] = [];
  const cache = opts.cacheDir ? join(opts.cacheDir, `${seed}-${txCount}`) : undefined;
  if (cache) mkdirSync(cache, { recursive: true });
  for (let i = 0; i < count; i++) {
    const started = performance.now();
    const file = cache ? join(cache, `${chain.height + 1}.hex`) : undefined;
    time += 600;
    let block: ChainBlock;
    if (file && existsSync(file)) block = chain.connect(parseBlock(Buffer.from(readFileSync(file, 'utf8'), 'hex')));
    else {
      block = mineNext(chain, keyring, seed, { time, txCount, mix: MAINNET_MIX });
      if (file) writeFileSync(file, toHex(serializeBlock(block)));
    }
    const ms = performance.now() - started;
    blocks.push(block);
    msPerBlock.push(ms);
    opts.onBlock?.(block, ms);
  }
  return { chain, blocks, msPerBlock };
}
