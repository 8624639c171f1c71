/** The toy chain's node: a JSON-RPC server in process answering toy_head and toy_block(height) for heights 0..head. */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { toyBlock } from './chain';

export interface ToyNode {
  url: string;
  close(): Promise<void>;
}

export async function startToyNode(head: number): Promise<ToyNode> {
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      const { id, method, params } = JSON.parse(body) as { id: number; method: string; params: unknown[] };
      const height = Number(params[0]);
      const result = method === 'toy_head' ? head : method === 'toy_block' && height <= head ? toyBlock(height) : null;
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify({ jsonrpc: '2.0', id, result }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, close: () => new Promise((resolve) => server.close(() => resolve())) };
}
