/**
 * The RPC edge: raw eth_getBlockByNumber(n, true) / receipt / log JSON → validated, typed objects.
 * Everything that is read is checked (RpcShapeError names the field, block and tx); hashes,
 * addresses and hex data come out lower-case. Derivations (fees, tips, transfers) live in bundle.ts.
 */
import type { EvmBlock, EvmLog, EvmTransaction } from '@explorer/core';
import { readFields } from './field-reader';
import { RpcShapeError } from '../rpc-shape-error';

/** Receipt status as the spec's transaction status: 1 success, 2 failed, 3 unknown (pre-Byzantium). */
export const TX_STATUS = { success: 1, failed: 2, unknown: 3 } as const;

export type StandardTransaction = Pick<
  EvmTransaction,
  'hash' | 'blockHeight' | 'blockHash' | 'index' | 'from' | 'to' | 'value' | 'nonce' | 'type' | 'gasLimit' | 'gasPrice' | 'maxFeePerGas' | 'maxPriorityFeePerGas' | 'input'
>;

export type StandardBlock = Omit<EvmBlock, 'txCount' | 'minerTip' | 'burned'> & {
  blobGasUsed: bigint | null;
  transactions: StandardTransaction[];
};

export interface StandardReceipt {
  txHash: string;
  blockHash: string;
  blockHeight: number;
  txIndex: number;
  status: number;
  gasUsed: bigint;
  cumulativeGasUsed: bigint;
  /** absent from receipts of old nodes/blocks: the tx gasPrice applies then */
  effectiveGasPrice: bigint | null;
  blobGasUsed: bigint | null;
  blobGasPrice: bigint | null;
  contractAddress: string | null;
  logs: EvmLog[];
}

export function standardizeBlock(raw: unknown): StandardBlock {
  const base = readFields(raw, { object: 'block' });
  const height = base.int('number');
  const f = base.at({ object: 'block', block: height });
  const hash = f.hash('hash');
  const transactions = f.array('transactions').map((tx, i) => {
    if (typeof tx !== 'object') f.fail(`transactions[${i}]`, 'is not a full transaction object (request the block with hydrated txs)');
    return standardizeTransaction(tx, { height, hash });
  });
  return {
    height,
    hash,
    parentHash: f.hash('parentHash'),
    timestamp: f.int('timestamp'),
    miner: f.address('miner'),
    size: f.int('size'),
    gasUsed: f.quantity('gasUsed'),
    gasLimit: f.quantity('gasLimit'),
    baseFeePerGas: f.optQuantity('baseFeePerGas'),
    difficulty: f.quantity('difficulty'),
    extraData: f.data('extraData'),
    blobGasUsed: f.optQuantity('blobGasUsed'),
    transactions,
  };
}

/** One hydrated tx of a block; `block` is the enclosing block, which the tx's own fields must match. */
export function standardizeTransaction(raw: unknown, block: { height: number; hash: string }): StandardTransaction {
  const base = readFields(raw, { object: 'transaction', block: block.height });
  const hash = base.hash('hash');
  const f = base.at({ object: 'transaction', block: block.height, tx: hash });
  if (f.raw('blockHash') !== undefined && f.hash('blockHash') !== block.hash) f.fail('blockHash', `is not the enclosing block's ${block.hash}`);
  if (f.raw('blockNumber') !== undefined && f.int('blockNumber') !== block.height) f.fail('blockNumber', `is not ${block.height}`);
  return {
    hash,
    blockHeight: block.height,
    blockHash: block.hash,
    index: f.int('transactionIndex'),
    from: f.address('from'),
    to: f.optAddress('to'),
    value: f.quantity('value'),
    nonce: f.int('nonce'),
    type: f.raw('type') === undefined ? 0 : f.int('type'),
    gasLimit: f.quantity('gas'),
    gasPrice: f.optQuantity('gasPrice'),
    maxFeePerGas: f.optQuantity('maxFeePerGas'),
    maxPriorityFeePerGas: f.optQuantity('maxPriorityFeePerGas'),
    input: f.data('input'),
  };
}

export function standardizeReceipt(raw: unknown): StandardReceipt {
  const base = readFields(raw, { object: 'receipt' });
  const txHash = base.hash('transactionHash');
  const blockHeight = base.at({ object: 'receipt', tx: txHash }).int('blockNumber');
  const f = base.at({ object: 'receipt', block: blockHeight, tx: txHash });
  const txIndex = f.int('transactionIndex');
  const status = f.optQuantity('status');
  if (status !== null && status !== 0n && status !== 1n) f.fail('status', `is neither 0x0 nor 0x1: ${status}`);
  const blockHash = f.hash('blockHash');
  return {
    txHash,
    blockHash,
    blockHeight,
    txIndex,
    status: status === 1n ? TX_STATUS.success : status === 0n ? TX_STATUS.failed : TX_STATUS.unknown,
    gasUsed: f.quantity('gasUsed'),
    cumulativeGasUsed: f.quantity('cumulativeGasUsed'),
    effectiveGasPrice: f.optQuantity('effectiveGasPrice'),
    blobGasUsed: f.optQuantity('blobGasUsed'),
    blobGasPrice: f.optQuantity('blobGasPrice'),
    contractAddress: f.optAddress('contractAddress'),
    logs: f.array('logs').map((log) => standardizeLog(log, { blockHeight, txHash, txIndex })),
  };
}

export function standardizeLog(raw: unknown, tx: { blockHeight: number; txHash: string; txIndex: number }): EvmLog {
  const f = readFields(raw, { object: 'log', block: tx.blockHeight, tx: tx.txHash });
  const topics = f.array('topics').map((t, i) => {
    if (typeof t !== 'string' || !/^0x[0-9a-fA-F]{64}$/.test(t)) throw new RpcShapeError(`topics[${i}]`, 'is not a 32-byte hash', { object: 'log', block: tx.blockHeight, tx: tx.txHash });
    return t.toLowerCase();
  });
  if (topics.length > 4) f.fail('topics', `has ${topics.length} entries (at most 4)`);
  return {
    blockHeight: tx.blockHeight,
    txHash: tx.txHash,
    txIndex: tx.txIndex,
    logIndex: f.int('logIndex'),
    address: f.address('address'),
    topics,
    data: f.data('data'),
  };
}
