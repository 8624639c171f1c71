/**
 * Bitcoin test fixtures: plain blocks, transactions, inputs and outputs turned into the adapter's
 * model (BtcBlockBundle), prepared by the indexer's prepareBtcBlock and written through
 * writeBtcBlocks, so the server reads exactly what ingest stores. syntheticBtcChain() makes a deterministic chain whose
 * transactions spend outputs of earlier blocks.
 */
import { createHash } from 'node:crypto';
import { addToSketch, newSketch, sketchToHex, type BtcBlockBundle, type BtcScriptType, type ChainId } from '@explorer/core';
import type { Database } from '@explorer/db';
import { prepareBtcBlock, writeBtcBlocks } from '@explorer/indexer';
import { fixtureAddress } from './btc-addresses';

export interface BtcFixtureOutput {
  value: bigint;
  address: string | null;
  scriptType: string;
}

/** A spent outpoint and the output it was (prevout); a coinbase input has none. */
export interface BtcFixtureInput {
  prev: { txid: string; vout: number } & BtcFixtureOutput;
}

export interface BtcFixtureTx {
  txid: string;
  wtxid: string;
  size: number;
  vsize: number;
  weight: number;
  coinbase: boolean;
  inputs: BtcFixtureInput[];
  outputs: BtcFixtureOutput[];
}

export interface BtcFixtureBlock {
  height: number;
  hash: string;
  parentHash: string;
  timestamp: number;
  miner: string | null;
  version: number;
  bits: string;
  nonce: number;
  merkleRoot: string;
  difficulty: string;
  subsidy: bigint;
  txs: BtcFixtureTx[];
}

export const sha = (s: string) => createHash('sha256').update(s).digest('hex');
export const sum = (values: bigint[]) => values.reduce((a, b) => a + b, 0n);

export const valueIn = (tx: BtcFixtureTx) => sum(tx.inputs.map((i) => i.prev.value));
export const valueOut = (tx: BtcFixtureTx) => sum(tx.outputs.map((o) => o.value));
export const feeOf = (tx: BtcFixtureTx) => (tx.coinbase ? 0n : valueIn(tx) - valueOut(tx));
export const blockFees = (b: BtcFixtureBlock) => sum(b.txs.map(feeOf));
export const blockSize = (b: BtcFixtureBlock) => 80 + b.txs.reduce((n, t) => n + t.size, 0);
export const blockWeight = (b: BtcFixtureBlock) => 320 + b.txs.reduce((n, t) => n + t.weight, 0);
export const strippedSize = (b: BtcFixtureBlock) => 80 + b.txs.reduce((n, t) => n + t.vsize, 0);

export function blockAddresses(b: BtcFixtureBlock): string[] {
  return b.txs.flatMap((t) => [...t.inputs.map((i) => i.prev.address), ...t.outputs.map((o) => o.address)]).filter((a): a is string => a !== null);
}

/** The block's address sketch computed here, independently of the store's. */
export function addressSketch(b: BtcFixtureBlock): string {
  const sketch = newSketch();
  for (const a of blockAddresses(b)) addToSketch(sketch, a);
  return sketchToHex(sketch);
}

/** The fixture block as the adapter's model (core btc-model), which the indexer's own prepareBtcBlock turns into rows. */
export function toBtcBundle(b: BtcFixtureBlock): BtcBlockBundle {
  const fees = blockFees(b);
  return {
    block: {
      height: b.height,
      hash: b.hash,
      parentHash: b.parentHash,
      timestamp: b.timestamp,
      version: b.version,
      bits: b.bits,
      nonce: b.nonce,
      merkleRoot: b.merkleRoot,
      difficulty: b.difficulty,
      size: blockSize(b),
      strippedSize: strippedSize(b),
      weight: blockWeight(b),
      txCount: b.txs.length,
      fees,
      subsidy: b.subsidy,
      reward: b.subsidy + fees,
      coinbaseValue: valueOut(b.txs[0]!),
      valueOut: sum(b.txs.map(valueOut)),
      miner: b.miner,
    },
    transactions: b.txs.map((t, index) => ({
      txid: t.txid,
      wtxid: t.wtxid,
      index,
      coinbase: t.coinbase,
      size: t.size,
      vsize: t.vsize,
      weight: t.weight,
      valueIn: t.coinbase ? null : valueIn(t),
      valueOut: valueOut(t),
      fee: feeOf(t),
      inputs: t.coinbase
        ? [{ vin: 0, prevTxid: null, prevVout: null, value: null, address: null, scriptType: null }]
        : t.inputs.map((inp, vin) => ({
            vin,
            prevTxid: inp.prev.txid,
            prevVout: inp.prev.vout,
            value: inp.prev.value,
            address: inp.prev.address,
            scriptType: inp.prev.scriptType as BtcScriptType,
          })),
      outputs: t.outputs.map((o, vout) => ({ vout, value: o.value, address: o.address, scriptType: o.scriptType as BtcScriptType })),
    })),
  };
}

