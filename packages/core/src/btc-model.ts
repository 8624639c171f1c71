/**
 * The normalized Bitcoin model: what the btc adapter produces from Bitcoin Core JSON (or raw block
 * bytes) and what the btc store writes. Amounts are satoshi as bigint; hashes and txids lower-case
 * hex in the node's (display) byte order.
 */
export type BtcScriptType =
  | 'p2pk'
  | 'p2pkh'
  | 'p2sh'
  | 'p2wpkh'
  | 'p2wsh'
  | 'p2tr'
  | 'op_return'
  /** pay-to-anchor (BIP 433), Core's "anchor" */
  | 'anchor'
  | 'multisig'
  | 'witness_unknown'
  | 'nonstandard';

/** A block's header fields and sizes, as the node gives them. */
export interface BtcHeader {
  height: number;
  hash: string;
  /** '' for the genesis block */
  parentHash: string;
  /** header time, unix seconds */
  timestamp: number;
  version: number;
  /** compact target, 8 hex digits */
  bits: string;
  nonce: number;
  merkleRoot: string;
  /** plain decimal text */
  difficulty: string;
  size: number;
  strippedSize: number;
  weight: number;
}

export interface BtcBlock extends BtcHeader {
  txCount: number;
  /** Σ fees of the block's transactions; null when an input value is unknown */
  fees: bigint | null;
  subsidy: bigint;
  /** subsidy + fees (null with the fees) */
  reward: bigint | null;
  /** Σ coinbase outputs: what the miner claimed */
  coinbaseValue: bigint;
  /** Σ outputs of all transactions */
  valueOut: bigint;
  /** the pool named by the coinbase tag, when one is known */
  miner: string | null;
}

export interface BtcInput {
  vin: number;
  /** null for the coinbase input */
  prevTxid: string | null;
  prevVout: number | null;
  /** the spent output's value, address and type (prevout); null for the coinbase or when unknown */
  value: bigint | null;
  address: string | null;
  scriptType: BtcScriptType | null;
}

export interface BtcOutput {
  vout: number;
  value: bigint;
  address: string | null;
  scriptType: BtcScriptType;
}

export interface BtcTransaction {
  txid: string;
  wtxid: string;
  index: number;
  coinbase: boolean;
  size: number;
  vsize: number;
  weight: number;
  /** Σ inputs; null for the coinbase or when an input value is unknown */
  valueIn: bigint | null;
  valueOut: bigint;
  /** inputs − outputs; 0 for the coinbase; null when an input value is unknown */
  fee: bigint | null;
  inputs: BtcInput[];
  outputs: BtcOutput[];
}

export interface BtcBlockBundle {
  block: BtcBlock;
  transactions: BtcTransaction[];
}

/**
 * What a Bitcoin row of `blocks` keeps in its `extra` JSON (migration 007): written by the indexer's
 * store (store/btc/prepare.ts), read by the API (apps/server families/btc/block-extra.ts). Amounts are satoshi and
 * difficulty plain decimal text. The block's distinct-address sketch has its own column (migration 030).
 */
export interface BtcBlockExtra {
  version: number;
  bits: string;
  nonce: number;
  merkle_root: string;
  difficulty: string;
  weight: number;
  stripped_size: number;
  subsidy: string;
  /** subsidy + fees */
  reward: string;
  /** Σ coinbase outputs: what the miner claimed */
  coinbase_value: string;
}
