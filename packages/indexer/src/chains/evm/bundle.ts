/**
 * buildEvmBundle: one block's raw RPC JSON (block with hydrated txs + its receipts in any order) →
 * the normalized EvmBlockBundle with every derived amount. All amounts are bigint.
 *
 * Definitions:
 * - tx fee = gasUsed × effectiveGasPrice, plus blobGasUsed × blobGasPrice for blob (type-3) txs.
 *   Receipts from before London may lack effectiveGasPrice: the tx gasPrice is what was paid then.
 * - block minerTip = Σ (effectiveGasPrice − baseFee) × gasUsed (baseFee 0 before London, so the
 *   whole execution fee goes to the miner). Blob fees never reach the block producer.
 * - block burned = baseFeePerGas × block gasUsed + Σ blob fees: the protocol burns the whole blob
 *   fee (EIP-4844) as well as the base fee (EIP-1559). So Σ tx fee = minerTip + burned.
 * - tx status from the receipt: 0x1 → 1 success, 0x0 → 2 failed, no status (pre-Byzantium `root`
 *   receipts) → 3 unknown.
 * - contracts: receipt.contractAddress of successful (or status-unknown) creation txs; a failed
 *   creation deployed nothing. The tx row still records the address the receipt names.
 */
import type { ContractCreation, EvmBlockBundle, EvmTransaction, TokenTransfer } from '@explorer/core';
import { decodeErc20Transfer } from './erc20-transfer';
import { RpcShapeError } from '../rpc-shape-error';
import { standardizeBlock, standardizeReceipt, TX_STATUS, type StandardReceipt } from './standardize';

export function buildEvmBundle(rawBlock: unknown, rawReceipts: unknown[]): EvmBlockBundle {
  const block = standardizeBlock(rawBlock);
  const receipts = matchReceipts(block.height, block.hash, block.transactions.map((t) => t.hash), rawReceipts);
  const baseFee = block.baseFeePerGas ?? 0n;
  let minerTip = 0n;
  let blobFees = 0n;

  const transactions: EvmTransaction[] = block.transactions.map((tx) => {
    const r = receipts.get(tx.hash)!;
    if (r.txIndex !== tx.index) {
      throw new RpcShapeError('transactionIndex', `is ${r.txIndex}, the block lists the tx at ${tx.index}`, { object: 'receipt', block: block.height, tx: tx.hash });
    }
    const effectiveGasPrice = r.effectiveGasPrice ?? tx.gasPrice;
    if (effectiveGasPrice === null) {
      throw new RpcShapeError('effectiveGasPrice', 'is missing from the receipt and the tx has no gasPrice', { object: 'receipt', block: block.height, tx: tx.hash });
    }
    const blobFee = r.blobGasUsed !== null && r.blobGasPrice !== null ? r.blobGasUsed * r.blobGasPrice : 0n;
    minerTip += (effectiveGasPrice - baseFee) * r.gasUsed;
    blobFees += blobFee;
    // every field written out: a spread of the standardized tx and seven more fields took V8's slow
    // object-copy path (a fifth of the worker's building time on mainnet blocks)
    return {
      hash: tx.hash,
      blockHeight: tx.blockHeight,
      blockHash: tx.blockHash,
      index: tx.index,
      from: tx.from,
      to: tx.to,
      value: tx.value,
      nonce: tx.nonce,
      type: tx.type,
      gasLimit: tx.gasLimit,
      gasPrice: tx.gasPrice,
      maxFeePerGas: tx.maxFeePerGas,
      maxPriorityFeePerGas: tx.maxPriorityFeePerGas,
      input: tx.input,
      timestamp: block.timestamp,
      status: r.status,
      gasUsed: r.gasUsed,
      cumulativeGasUsed: r.cumulativeGasUsed,
      effectiveGasPrice,
      fee: r.gasUsed * effectiveGasPrice + blobFee,
      contractAddress: r.contractAddress,
    };
  });

  const logs = transactions.flatMap((tx) => receipts.get(tx.hash)!.logs).sort((a, b) => a.logIndex - b.logIndex);
  const tokenTransfers = logs.map(decodeErc20Transfer).filter((t): t is TokenTransfer => t !== null);
  const contracts: ContractCreation[] = transactions
    .filter((tx) => tx.contractAddress !== null && tx.status !== TX_STATUS.failed)
    .map((tx) => ({ address: tx.contractAddress!, creator: tx.from, creationTx: tx.hash, creationBlock: block.height }));

  const { transactions: _txs, blobGasUsed: _blob, ...header } = block;
  return {
    block: { ...header, txCount: transactions.length, minerTip, burned: baseFee * block.gasUsed + blobFees },
    transactions,
    logs,
    tokenTransfers,
    contracts,
  };
}

/** Receipts by tx hash; every tx must have exactly one, all from this block. */
function matchReceipts(height: number, blockHash: string, txHashes: string[], rawReceipts: unknown[]): Map<string, StandardReceipt> {
  const wanted = new Set(txHashes);
  const byHash = new Map<string, StandardReceipt>();
  for (const raw of rawReceipts) {
    const r = standardizeReceipt(raw);
    const where = { object: 'receipt' as const, block: height, tx: r.txHash };
    if (r.blockHash !== blockHash) throw new RpcShapeError('blockHash', `is ${r.blockHash}, not the block's ${blockHash}`, where);
    if (!wanted.has(r.txHash)) throw new RpcShapeError('transactionHash', 'names no transaction of the block', where);
    if (byHash.has(r.txHash)) throw new RpcShapeError('transactionHash', 'appears in two receipts', where);
    byHash.set(r.txHash, r);
  }
  const missing = txHashes.find((h) => !byHash.has(h));
  if (missing) throw new RpcShapeError('receipts', 'has no receipt for this transaction', { object: 'receipt', block: height, tx: missing });
  return byHash;
}
