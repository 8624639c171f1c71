/**
 * A synthetic but consistent EVM chain made of recorded mainnet blocks (with their receipts),
 * replayed under new heights 0..N−1: block number, hash, parentHash and timestamp are rewritten per
 * height, and every tx hash gets the height as its prefix so it is unique across the chain (the same
 * rewrite in the block's txs, the receipts and their logs). Each recorded block is turned once into
 * a JSON text template split at the rewritten spots, so rendering a block is one string join.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

export const CHAINDATA_DIR = process.env.CHAINDATA_DIR ?? '/work/shared/chaindata/ethereum';

/** recorded blocks: [eth_getBlockByNumber(n,true) file, receipts file] */
export const RECORDED_BLOCKS: [string, string][] = [
  ['eth_mainnet_block_18000000_fulltx.squid-sdk.json', 'eth_mainnet_block_18000000_receipts.squid-sdk.json'],
  ['eth_mainnet_block_18500000_fulltx.squid-sdk.json', 'eth_mainnet_block_18500000_receipts.squid-sdk.json'],
  ['eth_mainnet_block_19433902_fulltx_rpc.trin.json', 'eth_mainnet_block_19433902_getBlockReceipts_rpc.trin.json'],
  ['eth_mainnet_block_19433903_fulltx_rpc.trin.json', 'eth_mainnet_block_19433903_getBlockReceipts_rpc.trin.json'],
];

const GENESIS_TIME = 1_700_000_000;
const HEIGHT = '~H~'; // 16 hex digits of the height: prefix of every rewritten hash
const NUMBER = '~N~'; // the block number as a quantity
const PARENT = '~P~'; // the parent block's hash
const TIME = '~S~'; // the block timestamp as a quantity
const MARKERS = /~[HNPS]~/g;

/** A JSON text split at its markers: parts[i] + value(kinds[i]) + parts[i+1] …; bytes: the parts as UTF-8 */
interface Template {
  parts: string[];
  kinds: string[];
  bytes: Buffer[];
}

interface Recorded {
  txCount: number;
  hashTail: string;
  full: Template;
  hashesOnly: Template;
  receipts: Template;
  /** per-tx receipt templates, by the tx hash's tail */
  receiptByTail: Map<string, Template>;
}

const tail = (hash: string) => hash.slice(18);
const toHex = (n: number) => '0x' + n.toString(16);
const hex16 = (n: number) => n.toString(16).padStart(16, '0');

function readJson(file: string): unknown {
  const data = JSON.parse(readFileSync(join(CHAINDATA_DIR, file), 'utf8')) as { result?: unknown };
  return data && typeof data === 'object' && 'result' in data && !Array.isArray(data) ? data.result : data;
}

function compile(value: unknown): Template {
  const text = JSON.stringify(value);
  const parts = text.split(MARKERS);
  return { parts, kinds: text.match(MARKERS) ?? [], bytes: parts.map((p) => Buffer.from(p)) };
}

type Json = Record<string, unknown>;

function recordBlock(blockFile: string, receiptsFile: string): Recorded {
  const block = readJson(blockFile) as Json & { transactions: Json[]; hash: string };
  const receipts = readJson(receiptsFile) as (Json & { logs: Json[] })[];
  const hashTail = tail(block.hash);
  const blockHash = `0x${HEIGHT}${hashTail}`;
  const txHash = (h: unknown) => `0x${HEIGHT}${tail(String(h))}`;
  block.number = NUMBER;
  block.parentHash = PARENT;
  block.timestamp = TIME;
  block.hash = blockHash;
  for (const tx of block.transactions) Object.assign(tx, { hash: txHash(tx.hash), blockHash, blockNumber: NUMBER });
  const receiptByTail = new Map<string, Template>();
  for (const r of receipts) {
    const key = tail(String(r.transactionHash));
    Object.assign(r, { transactionHash: txHash(r.transactionHash), blockHash, blockNumber: NUMBER });
    for (const log of r.logs) {
      Object.assign(log, { transactionHash: r.transactionHash, blockHash, blockNumber: NUMBER });
      if ('blockTimestamp' in log) log.blockTimestamp = TIME;
    }
    receiptByTail.set(key, compile(r));
  }
  const hashesOnly = { ...block, transactions: block.transactions.map((t) => t.hash) };
  return { txCount: block.transactions.length, hashTail, full: compile(block), hashesOnly: compile(hashesOnly), receipts: compile(receipts), receiptByTail };
}

export interface ReplayChain {
  /** heights 0..length−1 exist */
  readonly length: number;
  hashAt(height: number): string;
  txCountAt(height: number): number;
  /** JSON text of eth_getBlockByNumber(height, fullTx) */
  blockJson(height: number, fullTx: boolean): string;
  /** JSON text of eth_getBlockReceipts(height) */
  receiptsJson(height: number): string;
  /** JSON text of eth_getTransactionReceipt(hash), or 'null' */
  receiptJson(txHash: string): string;
  /** blockJson and receiptsJson as UTF-8 chunks appended to `out` (a server sends them without building and encoding one string) */
  blockBytes(height: number, fullTx: boolean, out: Buffer[]): void;
  receiptsBytes(height: number, out: Buffer[]): void;
}

export function createReplayChain(length: number): ReplayChain {
  const recorded = RECORDED_BLOCKS.map(([b, r]) => recordBlock(b, r));
  const at = (height: number) => recorded[height % recorded.length]!;
  const hashAt = (height: number) => `0x${hex16(height)}${at(height).hashTail}`;
  const parentOf = (height: number) => (height === 0 ? '0x' + '0'.repeat(64) : hashAt(height - 1));

  function render(t: Template, height: number): string {
    const values: Record<string, string> = { [HEIGHT]: hex16(height), [NUMBER]: toHex(height), [PARENT]: parentOf(height), [TIME]: toHex(GENESIS_TIME + 12 * height) };
    let out = t.parts[0]!;
    for (let i = 0; i < t.kinds.length; i++) out += values[t.kinds[i]!]! + t.parts[i + 1]!;
    return out;
  }

  function renderBytes(t: Template, height: number, out: Buffer[]): void {
    const values: Record<string, Buffer> = {
      [HEIGHT]: Buffer.from(hex16(height)),
      [NUMBER]: Buffer.from(toHex(height)),
      [PARENT]: Buffer.from(parentOf(height)),
      [TIME]: Buffer.from(toHex(GENESIS_TIME + 12 * height)),
    };
    out.push(t.bytes[0]!);
    for (let i = 0; i < t.kinds.length; i++) out.push(values[t.kinds[i]!]!, t.bytes[i + 1]!);
  }

  return {
    length,
    hashAt,
    blockBytes: (height, fullTx, out) => renderBytes(fullTx ? at(height).full : at(height).hashesOnly, height, out),
    receiptsBytes: (height, out) => renderBytes(at(height).receipts, height, out),
    txCountAt: (height) => at(height).txCount,
    blockJson: (height, fullTx) => render(fullTx ? at(height).full : at(height).hashesOnly, height),
    receiptsJson: (height) => render(at(height).receipts, height),
    receiptJson(txHash) {
      const height = Number.parseInt(txHash.slice(2, 18), 16);
      const t = Number.isSafeInteger(height) && height < length ? at(height).receiptByTail.get(txHash.slice(18)) : undefined;
      return t ? render(t, height) : 'null';
    },
  };
}
