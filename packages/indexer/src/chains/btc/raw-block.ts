/**
 * A raw serialized block (consensus encoding, as `getblock <hash> 0`, blk*.dat records and P2P
 * carry it) → BlockParts, decoded with @scure/btc-signer's transaction coder. Txids and wtxids are
 * the double SHA-256 of each transaction without and with its witness; sizes follow BIP 141.
 * The height is the caller's (BIP 34 puts it in the coinbase only from block 227,931 on).
 */
import { CompactSize, RawTx } from '@scure/btc-signer';
import * as P from 'micro-packed';
import { plainDecimal } from './amounts';
import { difficultyFromBits, displayHex, sha256d } from './header';
import type { BlockParts, PrevoutParts, TxParts } from './parts';

const RawBlock = P.struct({ header: P.bytes(80), txs: P.array(CompactSize, RawTx) });
type DecodedTx = ReturnType<typeof RawTx.decode>;

const COINBASE_TXID = '0'.repeat(64);

function txParts(tx: DecodedTx, prevouts: ReadonlyMap<string, PrevoutParts> | undefined): TxParts {
  const full = RawTx.encode(tx);
  const stripped = tx.segwitFlag ? RawTx.encode({ ...tx, segwitFlag: false, witnesses: undefined }) : full;
  const weight = stripped.length * 3 + full.length;
  const txid = displayHex(sha256d(stripped));
  return {
    txid,
    wtxid: tx.segwitFlag ? displayHex(sha256d(full)) : txid,
    size: full.length,
    vsize: Math.ceil(weight / 4),
    weight,
    inputs: tx.inputs.map((i) => {
      const prevTxid = displayHex(i.txid);
      if (prevTxid === COINBASE_TXID && i.index === 0xffffffff) return { prevTxid: null, prevVout: null, coinbase: Buffer.from(i.finalScriptSig).toString('hex'), prevout: null };
      return { prevTxid, prevVout: i.index, coinbase: null, prevout: prevouts?.get(`${prevTxid}:${i.index}`) ?? null };
    }),
    outputs: tx.outputs.map((o) => ({ value: o.amount, script: Buffer.from(o.script).toString('hex') })),
  };
}

/** The height a BIP 34 coinbase script starts with (a minimal push of the height), or null. */
export function bip34Height(coinbaseHex: string): number | null {
  const s = Buffer.from(coinbaseHex, 'hex');
  const n = s[0];
  if (n === undefined || n < 1 || n > 4 || s.length < 1 + n) return null;
  return s.readUIntLE(1, n);
}

export function decodeRawBlock(bytes: Uint8Array, opts: { height: number; prevouts?: ReadonlyMap<string, PrevoutParts> }): BlockParts {
  const { header, txs } = RawBlock.decode(bytes);
  const h = Buffer.from(header);
  const parts = txs.map((tx) => txParts(tx, opts.prevouts));
  const bits = h.readUInt32LE(72).toString(16).padStart(8, '0');
  const strippedSize = 80 + CompactSize.encode(BigInt(txs.length)).length + parts.reduce((n, t) => n + (t.weight - t.size) / 3, 0);
  return {
    height: opts.height,
    hash: displayHex(sha256d(h)),
    parentHash: opts.height === 0 ? '' : displayHex(h.subarray(4, 36)),
    timestamp: h.readUInt32LE(68),
    version: h.readInt32LE(0),
    bits,
    nonce: h.readUInt32LE(76),
    merkleRoot: displayHex(h.subarray(36, 68)),
    difficulty: plainDecimal(difficultyFromBits(bits)),
    size: bytes.length,
    strippedSize,
    weight: strippedSize * 3 + bytes.length,
    txs: parts,
  };
}
