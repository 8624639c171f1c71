import { describe, expect, it } from 'vitest';
import { buildEvmBundle } from './bundle';
import { ERC20_TRANSFER_TOPIC } from './erc20-transfer';
import { loadMainnetBlock } from '../../../test/support/evm-mainnet-fixtures';

type Raw = Record<string, unknown>;
const logsOf = (receipts: Raw[]) => receipts.flatMap((r) => r.logs as Raw[]);

describe('pre-Byzantium receipts (no status)', () => {
  it('1755635: fees per tx, unknown status, the ERC-20 Transfer of tx0 from per-tx receipt files', () => {
    const { rawBlock, rawReceipts } = loadMainnetBlock(1755635);
    const b = buildEvmBundle(rawBlock, rawReceipts);
    expect(b.transactions.map((t) => t.hash.slice(0, 10))).toEqual(['0x2e3dcd05', '0x9a5437ec']);
    expect(b.transactions.map((t) => t.fee)).toEqual([728360000000000n, 420000000000000n]);
    expect(b.transactions.map((t) => t.status)).toEqual([3, 3]);
    expect(b.block.gasUsed).toBe(57418n);
    expect(b.logs).toHaveLength(2);

    const raw = logsOf(rawReceipts).filter((l) => (l.topics as string[])[0] === ERC20_TRANSFER_TOPIC);
    expect(raw).toHaveLength(1);
    const topics = raw[0]!.topics as string[];
    expect(b.tokenTransfers).toEqual([
      {
        blockHeight: 1755635,
        txHash: b.transactions[0]!.hash,
        logIndex: Number(raw[0]!.logIndex),
        token: (raw[0]!.address as string).toLowerCase(),
        from: `0x${topics[1]!.slice(26)}`,
        to: `0x${topics[2]!.slice(26)}`,
        amount: BigInt(raw[0]!.data as string),
      },
    ]);
  });

  it('483920: receipts out of order are matched by hash; status null → unknown', () => {
    const { rawBlock, rawReceipts } = loadMainnetBlock(483920);
    expect(rawReceipts.map((r) => Number(r.transactionIndex))).toEqual([0, 2, 3, 1]);
    const b = buildEvmBundle(rawBlock, rawReceipts);
    expect(b.transactions.map((t) => t.index)).toEqual([0, 1, 2, 3]);
    for (const tx of b.transactions) {
      const r = rawReceipts.find((x) => x.transactionHash === tx.hash)!;
      expect(tx.gasUsed).toBe(BigInt(r.gasUsed as string));
      expect(tx.status).toBe(3);
    }
  });

  it('falls back to the tx gasPrice when receipts lack effectiveGasPrice', () => {
    const { rawBlock, rawReceipts } = loadMainnetBlock(483920);
    const stripped = rawReceipts.map(({ effectiveGasPrice: _drop, ...r }) => r);
    const b = buildEvmBundle(rawBlock, stripped);
    expect(b.transactions.reduce((s, t) => s + t.fee, 0n)).toBe(7185300000000000n); // gasPrice 50 gwei
    expect(b.transactions.every((t) => t.effectiveGasPrice === 50_000_000_000n)).toBe(true);
  });
});

describe('blob transactions (19433903)', () => {
  const { rawBlock, rawReceipts } = loadMainnetBlock(19433903);
  const b = buildEvmBundle(rawBlock, rawReceipts);

  it('adds blobGasUsed × blobGasPrice to the fee of each type-3 tx', () => {
    const blobTxs = b.transactions.filter((t) => t.type === 3);
    expect(blobTxs).toHaveLength(3);
    let blobFees = 0n;
    for (const tx of blobTxs) {
      const r = rawReceipts.find((x) => x.transactionHash === tx.hash)!;
      const blobFee = BigInt(r.blobGasUsed as string) * BigInt(r.blobGasPrice as string);
      blobFees += blobFee;
      expect(tx.fee).toBe(BigInt(r.gasUsed as string) * BigInt(r.effectiveGasPrice as string) + blobFee);
    }
    expect(blobFees).toBe(393216n);
  });

  it('type-2 txs carry their fee caps', () => {
    const tx = b.transactions.find((t) => t.type === 2)!;
    const raw = (rawBlock.transactions as Raw[]).find((t) => t.hash === tx.hash)!;
    expect(tx.maxFeePerGas).toBe(BigInt(raw.maxFeePerGas as string));
    expect(tx.maxPriorityFeePerGas).toBe(BigInt(raw.maxPriorityFeePerGas as string));
    expect(tx.timestamp).toBe(Number(rawBlock.timestamp));
  });
});

describe('18000000: token transfers and contract creation', () => {
  const { rawBlock, rawReceipts } = loadMainnetBlock(18000000);
  const b = buildEvmBundle(rawBlock, rawReceipts);
  const transferLogs = logsOf(rawReceipts).filter((l) => (l.topics as string[])[0] === ERC20_TRANSFER_TOPIC);

  it('takes 3-topic, 32-byte Transfer logs and leaves the 4-topic (ERC-721) ones', () => {
    const erc20 = transferLogs.filter((l) => (l.topics as string[]).length === 3 && (l.data as string).length === 66);
    const erc721 = transferLogs.filter((l) => (l.topics as string[]).length === 4);
    expect(erc721.length).toBeGreaterThan(0);
    expect(b.tokenTransfers).toHaveLength(erc20.length);
    const indexes = new Set(b.tokenTransfers.map((t) => t.logIndex));
    for (const l of erc721) expect(indexes.has(Number(l.logIndex))).toBe(false);
    expect(b.tokenTransfers.reduce((s, t) => s + t.amount, 0n)).toBe(erc20.reduce((s, l) => s + BigInt(l.data as string), 0n));
  });

  it('records the contract created by receipt.contractAddress with its creator', () => {
    const creating = rawReceipts.filter((r) => r.contractAddress);
    expect(creating).toHaveLength(1);
    const tx = (rawBlock.transactions as Raw[]).find((t) => t.hash === creating[0]!.transactionHash)!;
    expect(tx.to).toBeNull();
    expect(b.contracts).toEqual([
      { address: (creating[0]!.contractAddress as string).toLowerCase(), creator: (tx.from as string).toLowerCase(), creationTx: tx.hash, creationBlock: 18000000 },
    ]);
    expect(b.transactions.find((t) => t.hash === tx.hash)!.contractAddress).toBe(b.contracts[0]!.address);
  });
});

describe('normalization', () => {
  it('lower-cases hashes, addresses and hex data', () => {
    const { rawBlock, rawReceipts } = loadMainnetBlock(1755635);
    const upper = (s: unknown) => `0x${(s as string).slice(2).toUpperCase()}`;
    const txs = (rawBlock.transactions as Raw[]).map((t) => ({ ...t, from: upper(t.from), input: upper(t.input), hash: upper(t.hash) }));
    const receipts = rawReceipts.map((r) => ({ ...r, transactionHash: upper(r.transactionHash), logs: (r.logs as Raw[]).map((l) => ({ ...l, address: upper(l.address) })) }));
    const b = buildEvmBundle({ ...rawBlock, miner: upper(rawBlock.miner), hash: upper(rawBlock.hash), transactions: txs }, receipts);
    const reference = buildEvmBundle(rawBlock, rawReceipts);
    expect(b).toEqual(reference);
    expect(b.block.miner).toMatch(/^0x[0-9a-f]{40}$/);
  });
});