/** Writes blocks through the indexer's Bitcoin sink, `batch` blocks per database transaction. */
export async function seedBtcBlocks(database: Database, blocks: BtcFixtureBlock[], batch = blocks.length, chain: ChainId = 'btc'): Promise<void> {
  for (let i = 0; i < blocks.length; i += batch) {
    await writeBtcBlocks(database.db, chain, blocks.slice(i, i + batch).map((b) => prepareBtcBlock(chain, toBtcBundle(b))), { notify: 'none' });
  }
}

export interface SyntheticBtcOptions {
  startHeight?: number;
  count?: number;
  /** timestamp of each block by its index from 0 */
  timestampOf?: (i: number) => number;
  /** payments of each block by its index from 0 (default (i % 4) + 1), while outputs last */
  paymentsOf?: (i: number) => number;
}

const SCRIPT_TYPES = ['p2wpkh', 'p2pkh', 'p2tr', 'p2sh', 'p2wsh'];

/**
 * A chain of `count` blocks: each a coinbase (miner reward + a zero-value op_return commitment) and
 * paymentsOf(i) payments, each spending the oldest unspent outputs of earlier blocks (one or two
 * inputs) into a payee output and change, paying a fee that varies per transaction. Addresses
 * repeat (a pool of 40 real mainnet P2WPKH addresses, btc-addresses.ts fixtureAddress), so distinct
 * counts are below the output count.
 */
export function syntheticBtcChain(opts: SyntheticBtcOptions = {}): BtcFixtureBlock[] {
  const start = opts.startHeight ?? 800_000;
  const count = opts.count ?? 30;
  const timestampOf = opts.timestampOf ?? ((i: number) => 1_700_000_000 + i * 600 + (i % 3) * 37);
  const unspent: ({ txid: string; vout: number } & BtcFixtureOutput)[] = [];
  const blocks: BtcFixtureBlock[] = [];
  let serial = 0;
  const address = () => fixtureAddress(serial++ % 40);
  for (let i = 0; i < count; i++) {
    const height = start + i;
    const txs: BtcFixtureTx[] = [];
    const spendable = unspent.splice(0, unspent.length); // outputs of earlier blocks only
    const payments = opts.paymentsOf?.(i) ?? (i % 4) + 1;
    for (let p = 0; p < payments && spendable.length > 0; p++) {
      const inputs = spendable.splice(0, spendable.length > 2 && p % 2 === 0 ? 2 : 1).map((prev) => ({ prev }));
      const total = sum(inputs.map((x) => x.prev.value));
      const fee = BigInt(1000 + ((i * 7 + p * 13) % 50) * 311);
      if (total <= fee + 1000n) {
        spendable.unshift(...inputs.map((x) => x.prev));
        break;
      }
      const pay = (total - fee) / 3n;
      const outputs: BtcFixtureOutput[] = [
        { value: pay, address: address(), scriptType: SCRIPT_TYPES[(i + p) % SCRIPT_TYPES.length]! },
        { value: total - fee - pay, address: address(), scriptType: 'p2wpkh' },
      ];
      const vsize = 110 + 68 * inputs.length + 31 * outputs.length + (i % 5);
      const txid = sha(`tx:${height}:${p}`);
      txs.push({ txid, wtxid: sha(`wtx:${height}:${p}`), size: vsize + 2 + 107 * inputs.length, vsize, weight: vsize * 4 - (p % 3), coinbase: false, inputs, outputs });
    }
    unspent.push(...spendable);
    const subsidy = 625_000_000n;
    const fees = sum(txs.map(feeOf));
    const coinbaseOutputs: BtcFixtureOutput[] = [
      { value: subsidy + fees, address: address(), scriptType: 'p2wpkh' },
      { value: 0n, address: null, scriptType: 'op_return' },
    ];
    const coinbaseTxid = sha(`coinbase:${height}`);
    txs.unshift({ txid: coinbaseTxid, wtxid: '0'.repeat(64), size: 180, vsize: 153, weight: 612, coinbase: true, inputs: [], outputs: coinbaseOutputs });
    for (const t of txs) t.outputs.forEach((o, vout) => o.value > 0n && unspent.push({ txid: t.txid, vout, ...o }));
    blocks.push({
      height,
      hash: sha(`block:${height}`),
      parentHash: i === 0 ? sha(`block:${height - 1}`) : blocks[i - 1]!.hash,
      timestamp: timestampOf(i),
      miner: i % 3 === 0 ? null : `Pool ${i % 3}`,
      version: 0x20000000 + i,
      bits: '17053894',
      nonce: 1000 + i,
      merkleRoot: sha(`merkle:${height}`),
      difficulty: `${52_350_439_455_487n + BigInt(i) * 1000n}.47`,
      subsidy,
      txs,
    });
  }
  return blocks;
}
