/** Starts the replay node (test/support/replay-server-main.ts) in its own process; returns its URL and a stop function. */
import { fileURLToPath } from 'node:url';
import { startNodeProcess, type NodeProcess } from './node-process';

export type ReplayProcess = NodeProcess<{ url: string }>;

export function startReplayProcess(blocks: number): Promise<ReplayProcess> {
  return startNodeProcess(fileURLToPath(new URL('../test/support/replay-server-main.ts', import.meta.url)), { REPLAY_BLOCKS: String(blocks) });
}
