/**
 * A block's worth of wallet traffic, signed with btc-signer: transfers (1–3 inputs, payment +
 * change), batched payouts (tens of outputs), consolidations (many inputs, one output), OP_RETURN
 * data carriers and fan-outs of mature coinbases (signing: ./sign). Inputs are the wallet's unspent outputs — from
 * earlier blocks or from earlier transactions of this block (a child after its parent, as miners
 * order them); every fee is a rate × the estimated vsize.
 */
import type { Random } from '../random';
import type { BtcChain } from './chain';
import { estimateVsize, feeFor, pickFeeRate } from './fees';
import type { Keyring, SpendKind, WalletKey } from './keys';
import { COINBASE_MATURITY } from './network';
import { describeTx, type TxInfo } from './raw-block';
import { outpoint, type Utxo } from './utxo-set';
import { concat } from './bytes';
import { signTransaction } from './sign';

export const TX_KINDS = ['transfer', 'payout', 'consolidation', 'opreturn'] as const;
export type TxKind = (typeof TX_KINDS)[number];
export const DEFAULT_MIX: Record<TxKind, number> = { transfer: 60, payout: 6, consolidation: 4, opreturn: 8 };
const DESTINATION_MIX: Record<SpendKind, number> = { p2wpkh: 45, p2tr: 20, 'p2sh-p2wpkh': 12, p2pkh: 13, 'p2wsh-multisig': 10 };

/** outputs below this are not made (they would cost more to spend than they hold) */
const MIN_OUTPUT = 5_000n;

interface Coin extends Utxo {
  key: WalletKey;
}

export interface TrafficOptions {
  txCount: number;
  /** weight budget for the block's transactions (the coinbase comes on top) */
  maxWeight: number;
  mix?: Partial<Record<TxKind, number>>;
}

export interface Traffic {
  txs: TxInfo[];
  fees: bigint;
  weight: number;
}

