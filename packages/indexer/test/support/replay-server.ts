/**
 * A JSON-RPC node (node:http) serving a replayed mainnet chain (see replay-chain.ts): eth_chainId,
 * eth_blockNumber, eth_getBlockByNumber, eth_getBlockReceipts, eth_getTransactionReceipt, single
 * and batch requests. The head can be moved (setHead) to let an indexer follow; `blockReceipts:
 * false` makes the node refuse eth_getBlockReceipts like an older node; `failRequests` answers the
 * next k HTTP requests with 503 (for retry tests).
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createReplayChain, type ReplayChain } from './replay-chain';

export interface ReplayServerOptions {
  blocks: number;
  /** initial head (default blocks − 1) */
  head?: number;
  chainId?: number;
  /** false: the method is missing (-32601); 'null': it answers null like some providers */
  blockReceipts?: boolean | 'null';
  /** the same for eth_getTransactionReceipt */
  txReceipts?: boolean | 'null';
  port?: number;
}

export interface ReplayServer {
  url: string;
  chain: ReplayChain;
  head(): number;
  setHead(height: number): void;
  /** answer the next `count` HTTP requests with 503 */
  failRequests(count: number): void;
  /** JSON-RPC calls served so far, by method */
  calls: Record<string, number>;
  close(): Promise<void>;
}

interface Call {
  id?: unknown;
  method?: string;
  params?: unknown[];
}

const [OPEN, COMMA, CLOSE, END] = ['[', ',', '}', ']'].map((c) => Buffer.from(c)) as [Buffer, Buffer, Buffer, Buffer];

export async function startReplayServer(options: ReplayServerOptions): Promise<ReplayServer> {
  const chain = createReplayChain(options.blocks);
  let head = options.head ?? options.blocks - 1;
  let failing = 0;
  const calls: Record<string, number> = {};
  const chainIdHex = JSON.stringify('0x' + (options.chainId ?? 1).toString(16));

  function heightOf(tag: unknown): number | null {
    if (tag === 'latest' || tag === 'safe' || tag === 'finalized' || tag === 'pending') return head;
    if (tag === 'earliest') return 0;
    const n = typeof tag === 'string' ? Number.parseInt(tag, 16) : NaN;
    return Number.isSafeInteger(n) && n >= 0 && n <= head ? n : null;
  }

  /** result JSON text (or its UTF-8 chunks, for the big answers), or an error object */
  function answer(call: Call): string | Buffer[] | { code: number; message: string } {
    const p = call.params ?? [];
    calls[call.method ?? ''] = (calls[call.method ?? ''] ?? 0) + 1;
    switch (call.method) {
      case 'eth_chainId':
        return chainIdHex;
      case 'eth_blockNumber':
        return JSON.stringify('0x' + head.toString(16));
      case 'eth_getBlockByNumber': {
        const h = heightOf(p[0]);
        if (h === null) return 'null';
        const out: Buffer[] = [];
        chain.blockBytes(h, p[1] === true, out);
        return out;
      }
      case 'eth_getBlockReceipts': {
        if (options.blockReceipts === false) return { code: -32601, message: 'the method eth_getBlockReceipts does not exist/is not available' };
        if (options.blockReceipts === 'null') return 'null';
        const h = heightOf(p[0]);
        if (h === null) return 'null';
        const out: Buffer[] = [];
        chain.receiptsBytes(h, out);
        return out;
      }
      case 'eth_getTransactionReceipt': {
        if (options.txReceipts === false) return { code: -32601, message: 'the method eth_getTransactionReceipt does not exist/is not available' };
        if (options.txReceipts === 'null') return 'null';
        const hash = String(p[0]);
        const h = Number.parseInt(hash.slice(2, 18), 16);
        return h <= head ? chain.receiptJson(hash) : 'null';
      }
      default:
        return { code: -32601, message: `the method ${call.method} does not exist/is not available` };
    }
  }

  /** one call's answer as UTF-8 chunks appended to `chunks` */
  function envelope(call: Call, chunks: Buffer[]): void {
    const id = JSON.stringify(call.id ?? null);
    const out = answer(call);
    if (Array.isArray(out)) {
      chunks.push(Buffer.from(`{"jsonrpc":"2.0","id":${id},"result":`));
      for (const b of out) chunks.push(b);
      chunks.push(CLOSE);
    } else chunks.push(Buffer.from(typeof out === 'string' ? `{"jsonrpc":"2.0","id":${id},"result":${out}}` : `{"jsonrpc":"2.0","id":${id},"error":${JSON.stringify(out)}}`));
  }

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    if (failing > 0) {
      failing--;
      res.writeHead(503, { 'content-type': 'text/plain' }).end('busy');
      return;
    }
    let body: Call | Call[];
    try {
      body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as Call | Call[];
    } catch {
      res.writeHead(400, { 'content-type': 'application/json' }).end('{"jsonrpc":"2.0","id":null,"error":{"code":-32700,"message":"parse error"}}');
      return;
    }
    // the answer as chunks joined once (a batch of blocks is megabytes: no string to build and encode)
    const out: Buffer[] = [];
    if (Array.isArray(body)) {
      out.push(OPEN);
      body.forEach((call, i) => {
        if (i > 0) out.push(COMMA);
        envelope(call, out);
      });
      out.push(END);
    } else envelope(body, out);
    res.writeHead(200, { 'content-type': 'application/json' }).end(Buffer.concat(out));
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((e: unknown) => {
      res.writeHead(500).end(String(e));
    });
  });
  server.keepAliveTimeout = 60_000;
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    chain,
    head: () => head,
    setHead(height) {
      head = Math.min(height, options.blocks - 1);
    },
    failRequests(count) {
      failing = count;
    },
    calls,
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
