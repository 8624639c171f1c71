/**
 * The toy family's stack for a test: registers the toy in every layer (registry.ts), then imports
 * the server — its family registry is built when it is evaluated — and starts the toy's node, the
 * real server on PGlite and the toy's indexer until the node's head is stored.
 */
import { CHAINS, createLogger, type ChainId } from '@explorer/core';
import { createIndexer } from '@explorer/indexer';
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
  const node = await startToyNode(TOY_HEAD);
  const server = await startTestServer('pglite', { webRoot });
  // decode workers load their own family table: the toy is indexed in this thread
  const indexer = createIndexer({ database: server.t.database, chain: CHAINS['toy' as ChainId], rpcUrl: node.url, logger: createLogger('toy', 'silent'), stopAtHeight: TOY_HEAD, decodeWorkers: 0 });
  await indexer.run();
  return {
    url: server.url,
    async close() {
      await server.close();
      await node.close();
    },
  };
}
