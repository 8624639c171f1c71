/** What the ingest benchmarks of every family share: a run's result, its CPU, and the printed report. */
import { availableParallelism } from 'node:os';

export interface Result {
  name: string;
  seconds: number;
  blocks: number;
  txs: number;
  /** CPU time of this process (fetch, decode, build, encode; PGlite's engine too), all threads */
  cpuMs?: number;
  /** CPU time of the node process and of the PostgreSQL server processes meanwhile */
  nodeCpuMs?: number;
  postgresCpuMs?: number;
}

export async function measured(run: () => Promise<Result>): Promise<Result> {
  const cpu = process.cpuUsage();
  const r = await run();
  const used = process.cpuUsage(cpu);
  return { ...r, cpuMs: (used.user + used.system) / 1000 };
}

/** Repeats every run `rounds` times, interleaved (the machine may be shared), keeping the best of each kind. */
export async function bestOf(rounds: number, runs: (() => Promise<Result>)[]): Promise<Map<string, Result>> {
  const best = new Map<string, Result>();
  for (let round = 0; round < rounds; round++) {
    for (const run of runs) {
      const r = await measured(run);
      const prev = best.get(r.name);
      if (!prev || r.seconds < prev.seconds) best.set(r.name, r);
    }
  }
  return best;
}

export const rate = (r: Result) => r.blocks / r.seconds;

/** One line per run: blocks/s, tx/s, CPU per block and the ratio to the ceiling (and to `pool`, the decode workers alone, when measured). */
export function printRuns(best: Map<string, Result>, top: Result, pool?: Result): void {
  for (const r of best.values()) {
    const ratio = r === top ? '' : `  ratio ${(rate(r) / rate(top)).toFixed(2)}${!pool || r === pool ? '' : ` (${(rate(r) / rate(pool)).toFixed(2)} of the workers alone)`}`;
    const cpu = `cpu ${((r.cpuMs ?? 0) / r.blocks).toFixed(1)} ms/block`;
    console.log(`${r.name.padEnd(40)} ${rate(r).toFixed(1).padStart(7)} blocks/s ${(r.txs / r.seconds).toFixed(0).padStart(7)} tx/s  (${r.blocks} blocks, ${r.txs} txs, ${r.seconds.toFixed(2)} s, ${cpu})${ratio}`);
  }
}

/** What the machine allows: every process's CPU per block against the cores they share. */
export function printCpuBound(runs: Result[], top: Result, nodeName: string): void {
  const cores = availableParallelism();
  for (const r of runs) {
    const per = (ms = 0) => ms / r.blocks;
    const total = per(r.cpuMs) + per(r.nodeCpuMs) + per(r.postgresCpuMs);
    const bound = (cores * 1000) / total;
    console.log(
      `${r.name}: CPU per block — indexer ${per(r.cpuMs).toFixed(1)} ms (all threads), ${nodeName} ${per(r.nodeCpuMs).toFixed(1)} ms, PostgreSQL server ${per(r.postgresCpuMs).toFixed(1)} ms = ${total.toFixed(1)} ms on ${cores} cores → at most ${bound.toFixed(0)} blocks/s (ratio ${(bound / rate(top)).toFixed(2)}) with every core busy`,
    );
  }
}
