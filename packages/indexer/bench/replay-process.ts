/** Starts the replay node (test/support/replay-server-main.ts) in its own process; returns its URL and a stop function. */
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';

export interface ReplayProcess {
  url: string;
  pid: number;
  stop(): Promise<void>;
}

export async function startReplayProcess(blocks: number): Promise<ReplayProcess> {
  const main = fileURLToPath(new URL('../test/support/replay-server-main.ts', import.meta.url));
  const child = spawn(process.execPath, ['--import', 'tsx', main], { env: { ...process.env, REPLAY_BLOCKS: String(blocks) }, stdio: ['ignore', 'pipe', 'inherit'] });
  const url = await new Promise<string>((resolve, reject) => {
    createInterface({ input: child.stdout! }).once('line', (line) => resolve((JSON.parse(line) as { url: string }).url));
    child.once('exit', (code) => reject(new Error(`replay node exited with ${code}`)));
  });
  return {
    url,
    pid: child.pid!,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
