/**
 * Recorded mainnet Bitcoin block 200000 from shared/chaindata/bitcoin (Core `getblock 2` wrapped in
 * base64, with the transactions its inputs spend), read in place and never copied into the repo,
 * turned into `getblock 3` form (each input with its prevout) and stored through the indexer's own
 * reader, model, prepare and write — what indexing a Core node stores.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Database } from '@explorer/db';
import { btcNetwork, buildBtcBundle, prepareBtcBlock, readCoreBlock, writeBtcBlocks } from '@explorer/indexer';
import { CHAINDATA_DIR } from './chaindata';

export interface CoreOutput {
  n: number;
  value: number;
  scriptPubKey: { type?: string; address?: string; addresses?: string[] };
}
export interface CoreInput {
  txid?: string;
  vout?: number;
  coinbase?: string;
  prevout?: { value: number; scriptPubKey: CoreOutput['scriptPubKey'] };
}
export interface CoreTx {
  txid: string;
  hash: string;
  size: number;
  vsize: number;
  weight: number;
  vin: CoreInput[];
  vout: CoreOutput[];
}
export interface CoreBlock {
  hash: string;
  previousblockhash: string;
  height: number;
  time: number;
  version: number;
  bits: string;
  nonce: number;
  merkleroot: string;
  difficulty: number;
  size: number;
  strippedsize: number;
  weight: number;
  tx: CoreTx[];
}

const FILE = 'btc_mainnet_block_200000_getblock_v2_plus_input_txs_base64wrapped.chainstorage.json';
const decode = <T>(b64: string) => JSON.parse(Buffer.from(b64, 'base64').toString('utf8')) as T;

/** BTC as Core prints it (8 decimals) → satoshi, by the text (no float arithmetic) */
export function sat(btc: number): bigint {
  const [w, f = ''] = btc.toFixed(8).split('.');
  return BigInt(w! + f.padEnd(8, '0'));
}

export function block200000(): CoreBlock {
  const wrapped = JSON.parse(readFileSync(resolve(CHAINDATA_DIR, 'bitcoin', FILE), 'utf8')) as { bitcoin: { header: string; inputTransactions: { data?: string[] }[] } };
  const block = decode<CoreBlock>(wrapped.bitcoin.header);
  const outputs = new Map<string, CoreOutput>();
  for (const entry of wrapped.bitcoin.inputTransactions) {
    for (const d of entry.data ?? []) {
      const tx = decode<CoreTx>(d);
      for (const o of tx.vout) outputs.set(`${tx.txid}:${o.n}`, o);
    }
  }
  for (const tx of block.tx) {
    for (const i of tx.vin) {
      if (i.coinbase !== undefined) continue;
      const o = outputs.get(`${i.txid}:${i.vout}`);
      if (!o) throw new Error(`block 200000 fixture lacks ${i.txid}:${i.vout}`);
      i.prevout = { value: o.value, scriptPubKey: o.scriptPubKey };
    }
  }
  return block;
}

export async function seedBlock200000(database: Database, block: CoreBlock): Promise<void> {
  const bundle = buildBtcBundle(readCoreBlock(block, null), btcNetwork('main'));
  await writeBtcBlocks(database.db, 'btc', [prepareBtcBlock('btc', bundle)], { notify: 'none' });
}
