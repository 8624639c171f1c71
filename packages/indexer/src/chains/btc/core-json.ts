/**
 * Bitcoin Core `getblock <hash> 2|3` JSON → BlockParts. Every field is checked; a missing or
 * malformed one fails with an RpcShapeError naming it, the block and the transaction. Input values
 * come from each input's `prevout` (verbosity 3) or, for older nodes, from prevouts looked up by
 * "txid:vout" (rpc/btc.ts); an input with neither keeps a null prevout (its tx's fee is unknown).
 */
import { RpcShapeError, type ShapeLocation } from '../rpc-shape-error';
import { btcToSat, plainDecimal } from './amounts';
import type { BlockParts, InputParts, OutputParts, PrevoutParts, TxParts } from './parts';

type Json = Record<string, unknown>;
export type PrevoutLookup = ReadonlyMap<string, { value: number; scriptPubKey: unknown }>;

const HASH = /^[0-9a-f]{64}$/;
const HEX = /^(?:[0-9a-f]{2})*$/;

class Reader {
  constructor(
    private readonly o: Json,
    private readonly where: ShapeLocation,
  ) {}
  private fail(field: string, problem: string): never {
    throw new RpcShapeError(field, problem, this.where);
  }
  int(field: string, min = 0): number {
    const v = this.o[field];
    if (typeof v !== 'number' || !Number.isSafeInteger(v) || v < min) this.fail(field, 'is not a whole number');
    return v;
  }
  hash(field: string): string {
    const v = this.o[field];
    if (typeof v !== 'string' || !HASH.test(v)) this.fail(field, 'is not a 64-digit hex hash');
    return v;
  }
  hex(field: string): string {
    const v = this.o[field];
    if (typeof v !== 'string' || !HEX.test(v)) this.fail(field, 'is not hex');
    return v;
  }
  sat(field: string): bigint {
    const v = btcToSat(this.o[field]);
    if (v === null) this.fail(field, 'is not an amount of BTC');
    return v;
  }
  array(field: string): Json[] {
    const v = this.o[field];
    if (!Array.isArray(v)) this.fail(field, 'is not a list');
    return v as Json[];
  }
  object(field: string): Json {
    const v = this.o[field];
    if (typeof v !== 'object' || v === null || Array.isArray(v)) this.fail(field, 'is not an object');
    return v as Json;
  }
  has(field: string): boolean {
    return this.o[field] !== undefined;
  }
}

function prevoutFrom(o: Json, where: ShapeLocation, field: string): PrevoutParts {
  const r = new Reader(o, where);
  const script = new Reader(r.object('scriptPubKey'), where).hex('hex');
  const value = btcToSat(o.value);
  if (value === null) throw new RpcShapeError(`${field}.value`, 'is not an amount of BTC', where);
  return { value, script };
}

function readInput(o: Json, where: ShapeLocation, prevouts: PrevoutLookup | null): InputParts {
  const r = new Reader(o, where);
  if (r.has('coinbase')) return { prevTxid: null, prevVout: null, coinbase: r.hex('coinbase'), prevout: null };
  const prevTxid = r.hash('txid');
  const prevVout = r.int('vout');
  let prevout: PrevoutParts | null = null;
  if (r.has('prevout')) prevout = prevoutFrom(r.object('prevout'), where, 'prevout');
  else {
    const found = prevouts?.get(`${prevTxid}:${prevVout}`);
    if (found) prevout = prevoutFrom(found as unknown as Json, where, `prevout ${prevTxid}:${prevVout}`);
  }
  return { prevTxid, prevVout, coinbase: null, prevout };
}

function readOutput(o: Json, i: number, where: ShapeLocation): OutputParts {
  const r = new Reader(o, where);
  if (r.int('n') !== i) throw new RpcShapeError('n', `is not ${i}`, where);
  return { value: r.sat('value'), script: new Reader(r.object('scriptPubKey'), where).hex('hex') };
}

/** Core before 0.16 prints no tx weight: a transaction without witness weighs 4 × its size; one with a witness needs the field. */
function legacyWeight(r: Reader, where: ShapeLocation): number {
  const size = r.int('size', 1);
  if (r.int('vsize', 1) !== size) throw new RpcShapeError('weight', 'is missing on a transaction with a witness', where);
  return 4 * size;
}

function readTx(o: Json, block: number, prevouts: PrevoutLookup | null): TxParts {
  const where: ShapeLocation = { object: 'transaction', block, tx: typeof o.txid === 'string' ? o.txid : undefined };
  const r = new Reader(o, where);
  return {
    txid: r.hash('txid'),
    wtxid: r.hash('hash'),
    size: r.int('size', 1),
    vsize: r.int('vsize', 1),
    weight: r.has('weight') ? r.int('weight', 1) : legacyWeight(r, where),
    inputs: r.array('vin').map((i) => readInput(i, where, prevouts)),
    outputs: r.array('vout').map((v, i) => readOutput(v, i, where)),
  };
}

export function readCoreBlock(json: unknown, prevouts: PrevoutLookup | null): BlockParts {
  if (typeof json !== 'object' || json === null) throw new RpcShapeError('block', 'is not an object', { object: 'block' });
  const o = json as Json;
  const height = typeof o.height === 'number' ? o.height : undefined;
  const where: ShapeLocation = { object: 'block', block: height ?? (typeof o.hash === 'string' ? o.hash : undefined) };
  const r = new Reader(o, where);
  const difficulty = o.difficulty;
  if (typeof difficulty !== 'number' || !(difficulty > 0)) throw new RpcShapeError('difficulty', 'is not a positive number', where);
  const bits = o.bits;
  if (typeof bits !== 'string' || !/^[0-9a-f]{8}$/.test(bits)) throw new RpcShapeError('bits', 'is not 8 hex digits', where);
  const h = r.int('height');
  return {
    height: h,
    hash: r.hash('hash'),
    parentHash: h === 0 ? '' : r.hash('previousblockhash'),
    timestamp: r.int('time'),
    version: r.int('version', -(2 ** 31)),
    bits,
    nonce: r.int('nonce'),
    merkleRoot: r.hash('merkleroot'),
    difficulty: plainDecimal(difficulty),
    size: r.int('size', 1),
    strippedSize: r.int('strippedsize', 1),
    weight: r.int('weight', 1),
    txs: r.array('tx').map((t) => readTx(t, h, prevouts)),
  };
}
