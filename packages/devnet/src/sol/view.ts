/** What the SOL RPC methods read: produced blocks by slot, the tip, transactions by signature. */
import type { SolBlock } from './model';

export interface SolView {
  readonly genesisHash: string;
  /** the highest produced block */
  readonly tip: SolBlock;
  /** the lowest slot with a block */
  readonly firstSlot: number;
  block(slot: number): SolBlock | undefined;
  /** produced slots in [from, to], ascending */
  producedSlots(from: number, to: number): number[];
  findTx(signature: string): { block: SolBlock; index: number } | undefined;
  /** lamports of an address now, when the view has live state */
  balance?(address: string): number | undefined;
  /** the getBlock answer (json, full, rewards) as stored text, when the view keeps blocks as files */
  rawBlockJson?(slot: number): string | undefined;
}
