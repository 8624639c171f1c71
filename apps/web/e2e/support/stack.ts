/**
 * The whole product for a browser test: `explorer start` as a child process (embedded database,
 * eth and bsc devnets with activity, indexers, API and the built web app) on a free port, in a
 * fresh data directory, with blocks every second (DEVNET_BLOCK_TIME=1) so data piles up quickly. Reads the start banner for the URL, the devnet RPC URLs and the demo login.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ensureWebBuilt } from './build-web';
import { ROOT } from './paths';

export interface Stack {
  baseUrl: string;
  ethRpc: string;
  bscRpc: string;
  demo: { username: string; password: string };
  /** everything the server printed so far (for failure messages) */
  output(): string;
  stop(): Promise<void>;
}

const BANNER_TIMEOUT_MS = 150_000;

/** Waits until no process of the group `pgid` is left, up to `ms`; true when none is. */
async function groupGone(pgid: number, ms: number): Promise<boolean> {
  const until = Date.now() + ms;
  for (;;) {
    try {
      process.kill(-pgid, 0);
    } catch {
      return true;
    }
    if (Date.now() >= until) return false;
    await new Promise((r) => setTimeout(r, 100));
  }
}

export async function startStack(opts: { env?: Record<string, string> } = {}): Promise<Stack> {
  await ensureWebBuilt();
  const dataDir = mkdtempSync(join(tmpdir(), 'explorer-web-e2e-'));
  const child: ChildProcess = spawn(join(ROOT, 'node_modules/.bin/tsx'), ['apps/server/src/cli.ts', 'start'], {
    cwd: ROOT,
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', EXPLORER_DATA_DIR: dataDir, LOG_LEVEL: 'warn', DATABASE_URL: '', DEVNET_BLOCK_TIME: '1', LOGIN_LIMIT_PER_IP: '100000', LOGIN_LIMIT_PER_USER: '100000', REGISTER_LIMIT_PER_IP: '100000', ...opts.env },
    stdio: ['ignore', 'pipe', 'pipe'],
    // its own process group: tsx runs the server in a child process, which a kill of tsx alone would leave running
    detached: true,
  });
  let output = '';
  child.stdout!.on('data', (c: Buffer) => (output += c.toString()));
  child.stderr!.on('data', (c: Buffer) => (output += c.toString()));

  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await Promise.race([exited, new Promise((r) => setTimeout(r, 15_000))]);
    }
    // tsx may exit before the server it runs, and the server's devnet nodes write their state files
    // while they stop: wait for the whole process group to be gone before deleting the data directory
    // (deleting it under a process still writing there fails with ENOTEMPTY)
    if (!(await groupGone(child.pid!, 15_000))) {
      try {
        process.kill(-child.pid!, 'SIGKILL');
      } catch {
        child.kill('SIGKILL');
      }
      await groupGone(child.pid!, 5_000);
    }
    rmSync(dataDir, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 });
  };

  try {
    const banner = await new Promise<Omit<Stack, 'stop' | 'output'>>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`explorer start printed no banner in ${BANNER_TIMEOUT_MS} ms\n${output.slice(-3000)}`)), BANNER_TIMEOUT_MS);
      const check = () => {
        const url = /Explorer running at (http:\/\/\S+)\r?\n/.exec(output)?.[1];
        const eth = /Ethereum: local devnet (http:\/\/\S+)\r?\n/.exec(output)?.[1];
        const bsc = /BNB Smart Chain: local devnet (http:\/\/\S+)\r?\n/.exec(output)?.[1];
        const login = /Demo login \(administrator\): (\S+) \/ (\S+)\r?\n/.exec(output);
        if (!url || !eth || !bsc || !login) return;
        clearTimeout(timer);
        child.stdout!.off('data', check);
        resolve({ baseUrl: url.replace(/\/$/, ''), ethRpc: eth, bscRpc: bsc, demo: { username: login[1]!, password: login[2]! } });
      };
      child.stdout!.on('data', check);
      child.once('exit', (code) => {
        clearTimeout(timer);
        reject(new Error(`explorer start exited with ${code}\n${output.slice(-3000)}`));
      });
      check();
    });
    return { ...banner, output: () => output, stop };
  } catch (e) {
    await stop();
    throw e;
  }
}
