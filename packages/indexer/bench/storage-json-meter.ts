/**
 * A counting HTTP proxy in front of a bench node: the indexer talks to the proxy's URL and every
 * JSON-RPC response body it receives is counted (bytes as sent by the node), so the bench can
 * print the node's JSON bytes per transaction beside the bytes the database keeps.
 */
import { createServer, request, Agent } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface JsonMeter {
  /** the node's URL with the proxy's host and port (credentials and path kept) */
  url: string;
  /** response body bytes and responses counted so far */
  bytes(): number;
  responses(): number;
  close(): Promise<void>;
}

export async function startJsonMeter(nodeUrl: string): Promise<JsonMeter> {
  const target = new URL(nodeUrl);
  const agent = new Agent({ keepAlive: true });
  let bytes = 0;
  let responses = 0;
  const server = createServer((req, res) => {
    const upstream = request(
      { host: target.hostname, port: target.port, method: req.method, path: req.url, headers: { ...req.headers, host: target.host }, agent },
      (up) => {
        responses++;
        up.on('data', (chunk: Buffer) => (bytes += chunk.length));
        res.writeHead(up.statusCode ?? 502, up.headers);
        up.pipe(res);
      },
    );
    upstream.on('error', (e) => res.writeHead(502).end(String(e)));
    req.pipe(upstream);
  });
  server.keepAliveTimeout = 60_000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = new URL(nodeUrl);
  url.host = `127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url: url.toString().replace(/\/$/, target.pathname === '/' && !nodeUrl.endsWith('/') ? '' : '/'),
    bytes: () => bytes,
    responses: () => responses,
    close: () =>
      new Promise<void>((resolve) => {
        agent.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
