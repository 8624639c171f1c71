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

/** the server processes every database shares (their work for the bench's database cannot be told apart) */
const SHARED_POSTGRES = /^postgres: (?:\S+: )?(?:walwriter|checkpointer|background writer)/;

function cmdline(pid: string): string {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ');
  } catch {
    return '';
  }
}

export interface PostgresCpu {
  /** the backends and autovacuum workers of the database */
  ownMs: number;
  /** WAL writer, checkpointer and background writer (every database's, other users' of the server too) */
  sharedMs: number;
}

/**
 * The CPU of the PostgreSQL server processes serving one database, told apart by their process
 * titles ("postgres: [cluster: ]user <database> host(port) …", "… autovacuum worker <database>"), plus
 * the server's shared writers: on a machine shared with other users of the same server, the CPU of
 * every process named postgres is not the bench's. Processes are sampled every `everyMs` so one that
 * ends during the run (a pool's idle connection, an autovacuum worker) still counts up to its last sample.
 */
export function trackPostgresCpu(database: string, everyMs = 1000): { stop(): PostgresCpu } {
  const seen = new Map<string, { kind: 'own' | 'shared'; base: number; last: number }>();
  const own = ` ${database} `;
  function sample(first: boolean): void {
    for (const [pid, p] of seen) {
      const ms = processCpuMs(Number(pid));
      if (ms > 0) p.last = ms;
    }
    let pids: string[] = [];
    try {
      pids = readdirSync('/proc').filter((p) => /^\d+$/.test(p) && !seen.has(p));
    } catch {
      return;
    }
    for (const pid of pids) {
      const title = cmdline(pid);
      if (!title.startsWith('postgres:')) continue;
      const kind = title.includes(own) ? 'own' : SHARED_POSTGRES.test(title) ? 'shared' : null;
      if (!kind) continue;
      const ms = processCpuMs(Number(pid));
      // a process already running at the start counts from there; one started since, all of it
      seen.set(pid, { kind, base: first ? ms : 0, last: ms });
    }
  }
  sample(true);
  const timer = setInterval(() => sample(false), everyMs);
  return {
    stop() {
      clearInterval(timer);
      sample(false);
      const out = { ownMs: 0, sharedMs: 0 };
      for (const p of seen.values()) out[p.kind === 'own' ? 'ownMs' : 'sharedMs'] += p.last - p.base;
      return out;
    },
  };
}
