/**
 * Mainnet-sized blocks for benchmarks: about 3000 signed transactions and ~1.5 MB each (weight near
 * the 4M limit), on a fresh regtest chain whose first 101 blocks are bare coinbases (to mature one).
 * The chain is returned too, so the blocks can be served (startRpcServer({ view: chain })) or saved
 * (writeBlockFiles) and replayed by the recorded-block server.
 */
import { BtcChain, type ChainBlock } from './chain';
import { regtestGenesis } from './genesis';
import { createKeyring } from './keys';
import { mineNext } from './miner';
import { COINBASE_MATURITY, REGTEST } from './network';
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
  for (let i = 0; i < count; i++) {
    const started = performance.now();
    const block = mineNext(chain, keyring, seed, { time: (time += 600), txCount, mix: MAINNET_MIX });
    const ms = performance.now() - started;
    blocks.push(block);
    msPerBlock.push(ms);
    opts.onBlock?.(block, ms);
  }
  return { chain, blocks, msPerBlock };
}
