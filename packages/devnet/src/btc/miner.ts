/**
 * Mines the next block on the chain's tip: seeded randomness per (seed, parent, height, salt) so a
 * chain is reproducible from its seed and a different salt on the same parent gives a different
 * block (a reorg's replacement), wallet traffic, the template and proof of work, then connect().
 */
import { createRandom, type Random } from '../random';
import { sha256 } from './bytes';
import { buildBlock } from './block-template';
import type { BtcChain, ChainBlock } from './chain';
import type { Keyring } from './keys';
import { MAX_BLOCK_WEIGHT } from './network';
import { generateTraffic, type TxKind } from './traffic';

export interface MineOptions {
  /** unix seconds wanted; raised to parent time + 1 so timestamps always increase */
  time: number;
  /** wallet transactions to include (0: coinbase only) */
  txCount: number;
  /** the coinbase pays here (default: a wallet key picked at random) */
  payoutScript?: Uint8Array;
  /** blocks mined on the same parent with different salts differ */
  salt?: string;
  /** weight budget of the whole block (default: the consensus limit less a margin for the coinbase) */
  maxWeight?: number;
  mix?: Partial<Record<TxKind, number>>;
  tag?: string;
}

export function blockRandom(seed: string, parentHash: string, height: number, salt = ''): Random {
  const digest = sha256(new TextEncoder().encode(`${seed}/${parentHash}/${height}/${salt}`));
  return createRandom(new DataView(digest.buffer, digest.byteOffset, 4).getUint32(0));
}

export function mineNext(chain: BtcChain, keyring: Keyring, seed: string, opts: MineOptions): ChainBlock {
  if (!Number.isInteger(opts.txCount) || opts.txCount < 0) throw new Error(`txCount must be a non-negative integer, got ${opts.txCount}`);
  if (!Number.isInteger(opts.time) || opts.time < 0) throw new Error(`time must be unix seconds, got ${opts.time}`);
  const parent = chain.tip;
  const height = parent.height + 1;
  const random = blockRandom(seed, parent.hash, height, opts.salt);
  const maxWeight = (opts.maxWeight ?? MAX_BLOCK_WEIGHT) - 4_000;
  const traffic = opts.txCount > 0 ? generateTraffic(chain, keyring, random, height, { txCount: opts.txCount, maxWeight, mix: opts.mix }) : { txs: [], fees: 0n };
  const block = buildBlock({
    parentHash: parent.hash,
    height,
    time: Math.max(opts.time, parent.header.time + 1),
    txs: traffic.txs,
    fees: traffic.fees,
    payoutScript: opts.payoutScript ?? random.pick(keyring.keys).script,
    extraNonce: Uint8Array.from({ length: 8 }, () => random.int(0, 255)),
    tag: opts.tag,
  });
  return chain.connect(block);
}
