/**
 * Test helper: the real mainnet Bitcoin data in shared/chaindata/bitcoin (facts in its SOURCES.md),
 * read in place — never copied into the repo: Core JSON (block 200000 arrives base64-wrapped with
 * the transactions its inputs spend), raw blocks (binary or hex) and bzip2'd blk*.dat records.
 */
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import Bunzip from 'seek-bzip';

export const BTC_CHAINDATA_DIR =
  process.env.BTC_CHAINDATA_DIR ?? resolve(dirname(fileURLToPath(import.meta.url)), '../../../../../shared/chaindata/bitcoin');

export const readBtcFile = (file: string): Buffer => readFileSync(resolve(BTC_CHAINDATA_DIR, file));
export const readBtcJson = <T = unknown>(file: string): T => JSON.parse(readBtcFile(file).toString('utf8')) as T;

export interface RecordedTx {
  txid: string;
  hex?: string;
  vin: { txid?: string; vout?: number; coinbase?: string; prevout?: unknown }[];
  vout: { n: number; value: number; scriptPubKey: { hex: string; type?: string; address?: string; addresses?: string[] } }[];
  [key: string]: unknown;
}

export interface RecordedBlock {
  hash: string;
  height: number;
  tx: RecordedTx[];
  [key: string]: unknown;
}

export interface Block200000 {
  /** getblock <hash> 2 */
  block: RecordedBlock;
  /** getrawtransaction results of the transactions the block's inputs spend, by txid */
  inputTxs: Map<string, RecordedTx>;
}

const fromBase64 = (b64: string) => JSON.parse(Buffer.from(b64, 'base64').toString('utf8')) as unknown;

export function loadBlock200000(): Block200000 {
  const wrapped = readBtcJson<{ bitcoin: { header: string; inputTransactions: { data?: string[] }[] } }>(
    'btc_mainnet_block_200000_getblock_v2_plus_input_txs_base64wrapped.chainstorage.json',
  );
  const block = fromBase64(wrapped.bitcoin.header) as RecordedBlock;
  const inputTxs = new Map<string, RecordedTx>();
  for (const entry of wrapped.bitcoin.inputTransactions) {
    for (const d of entry.data ?? []) {
      const tx = fromBase64(d) as RecordedTx;
      const known = inputTxs.get(tx.txid);
      // a transaction comes once per output spent: keep every output seen
      inputTxs.set(tx.txid, known ? { ...known, vout: [...known.vout, ...tx.vout.filter((o) => !known.vout.some((k) => k.n === o.n))] } : tx);
    }
  }
  return { block, inputTxs };
}

/** Block 200000 as `getblock 3` prints it: every input carries its prevout. */
export function block200000WithPrevouts(): RecordedBlock {
  const { block, inputTxs } = loadBlock200000();
  return {
    ...block,
    tx: block.tx.map((tx) => ({
      ...tx,
      vin: tx.vin.map((i) => {
        if (i.coinbase !== undefined) return i;
        const o = inputTxs.get(i.txid!)?.vout.find((v) => v.n === i.vout);
        if (!o) throw new Error(`block 200000 fixture lacks ${i.txid}:${i.vout}`);
        return { ...i, prevout: { value: o.value, scriptPubKey: o.scriptPubKey } };
      }),
    })),
  };
}

const MAGIC = 0xd9b4bef9; // f9beb4d9 read little-endian

/** The raw blocks of a bzip2'd blk*.dat file (records: magic, LE length, block). */
export function flatFileBlocks(file: string): Buffer[] {
  const data: Buffer = Bunzip.decode(readBtcFile(file));
  const blocks: Buffer[] = [];
  for (let at = 0; at + 8 <= data.length; ) {
    if (data.readUInt32LE(at) !== MAGIC) throw new Error(`${file}: no block record at byte ${at}`);
    const length = data.readUInt32LE(at + 4);
    blocks.push(data.subarray(at + 8, at + 8 + length));
    at += 8 + length;
  }
  return blocks;
}
