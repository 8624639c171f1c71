/**
 * Test helper: real mainnet transactions with their logs (shared/chaindata/ethereum, read in place
 * through evm-mainnet-fixtures), in the engine's input shape, and the ERC-20 calls and Transfer logs of
 * every fixture block for the sweeps against viem's decoder.
 */
import type { EvmLog, EvmTransaction } from '@explorer/core';
import { buildEvmBundle } from '../../src/chains/evm/bundle';
import { loadMainnetBlock, MAINNET_HEIGHTS } from './evm-mainnet-fixtures';
import type { ParseInput } from '../../src/chains/evm/parse/apply-parser-configs';

export interface MainnetCall extends ParseInput {
  hash: string;
  to: string;
  from: string;
  logs: EvmLog[];
}

const bundles = new Map<number, { transactions: EvmTransaction[]; logs: EvmLog[] }>();

function bundle(height: number) {
  let b = bundles.get(height);
  if (!b) {
    const { rawBlock, rawReceipts } = loadMainnetBlock(height);
    b = buildEvmBundle(rawBlock, rawReceipts);
    bundles.set(height, b);
  }
  return b;
}

function asCall(tx: EvmTransaction, logs: EvmLog[]): MainnetCall {
  if (tx.to === null) throw new Error(`${tx.hash} creates a contract`);
  return {
    hash: tx.hash,
    to: tx.to,
    from: tx.from,
    input: tx.input,
    logs: logs.filter((l) => l.txHash === tx.hash),
  };
}

/** The transaction `hash` of block `height`, with its logs. */
export function mainnetCall(height: number, hash: string): MainnetCall {
  const b = bundle(height);
  const tx = b.transactions.find((t) => t.hash === hash);
  if (!tx) throw new Error(`no tx ${hash} in block ${height}`);
  return asCall(tx, b.logs);
}

/** Every call of the fixture blocks whose input starts with one of `selectors`. */
export function mainnetCallsWithSelector(selectors: readonly string[]): MainnetCall[] {
  return MAINNET_HEIGHTS.flatMap((h) => {
    const b = bundle(h);
    return b.transactions
      .filter((t) => t.to !== null && selectors.includes(t.input.slice(0, 10)))
      .map((t) => asCall(t, b.logs));
  });
}

/** Every log of the fixture blocks whose topic0 is `topic0`. */
export function mainnetLogsWithTopic(topic0: string): EvmLog[] {
  return MAINNET_HEIGHTS.flatMap((h) => bundle(h).logs.filter((l) => l.topics[0] === topic0));
}
