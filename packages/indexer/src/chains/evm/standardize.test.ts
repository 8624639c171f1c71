import { describe, expect, it } from 'vitest';
import { buildEvmBundle } from './bundle';
import { loadMainnetBlock } from '../../../test/support/evm-mainnet-fixtures';
import { RpcShapeError } from '../rpc-shape-error';
import { standardizeBlock, standardizeReceipt } from './standardize';

type Raw = Record<string, unknown>;

function shapeError(fn: () => unknown): RpcShapeError {
  try {
    fn();
  } catch (e) {
    if (e instanceof RpcShapeError) return e;
    throw e;
  }
  throw new Error('expected an RpcShapeError');
}

describe('malformed RPC input', () => {
  const { rawBlock, rawReceipts } = loadMainnetBlock(1000000);
  const txs = rawBlock.transactions as Raw[];

  it('a receipt without gasUsed names the field, block and tx', () => {
    const { gasUsed: _drop, ...broken } = rawReceipts[1]!;
    const e = shapeError(() => buildEvmBundle(rawBlock, [rawReceipts[0]!, broken]));
    expect(e.field).toBe('gasUsed');
    expect(e.block).toBe(1000000);
    expect(e.tx).toBe(rawReceipts[1]!.transactionHash);
    expect(e.message).toContain('"gasUsed"');
  });

  it('a block without a parentHash, or with a non-hex gasLimit', () => {
    const { parentHash: _drop, ...noParent } = rawBlock;
    expect(shapeError(() => standardizeBlock(noParent)).field).toBe('parentHash');
    expect(shapeError(() => standardizeBlock({ ...rawBlock, gasLimit: 12345 })).field).toBe('gasLimit');
    expect(shapeError(() => standardizeBlock({ ...rawBlock, number: undefined })).field).toBe('number');
  });

  it('a tx with a malformed address or a block of tx hashes only', () => {
    const bad = { ...rawBlock, transactions: [{ ...txs[0]!, from: '0x1234' }] };
    const e = shapeError(() => standardizeBlock(bad));
    expect(e.field).toBe('from');
    expect(e.tx).toBe(txs[0]!.hash);
    expect(shapeError(() => standardizeBlock({ ...rawBlock, transactions: txs.map((t) => t.hash) })).field).toBe('transactions[0]');
  });

  it('a receipt status other than 0x0/0x1, and a log topic that is not a hash', () => {
    expect(shapeError(() => standardizeReceipt({ ...rawReceipts[0]!, status: '0x2' })).field).toBe('status');
    const log = (rawReceipts[0]!.logs as Raw[])[0] ?? (rawReceipts[1]!.logs as Raw[])[0]!;
    const withLog = { ...rawReceipts[0]!, logs: [{ ...log, topics: ['0xdead'] }] };
    expect(shapeError(() => standardizeReceipt(withLog)).field).toBe('topics[0]');
  });

  it('a missing receipt, a receipt of another block, a foreign receipt', () => {
    expect(shapeError(() => buildEvmBundle(rawBlock, [rawReceipts[0]!])).tx).toBe(txs[1]!.hash);
    const other = { ...rawReceipts[1]!, blockHash: `0x${'ab'.repeat(32)}` };
    expect(shapeError(() => buildEvmBundle(rawBlock, [rawReceipts[0]!, other])).field).toBe('blockHash');
    const foreign = { ...rawReceipts[1]!, transactionHash: `0x${'cd'.repeat(32)}` };
    expect(shapeError(() => buildEvmBundle(rawBlock, [...rawReceipts, foreign])).field).toBe('transactionHash');
  });

  it('a non-object answer (null result)', () => {
    expect(shapeError(() => standardizeBlock(null)).field).toBe('(object)');
  });
});
