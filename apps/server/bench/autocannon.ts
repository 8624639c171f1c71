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

export interface LoadOptions {
  connections: number;
  seconds: number;
  /** fixed overall rate (requests per second across the connections); unset: as fast as answers come */
  rate?: number;
  headers?: Record<string, string>;
}

export async function autocannon(url: string, { connections, seconds, rate, headers = {} }: LoadOptions): Promise<Load> {
  const args = ['-c', String(connections), '-d', String(seconds), '-j'];
  if (rate !== undefined) args.push('-R', String(rate));
  for (const [k, v] of Object.entries(headers)) args.push('-H', `${k}=${v}`);
  const { stdout } = await promisify(execFile)(join(ROOT, 'node_modules/.bin/autocannon'), [...args, url], { maxBuffer: 64 * 1024 * 1024 });
  const r = JSON.parse(stdout) as { requests: { average: number }; latency: { p50: number; p99: number }; errors: number; non2xx: number };
  return { rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99, errors: r.errors, non2xx: r.non2xx };
}
