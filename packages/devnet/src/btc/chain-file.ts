/**
 * The devnet chain on disk: a JSON-lines file, appended to and never rewritten. Line 1 says how the
 * wallet was made (seed, keys per kind); then one line per event: a block (raw hex) connected on
 * top of its parent — a block whose parent is not the tip implies the blocks above that parent
 * were replaced (a reorg) — or an invalidateblock. A kill -9 can only cut the last line short;
 * loading drops such a tail (and truncates it away so the next append starts a clean line).
 */
import { closeSync, existsSync, fsyncSync, ftruncateSync, mkdirSync, openSync, readFileSync, writeSync } from 'node:fs';
import { dirname } from 'node:path';
import type { KeyDerivation } from './keys';

export interface ChainFileHeader {
  format: 'btc-devnet-chain';
  version: 1;
  seed: string;
  keysPerKind: number;
  /** how the wallet's keys come from the seed (keys.ts); absent in files made before BIP-32 keys: 'sha256' */
  keys?: KeyDerivation;
}

export type ChainRecord = { block: string } | { invalidate: string };

export interface ChainFile {
  header: ChainFileHeader;
  records: ChainRecord[];
  /** byte offset where each record's line starts (to cut the file back to a record) */
  offsets: number[];
  append(records: ChainRecord[]): void;
  /** drops record `index` and everything after it */
  truncateAt(index: number): void;
  close(): void;
}

function isHeader(v: unknown): v is ChainFileHeader {
  const h = v as ChainFileHeader;
  return typeof h === 'object' && h !== null && h.format === 'btc-devnet-chain' && h.version === 1 && typeof h.seed === 'string' && Number.isInteger(h.keysPerKind) && (h.keys === undefined || h.keys === 'bip32' || h.keys === 'sha256');
}
function isRecord(v: unknown): v is ChainRecord {
  const r = v as Record<string, unknown>;
  return typeof r === 'object' && r !== null && (typeof r.block === 'string' || typeof r.invalidate === 'string');
}

export function openChainFile(path: string, fresh: Omit<ChainFileHeader, 'format' | 'version'>, onDamage?: (why: string) => void): ChainFile {
  mkdirSync(dirname(path), { recursive: true, mode: 0o700 });
  let header: ChainFileHeader = { format: 'btc-devnet-chain', version: 1, ...fresh };
  const records: ChainRecord[] = [];
  const offsets: number[] = [];
  let length = 0;
  if (existsSync(path)) {
    const text = readFileSync(path, 'utf8');
    let pos = 0;
    let bytePos = 0; // pos counts characters, the file offsets bytes
    let first = true;
    while (pos < text.length) {
      const end = text.indexOf('\n', pos);
      if (end < 0) {
        onDamage?.(`unfinished last line (${text.length - pos} bytes) dropped`);
        break;
      }
      const line = text.slice(pos, end);
      let value: unknown;
      try {
        value = JSON.parse(line);
      } catch {
        value = undefined;
      }
      if (first ? !isHeader(value) : !isRecord(value)) {
        onDamage?.(`unreadable line at byte ${pos}: the chain is kept up to there`);
        break;
      }
      if (first) header = value as ChainFileHeader;
      else {
        records.push(value as ChainRecord);
        offsets.push(bytePos);
      }
      first = false;
      pos = end + 1;
      bytePos += Buffer.byteLength(line) + 1;
    }
    length = bytePos;
    if (first) length = 0; // not even a header: start the file anew
  }
  const fd = openSync(path, existsSync(path) ? 'r+' : 'w', 0o600);
  ftruncateSync(fd, length);
  let size = length;
  const write = (lines: string) => {
    const bytes = Buffer.from(lines);
    writeSync(fd, bytes, 0, bytes.length, size);
    size += bytes.length;
    fsyncSync(fd);
  };
  if (length === 0) write(`${JSON.stringify(header)}\n`);
  return {
    header,
    records,
    offsets,
    append(list) {
      if (list.length) write(list.map((r) => `${JSON.stringify(r)}\n`).join(''));
    },
    truncateAt(index) {
      const at = offsets[index];
      if (at === undefined) return;
      ftruncateSync(fd, at);
      size = at;
      records.length = index;
      offsets.length = index;
    },
    close: () => closeSync(fd),
  };
}
