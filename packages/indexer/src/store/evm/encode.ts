/** Pure model → row encoders (no database): bigint amounts become exact decimal strings. */
import type { ChainId, EvmBlockBundle, TokenTransfer } from '@explorer/core';
import type { BlockRow, ContractRow, LogRow, TokenTransferRow, TransactionRow } from './rows';
import { withTxTotals } from '../batch';

const dec = (v: bigint) => v.toString();
const optDec = (v: bigint | null) => (v === null ? null : v.toString());

/**
 * `txTotalBefore`: the stored tx_total of the block below the batch's lowest (0 when none), from
 * which each block's running transaction total is counted in height order.
 */
export function encodeBlocks(
  chain: ChainId,
  bundles: readonly EvmBlockBundle[],
  txTotalBefore = 0,
): BlockRow[] {
  return withTxTotals(
    bundles.map((b) => encodeBlockRow(chain, b)),
    txTotalBefore,
  );
}

/** A block's row but for tx_total (a running count that depends on the blocks stored below). */
export function encodeBlockRow(
  chain: ChainId,
  { block, transactions }: EvmBlockBundle,
): Omit<BlockRow, 'tx_total'> {
  return {
    chain,
    height: block.height,
    hash: block.hash,
    parent_hash: block.parentHash,
    timestamp: block.timestamp,
    miner: block.miner,
    size: block.size,
    tx_count: block.txCount,
    gas_used: dec(block.gasUsed),
    gas_limit: dec(block.gasLimit),
    base_fee: optDec(block.baseFeePerGas),
    difficulty: dec(block.difficulty),
    miner_tip: dec(block.minerTip),
    burned: dec(block.burned),
    value_sum: dec(transactions.reduce((s, t) => s + t.value, 0n)),
    gas_price_sum: dec(transactions.reduce((s, t) => s + t.effectiveGasPrice, 0n)),
  };
}

/** The tx's token columns come from its first ERC-20 Transfer (lowest log index). */
export function encodeTransactions(chain: ChainId, bundles: readonly EvmBlockBundle[]): TransactionRow[] {
  return bundles.flatMap(({ transactions, tokenTransfers }) => {
    const firstTransfer = new Map<string, TokenTransfer>();
    for (const t of [...tokenTransfers].sort((a, b) => a.logIndex - b.logIndex)) {
      if (!firstTransfer.has(t.txHash)) firstTransfer.set(t.txHash, t);
    }
    return transactions.map((tx): TransactionRow => {
      const token = firstTransfer.get(tx.hash);
      return {
        chain,
        block_height: tx.blockHeight,
        tx_index: tx.index,
        hash: tx.hash,
        timestamp: tx.timestamp,
        from_addr: tx.from,
        to_addr: tx.to,
        value: dec(tx.value),
        fee: dec(tx.fee),
        status: tx.status,
        nonce: tx.nonce,
        tx_type: tx.type,
        gas_limit: dec(tx.gasLimit),
        gas_price: optDec(tx.gasPrice),
        max_fee_per_gas: optDec(tx.maxFeePerGas),
        max_priority_fee_per_gas: optDec(tx.maxPriorityFeePerGas),
        input: tx.input,
        gas_used: dec(tx.gasUsed),
        cumulative_gas_used: dec(tx.cumulativeGasUsed),
        effective_gas_price: dec(tx.effectiveGasPrice),
        contract_address: tx.contractAddress,
        token_address: token?.token ?? null,
        token_from: token?.from ?? null,
        token_to: token?.to ?? null,
        token_amount: token ? dec(token.amount) : null,
      };
    });
  });
}

export function encodeLogs(chain: ChainId, bundles: readonly EvmBlockBundle[]): LogRow[] {
  return bundles.flatMap(({ logs }) =>
    logs.map((log) => ({
      chain,
      block_height: log.blockHeight,
      log_index: log.logIndex,
      tx_index: log.txIndex,
      tx_hash: log.txHash,
      address: log.address,
      topic0: log.topics[0] ?? null,
      topic1: log.topics[1] ?? null,
      topic2: log.topics[2] ?? null,
      topic3: log.topics[3] ?? null,
      data: log.data,
    })),
  );
}

export function encodeTokenTransfers(chain: ChainId, bundles: readonly EvmBlockBundle[]): TokenTransferRow[] {
  return bundles.flatMap(({ tokenTransfers }) =>
    tokenTransfers.map((t) => ({
      chain,
      block_height: t.blockHeight,
      log_index: t.logIndex,
      tx_hash: t.txHash,
      token: t.token,
      from_addr: t.from,
      to_addr: t.to,
      amount: dec(t.amount),
    })),
  );
}

/** One row per address (the first creation wins): an upsert may touch a row only once. */
export function encodeContracts(chain: ChainId, bundles: readonly EvmBlockBundle[]): ContractRow[] {
  return firstPerAddress(
    bundles.flatMap((b) =>
      b.contracts.map((c): ContractRow => ({
        chain,
        address: c.address,
        creator: c.creator,
        creation_tx: c.creationTx,
        creation_block: c.creationBlock,
        source: 'indexer',
      })),
    ),
  );
}

export function firstPerAddress(rows: readonly ContractRow[]): ContractRow[] {
  const byAddress = new Map<string, ContractRow>();
  for (const row of rows) if (!byAddress.has(row.address)) byAddress.set(row.address, row);
  return [...byAddress.values()];
}
