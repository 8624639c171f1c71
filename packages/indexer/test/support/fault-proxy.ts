/**
 * Test helper: an HTTP proxy in front of a real node that injects the faults providers show, chosen
 * per HTTP request by `plan`: a 5xx or a 429 with Retry-After, a dropped connection, no answer at
 * all (a timeout), malformed or truncated JSON, a batch refused as too large; and a node that lags
 * (`lag`: its head answers are that many heights lower). Everything else is forwarded byte for byte.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';

export type Fault =
  | { kind: 'pass' }
  | { kind: 'status'; status: number; retryAfter?: string }
  | { kind: 'drop' }
  | { kind: 'hang' }
  | { kind: 'garbage' }
  | { kind: 'truncate' }
  /** every call of the request answered with null (a block the node announced but does not serve yet) */
  | { kind: 'null' };

export interface RpcRequestInfo {
  /** the JSON-RPC calls of the request */
  calls: { id: unknown; method: string }[];
  /** this proxy's request count so far, from 1 */
  n: number;
}

export interface FaultProxy {
  url: string;
  /** what each coming request meets (default: pass) */
  plan: (r: RpcRequestInfo) => Fault;
  /** heights the head answers are lowered by (a lagging node) */
  lag: number;
  /** batches of more calls than this are refused with "batch size too large" errors (0: no limit) */
  batchLimit: number;
  /** every request seen: its time (performance.now()), calls and the fault it met */
  seen: { at: number; calls: RpcRequestInfo['calls']; fault: Fault['kind'] | 'batch limit' }[];
  close(): Promise<void>;
}

const HEAD_METHODS = new Set(['eth_blockNumber', 'getblockcount', 'getSlot', 'getBlockHeight']);

export async function startFaultProxy(upstream: string): Promise<FaultProxy> {
  const hanging = new Set<ServerResponse>();
  const proxy: FaultProxy = { url: '', plan: () => ({ kind: 'pass' }), lag: 0, batchLimit: 0, seen: [], close: async () => {} };

  async function forward(body: string, res: ServerResponse, truncate: boolean, lowerHeads: boolean): Promise<void> {
    const up = await fetch(upstream, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
    let text = await up.text();
    if (lowerHeads) text = lowered(text, proxy.lag);
    res.statusCode = up.status;
    res.setHeader('content-type', 'application/json');
    res.end(truncate ? text.slice(0, Math.max(1, Math.floor(text.length / 2))) : text);
  }

  function handle(req: IncomingMessage, res: ServerResponse, body: string): void {
    const parsed = JSON.parse(body) as { id: unknown; method: string } | { id: unknown; method: string }[];
    const calls = (Array.isArray(parsed) ? parsed : [parsed]).map((c) => ({ id: c.id, method: c.method }));
    const at = performance.now();
    if (proxy.batchLimit > 0 && Array.isArray(parsed) && calls.length > proxy.batchLimit) {
      proxy.seen.push({ at, calls, fault: 'batch limit' });
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify(calls.map((c) => ({ jsonrpc: '2.0', id: c.id, error: { code: -32600, message: `batch size too large: at most ${proxy.batchLimit} calls` } }))));
      return;
    }
    const fault = proxy.plan({ calls, n: proxy.seen.length + 1 });
    proxy.seen.push({ at, calls, fault: fault.kind });
    const lowerHeads = proxy.lag > 0 && calls.some((c) => HEAD_METHODS.has(c.method));
    switch (fault.kind) {
      case 'status':
        res.statusCode = fault.status;
        if (fault.retryAfter) res.setHeader('retry-after', fault.retryAfter);
        res.end(`upstream says ${fault.status}`);
        return;
      case 'drop':
        req.socket.destroy();
        return;
      case 'hang':
        hanging.add(res);
        return;
      case 'null':
        res.setHeader('content-type', 'application/json');
        res.end(JSON.stringify(Array.isArray(parsed) ? calls.map((c) => ({ jsonrpc: '2.0', id: c.id, result: null })) : { jsonrpc: '2.0', id: calls[0]!.id, result: null }));
        return;
      case 'garbage':
        res.setHeader('content-type', 'application/json');
        res.end('{"jsonrpc":"2.0","id":1,"result":{"number":0x12,,}');
        return;
      default:
        forward(body, res, fault.kind === 'truncate', lowerHeads).catch(() => {
          res.statusCode = 502;
          res.end();
        });
    }
  }

  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => handle(req, res, body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  proxy.url = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
  proxy.close = () =>
    new Promise((resolve) => {
      for (const res of hanging) res.destroy();
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return proxy;
}

/** head answers (hex or number results of head calls) lowered by `lag`; other answers as they are */
function lowered(text: string, lag: number): string {
  const parsed = JSON.parse(text) as { result?: unknown } | { result?: unknown }[];
  const lower = (a: { result?: unknown }) => {
    if (typeof a.result === 'string' && /^0x[0-9a-f]+$/i.test(a.result)) a.result = '0x' + Math.max(0, Number(a.result) - lag).toString(16);
    else if (typeof a.result === 'number') a.result = Math.max(0, a.result - lag);
  };
  if (Array.isArray(parsed)) parsed.forEach(lower);
  else lower(parsed);
  return JSON.stringify(parsed);
}
