/**
 * Puts a block together: coinbase (subsidy + fees, witness commitment over the wtxids), merkle root
 * over the txids, header on the parent, nonce ground until the hash meets regtest's target.
 */
import { buildCoinbase } from './coinbase';
import { merkleRoot, witnessCommitment } from './merkle';
import { BLOCK_VERSION, REGTEST_BITS, subsidyAt } from './network';
import { grind } from './pow';
import { assembleBlock, type RawBlock, type TxInfo } from './raw-block';

export interface BlockTemplate {
  parentHash: string;
  height: number;
  time: number;
  txs: TxInfo[];
  fees: bigint;
  payoutScript: Uint8Array;
  extraNonce: Uint8Array;
  tag?: string;
}

const RESERVED = new Uint8Array(32);

export function buildBlock(t: BlockTemplate): RawBlock {
  if (t.fees < 0n) throw new Error('fees cannot be negative');
  // the coinbase's own wtxid counts as zero, so the commitment can be computed before the coinbase exists
  const commitment = witnessCommitment(['', ...t.txs.map((tx) => tx.wtxid)], RESERVED);
  const coinbase = buildCoinbase({ height: t.height, value: subsidyAt(t.height) + t.fees, payoutScript: t.payoutScript, commitment, extraNonce: t.extraNonce, tag: t.tag });
  const txs = [coinbase, ...t.txs];
  const header = grind({ version: BLOCK_VERSION, prevHash: t.parentHash, merkleRoot: merkleRoot(txs.map((tx) => tx.txid)), time: t.time, bits: REGTEST_BITS, nonce: 0 });
  return assembleBlock(header, txs);
}
