/**
 * The Solana JSON-RPC 2.0 front over HTTP (node:http): POST a call or a batch (an array, answered
 * in order), GET /health answers "ok" like a validator's RPC port. Answers that are already text
 * (cached blocks) are spliced into the reply instead of being parsed and written again.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { callMethod, RawJson, RpcError, type RpcContext } from './rpc-methods';

export interface SolRpcServerOptions {
  port?: number;
  host?: string;
  onInternalError?: (error: unknown) => void;
}

export interface SolRpcServer {
  url: string;
  port: number;
  close(): Promise<void>;
}

const MAX_BODY = 16 * 1024 * 1024;

interface Call {
  jsonrpc?: unknown;
  id?: unknown;
  method?: unknown;
  params?: unknown;
}

function errorReply(id: unknown, code: number, message: string): string {
  return JSON.stringify({ jsonrpc: '2.0', error: { code, message }, id: id ?? null });
}

function answer(ctx: RpcContext, call: Call, onInternalError?: (e: unknown) => void): string {
  if (typeof call !== 'object' || call === null || Array.isArray(call) || call.jsonrpc !== '2.0' || typeof call.method !== 'string') {
    return errorReply((call as Call | null)?.id, -32600, 'Invalid request');
  }
  const id = JSON.stringify(call.id ?? null);
  try {
    const result = callMethod(ctx, call.method, call.params);
    const text = result instanceof RawJson ? result.text : JSON.stringify(result ?? null);
    return `{"jsonrpc":"2.0","result":${text},"id":${id}}`;
  } catch (e) {
    if (e instanceof RpcError) return errorReply(call.id, e.code, e.message);
    onInternalError?.(e);
    return errorReply(call.id, -32603, 'Internal error');
  }
}

export function handleSolRpcBody(ctx: RpcContext, text: string, onInternalError?: (e: unknown) => void): string {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return errorReply(null, -32700, 'Parse error');
  }
  if (Array.isArray(parsed)) {
    if (!parsed.length) return errorReply(null, -32600, 'Invalid request');
    return `[${parsed.map((c: Call) => answer(ctx, c, onInternalError)).join(',')}]`;
  }
  return answer(ctx, parsed as Call, onInternalError);
}

export async function startSolRpcServer(ctx: RpcContext, opts: SolRpcServerOptions = {}): Promise<SolRpcServer> {
  const server: Server = createServer((req, res) => {
    if (req.method === 'GET' && req.url === '/health') return void res.writeHead(200, { 'content-type': 'text/plain' }).end('ok');
    if (req.method !== 'POST') return void res.writeHead(405).end();
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (c: Buffer) => {
      size += c.length;
      if (size > MAX_BODY) req.destroy();
      else chunks.push(c);
    });
    req.on('end', () => {
      const body = handleSolRpcBody(ctx, Buffer.concat(chunks).toString('utf8'), opts.onInternalError);
      res.writeHead(200, { 'content-type': 'application/json' }).end(`${body}\n`);
    });
  });
  server.keepAliveTimeout = 1_000;
  const host = opts.host ?? '127.0.0.1';
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(opts.port ?? 0, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://${host}:${port}`,
    port,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
