/**
 * getblockstats as Core computes it, in satoshi integers (unlike the rest of the RPC): fee rates
 * are fee × 4 / weight (sat/vB), medians are truncated means of the two middle values, fee-rate
 * percentiles are weighted by transaction weight, UTXO size changes count 41 bytes of overhead per
 * output. Transactions whose prevouts are unknown (sparse recorded blocks) are left out of the fee
 * figures.
 */
import { RawTx } from '@scure/btc-signer';
import type { ChainView, ViewBlock } from './view';

/** Core's PER_UTXO_OVERHEAD: outpoint (36) + height/coinbase code (4) + flag (1) */
const PER_UTXO_OVERHEAD = 41;
const varintLen = (n: number) => (n < 0xfd ? 1 : n <= 0xffff ? 3 : 5);
const outputSize = (script: Uint8Array) => 8 + varintLen(script.length) + script.length + PER_UTXO_OVERHEAD;
const cmp = (x: bigint, y: bigint) => (x < y ? -1 : x > y ? 1 : 0);

function truncatedMedian(sorted: bigint[]): bigint {
  const n = sorted.length;
  if (n === 0) return 0n;
  return n % 2 === 0 ? (sorted[n / 2 - 1]! + sorted[n / 2]!) / 2n : sorted[(n - 1) / 2]!;
}

export function blockStats(view: ChainView, b: ViewBlock): Record<string, unknown> {
  const fees: bigint[] = [];
  const rates: { rate: bigint; weight: number }[] = [];
  const sizes: bigint[] = [];
  let ins = 0;
  let outs = 0;
  let utxos = 0;
  let totalOut = 0n;
  let coinbaseOut = 0n;
  let sizeInc = 0;
  let sizeIncActual = 0;
  let swtxs = 0;
  let swSize = 0;
  let swWeight = 0;
  let totalSize = 0;
  let totalWeight = 0;
  b.txs.forEach((tx, i) => {
    const d = RawTx.decode(tx.raw);
    outs += d.outputs.length;
    let out = 0n;
    for (const o of d.outputs) {
      out += o.amount;
      sizeInc += outputSize(o.script);
      if (o.script[0] === 0x6a) continue; // unspendable: never enters the UTXO set
      utxos++;
      sizeIncActual += outputSize(o.script);
    }
    if (i === 0) {
      coinbaseOut = out;
      return;
    }
    ins += d.inputs.length;
    totalOut += out;
    totalSize += tx.size;
    totalWeight += tx.weight;
    sizes.push(BigInt(tx.size));
    if (tx.size !== tx.strippedSize) {
      swtxs++;
      swSize += tx.size;
      swWeight += tx.weight;
    }
    const prevs = b.spent[i] ?? [];
    for (const p of prevs) {
      if (!p) continue;
      sizeInc -= outputSize(p.script);
      sizeIncActual -= outputSize(p.script);
    }
    if (prevs.length === d.inputs.length && prevs.every((p) => p)) {
      const fee = prevs.reduce((s, p) => s + p!.value, 0n) - out;
      fees.push(fee);
      rates.push({ rate: (fee * 4n) / BigInt(tx.weight), weight: tx.weight });
    }
  });
  const totalfee = fees.reduce((s, f) => s + f, 0n);
  fees.sort(cmp);
  sizes.sort(cmp);
  rates.sort((x, y) => cmp(x.rate, y.rate));
  const ratedWeight = rates.reduce((s, r) => s + r.weight, 0);
  const thresholds = [ratedWeight / 10, ratedWeight / 4, ratedWeight / 2, (ratedWeight * 3) / 4, (ratedWeight * 9) / 10];
  const percentiles = thresholds.map(() => 0);
  let next = 0;
  let cumulative = 0;
  for (const r of rates) {
    cumulative += r.weight;
    while (next < thresholds.length && cumulative >= thresholds[next]!) percentiles[next++] = Number(r.rate);
  }
  const n = b.txs.length - 1;
  return {
    avgfee: n ? Number(totalfee / BigInt(n)) : 0,
    avgfeerate: totalWeight ? Number((totalfee * 4n) / BigInt(totalWeight)) : 0,
    avgtxsize: n ? Math.floor(totalSize / n) : 0,
    blockhash: b.hash,
    feerate_percentiles: percentiles,
    height: b.height,
    ins,
    maxfee: Number(fees[fees.length - 1] ?? 0n),
    maxfeerate: Number(rates[rates.length - 1]?.rate ?? 0n),
    maxtxsize: Number(sizes[sizes.length - 1] ?? 0n),
    medianfee: Number(truncatedMedian(fees)),
    mediantime: view.medianTimePast(b),
    mediantxsize: Number(truncatedMedian(sizes)),
    minfee: Number(fees[0] ?? 0n),
    minfeerate: Number(rates[0]?.rate ?? 0n),
    mintxsize: Number(sizes[0] ?? 0n),
    outs,
    subsidy: Number(coinbaseOut - totalfee),
    swtotal_size: swSize,
    swtotal_weight: swWeight,
    swtxs,
    time: b.header.time,
    total_out: Number(totalOut),
    total_size: totalSize,
    total_weight: totalWeight,
    totalfee: Number(totalfee),
    txs: b.txs.length,
    utxo_increase: outs - ins,
    utxo_size_inc: sizeInc,
    utxo_increase_actual: utxos - ins,
    utxo_size_inc_actual: sizeIncActual,
  };
}
