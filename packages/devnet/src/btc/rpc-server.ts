/**
 * Bitcoin Core's HTTP JSON-RPC front (node:http): POST only, optional HTTP basic auth (401 with
 * WWW-Authenticate otherwise), a single call or a batch (array, always HTTP 200). A legacy call
 * (no "jsonrpc": "2.0") is answered {result, error, id} with HTTP 500 on an error — 404 for an
 * unknown method, 400 for an invalid request —; a JSON-RPC 2.0 call is answered as Core ≥ 28 does:
 * HTTP 200 with either result or error, 204 for a notification.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { writeJson } from './json-writer';
import { callMethod, RpcError, type RpcContext } from './rpc-methods';

export interface RpcServerOptions {
  port?: number;
  host?: string;
  /** demand these HTTP basic credentials */
  auth?: { user: string; password: string };
  /** called for errors that are not RPC answers (a bug, not a client's mistake) */
  onInternalError?: (error: unknown) => void;
}

export interface RpcServer {
  /** http://[user:password@]host:port */
  url: string;
  port: number;
  close(): Promise<void>;
}

const MAX_BODY = 64 * 1024 * 1024;

interface Call {
  jsonrpc?: unknown;
  id?: unknown;
  method?: unknown;
  params?: unknown;
}

function reply(call: Call, result: unknown, error: { code: number; message: string } | null): Record<string, unknown> {
  const id = call.id ?? null;
  if (call.jsonrpc === '2.0') return error ? { jsonrpc: '2.0', error, id } : { jsonrpc: '2.0', result, id };
  return { result: error ? null : result, error, id };
}

function execute(ctx: RpcContext, call: Call, onInternalError?: (e: unknown) => void): { body: Record<string, unknown>; code?: number } {
  if (typeof call !== 'object' || call === null || Array.isArray(call)) return { body: reply({}, null, { code: -32600, message: 'Invalid Request object' }), code: -32600 };
  if (typeof call.method !== 'string') return { body: reply(call, null, { code: -32600, message: 'Method must be a string' }), code: -32600 };
  try {
    return { body: reply(call, callMethod(ctx, call.method, call.params), null) };
  } catch (e) {
    if (e instanceof RpcError) return { body: reply(call, null, { code: e.code, message: e.message }), code: e.code };
    onInternalError?.(e);
    return { body: reply(call, null, { code: -1, message: e instanceof Error ? e.message : String(e) }), code: -1 };
  }
}

const legacyStatus = (code: number) => (code === -32600 ? 400 : code === -32601 ? 404 : 500);

function send(res: ServerResponse, status: number, body?: string): void {
  if (body === undefined) {
    res.writeHead(status).end();
    return;
  }
  res.writeHead(status, { 'content-type': 'application/json' }).end(`${body}\n`);
}

export function handleRpcBody(ctx: RpcContext, text: string, onInternalError?: (e: unknown) => void): { status: number; body?: string } {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return { status: 500, body: writeJson({ result: null, error: { code: -32700, message: 'Parse error' }, id: null }) };
  }
  if (Array.isArray(parsed)) return { status: 200, body: writeJson(parsed.map((c: Call) => execute(ctx, c, onInternalError).body)) };
  if (typeof parsed !== 'object' || parsed === null) return { status: 500, body: writeJson({ result: null, error: { code: -32700, message: 'Top-level object parse error' }, id: null }) };
  const call = parsed as Call;
  const { body, code } = execute(ctx, call, onInternalError);
  if (call.jsonrpc === '2.0') return call.id === undefined ? { status: 204 } : { status: 200, body: writeJson(body) };
  return { status: code === undefined ? 200 : legacyStatus(code), body: writeJson(body) };
}

function authorized(req: IncomingMessage, auth: RpcServerOptions['auth']): boolean {
  if (!auth) return true;
  const header = req.headers.authorization ?? '';
  if (!header.startsWith('Basic ')) return false;
  return Buffer.from(header.slice(6).trim(), 'base64').toString('utf8') === `${auth.user}:${auth.password}`;
}

export async function startRpcServer(ctx: RpcContext, opts: RpcServerOptions = {}): Promise<RpcServer> {
  const server: Server = createServer((req, res) => {
    if (req.method !== 'POST') return send(res, 405, undefined), void res;
    if (!authorized(req, opts.auth)) {
      res.writeHead(401, { 'www-authenticate': 'Basic realm="jsonrpc"' }).end();
      return;
    }
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (c: Buffer) => {
      size += c.length;
      if (size > MAX_BODY) req.destroy();
      else chunks.push(c);
    });
    req.on('end', () => {
      const { status, body } = handleRpcBody(ctx, Buffer.concat(chunks).toString('utf8'), opts.onInternalError);
      send(res, status, body);
    });
  });
  // keep-alive sockets would hold close() open for the client's idle timeout
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
  const cred = opts.auth ? `${encodeURIComponent(opts.auth.user)}:${encodeURIComponent(opts.auth.password)}@` : '';
  return {
    url: `http://${cred}${host}:${port}`,
    port,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