export function generateTraffic(chain: BtcChain, keyring: Keyring, random: Random, height: number, opts: TrafficOptions): Traffic {
  const spent = new Set<string>();
  const fresh: Coin[] = []; // outputs made by this block's transactions, spendable by later ones
  const coinbases = random.shuffle(chain.utxos.matureCoinbases(height, COINBASE_MATURITY));
  const mix = { ...DEFAULT_MIX, ...opts.mix };
  const txs: TxInfo[] = [];
  let fees = 0n;
  let weight = 0;

  const own = (u: Utxo | undefined): Coin | undefined => {
    if (!u || spent.has(outpoint(u.txid, u.vout))) return undefined;
    const key = keyring.byScript(Buffer.from(u.script).toString('hex'));
    return key ? { ...u, key } : undefined;
  };
  const take = (c: Coin): Coin => {
    spent.add(outpoint(c.txid, c.vout));
    return c;
  };
  function pick(): Coin | undefined {
    for (let attempt = 0; attempt < 12; attempt++) {
      const fromFresh = fresh.length > 0 && (chain.utxos.regularCount === 0 || random.chance(0.35));
      if (fromFresh) {
        const i = random.int(0, fresh.length - 1);
        const c = fresh[i]!;
        fresh[i] = fresh[fresh.length - 1]!;
        fresh.pop();
        if (!spent.has(outpoint(c.txid, c.vout))) return take(c);
        continue;
      }
      const c = own(chain.utxos.randomRegular(random));
      if (c) return take(c);
    }
    return undefined;
  }
  function pickCoinbase(): Coin | undefined {
    while (coinbases.length) {
      const c = own(coinbases.pop());
      if (c) return take(c);
    }
    return undefined;
  }
  const release = (coins: Coin[]) => coins.forEach((c) => spent.delete(outpoint(c.txid, c.vout)));
  // receivers by script type roughly as on mainnet today: mostly P2WPKH, a fair share of taproot
  const destination = (): WalletKey => random.pick(keyring.ofKind(random.weighted(DESTINATION_MIX)));

  /** signs and records a transaction; false when it does not fit or cannot pay its fee */
  function emit(inputs: Coin[], payments: { script: Uint8Array; value?: bigint }[], dataScript?: Uint8Array): boolean {
    const rate = pickFeeRate(random);
    const changeKey = destination();
    const scripts = [...payments.map((p) => p.script), ...(dataScript ? [dataScript] : []), changeKey.script];
    const vsize = estimateVsize(inputs.map((c) => c.key.kind), scripts);
    if (weight + vsize * 4 > opts.maxWeight) return false;
    const fee = feeFor(rate, vsize);
    const total = inputs.reduce((s, c) => s + c.value, 0n);
    let available = total - fee;
    const outputs: { script: Uint8Array; amount: bigint }[] = [];
    for (const p of payments) {
      // a payment takes a random share of what is left, the last unspecified one leaves room for change
      const amount = p.value ?? (available * BigInt(random.int(5, 90))) / 100n;
      if (amount < MIN_OUTPUT || amount > available) break;
      outputs.push({ script: p.script, amount });
      available -= amount;
    }
    if (dataScript) outputs.push({ script: dataScript, amount: 0n });
    if (available >= MIN_OUTPUT) outputs.push({ script: changeKey.script, amount: available });
    if (!outputs.some((o) => o.amount > 0n)) return false;
    const lockTime = random.chance(0.5) ? height - 1 : 0; // anti fee sniping, as Core's wallet does
    const sequence = random.chance(0.6) ? 0xfffffffd : 0xffffffff; // opt-in RBF or final
    const raw = signTransaction({ version: 2, lockTime, sequence, inputs, outputs });
    const info = describeTx(raw);
    if (weight + info.weight > opts.maxWeight) return false;
    txs.push(info);
    weight += info.weight;
    fees += total - outputs.reduce((s, o) => s + o.amount, 0n);
    outputs.forEach((o, vout) => {
      const key = keyring.byScript(Buffer.from(o.script).toString('hex'));
      if (key) fresh.push({ txid: info.txid, vout, value: o.amount, script: o.script, height, generated: false, key });
    });
    return true;
  }

  /** gathers inputs until they hold at least `need` satoshi (at most `max` inputs) */
  function gather(count: number, need: bigint, max = 8): Coin[] | undefined {
    const coins: Coin[] = [];
    while (coins.length < count || (coins.reduce((s, c) => s + c.value, 0n) < need && coins.length < max)) {
      const c = pick();
      if (!c) break;
      coins.push(c);
    }
    if (coins.length === 0 || coins.reduce((s, c) => s + c.value, 0n) < need) {
      release(coins);
      return undefined;
    }
    return coins;
  }

  const fanOut = (): boolean => {
    const cb = pickCoinbase();
    if (!cb) return false;
    const n = random.int(20, 120);
    const share = cb.value / BigInt(n + 1);
    return emit([cb], Array.from({ length: n }, () => ({ script: destination().script, value: (share * BigInt(random.int(50, 100))) / 100n })));
  };

  let failures = 0;
  // coins run short now and then (small outputs, a wallet still thin): give up only after many misses
  while (txs.length < opts.txCount && failures < 50 + opts.txCount / 4) {
    // the wallet runs thin early on (only coinbases): split one into many outputs first
    const thin = chain.utxos.regularCount + fresh.length < 10;
    const kind = thin ? 'fanout' : random.weighted(mix);
    let ok = false;
    if (kind === 'fanout') ok = fanOut();
    else if (kind === 'transfer') {
      const coins = gather({ one: 1, two: 2, three: 3 }[random.weighted({ one: 6, two: 3, three: 1 })], 50_000n);
      const payees = random.chance(0.7) ? 1 : 2;
      ok = coins ? emit(coins, Array.from({ length: payees }, () => ({ script: destination().script }))) || (release(coins), false) : false;
    } else if (kind === 'payout') {
      // as many payees as the coins can pay ~20k sat each, up to the batch size wanted
      const coins = gather(random.int(1, 3), 200_000n, 4);
      const total = coins?.reduce((s, c) => s + c.value, 0n) ?? 0n;
      const n = Math.min(random.int(10, 120), Number(total / 20_000n));
      if (coins && n >= 3) {
        const budget = total / BigInt(n + 2);
        ok = emit(coins, Array.from({ length: n }, () => ({ script: destination().script, value: (budget * BigInt(random.int(20, 100))) / 100n }))) || (release(coins), false);
      } else if (coins) release(coins);
    } else if (kind === 'consolidation') {
      const coins = gather(random.int(10, 60), 0n, 60);
      ok = coins && coins.length >= 5 ? emit(coins, []) || (release(coins), false) : (coins && release(coins), false);
    } else {
      const coins = gather(1, 20_000n);
      const data = concat([new TextEncoder().encode('devnet:'), Uint8Array.from({ length: random.int(8, 68) }, () => random.int(0, 255))]);
      const dataScript = concat([Uint8Array.of(0x6a, data.length), data]);
      ok = coins ? emit(coins, [], dataScript) || (release(coins), false) : false;
    }
    if (!ok) failures++;
    if (!ok && weight > opts.maxWeight - 20_000) break;
  }
  return { txs, fees, weight };
}
