/**
 * CPU time for the scale seed's accounts (seed-scale.ts, seed-scale-profile.ts): this process's (robust
 * to other load on the machine, unlike wall time) and that of the PostgreSQL backends serving a pool
 * (from /proc: a server on this machine only, else 0).
 */
import { readFileSync } from 'node:fs';
import { sql, type DB } from '@explorer/db';
import type { Kysely } from 'kysely';

/** this process's CPU time in ms (user + system) */
export function cpuMs(): number {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
}

/** CPU ms of the PostgreSQL backends of this database's connections that `pids` names (from /proc) */
export function backendCpuMs(pids: readonly number[]): number {
  let ticks = 0;
  for (const pid of pids) {
    try {
      const f = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
      ticks += Number(f[11]) + Number(f[12]); // utime, stime (fields 14 and 15 of stat)
    } catch {
      // not on this machine, or the backend has exited
    }
  }
  return ticks * 10; // USER_HZ: 100 ticks a second
}

/** the backends of a pool of `size` connections: each connection opened (held at once) and asked its pid */
export async function poolBackends(db: Kysely<DB>, size: number): Promise<number[]> {
  const pids = await Promise.all(Array.from({ length: size }, () => sql<{ pid: number; s: unknown }>`SELECT pg_backend_pid() AS pid, pg_sleep(0.05) AS s`.execute(db)));
  return [...new Set(pids.map((r) => r.rows[0]!.pid))];
}
