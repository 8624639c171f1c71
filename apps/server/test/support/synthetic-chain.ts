/**
 * A deterministic synthetic EVM chain as indexer bundles (the normalized model), for lists, paging and
 * window figures. Values exceed 2^53 so any float on the way would show. Every fourth block is empty;
 * block times cycle through BLOCK_TIMES.
 */
import type { EvmBlockBundle, EvmLog, EvmTransaction, TokenTransfer } from '@explorer/core';

export const BLOCK_TIMES = [12, 11, 14, 12, 13];
export const TOKEN = '0x00000000000000000000000000000000000070c1';
const TRANSFER_TOPIC = '0xddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef';
const GWEI = 1_000_000_000n;

const hex64 = (prefix: string, n: number) => '0x' + prefix + n.toString(16).padStart(64 - prefix.length, '0');
const addr = (n: number) => '0x' + n.toString(16).padStart(40, '0');
const word = (v: bigint | string) => (typeof v === 'string' ? v.slice(2) : v.toString(16)).padStart(64, '0');

export const blockHash = (height: number) => hex64('b1', height);
export const txHash = (height: number, index: number) => hex64('a7', height * 1000 + index);

export function syntheticBundles(opts: { count: number; startHeight?: number; startTime?: number }): EvmBlockBundle[] {
  const start = opts.startHeight ?? 1;
  let timestamp = opts.startTime ?? 1_700_000_000;
  const bundles: EvmBlockBundle[] = [];
  for (let i = 0; i < opts.count; i++) {
    const height = start + i;
    if (i > 0) timestamp += BLOCK_TIMES[i % BLOCK_TIMES.length]!;
    const baseFee = 7n * GWEI + BigInt(height);
    const transactions: EvmTransaction[] = [];
    const logs: EvmLog[] = [];
    const tokenTransfers: TokenTransfer[] = [];
    const txCount = i % 4 === 3 ? 0 : (i % 4) + 1;
    let cumulative = 0n;
    for (let k = 0; k < txCount; k++) {
      const hash = txHash(height, k);
      const gasUsed = 21_000n + BigInt(k * 1000);
      const effectiveGasPrice = baseFee + GWEI * BigInt(k + 1);
      cumulative += gasUsed;
      const from = addr(0x1000 + k);
      const to = k === 1 ? TOKEN : addr(0x2000 + height);
      transactions.push({
        hash,
        blockHeight: height,
        blockHash: blockHash(height),
        index: k,
        timestamp,
        from,
        to,
        value: 10n ** 18n * BigInt(height) + BigInt(k) + 123_456_789n,
        nonce: height * 10 + k,
        type: 2,
        gasLimit: 100_000n,
        gasPrice: effectiveGasPrice,
        maxFeePerGas: effectiveGasPrice + 5n * GWEI,
        maxPriorityFeePerGas: GWEI * BigInt(k + 1),
        input: k === 1 ? '0xa9059cbb' + word(addr(0x3000 + height)) + word(BigInt(height) * 1_000_000n) : '0x',
        status: 1,
        gasUsed,
        cumulativeGasUsed: cumulative,
        effectiveGasPrice,
        fee: gasUsed * effectiveGasPrice,
        contractAddress: null,
      });
      if (k === 1) {
        const amount = BigInt(height) * 1_000_000n;
        const logIndex = logs.length;
        logs.push({ blockHeight: height, txHash: hash, txIndex: k, logIndex, address: TOKEN, topics: [TRANSFER_TOPIC, '0x' + word(from), '0x' + word(addr(0x3000 + height))], data: '0x' + word(amount) });
        tokenTransfers.push({ blockHeight: height, txHash: hash, logIndex, token: TOKEN, from, to: addr(0x3000 + height), amount });
      }
    }
    const minerTip = transactions.reduce((s, t) => s + (t.effectiveGasPrice - baseFee) * t.gasUsed, 0n);
    bundles.push({
      block: {
        height,
        hash: blockHash(height),
        parentHash: height === start ? hex64('b1', 0) : blockHash(height - 1),
        timestamp,
        miner: addr(0xbeef),
        size: 600 + txCount * 110,
        gasUsed: cumulative,
        gasLimit: 30_000_000n,
        baseFeePerGas: baseFee,
        difficulty: 0n,
        extraData: '0x',
        txCount,
        minerTip,
        burned: baseFee * cumulative,
      },
      transactions,
      logs,
      tokenTransfers,
      contracts: [],
    });
  }
  return bundles;
}
