/**
 * The unspent outputs of the active chain, with what Core's undo data keeps for each (value,
 * script, height, whether a coinbase made it). Outpoints are also kept in arrays so the traffic
 * generator can pick one at random in O(1); coinbase outputs sit apart because most are immature.
 */
import type { Random } from '../random';

export interface Prevout {
  value: bigint;
  script: Uint8Array;
  height: number;
  generated: boolean;
}

export interface Utxo extends Prevout {
  txid: string;
  vout: number;
}

export const outpoint = (txid: string, vout: number): string => `${txid}:${vout}`;

class IndexedList {
  readonly items: string[] = [];
  private readonly pos = new Map<string, number>();
  add(key: string): void {
    this.pos.set(key, this.items.length);
    this.items.push(key);
  }
  remove(key: string): void {
    const i = this.pos.get(key);
    if (i === undefined) return;
    const last = this.items.pop()!;
    if (last !== key) {
      this.items[i] = last;
      this.pos.set(last, i);
    }
    this.pos.delete(key);
  }
}

export class UtxoSet {
  private readonly map = new Map<string, Utxo>();
  private readonly regular = new IndexedList();
  private readonly coinbase = new IndexedList();

  get size(): number {
    return this.map.size;
  }
  get(key: string): Utxo | undefined {
    return this.map.get(key);
  }
  add(u: Utxo): void {
    const key = outpoint(u.txid, u.vout);
    if (this.map.has(key)) throw new Error(`output ${key} is already unspent (duplicate transaction)`);
    this.map.set(key, u);
    (u.generated ? this.coinbase : this.regular).add(key);
  }
  remove(key: string): Utxo | undefined {
    const u = this.map.get(key);
    if (!u) return undefined;
    this.map.delete(key);
    (u.generated ? this.coinbase : this.regular).remove(key);
    return u;
  }
  /** a random non-coinbase unspent output (undefined when there is none) */
  randomRegular(random: Random): Utxo | undefined {
    const n = this.regular.items.length;
    return n ? this.map.get(this.regular.items[random.int(0, n - 1)]!) : undefined;
  }
  get regularCount(): number {
    return this.regular.items.length;
  }
  /** coinbase outputs a transaction in a block at `height` may spend */
  matureCoinbases(height: number, maturity: number): Utxo[] {
    return this.coinbase.items.map((k) => this.map.get(k)!).filter((u) => height - u.height >= maturity);
  }
}
