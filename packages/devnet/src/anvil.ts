/**
 * Runs one Anvil node from the npm package's platform binary (one killable PID, no wrapper
 * process). Listens on a free loopback port unless one is given; stops with the calling process.
 */
import { spawn, type ChildProcess } from 'node:child_process';
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

const running = new Set<ChildProcess>();
process.once('exit', () => {
  for (const child of running) child.kill('SIGTERM');
});

export async function startAnvil(options: AnvilOptions): Promise<AnvilNode> {
  const args = ['--host', '127.0.0.1', '--port', String(options.port ?? 0), '--chain-id', String(options.chainId)];
  if (options.blockTime) args.push('--block-time', String(options.blockTime));
  if (options.stateFile) args.push('--state', options.stateFile, '--state-interval', String(options.stateInterval ?? 10));
  args.push(...(options.extraArgs ?? []));
  const child = spawn(anvilBinary(), args, { stdio: ['ignore', 'pipe', 'pipe'] });
  running.add(child);
  const port = await new Promise<number>((resolve, reject) => {
    let out = '';
    const onData = (chunk: Buffer) => {
      out += chunk.toString();
      const m = /Listening on [\d.]+:(\d+)/.exec(out);
      if (m) {
        child.stdout?.off('data', onData);
        resolve(Number(m[1]));
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', (c: Buffer) => (out += c.toString()));
    child.once('exit', (code) => reject(new Error(`anvil exited with code ${code} before listening: ${out.slice(-500)}`)));
    child.once('error', reject);
  });
  child.stdout?.resume();
  child.stderr?.resume();
  return {
    rpcUrl: `http://127.0.0.1:${port}`,
    port,
    pid: child.pid!,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        child.once('exit', () => {
          running.delete(child);
          resolve();
        });
        child.kill('SIGTERM');
      }),
  };
}
