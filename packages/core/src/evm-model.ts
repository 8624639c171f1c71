/**
 * The normalized EVM model: what an adapter produces from raw RPC JSON and what the store writes.
 * Quantities are bigint in memory; they travel to the DB as NUMERIC and to clients as decimal strings.
 * Hex data (hashes, addresses, input) is lower-case 0x-prefixed text.
 */
export interface EvmBlock {
  height: number;
  hash: string;
  parentHash: string;
  timestamp: number; // unix seconds
  miner: string;
  size: number;
  gasUsed: bigint;
  gasLimit: bigint;
  baseFeePerGas: bigint | null;
  difficulty: bigint;
  extraData: string;
  txCount: number;
  /** Σ (effectiveGasPrice − baseFee) × gasUsed over the block's txs (all of the fee before London) */
  minerTip: bigint;
  /** baseFee × gasUsed (0 before London) + Σ blob fees (blobGasUsed × blobGasPrice, burned too) */
  burned: bigint;
}

export interface EvmTransaction {
  hash: string;
  blockHeight: number;
  blockHash: string;
  index: number;
  timestamp: number;
  from: string;
  to: string | null;
  value: bigint;
  nonce: number;
  type: number; // 0 legacy, 1 EIP-2930, 2 EIP-1559, 3 EIP-4844
  gasLimit: bigint;
  gasPrice: bigint | null;
  maxFeePerGas: bigint | null;
  maxPriorityFeePerGas: bigint | null;
  input: string;
  // from the receipt
  status: number; // 1 success, 2 failed, 3 unknown (pre-Byzantium receipt without status); from receipt status 0x1/0x0
  gasUsed: bigint;
  cumulativeGasUsed: bigint;
  effectiveGasPrice: bigint;
  fee: bigint;
  contractAddress: string | null;
}

export interface EvmLog {
  blockHeight: number;
  txHash: string;
  txIndex: number;
  logIndex: number;
  address: string;
  topics: string[];
  data: string;
}

export interface TokenTransfer {
  blockHeight: number;
  txHash: string;
  logIndex: number;
  token: string;
  from: string;
  to: string;
  amount: bigint;
}

export interface ContractCreation {
  address: string;
  creator: string;
  creationTx: string;
  creationBlock: number;
}

/** One block with everything derived from it: the unit the sink writes in one DB transaction. */
export interface EvmBlockBundle {
  block: EvmBlock;
  transactions: EvmTransaction[];
  logs: EvmLog[];
  tokenTransfers: TokenTransfer[];
  contracts: ContractCreation[];
}
