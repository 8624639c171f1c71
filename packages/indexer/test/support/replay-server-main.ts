/**
 * Runs the replay node as its own process (so it has its own core in benchmarks):
 * REPLAY_BLOCKS=N [REPLAY_PORT=p] tsx replay-server-main.ts → prints {"url": …} on stdout.
 */
import { startReplayServer } from './replay-server';

const server = await startReplayServer({ blocks: Number(process.env.REPLAY_BLOCKS ?? 300), port: Number(process.env.REPLAY_PORT ?? 0) });
process.stdout.write(JSON.stringify({ url: server.url }) + '\n');
const stop = () => void server.close().then(() => process.exit(0));
process.once('SIGTERM', stop);
process.once('SIGINT', stop);
