import { describe, expect, it } from 'vitest';
import { buildEvmBundle } from '../../chains/evm/bundle';
import { loadMainnetBlock } from '../../../test/support/evm-mainnet-fixtures';
import { encodeBlocks, encodeContracts, encodeLogs, encodeTransactions } from './encode';
import { toColumns } from '../table-spec';
import { BLOCKS, TRANSACTIONS } from './rows';

type Raw = Record<string, unknown>;
const big = (v: unknown) => BigInt(v as string);

function load(height: number) {
  const raw = loadMainnetBlock(height);
  return { raw, bundle: buildEvmBundle(raw.rawBlock, raw.rawReceipts) };
}

describe('encodeBlocks', () => {
  it('19433903: exact decimal strings, value and gas price sums from the raw JSON', () => {
    const { raw, bundle } = load(19433903);
    const [row] = encodeBlocks('eth', [bundle]);
    const txs = raw.rawBlock.transactions as Raw[];
    expect(row).toMatchObject({
      chain: 'eth',
      height: 19433903,
      hash: '0xb39d99cc81a35570c4d5765d9273cb282e424324cd5aae059cc00de7d59afb69',
      tx_count: 172,
      size: Number(raw.rawBlock.size),
      gas_used: '12759945',
      base_fee: '67168653040',
      miner_tip: '49699235366057061',
      burned: '857068318514876016', // 857068318514482800 base fee burn + 393216 blob fee
      difficulty: '0',
    });
    expect(row!.value_sum).toBe(txs.reduce((s, t) => s + big(t.value), 0n).toString());
    expect(row!.gas_price_sum).toBe(raw.rawReceipts.reduce((s, r) => s + big(r.effectiveGasPrice), 0n).toString());
  });

  it('pre-London: base fee NULL, burned 0', () => {
    const [row] = encodeBlocks('eth', [load(1000000).bundle]);
    expect(row!.base_fee).toBeNull();
    expect(row!.burned).toBe('0');
    expect(row!.miner_tip).toBe('3614887722000000');
  });
});

describe('encodeTransactions', () => {
  it('writes hashes, addresses and input as BYTEA input text and the chain as its key', () => {
    const { raw, bundle } = load(19433902);
    const rows = encodeTransactions('eth', [bundle]);
    expect(rows).toHaveLength(171);
    const txs = raw.rawBlock.transactions as Raw[];
    rows.forEach((row, i) => {
      const tx = txs[i]!;
      expect(row.chain).toBe(1);
      expect(row.hash).toBe(tx.hash);
      expect(row.from_addr).toBe((tx.from as string).toLowerCase());
      expect(row.to_addr).toBe(tx.to ? (tx.to as string).toLowerCase() : null);
      expect(row.input).toBe(tx.input);
      expect(row.gas_limit).toBe(big(tx.gas).toString());
    });
    expect(encodeTransactions('bsc', [bundle])[0]!.chain).toBe(2);
  });


  it('encodes amounts, status and type of a failed tx', () => {
    const { raw, bundle } = load(19433902);
    const failed = raw.rawReceipts.find((r) => r.status === '0x0')!;
    const row = encodeTransactions('eth', [bundle]).find((r) => r.hash === failed.transactionHash)!;
    const tx = (raw.rawBlock.transactions as Raw[]).find((t) => t.hash === failed.transactionHash)!;
    expect(row.status).toBe(2);
    // its fee is gas used × effective gas price (no blob gas): derivable, so not stored; its gas price equals the effective one
    expect(row.fee).toBeNull();
    expect(row.gas_price).toBeNull();
    expect(BigInt(row.gas_used) * BigInt(row.effective_gas_price)).toBe(big(failed.gasUsed) * big(failed.effectiveGasPrice));
    expect(row.value).toBe(big(tx.value).toString());
    expect(row.tx_type).toBe(Number(tx.type));
    expect(row.nonce).toBe(Number(tx.nonce));
  });
});

describe('logs, transfers, contracts, columns', () => {
  it('splits topics into topic0..3 with NULLs for the missing ones', () => {
    const { bundle } = load(18000000);
    const rows = encodeLogs('eth', [bundle]);
    expect(rows).toHaveLength(291);
    const topics = rows.map((r) => [r.topic0, r.topic1, r.topic2, r.topic3]);
    expect(topics).toEqual(bundle.logs.map((l) => [0, 1, 2, 3].map((k) => (l.topics[k] === undefined ? null : l.topics[k]))));
    expect(rows.map((r) => r.data)).toEqual(bundle.logs.map((l) => l.data));
    const counts = new Set(topics.map((t) => t.filter((x) => x !== null).length));
    expect(counts.has(4) && [0, 1, 2].some((n) => counts.has(n))).toBe(true);
  });

  it('keeps one contract row per address', () => {
    const { bundle } = load(18000000);
    const rows = encodeContracts('bsc', [bundle, bundle]);
    expect(rows).toEqual([{ chain: 'bsc', address: bundle.contracts[0]!.address, creator: bundle.contracts[0]!.creator, creation_tx: bundle.contracts[0]!.creationTx, creation_block: 18000000, source: 'indexer' }]);
  });

  it('toColumns gives one array per column in spec order', () => {
    const { bundle } = load(1755635);
    const cols = toColumns(BLOCKS, encodeBlocks('eth', [bundle, bundle]));
    expect(cols).toHaveLength(BLOCKS.columns.length);
    expect(cols[1]).toEqual([1755635, 1755635]);
    const txCols = toColumns(TRANSACTIONS, encodeTransactions('eth', [bundle]));
    const at = (name: string) => TRANSACTIONS.columns.findIndex(([c]) => c === name);
    expect(txCols[at('gas_used')]!.map((g, i) => BigInt(g as number) * BigInt(txCols[at('effective_gas_price')]![i] as string))).toEqual([728360000000000n, 420000000000000n]);
    expect(txCols[at('fee')]).toEqual([null, null]);
  });
});
