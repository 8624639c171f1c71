/**
 * The SOL devnet chain on disk: a JSON-lines file, only ever appended to. Line 1 says how the
 * chain was made (seed, genesis time); then one line per produced block: its slot, unix time,
 * blockhash and the transactions' wire bytes (base64). Skipped slots are the gaps. Replaying the
 * transactions through LiteSVM rebuilds the same chain; a cut or unreadable tail is dropped.
 */
import { closeSync, existsSync, fsyncSync, ftruncateSync, mkdirSync, openSync, readFileSync, writeSync } from 'node:fs';
import { dirname } from 'node:path';

export interface SolChainFileHeader {
  format: 'sol-devnet-chain';
  version: 1;
  seed: string;
  genesisTime: number;
}

export interface SlotRecord {
  slot: number;
  time: number;
  blockhash: string;
  txs: string[];
}

export interface SolChainFile {
  header: SolChainFileHeader;
  records: SlotRecord[];
  append(records: SlotRecord[]): void;
  /** drops record `index` and everything after it */
  truncateAt(index: number): void;
  close(): void;
}

const isHeader = (v: unknown): v is SolChainFileHeader => {
  const h = v as SolChainFileHeader;
  return typeof h === 'object' && h !== null && h.format === 'sol-devnet-chain' && h.version === 1 && typeof h.seed === 'string' && Number.isInteger(h.genesisTime);
};
const isRecord = (v: unknown): v is SlotRecord => {
  const r = v as SlotRecord;
  return typeof r === 'object' && r !== null && Number.isInteger(r.slot) && Number.isInteger(r.time) && typeof r.blockhash === 'string' && Array.isArray(r.txs);
};

export function openSolChainFile(path: string, fresh: Omit<SolChainFileHeader, 'format' | 'version'>, onDamage?: (why: string) => void): SolChainFile {
  mkdirSync(dirname(path), { recursive: true, mode: 0o700 });
  let header: SolChainFileHeader = { format: 'sol-devnet-chain', version: 1, ...fresh };
  const records: SlotRecord[] = [];
  const offsets: number[] = [];
  let length = 0;
  if (existsSync(path)) {
    const lines = readFileSync(path, 'utf8').split('\n');
    const complete = lines.slice(0, -1); // the part after the last newline is unfinished (or empty)
    if (lines[lines.length - 1]) onDamage?.('unfinished last line dropped');
    for (let i = 0; i < complete.length; i++) {
      let value: unknown;
      try {
        value = JSON.parse(complete[i]!);
      } catch {
        value = undefined;
      }
      if (i === 0 ? !isHeader(value) : !isRecord(value)) {
        onDamage?.(`unreadable line ${i + 1}: the chain is kept up to there`);
        break;
      }
      if (i === 0) header = value as SolChainFileHeader;
      else {
        offsets.push(length);
        records.push(value as SlotRecord);
      }
      length += Buffer.byteLength(complete[i]!) + 1;
    }
  }
  const fd = openSync(path, existsSync(path) ? 'r+' : 'w', 0o600);
  ftruncateSync(fd, length);
  let size = length;
  const write = (text: string) => {
    const bytes = Buffer.from(text);
    writeSync(fd, bytes, 0, bytes.length, size);
    size += bytes.length;
    fsyncSync(fd);
  };
  if (length === 0) write(`${JSON.stringify(header)}\n`);
  return {
    header,
    records,
    append(list) {
      if (!list.length) return;
      offsets.push(...list.map((_, i) => size + list.slice(0, i).reduce((s, r) => s + Buffer.byteLength(JSON.stringify(r)) + 1, 0)));
      write(list.map((r) => `${JSON.stringify(r)}\n`).join(''));
      records.push(...list);
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
