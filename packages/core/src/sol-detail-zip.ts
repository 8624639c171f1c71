/**
 * The compressed form of a Solana detail (`sol_transactions.detail_z`, migration 028): one byte,
 * the version of the preset dictionary (sol-detail-dictionary.ts), then the detail's JSON text
 * (UTF-8) as raw deflate with that dictionary (node:zlib). The store compresses the keyed detail
 * (sol-detail.ts) with zipSolDetail, the server reads it back with unzipSolDetail. A mainnet
 * detail of ~600 bytes is ~190 bytes then, for ~20 µs of CPU to write and ~8 µs to read.
 */
import { deflateRawSync, inflateRawSync } from 'node:zlib';
import { SOL_DETAIL_DICTIONARIES, SOL_DETAIL_DICTIONARY_VERSION } from './sol-detail-dictionary';

/**
 * A 4 kB window: the dictionary and a usual detail fit in it, and zlib's state for it is small
 * (its allocation is most of a call's cost); memory level 4 likewise. Reading needs the same window.
 */
const WINDOW_BITS = 12;
const MEM_LEVEL = 4;

const dictionaries = SOL_DETAIL_DICTIONARIES.map((d) => Buffer.from(d, 'utf8'));

function dictionary(version: number): Buffer {
  const d = version > 0 ? dictionaries[version] : undefined;
  if (d === undefined) throw new Error(`sol detail: unknown dictionary version ${version}`);
  return d;
}

/** The detail's JSON text compressed, its first byte the dictionary version. */
export function zipSolDetail(json: string, version: number = SOL_DETAIL_DICTIONARY_VERSION): Buffer {
  const body = deflateRawSync(Buffer.from(json, 'utf8'), { level: 9, windowBits: WINDOW_BITS, memLevel: MEM_LEVEL, dictionary: dictionary(version) });
  const out = Buffer.allocUnsafe(body.length + 1);
  out[0] = version;
  body.copy(out, 1);
  return out;
}

/** The detail's JSON text back from its compressed form; throws on an unknown version or broken data. */
export function unzipSolDetail(bytes: Uint8Array): string {
  if (bytes.length < 2) throw new Error('sol detail: compressed value too short');
  const body = bytes.subarray(1);
  return inflateRawSync(body, { windowBits: WINDOW_BITS, dictionary: dictionary(bytes[0]!) }).toString('utf8');
}
