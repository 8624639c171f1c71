/** Starts a bench node (a script printing {"url", …} as its first stdout line) in its own process, so its CPU is measured apart. */
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';

export interface NodeProcess<I> {
  url: string;
  pid: number;
  info: I;
  stop(): Promise<void>;
}

export async function startNodeProcess<I extends { url: string }>(main: string, env: Record<string, string>): Promise<NodeProcess<I>> {
  const child = spawn(process.execPath, ['--import', 'tsx', main], { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'inherit'] });
  const info = await new Promise<I>((resolve, reject) => {
    createInterface({ input: child.stdout! }).once('line', (line) => resolve(JSON.parse(line) as I));
    child.once('exit', (code) => reject(new Error(`${main} exited with ${code}`)));
  });
  return {
    url: info.url,
    pid: child.pid!,
    info,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
