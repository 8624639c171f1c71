/**
 * A block as read from the node, before scripts are decoded and amounts derived: what the Core
 * JSON reader (core-json.ts) and the raw block decoder (raw-block.ts) both produce, so the model
 * is built in one place (bundle.ts) whichever form the block came in.
 */
import type { BtcHeader } from '@explorer/core';

export interface PrevoutParts {
  value: bigint;
  /** output script, hex */
  script: string;
}

export interface InputParts {
  /** null for the coinbase input */
  prevTxid: string | null;
  prevVout: number | null;
  /** the coinbase script (hex) for the coinbase input */
  coinbase: string | null;
  prevout: PrevoutParts | null;
}

export interface OutputParts {
  value: bigint;
  script: string;
}

export interface TxParts {
  txid: string;
  wtxid: string;
  size: number;
  vsize: number;
  weight: number;
  inputs: InputParts[];
  outputs: OutputParts[];
}

export interface BlockParts extends BtcHeader {
  txs: TxParts[];
}
