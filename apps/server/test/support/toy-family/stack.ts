/**
 * The toy family's stack for a test: registers the toy in every layer (registry.ts), then imports
 * the server — its family registry is built when it is evaluated — and starts the toy's node, the
 * real server on PGlite and the indexers the way `explorer start` runs them (cli/runtime.ts: the
 * registry's indexed chains whose family has an indexer module), until the toy node's head is stored.
 */
import { createLogger, loadConfig, type ChainId } from '@explorer/core';
import { readCheckpoint } from '@explorer/indexer';
import { registerToyFamily } from './registry';
import { startToyNode } from './rpc-stub';

export const TOY_HEAD = 7;

export interface ToyStack {
  url: string;
  close(): Promise<void>;
}

/** `webRoot`: a web build the server serves (web/build.ts) */
export async function startToyStack(webRoot?: string): Promise<ToyStack> {
  registerToyFamily();
  const { startTestServer } = await import('../server');
  const { indexableChains, indexedChains, runIndexers, startChainNodes } = await import('../../../src/cli/runtime');
  const logger = createLogger('toy', 'silent');
  const node = await startToyNode(TOY_HEAD);
  const server = await startTestServer('pglite', { webRoot });
  const toy = 'toy' as ChainId;
  const nodes = await startChainNodes({ ...loadConfig({}), rpcUrls: { [toy]: node.url } }, await indexableChains(indexedChains([toy]), logger), logger);
  const stop = new AbortController();
  let fatal: unknown;
  // decode workers load their own family table: the toy is indexed in this thread
  const indexing = runIndexers(server.t.database, nodes, logger, stop.signal, { decodeWorkers: 0, onFatal: (err) => (fatal = err) });
  while ((await readCheckpoint(server.t.database.db, toy))?.height !== TOY_HEAD) {
    if (fatal) throw fatal;
    await new Promise((r) => setTimeout(r, 100));
  }
  stop.abort();
  await indexing;
  return {
    url: server.url,
    async close() {
      await server.close();
      await node.close();
    },
  };
}
