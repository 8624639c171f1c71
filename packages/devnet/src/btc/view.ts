/**
 * What the RPC server reads: a chain of blocks by height and hash with their spent outputs. The
 * generated chain (BtcChain) and recorded blocks (recorded-chain.ts) both provide it. A recorded
 * block may lack some prevouts (or their height and coinbase flag): those are simply not shown.
 */
import type { BtcNetwork } from './network';
import type { RawBlock } from './raw-block';

export interface KnownPrevout {
  value: bigint;
  script: Uint8Array;
  height?: number;
  generated?: boolean;
}

export interface ViewBlock extends RawBlock {
  height: number;
  /** per transaction (coinbase: empty), per input */
  spent: readonly (readonly (KnownPrevout | undefined)[])[];
  chainwork: bigint;
}

export interface ChainView {
  readonly network: BtcNetwork;
  readonly tip: ViewBlock;
  readonly height: number;
  at(height: number): ViewBlock | undefined;
  byHash(hash: string): ViewBlock | undefined;
  isActive(block: ViewBlock): boolean;
  findTx(txid: string): { block: ViewBlock; index: number } | undefined;
  medianTimePast(block: ViewBlock): number;
}
