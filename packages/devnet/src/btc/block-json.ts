/**
 * getblockheader / getblock results in Core's (29) shapes: header fields (hash, confirmations — -1
 * for a block off the active chain —, height, version, versionHex, merkleroot, time, mediantime,
 * nonce, bits, target, difficulty, chainwork, nTx, previousblockhash, nextblockhash), then for a
 * block strippedsize, size, weight and tx (txids at verbosity 1, objects at 2 and 3).
 */
import { coreDouble, difficultyOf, hex256, targetOf } from './pow';
import { txJson } from './tx-json';
import type { ChainView, ViewBlock } from './view';

const hex32 = (n: number) => (n >>> 0).toString(16).padStart(8, '0');

export function headerJson(view: ChainView, b: ViewBlock): Record<string, unknown> {
  const active = view.isActive(b);
  const next = active ? view.at(b.height + 1) : undefined;
  return {
    hash: b.hash,
    confirmations: active ? view.height - b.height + 1 : -1,
    height: b.height,
    version: b.header.version,
    versionHex: hex32(b.header.version),
    merkleroot: b.header.merkleRoot,
    time: b.header.time,
    mediantime: view.medianTimePast(b),
    nonce: b.header.nonce,
    bits: hex32(b.header.bits),
    target: hex256(targetOf(b.header.bits)),
    difficulty: coreDouble(difficultyOf(b.header.bits)),
    chainwork: hex256(b.chainwork),
    nTx: b.txs.length,
    previousblockhash: b.height > 0 ? b.header.prevHash : undefined,
    nextblockhash: next?.hash,
  };
}

export function blockJson(view: ChainView, b: ViewBlock, verbosity: 1 | 2 | 3): Record<string, unknown> {
  const tx =
    verbosity === 1
      ? b.txs.map((t) => t.txid)
      : b.txs.map((t, i) => txJson(t, view.network, { hex: true, prevouts: i > 0 ? b.spent[i] : undefined, showPrevouts: verbosity === 3, showFee: true }));
  return { ...headerJson(view, b), strippedsize: b.strippedSize, size: b.size, weight: b.weight, tx };
}
