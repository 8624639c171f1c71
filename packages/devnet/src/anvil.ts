/**
 * Runs one Anvil node from the npm package's platform binary (one killable PID, no wrapper
 * process). Listens on a free loopback port unless one is given; stops with the calling process,
 * also when that process is killed outright (Linux).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

export interface AnvilOptions {
  chainId: number;
  /** seconds between blocks; omitted → a block per transaction (automine) */
  blockTime?: number;
  port?: number;
  /** state file: loaded at start when present, written every stateInterval seconds and at exit */
  stateFile?: string;
  stateInterval?: number;
  extraArgs?: string[];
}

export interface AnvilNode {
  rpcUrl: string;
  port: number;
  pid: number;
  stop(): Promise<void>;
}

export function anvilBinary(): string {
  const require = createRequire(import.meta.url);
  const pkg = require.resolve(`@foundry-rs/anvil-${process.platform}-${process.arch === 'x64' ? 'amd64' : process.arch}/package.json`);
  return join(dirname(pkg), 'bin', 'anvil');
}

const SETPRIV = '/usr/bin/setpriv';
const START_TIMEOUT_MS = 60_000;
const STOP_TIMEOUT_MS = 15_000;
const running = new Set<ChildProcess>();
process.once('exit', () => {
  for (const child of running) child.kill('SIGTERM');
});

/**
 * On Linux, util-linux's setpriv execs Anvil (same PID) with a parent-death signal, so Anvil gets
 * SIGTERM (and writes its state) even when this process is killed without running exit hooks.
 */
function launcher(binary: string, args: string[]): [string, string[]] {
  if (process.platform === 'linux' && existsSync(SETPRIV)) return [SETPRIV, ['--pdeathsig', 'SIGTERM', binary, ...args]];
  return [binary, args];
}

export async function startAnvil(options: AnvilOptions): Promise<AnvilNode> {
  const args = ['--host', '127.0.0.1', '--port', String(options.port ?? 0), '--chain-id', String(options.chainId)];
  if (options.blockTime) args.push('--block-time', String(options.blockTime));
  if (options.stateFile) await mkdir(dirname(options.stateFile), { recursive: true });
  if (options.stateFile) args.push('--state', options.stateFile, '--state-interval', String(options.stateInterval ?? 10));
  args.push(...(options.extraArgs ?? []));
  const [command, commandArgs] = launcher(anvilBinary(), args);
  const child = spawn(command, commandArgs, { stdio: ['ignore', 'pipe', 'pipe'] });
  running.add(child);
  child.once('exit', () => running.delete(child));
  const port = await new Promise<number>((resolve, reject) => {
    let out = '';
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`anvil did not listen within ${START_TIMEOUT_MS} ms: ${out.slice(-500)}`));
    }, START_TIMEOUT_MS);
    const onData = (chunk: Buffer) => {
      out += chunk.toString();
      const m = /Listening on [\d.]+:(\d+)/.exec(out);
      if (m) {
        clearTimeout(timer);
        child.stdout?.off('data', onData);
        resolve(Number(m[1]));
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', (c: Buffer) => (out = (out + c.toString()).slice(-4000)));
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`anvil exited with code ${code} before listening: ${out.slice(-500)}`));
    });
    child.once('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
  });
  child.stdout?.resume();
  child.stderr?.resume();
  return {
    rpcUrl: `http://127.0.0.1:${port}`,
    port,
    pid: child.pid!,
    /** SIGTERM (Anvil then writes its state file), SIGKILL if it has not exited after 15 s */
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        const force = setTimeout(() => child.kill('SIGKILL'), STOP_TIMEOUT_MS);
        child.once('exit', () => {
          clearTimeout(force);
          resolve();
        });
        child.kill('SIGTERM');
      }),
  };
}
