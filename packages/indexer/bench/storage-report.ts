/** bench:storage's tables: a family's bytes per transaction table by table, and the summary beside the targets. */
import type { TableSize } from './storage-sizes';

export interface Measured {
  family: string;
  what: string;
  blocks: number;
  txs: number;
  /** JSON-RPC response bytes the indexer fetched */
  jsonBytes: number;
  tables: TableSize[];
  /** B/tx of the baseline run (0: none recorded) and the target */
  baseline: number;
  target: number;
}

const int = (n: number) => Math.round(n).toLocaleString('en-US');
const perTx = (n: number, txs: number) => (n / txs < 10 ? (n / txs).toFixed(1) : int(n / txs));
const onDisk = (t: TableSize) => t.heap + t.toast + t.indexes;
export const totalPerTx = (m: Measured): number => m.tables.reduce((s, t) => s + onDisk(t), 0) / m.txs;
const met = (m: Measured) => totalPerTx(m) <= m.target;

export function printFamily(m: Measured): void {
  const { txs } = m;
  const row = (name: string, rows: string, heapToast: number, toast: number, indexes: number) =>
    console.log(
      `  ${name.padEnd(28)}${rows.padStart(9)}${perTx(heapToast, txs).padStart(17)}${perTx(toast, txs).padStart(9)}${perTx(indexes, txs).padStart(15)}${perTx(heapToast + indexes, txs).padStart(13)}`,
    );
  console.log(`\n${m.family.toUpperCase()}: ${m.what}, ${int(txs)} transactions (${(txs / m.blocks).toFixed(1)} per block)`);
  console.log(`  ${'table'.padEnd(28)}${'rows/tx'.padStart(9)}${'heap+toast B/tx'.padStart(17)}${'(toast)'.padStart(9)}${'indexes B/tx'.padStart(15)}${'total B/tx'.padStart(13)}`);
  const filled = m.tables.filter((t) => t.rows > 0);
  const empty = m.tables.filter((t) => t.rows === 0);
  for (const t of filled) row(t.table, (t.rows / txs).toFixed(2), t.heap + t.toast, t.toast, t.indexes);
  const sum = (ts: TableSize[], k: 'heap' | 'toast' | 'indexes') => ts.reduce((s, t) => s + t[k], 0);
  if (empty.length > 0) row(`(${empty.length} empty tables)`, '', sum(empty, 'heap') + sum(empty, 'toast'), sum(empty, 'toast'), sum(empty, 'indexes'));
  row('total', '', sum(m.tables, 'heap') + sum(m.tables, 'toast'), sum(m.tables, 'toast'), sum(m.tables, 'indexes'));
  const total = totalPerTx(m);
  const json = m.jsonBytes / txs;
  console.log(`  node JSON (JSON-RPC responses the indexer fetched): ${int(json)} B/tx; on disk ÷ node JSON = ${(total / json).toFixed(2)}`);
  const baseline = m.baseline > 0 ? `; baseline ${int(m.baseline)} B/tx, ${((total / m.baseline - 1) * 100).toFixed(1)} %` : '';
  console.log(`  on disk ${int(total)} B/tx — target ≤ ${int(m.target)} B/tx: ${met(m) ? 'met' : 'NOT met'}${baseline}`);
}

export function printSummary(results: Measured[], small: boolean): void {
  console.log(`\nsummary${small ? ' (small run: fixed per-table costs weigh more; the targets are for full runs)' : ''}`);
  console.log(`  ${'family'.padEnd(8)}${'blocks'.padStart(8)}${'txs'.padStart(10)}${'disk B/tx'.padStart(11)}${'JSON B/tx'.padStart(11)}${'target'.padStart(9)}${'baseline'.padStart(10)}  result`);
  for (const m of results) {
    console.log(
      `  ${m.family.padEnd(8)}${int(m.blocks).padStart(8)}${int(m.txs).padStart(10)}${int(totalPerTx(m)).padStart(11)}${int(m.jsonBytes / m.txs).padStart(11)}${('≤ ' + int(m.target)).padStart(9)}${(m.baseline > 0 ? int(m.baseline) : '—').padStart(10)}  ${met(m) ? 'met' : 'NOT met'}`,
    );
  }
}
