/**
 * The compressed Solana detail (migration 028) on the real mainnet answers in shared/chaindata/solana
 * (read in place): every transaction of the recorded blocks and getTransaction answers — votes too,
 * the v0 Jupiter swap with 49 log lines and token balances, the failed account setup with 30 log
 * lines and four token balances, the USDC transfer's token balances — is stored as the store does
 * (keyed, compressed in detail_z, its keys as bytes) and read back as the server does (inflated,
 * unkeyed, unpacked): the detail equals the transaction's, field for field. The compressed form
 * is the keyed JSON exactly, begins with the dictionary's version and is well under half its size.
 */
import { keyedSolDetail, unkeyedSolDetail, unpackSolDetail, unzipSolDetail, SOL_DETAIL_DICTIONARY_VERSION, type KeyedSolDetail, type SolTransaction } from '@explorer/core';
import { describe, expect, it } from 'vitest';
import { readSolBlock, readSolTransaction } from '../src';
import { Base58Memo, solTransactionDetail, storedSolDetail } from '../src/store/sol';
import { solKeysOf } from './support/sol-keys';
import { readSolJson, SOL_FILES } from './support/sol-mainnet-fixtures';

const blocks = [
  { file: SOL_FILES.slot100000000, slot: 100_000_000 },
  { file: SOL_FILES.failedTx241043141, slot: 241_043_141 },
  { file: SOL_FILES.v0Child195545749, slot: 195_545_750 },
];

function mainnetTransactions(): SolTransaction[] {
  const txs = blocks.flatMap(({ file, slot }) => readSolBlock(slot, readSolJson(file)).transactions);
  for (const file of [SOL_FILES.singleSol, SOL_FILES.singleUsdc]) txs.push(readSolTransaction(readSolJson(file)).transaction);
  return txs;
}

/** '\x…' BYTEA input → bytes */
const bytesOf = (bytea: string) => Buffer.from(bytea.slice(2), 'hex');

describe('the compressed Solana detail on mainnet transactions', () => {
  const txs = mainnetTransactions();

  it('reads back every detail exactly, from the bytes the store writes', () => {
    expect(txs.length).toBe(14);
    let json = 0;
    let zipped = 0;
    for (const t of txs) {
      const detail = solTransactionDetail(t);
      const stored = storedSolDetail(detail);
      expect(stored.detail).toBeNull();
      const bytes = bytesOf(stored.detail_z!);
      expect(bytes[0]).toBe(SOL_DETAIL_DICTIONARY_VERSION);
      const text = unzipSolDetail(bytes);
      // the keyed JSON exactly as the store made it
      const keyed = keyedSolDetail(detail, new Base58Memo().isKey)!;
      expect(text).toBe(JSON.stringify(keyed.detail));
      json += text.length;
      zipped += bytes.length;
      // as the server reads it: the signer (the row's column) and the keys column put back
      const signer = t.accountKeys[0]!.pubkey;
      const back = unpackSolDetail(unkeyedSolDetail(JSON.parse(text) as KeyedSolDetail, [signer, ...solKeysOf('0x' + stored.keys!.slice(2))], t.signature));
      expect(back).toEqual(detail);
    }
    expect(zipped).toBeLessThan(json * 0.45);
  });

  it('keeps a transaction with many logs and token balances whole', () => {
    const swap = txs.find((t) => (t.logs?.length ?? 0) >= 45)!;
    const failed = txs.find((t) => !t.success && t.preTokenBalances.length === 4)!;
    const usdc = txs.find((t) => t.postTokenBalances.some((b) => b.mint === 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v'))!;
    for (const t of [swap, failed, usdc]) {
      expect(t).toBeDefined();
      const detail = solTransactionDetail(t);
      const stored = storedSolDetail(detail);
      const back = unpackSolDetail(unkeyedSolDetail(JSON.parse(unzipSolDetail(bytesOf(stored.detail_z!))) as KeyedSolDetail, [t.accountKeys[0]!.pubkey, ...solKeysOf('0x' + stored.keys!.slice(2))], t.signature));
      expect(back.logs).toEqual(t.logs);
      expect(back.preTokenBalances).toEqual(detail.preTokenBalances);
      expect(back.postTokenBalances).toEqual(detail.postTokenBalances);
      expect(back.postTokenBalances.length).toBeGreaterThan(0);
      expect(back.instructions).toEqual(t.instructions);
    }
    expect(swap.postTokenBalances.length).toBe(3);
  });
});
