/**
 * A deployment as a public explorer runs one, on this machine, from real processes: a PostgreSQL
 * primary and a streaming replica (pg-replication.ts), the machine's Redis, the local devnets
 * (`explorer devnet`), one indexer process (`explorer index`) writing to the primary, and API processes
 * (`explorer serve`: DATABASE_READ_URL the replica, REDIS_URL shared) behind a round-robin TCP proxy.
 * The built CLI runs them (cli.ts), each its own process, ended by PID.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer as createNetServer, connect, type Server, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ChainId } from '@explorer/core';
import { freePort, startReplicatedPostgres, type ReplicatedPostgres } from '@explorer/db/testing';
import { cliArgs, ROOT } from './cli';

export const REDIS_URL = 'redis://127.0.0.1:6379';

export interface ClusterProcess {
  name: string;
  child: ChildProcess;
  /** the last 8 KB it printed */
  output(): string;
  /** the last 8 KB of its error lines (JSON log level ≥ 50) */
  errors(): string;
  exited: Promise<number | null>;
}

export interface RoundRobinProxy {
  url: string;
  /** the backend index each accepted connection went to, in order (−1: none answered) */
  routed: number[];
  close(): Promise<void>;
}

export interface Cluster {
  pg: ReplicatedPostgres;
  proxy: RoundRobinProxy;
  apis: { process: ClusterProcess; port: number; url: string }[];
  indexer: ClusterProcess;
  redisPrefix: string;
  jwtSecret: string;
  /** starts API process i again (after a kill) on its port */
  restartApi(i: number): Promise<void>;
  stop(): Promise<void>;
}

function startProcess(name: string, args: string[], env: Record<string, string>): ClusterProcess {
  const child = spawn(process.execPath, [...cliArgs(), ...args], { cwd: ROOT, env: { ...process.env, LOG_LEVEL: 'warn', LOG_FORMAT: 'json', ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  let out = '';
  let errs = '';
  const keep = (chunk: Buffer) => {
    const text = chunk.toString();
    out = (out + text).slice(-8192);
    const bad = text.split('\n').filter((l) => /"level":(50|60)/.test(l));
    if (bad.length) errs = (errs + bad.join('\n') + '\n').slice(-8192);
  };
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { name, child, output: () => out, errors: () => errs, exited };
}

async function waitForOutput(p: ClusterProcess, pattern: RegExp, timeoutMs = 60_000): Promise<RegExpMatchArray> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const m = pattern.exec(p.output());
    if (m) return m;
    if (p.child.exitCode !== null) throw new Error(`${p.name} exited (${p.child.exitCode}): ${p.output().slice(-2000)}`);
    if (Date.now() > until) throw new Error(`${p.name} did not print ${pattern} in ${timeoutMs} ms: ${p.output().slice(-2000)}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

async function stopProcess(p: ClusterProcess, signal: NodeJS.Signals = 'SIGTERM'): Promise<void> {
  if (p.child.exitCode !== null || p.child.signalCode !== null) return;
  p.child.kill(signal);
  const late = setTimeout(() => p.child.kill('SIGKILL'), 15_000);
  await p.exited;
  clearTimeout(late);
}

/** A TCP proxy that hands each new connection to the next backend in turn, skipping one that refuses. */
export async function startRoundRobinProxy(ports: number[]): Promise<RoundRobinProxy> {
  let next = 0;
  const routed: number[] = [];
  const sockets = new Set<Socket>();
  const server: Server = createNetServer((client) => {
    client.pause();
    sockets.add(client);
    client.on('close', () => sockets.delete(client));
    const slot = routed.push(-1) - 1;
    // this connection's turn, then the backends after it (a refused one is skipped)
    const first = next++;
    let tried = 0;
    const attempt = () => {
      const i = (first + tried) % ports.length;
      const up = connect(ports[i]!, '127.0.0.1');
      sockets.add(up);
      up.on('close', () => sockets.delete(up));
      let open = false;
      up.once('connect', () => {
        open = true;
        routed[slot] = i;
        client.pipe(up).pipe(client);
        client.resume();
      });
      up.on('error', () => {
        if (!open && ++tried < ports.length) return attempt();
        client.destroy();
      });
      client.on('error', () => up.destroy());
    };
    attempt();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as { port: number }).port}`,
    routed,
    close: () =>
      new Promise((resolve) => {
        for (const s of sockets) s.destroy();
        server.close(() => resolve());
      }),
  };
}

export async function startCluster(opts: { chains: ChainId[]; apis?: number; apiEnv?: Record<string, string> }): Promise<Cluster> {
  const pg = await startReplicatedPostgres();
  const started: ClusterProcess[] = [];
  let proxy: RoundRobinProxy | null = null;
  // the devnets' state of this cluster only (a reloaded Anvil state gives block 0 a new hash: a fresh
  // database beside an old state would not link block 1 to it)
  const dataDir = mkdtempSync(join(tmpdir(), 'explorer-cluster-'));
  const stop = async () => {
    await proxy?.close();
    for (const p of started.reverse()) await stopProcess(p);
    pg.close();
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    const chainArgs = opts.chains.flatMap((c) => ['--chain', c]);
    const devnet = startProcess('devnet', ['devnet', ...chainArgs], { DEVNET_BLOCK_TIME: '1', EXPLORER_DATA_DIR: dataDir });
    started.push(devnet);
    const rpc: Record<string, string> = {};
    for (const c of opts.chains) {
      const env = `${c.toUpperCase()}_RPC_URL`;
      rpc[env] = (await waitForOutput(devnet, new RegExp(`^${env}=(\\S+)$`, 'm')))[1]!;
    }
    const redisPrefix = `explorer-cluster-${randomBytes(4).toString('hex')}:`;
    const jwtSecret = randomBytes(32).toString('hex');
    const shared = { DATABASE_URL: pg.primaryUrl, REDIS_URL, REDIS_PREFIX: redisPrefix, JWT_SECRET: jwtSecret, EXPLORER_DATA_DIR: dataDir };
    // the indexer migrates the primary first; the API processes find it migrated (their own migrate is a no-op)
    const indexer = startProcess('indexer', ['index', ...chainArgs], { ...shared, ...rpc, LOG_LEVEL: 'info' });
    started.push(indexer);
    await waitForOutput(indexer, /indexing from the checkpoint/);
    const apis: Cluster['apis'] = [];
    const apiEnv = (port: number) => ({ ...shared, DATABASE_READ_URL: pg.replicaUrl, REPLICA_MAX_LAG: '2', PORT: String(port), HOST: '127.0.0.1', EXPLORER_STATISTICS: '1', ...opts.apiEnv });
    for (let i = 0; i < (opts.apis ?? 2); i++) {
      const port = await freePort();
      const p = startProcess(`api-${i}`, ['serve'], apiEnv(port));
      started.push(p);
      apis.push({ process: p, port, url: `http://127.0.0.1:${port}` });
    }
    for (const a of apis) await waitForOutput(a.process, /Explorer API running at/);
    proxy = await startRoundRobinProxy(apis.map((a) => a.port));
    return {
      pg,
      proxy,
      apis,
      indexer,
      redisPrefix,
      jwtSecret,
      async restartApi(i) {
        const a = apis[i]!;
        await stopProcess(a.process);
        a.process = startProcess(`api-${i}`, ['serve'], apiEnv(a.port));
        started.push(a.process);
        await waitForOutput(a.process, /Explorer API running at/);
      },
      stop,
    };
  } catch (e) {
    await stop();
    throw e;
  }
}
