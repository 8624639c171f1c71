/**
 * A Bitcoin Core JSON-RPC node (node:http) for tests, serving recorded mainnet block 200000 (all 388
 * transactions) and the transactions its inputs spend, from shared/chaindata/bitcoin, in Core's
 * shapes: getblockchaininfo, getblockcount, getblockhash (-8 out of range), getblock verbosity 2 or
 * 3 (3 adds `prevout` to inputs unless `prevouts: false`, like a node older than 23),
 * getrawtransaction (-5 without `txindex`). Errors are answered as Core's legacy mode does: HTTP 500
 * with a JSON error body. `auth` makes it demand HTTP basic credentials (401 otherwise).
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { block200000WithPrevouts, loadBlock200000 } from './btc-mainnet-fixtures';

export { loadBlock200000 };

export interface BtcCoreNode {
  url: string;
  calls: Record<string, number>;
  close(): Promise<void>;
}

export async function startBtcCoreNode(opts: { prevouts?: boolean; txindex?: boolean; auth?: { user: string; password: string } } = {}): Promise<BtcCoreNode> {
  const { block, inputTxs } = loadBlock200000();
  const calls: Record<string, number> = {};
  const withPrevouts = block200000WithPrevouts();
  const fail = (code: number, message: string) => ({ error: { code, message } });

  function answer(method: string, params: unknown[]): { result: unknown } | { error: { code: number; message: string } } {
    calls[method] = (calls[method] ?? 0) + 1;
    switch (method) {
      case 'getblockchaininfo':
        return { result: { chain: 'main', blocks: block.height, bestblockhash: block.hash } };
      case 'getblockcount':
        return { result: block.height };
      case 'getblockhash':
        return params[0] === block.height ? { result: block.hash } : fail(-8, 'Block height out of range');
      case 'getblock': {
        if (params[0] !== block.hash) return fail(-5, 'Block not found');
        const verbosity = Number(params[1] ?? 1);
        return { result: verbosity >= 3 && opts.prevouts !== false ? withPrevouts : block };
      }
      case 'getrawtransaction': {
        const tx = opts.txindex === false ? undefined : inputTxs.get(String(params[0]));
        return tx ? { result: tx } : fail(-5, 'No such mempool or blockchain transaction. Use gettransaction for wallet transactions.');
      }
      default:
        return fail(-32601, 'Method not found');
    }
  }

  const expected = opts.auth ? `Basic ${Buffer.from(`${opts.auth.user}:${opts.auth.password}`).toString('base64')}` : null;
  const server = createServer((req, res) => {
    if (expected && req.headers.authorization !== expected) {
      res.writeHead(401).end();
      return;
    }
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = JSON.parse(Buffer.concat(chunks).toString()) as { id: unknown; method: string; params?: unknown[] } | { id: unknown; method: string; params?: unknown[] }[];
      const list = Array.isArray(body) ? body : [body];
      const replies = list.map((c) => ({ result: null, error: null, ...answer(c.method, c.params ?? []), id: c.id }));
      // legacy mode: a single failed call is HTTP 500 (404 for an unknown method) with the error in the body
      const status = Array.isArray(body) ? 200 : replies[0]!.error ? (replies[0]!.error.code === -32601 ? 404 : 500) : 200;
      res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(Array.isArray(body) ? replies : replies[0]));
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address() as AddressInfo;
  const cred = opts.auth ? `${opts.auth.user}:${encodeURIComponent(opts.auth.password)}@` : '';
  return { url: `http://${cred}127.0.0.1:${port}`, calls, close: () => new Promise((r) => server.close(() => r())) };
}
