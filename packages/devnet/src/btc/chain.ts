/**
 * The active chain in memory: blocks by height and hash (stale ones stay known, as in Core), the
 * txid index, the UTXO set and per block the outputs its inputs spent (Core's undo data, which
 * getblock verbosity 3 shows as `prevout`). connect() checks what a node would: the parent, the
 * merkle root, the witness commitment, proof of work, increasing time, every input unspent and
 * mature, no value created beyond subsidy + fees. disconnect() undoes the tip (reorgs).
 */
import { RawTx } from '@scure/btc-signer';
import { concat, toHex } from './bytes';
import { merkleRoot, witnessCommitment, WITNESS_COMMITMENT_PREFIX } from './merkle';
import { COINBASE_MATURITY, subsidyAt, type BtcNetwork } from './network';
import { meetsTarget, workOf } from './pow';
import type { DecodedTx, RawBlock } from './raw-block';
import { UtxoSet, outpoint, type Prevout } from './utxo-set';
import type { ChainView, ViewBlock } from './view';

export interface ChainBlock extends RawBlock {
  height: number;
  /** per transaction (the coinbase: none), per input: the output it spent */
  spent: Prevout[][];
  /** total fees of the block's transactions, satoshi */
  fees: bigint;
  chainwork: bigint;
}

export interface TxLocation {
  block: ChainBlock;
  index: number;
}

const isUnspendable = (script: Uint8Array) => script[0] === 0x6a || script.length > 10_000;

export class BlockRejected extends Error {}

export class BtcChain implements ChainView {
  private readonly active: ChainBlock[] = [];
  private readonly known = new Map<string, ChainBlock>();
  private readonly txIndex = new Map<string, TxLocation>();
  /** how many different blocks have been connected at each height (stale ones included) */
  private readonly seenAt = new Map<number, number>();
  readonly utxos = new UtxoSet();

  constructor(
    readonly network: BtcNetwork,
    genesis: RawBlock,
  ) {
    const block: ChainBlock = { ...genesis, height: 0, spent: [[]], fees: 0n, chainwork: workOf(genesis.header.bits) };
    // the genesis coinbase is not spendable: Core never adds its output to the UTXO set
    this.active.push(block);
    this.known.set(block.hash, block);
    this.txIndex.set(block.txs[0]!.txid, { block, index: 0 });
  }

  get tip(): ChainBlock {
    return this.active[this.active.length - 1]!;
  }
  get height(): number {
    return this.active.length - 1;
  }
  get genesis(): ChainBlock {
    return this.active[0]!;
  }
  at(height: number): ChainBlock | undefined {
    return this.active[height];
  }
  byHash(hash: string): ChainBlock | undefined {
    return this.known.get(hash);
  }
  isActive(block: ViewBlock): boolean {
    return this.active[block.height] === block;
  }
  findTx(txid: string): TxLocation | undefined {
    return this.txIndex.get(txid);
  }
  /** blocks ever connected at this height: a miner salts with it so a replacement differs from its orphan */
  blocksSeenAt(height: number): number {
    return this.seenAt.get(height) ?? 0;
  }

  /** median of the times of the block and its ten predecessors (BIP113) */
  medianTimePast(block: ViewBlock = this.tip): number {
    const times: number[] = [];
    let b: ViewBlock | undefined = block;
    for (let i = 0; i < 11 && b; i++) {
      times.push(b.header.time);
      b = b.height > 0 ? this.known.get(b.header.prevHash) : undefined;
    }
    times.sort((x, y) => x - y);
    return times[Math.floor(times.length / 2)]!;
  }

