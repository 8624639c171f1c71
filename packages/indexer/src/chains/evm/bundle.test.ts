import { describe, expect, it } from 'vitest';
import { buildEvmBundle } from './bundle';
import { loadMainnetBlock } from '../../../test/support/evm-mainnet-fixtures';

type Raw = Record<string, unknown>;
const big = (v: unknown) => BigInt(v as string);

/** A second, plain computation straight from the raw JSON, independent of the adapter. */
function plainFigures(height: number) {
  const { rawBlock, rawReceipts } = loadMainnetBlock(height);
  const txs = rawBlock.transactions as Raw[];
  const baseFee = rawBlock.baseFeePerGas ? big(rawBlock.baseFeePerGas) : 0n;
  let execFees = 0n;
  let blobFees = 0n;
  let tips = 0n;
  for (const r of rawReceipts) {
    const tx = txs.find((t) => t.hash === r.transactionHash)!;
    const price = big(r.effectiveGasPrice ?? tx.gasPrice);
    execFees += big(r.gasUsed) * price;
    tips += (price - baseFee) * big(r.gasUsed);
    if (r.blobGasUsed) blobFees += big(r.blobGasUsed) * big(r.blobGasPrice);
  }
  const logs = rawReceipts.flatMap((r) => r.logs as Raw[]);
  return {
    execFees,
    blobFees,
    tips,
    burnt: baseFee * big(rawBlock.gasUsed),
    logCount: logs.length,
    failed: rawReceipts.filter((r) => r.status === '0x0').length,
    valueSum: txs.reduce((s, t) => s + big(t.value), 0n),
  };
}

function build(height: number) {
  const { rawBlock, rawReceipts } = loadMainnetBlock(height);
  return buildEvmBundle(rawBlock, rawReceipts);
}

const sum = (xs: bigint[]) => xs.reduce((a, b) => a + b, 0n);
const countBy = <T>(xs: T[], key: (x: T) => string | number) =>
  xs.reduce<Record<string, number>>((acc, x) => ({ ...acc, [key(x)]: (acc[key(x)] ?? 0) + 1 }), {});

// Facts from shared/chaindata/SOURCES.md. SOURCES' "total fees" is Σ gasUsed × effectiveGasPrice
// (execution gas only) and its "burnt" is baseFee × gasUsed; our tx fee and block burned also count
// the blob fee (blobGasUsed × blobGasPrice), which is paid by the sender and burned by the protocol.
const FACTS = [
  { height: 19433902, hash: '0x8ec7bd37afa247fde16aa96317c77055b7a633aa8dc9ae27d0d5c776b58fef04', txs: 171, types: { 0: 18, 1: 10, 2: 143 }, execFees: 1025765428965578322n, blobFee: 0n, burnt: 978427092174477840n, tip: 47338336791100482n, logs: 308, failed: 1, gasUsed: 14506860n },
  { height: 19433903, hash: '0xb39d99cc81a35570c4d5765d9273cb282e424324cd5aae059cc00de7d59afb69', txs: 172, types: { 0: 42, 2: 127, 3: 3 }, execFees: 906767553880539861n, blobFee: 393216n, burnt: 857068318514482800n, tip: 49699235366057061n, logs: 265, failed: 3, gasUsed: 12759945n },
  { height: 18000000, hash: '0x95b198e154acbfc64109dfd22d8224fe927fd8dfdedfae01587674482ba4baf3', txs: 94, types: { 0: 11, 2: 83 }, execFees: 383604366542520501n, blobFee: 0n, burnt: 352907159041663251n, tip: 30697207500857250n, logs: 291, failed: 2, gasUsed: 16247211n },
  { height: 18500000, hash: '0x80ce6bb0e244fbdf66cf0a1108273fe1ca58788efb7fb8d3a0d783d2b06d433d', txs: 157, types: { 0: 17, 2: 140 }, execFees: 450943315893129106n, blobFee: 0n, burnt: 354387026296242820n, tip: 96556289596886286n, logs: 408, failed: 1, gasUsed: 16388870n },
  // pre-London: no base fee, the whole fee is the miner's
  { height: 1000000, hash: '0x8e38b4dbf6b11fcc3b9dee84fb7986e29ca0a02cecd8977c161ff7333329681e', txs: 2, types: { 0: 2 }, execFees: 3614887722000000n, blobFee: 0n, burnt: 0n, tip: 3614887722000000n, logs: 1, failed: 0, gasUsed: 50244n },
  { height: 483920, hash: '0x246edb4b351d93c27926f4649bcf6c24366e2a7c7c718dc9158eea20c03bc6ae', txs: 4, types: { 0: 4 }, execFees: 7185300000000000n, blobFee: 0n, burnt: 0n, tip: 7185300000000000n, logs: 2, failed: 0, gasUsed: 143706n },
  { height: 4369999, hash: '0x51bc754831f33817e755039d90af3b20ea1e21905529ddaa03d7ba9f5fc9e66f', txs: 22, types: { 0: 22 }, execFees: 77719474698449583n, blobFee: 0n, burnt: 0n, tip: 77719474698449583n, logs: 171, failed: 0, gasUsed: 6630311n },
];

describe.each(FACTS)('buildEvmBundle on mainnet block $height', (f) => {
  const bundle = build(f.height);
  const plain = plainFigures(f.height);

  it('matches the block facts of SOURCES.md', () => {
    expect(bundle.block.height).toBe(f.height);
    expect(bundle.block.hash).toBe(f.hash);
    expect(bundle.block.txCount).toBe(f.txs);
    expect(bundle.transactions).toHaveLength(f.txs);
    expect(bundle.block.gasUsed).toBe(f.gasUsed);
    expect(countBy(bundle.transactions, (t) => t.type)).toEqual(f.types);
    expect(bundle.logs).toHaveLength(f.logs);
    expect(bundle.transactions.filter((t) => t.status === 2)).toHaveLength(f.failed);
  });

  it('derives fees, burned and miner tip as SOURCES.md states them', () => {
    expect(sum(bundle.transactions.map((t) => t.fee))).toBe(f.execFees + f.blobFee);
    expect(bundle.block.burned).toBe(f.burnt + f.blobFee);
    expect(bundle.block.minerTip).toBe(f.tip);
    expect(bundle.block.minerTip + bundle.block.burned).toBe(sum(bundle.transactions.map((t) => t.fee)));
  });

  it('agrees with a plain computation from the raw JSON', () => {
    expect(sum(bundle.transactions.map((t) => t.fee))).toBe(plain.execFees + plain.blobFees);
    expect(bundle.block.burned).toBe(plain.burnt + plain.blobFees);
    expect(bundle.block.minerTip).toBe(plain.tips);
    expect(bundle.logs).toHaveLength(plain.logCount);
    expect(bundle.transactions.filter((t) => t.status === 2)).toHaveLength(plain.failed);
    expect(sum(bundle.transactions.map((t) => t.value))).toBe(plain.valueSum);
    expect(sum(bundle.transactions.map((t) => t.gasUsed))).toBe(bundle.block.gasUsed);
  });

  it('keeps transactions in block order and logs in log-index order', () => {
    expect(bundle.transactions.map((t) => t.index)).toEqual(bundle.transactions.map((_, i) => i));
    const idx = bundle.logs.map((l) => l.logIndex);
    expect(idx).toEqual([...idx].sort((a, b) => a - b));
  });
});
