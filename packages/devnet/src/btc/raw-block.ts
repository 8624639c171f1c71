/**
 * Blocks and transactions as bytes: the 80-byte header, where each transaction starts and ends in a
 * block, the witness-stripped form a txid hashes, and the sizes Core reports (size, strippedsize,
 * weight = stripped × 3 + size, vsize = ⌈weight / 4⌉). Decoding of fields is btc-signer's RawTx.
 */
import { RawTx } from '@scure/btc-signer';
import { Reader, concat, displayHex, internalBytes, sha256d, varint } from './bytes';

export type DecodedTx = ReturnType<typeof RawTx.decode>;

export interface BlockHeader {
  version: number;
  /** display hex; all zeros for a genesis block */
  prevHash: string;
  merkleRoot: string;
  time: number;
  bits: number;
  nonce: number;
}

export interface TxInfo {
  /** serialized as in the block (with witness data when it has some) */
  raw: Uint8Array;
  txid: string;
  wtxid: string;
  size: number;
  strippedSize: number;
  weight: number;
  vsize: number;
}

export interface RawBlock {
  header: BlockHeader;
  hash: string;
  txs: TxInfo[];
  size: number;
  strippedSize: number;
  weight: number;
}

export function encodeHeader(h: BlockHeader): Uint8Array {
  const out = new Uint8Array(80);
  const view = new DataView(out.buffer);
  view.setInt32(0, h.version, true);
  out.set(internalBytes(h.prevHash), 4);
  out.set(internalBytes(h.merkleRoot), 36);
  view.setUint32(68, h.time, true);
  view.setUint32(72, h.bits, true);
  view.setUint32(76, h.nonce, true);
  return out;
}

export function decodeHeader(bytes: Uint8Array): BlockHeader {
  if (bytes.length < 80) throw new Error('a block header is 80 bytes');
  const view = new DataView(bytes.buffer, bytes.byteOffset, 80);
  return {
    version: view.getInt32(0, true),
    prevHash: displayHex(bytes.subarray(4, 36)),
    merkleRoot: displayHex(bytes.subarray(36, 68)),
    time: view.getUint32(68, true),
    bits: view.getUint32(72, true),
    nonce: view.getUint32(76, true),
  };
}

export const headerHash = (h: BlockHeader): string => displayHex(sha256d(encodeHeader(h)));

/** reads one transaction at the reader's position; returns its bytes and its witness-stripped bytes */
function scanTx(r: Reader): { raw: Uint8Array; stripped: Uint8Array } {
  const start = r.pos;
  r.skip(4);
  let segwit = false;
  if (r.bytes[r.pos] === 0 && r.bytes[r.pos + 1] === 1) {
    segwit = true;
    r.skip(2);
  }
  const ioStart = r.pos;
  const inputs = r.varint();
  for (let i = 0; i < inputs; i++) {
    r.skip(36);
    r.skip(r.varint());
    r.skip(4);
  }
  const outputs = r.varint();
  for (let i = 0; i < outputs; i++) {
    r.skip(8);
    r.skip(r.varint());
  }
  const ioEnd = r.pos;
  if (segwit) {
    for (let i = 0; i < inputs; i++) {
      const items = r.varint();
      for (let k = 0; k < items; k++) r.skip(r.varint());
    }
  }
  r.skip(4);
  const raw = r.bytes.subarray(start, r.pos);
  const stripped = segwit ? concat([raw.subarray(0, 4), r.bytes.subarray(ioStart, ioEnd), raw.subarray(raw.length - 4)]) : raw;
  return { raw, stripped };
}

function txInfo(raw: Uint8Array, stripped: Uint8Array): TxInfo {
  const weight = stripped.length * 3 + raw.length;
  return {
    raw,
    txid: displayHex(sha256d(stripped)),
    wtxid: raw === stripped ? displayHex(sha256d(stripped)) : displayHex(sha256d(raw)),
    size: raw.length,
    strippedSize: stripped.length,
    weight,
    vsize: Math.ceil(weight / 4),
  };
}

/** sizes and ids of one serialized transaction (throws on trailing or missing bytes) */
export function describeTx(bytes: Uint8Array): TxInfo {
  const r = new Reader(bytes);
  const { raw, stripped } = scanTx(r);
  if (r.pos !== bytes.length) throw new Error(`${bytes.length - r.pos} bytes after the transaction`);
  return txInfo(raw, stripped);
}

export function decodeTx(tx: TxInfo): DecodedTx {
  return RawTx.decode(tx.raw);
}

export function parseBlock(bytes: Uint8Array): RawBlock {
  const r = new Reader(bytes);
  const header = decodeHeader(r.take(80));
  const count = r.varint();
  const txs: TxInfo[] = [];
  for (let i = 0; i < count; i++) {
    const { raw, stripped } = scanTx(r);
    txs.push(txInfo(raw, stripped));
  }
  if (r.pos !== bytes.length) throw new Error(`${bytes.length - r.pos} bytes after the block's transactions`);
  return assembleBlock(header, txs);
}

export function assembleBlock(header: BlockHeader, txs: TxInfo[]): RawBlock {
  const prefix = 80 + varint(txs.length).length;
  const size = prefix + txs.reduce((s, t) => s + t.size, 0);
  const strippedSize = prefix + txs.reduce((s, t) => s + t.strippedSize, 0);
  return { header, hash: headerHash(header), txs, size, strippedSize, weight: strippedSize * 3 + size };
}

export function serializeBlock(block: RawBlock): Uint8Array {
  return concat([encodeHeader(block.header), varint(block.txs.length), ...block.txs.map((t) => t.raw)]);
}