  connect(raw: RawBlock): ChainBlock {
    const parent = this.tip;
    const height = parent.height + 1;
    const reject = (why: string): never => {
      throw new BlockRejected(`block ${raw.hash} at height ${height} rejected: ${why}`);
    };
    if (raw.header.prevHash !== parent.hash) reject(`its parent ${raw.header.prevHash} is not the tip ${parent.hash}`);
    if (!meetsTarget(raw.header)) reject('proof of work does not meet its bits');
    if (raw.header.time <= this.medianTimePast(parent)) reject('time not after the median time past');
    if (raw.weight > 4_000_000) reject(`weight ${raw.weight} over 4000000`);
    if (merkleRoot(raw.txs.map((t) => t.txid)) !== raw.header.merkleRoot) reject('merkle root does not match the transactions');
    const decoded: DecodedTx[] = raw.txs.map((t) => RawTx.decode(t.raw));
    checkCoinbase(decoded[0]!, raw, height, reject);

    // spend and create; on a failure, undo the transactions done so far in reverse (an output made
    // and spent inside this block comes back with its maker, then leaves with it)
    const spent: Prevout[][] = [[]];
    let done = 0;
    const undo = () => {
      for (let i = Math.min(done, decoded.length - 1); i >= 0; i--) {
        decoded[i]!.outputs.forEach((_, vout) => this.utxos.remove(outpoint(raw.txs[i]!.txid, vout)));
        decoded[i]!.inputs.forEach((input, k) => {
          const p = spent[i]?.[k];
          if (p && i > 0) this.utxos.add({ ...p, txid: toHex(input.txid), vout: input.index });
        });
      }
    };
    let fees = 0n;
    try {
      decoded.forEach((tx, i) => {
        if (i > 0) {
          let valueIn = 0n;
          const list: Prevout[] = [];
          spent.push(list);
          for (const input of tx.inputs) {
            const key = outpoint(toHex(input.txid), input.index);
            const u = this.utxos.get(key);
            if (!u) reject(`transaction ${raw.txs[i]!.txid} spends ${key}, which is not unspent`);
            if (u!.generated && height - u!.height < COINBASE_MATURITY) reject(`transaction ${raw.txs[i]!.txid} spends the immature coinbase output ${key}`);
            this.utxos.remove(key);
            list.push({ value: u!.value, script: u!.script, height: u!.height, generated: u!.generated });
            valueIn += u!.value;
          }
          const valueOut = tx.outputs.reduce((s, o) => s + o.amount, 0n);
          if (valueOut > valueIn) reject(`transaction ${raw.txs[i]!.txid} pays out more than it spends`);
          fees += valueIn - valueOut;
        }
        tx.outputs.forEach((o, vout) => {
          if (isUnspendable(o.script)) return;
          this.utxos.add({ txid: raw.txs[i]!.txid, vout, value: o.amount, script: Uint8Array.from(o.script), height, generated: i === 0 });
        });
        done = i + 1;
      });
      const claimed = decoded[0]!.outputs.reduce((s, o) => s + o.amount, 0n);
      if (claimed > subsidyAt(height) + fees) reject(`coinbase claims ${claimed} sat, more than subsidy + fees ${subsidyAt(height) + fees}`);
    } catch (error) {
      undo();
      throw error;
    }
    const block: ChainBlock = { ...raw, height, spent, fees, chainwork: parent.chainwork + workOf(raw.header.bits) };
    this.active.push(block);
    this.known.set(block.hash, block);
    this.seenAt.set(height, this.blocksSeenAt(height) + 1);
    raw.txs.forEach((t, index) => this.txIndex.set(t.txid, { block, index }));
    return block;
  }

  /** removes the tip from the active chain: its outputs leave the UTXO set, the outputs it spent return */
  disconnect(): ChainBlock {
    if (this.active.length <= 1) throw new Error('the genesis block cannot be disconnected');
    const block = this.active.pop()!;
    const decoded = block.txs.map((t) => RawTx.decode(t.raw));
    for (let i = decoded.length - 1; i >= 0; i--) {
      const tx = decoded[i]!;
      tx.outputs.forEach((_, vout) => this.utxos.remove(outpoint(block.txs[i]!.txid, vout)));
      if (i > 0) tx.inputs.forEach((input, k) => this.utxos.add({ ...block.spent[i]![k]!, txid: toHex(input.txid), vout: input.index }));
      this.txIndex.delete(block.txs[i]!.txid);
    }
    return block;
  }
}

function checkCoinbase(coinbase: DecodedTx, raw: RawBlock, height: number, reject: (why: string) => never): void {
  const input = coinbase.inputs[0];
  if (coinbase.inputs.length !== 1 || !input || input.index !== 0xffffffff || input.txid.some((b: number) => b !== 0)) reject('the first transaction is not a coinbase');
  const expected = bip34Push(height);
  const sig = input!.finalScriptSig;
  if (sig.length < 2 || sig.length > 100 || toHex(sig.subarray(0, expected.length)) !== toHex(expected)) reject('coinbase does not start with its height (BIP34)');
  const hasWitness = raw.txs.some((t) => t.size !== t.strippedSize);
  if (!hasWitness) return;
  const reserved = coinbase.witnesses?.[0]?.[0];
  if (!reserved || reserved.length !== 32) reject('coinbase lacks the 32-byte witness reserved value');
  const commitment = concat([WITNESS_COMMITMENT_PREFIX, witnessCommitment(raw.txs.map((t) => t.wtxid), reserved!)]);
  const found = coinbase.outputs.some((o) => toHex(o.script) === toHex(commitment));
  if (!found) reject('witness commitment missing or wrong');
}

/** BIP34: the height as Core's miner pushes it (`CScript() << height`: OP_1..OP_16 for small heights) */
export function bip34Push(height: number): Uint8Array {
  if (height === 0) return Uint8Array.of(0x00);
  if (height >= 1 && height <= 16) return Uint8Array.of(0x50 + height);
  const bytes: number[] = [];
  for (let n = height; n > 0; n = Math.floor(n / 256)) bytes.push(n % 256);
  if (bytes[bytes.length - 1]! & 0x80) bytes.push(0); // keep it positive (CScriptNum sign bit)
  return Uint8Array.of(bytes.length, ...bytes);
}
