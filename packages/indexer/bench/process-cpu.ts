/**
 * CPU time of other processes on this machine, from /proc (Linux): the replay node and the
 * PostgreSQL server share the cores with the indexer, so the bench can show what a block costs in
 * all of them and the rate the machine's cores allow. Elsewhere the figures read 0.
 */
import { readdirSync, readFileSync } from 'node:fs';

const TICK_MS = 10; // USER_HZ is 100 on Linux

/** user + system CPU milliseconds of one process (0 if it cannot be read) */
export function processCpuMs(pid: number): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return (Number(fields[11]) + Number(fields[12])) * TICK_MS;
  } catch {
    return 0;
  }
}

/** the same summed over every process whose command name starts with `name` (e.g. 'postgres') */
export function processesCpuMs(name: string): number {
  let total = 0;
  let pids: string[] = [];
  try {
    pids = readdirSync('/proc').filter((p) => /^\d+$/.test(p));
  } catch {
    return 0;
  }
  for (const pid of pids) {
    try {
      if (readFileSync(`/proc/${pid}/comm`, 'utf8').startsWith(name)) total += processCpuMs(Number(pid));
    } catch {
      // the process ended meanwhile
    }
  }
  return total;
}
