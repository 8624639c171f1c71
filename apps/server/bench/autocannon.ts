/** Drives one URL with autocannon in a second process on loopback and returns its figures. */
import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';

const ROOT = new URL('../../../', import.meta.url).pathname;

export interface Load {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
}

export async function autocannon(url: string, { connections, seconds }: { connections: number; seconds: number }): Promise<Load> {
  const { stdout } = await promisify(execFile)(join(ROOT, 'node_modules/.bin/autocannon'), ['-c', String(connections), '-d', String(seconds), '-j', url], { maxBuffer: 64 * 1024 * 1024 });
  const r = JSON.parse(stdout) as { requests: { average: number }; latency: { p50: number; p99: number }; errors: number; non2xx: number };
  return { rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99, errors: r.errors, non2xx: r.non2xx };
}
