/** Pure model → row encoders (no database): bigint amounts become exact decimal strings. */
import { chainKey, type ChainId, type EvmBlockBundle } from '@explorer/core';
import type { ByteaIn } from '@explorer/db';
import type { BlockRow, ContractRow, LogRow, TransactionRow } from './rows';
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

/**
 * The BYTEA input text ('\x…') of '0x…' hex the bundle holds (validated and lower-cased when
 * read from the node: chains/evm/field-reader.ts), by one string operation.
 */
export const hexBytea = (hex: string): ByteaIn => `\\x${hex.slice(2)}` as ByteaIn;

/**
 * The transactions' and logs' rows keep hashes, addresses, input and data as the bundle's lower-case
 * '0x…' hex: they only reach the database through encodeRows, whose BYTEA columns decode '0x…' as
 * they do '\x…' (rewriting them to '\x…' first copied every value, tx input and log data included:
 * a fifth of a block's encoding).
 */
export function encodeTransactions(chain: ChainId, bundles: readonly EvmBlockBundle[]): TransactionRow[] {
  const key = chainKey(chain);
  return bundles.flatMap(({ transactions }) =>
    transactions.map((tx): TransactionRow => ({
      chain: key,
      block_height: tx.blockHeight,
      tx_index: tx.index,
      hash: tx.hash,
      from_addr: tx.from,
      to_addr: tx.to,
      value: dec(tx.value),
      // derivable values are left out (NULL): the fee of a tx without blob gas, a gas price equal to the effective one
      fee: tx.fee === tx.gasUsed * tx.effectiveGasPrice ? null : dec(tx.fee),
      status: tx.status,
      nonce: tx.nonce,
      tx_type: tx.type,
      gas_limit: dec(tx.gasLimit),
      gas_price: tx.gasPrice === tx.effectiveGasPrice ? null : optDec(tx.gasPrice),
      max_fee_per_gas: optDec(tx.maxFeePerGas),
      max_priority_fee_per_gas: optDec(tx.maxPriorityFeePerGas),
      input: tx.input,
      gas_used: dec(tx.gasUsed),
      cumulative_gas_used: dec(tx.cumulativeGasUsed),
      effective_gas_price: dec(tx.effectiveGasPrice),
      contract_address: tx.contractAddress,
    })),
  );
}

export function encodeLogs(chain: ChainId, bundles: readonly EvmBlockBundle[]): LogRow[] {
  const key = chainKey(chain);
  return bundles.flatMap(({ logs }) =>
    logs.map((log): LogRow => {
      const t = log.topics;
      return {
        chain: key,
        block_height: log.blockHeight,
        log_index: log.logIndex,
        tx_index: log.txIndex,
        address: log.address,
        topic0: t.length > 0 ? t[0]! : null,
        topic1: t.length > 1 ? t[1]! : null,
        topic2: t.length > 2 ? t[2]! : null,
        topic3: t.length > 3 ? t[3]! : null,
        data: log.data,
      };
    }),
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
