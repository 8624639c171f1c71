/**
 * The live client against a real `ws` WebSocketServer: subscription on open, ping → pong, events
 * delivered, a server-side drop followed by a reconnect that re-sends the subscription, and 'error'
 * after the attempts when the server is gone. Short reconnect interval so the test stays quick.
 */
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import WebSocket, { WebSocketServer } from 'ws';
import { LiveClient, type LiveStatus, type SocketLike } from '../src/lib/live';

let server: WebSocketServer | undefined;
let client: LiveClient | undefined;

afterEach(async () => {
  client?.dispose();
  await new Promise((r) => (server ? server.close(r) : r(undefined)));
  server = undefined;
});

function startServer(port = 0): Promise<{ server: WebSocketServer; url: string; received: any[]; sockets: WebSocket[] }> {
  const received: any[] = [];
  const sockets: WebSocket[] = [];
  const s = new WebSocketServer({ host: '127.0.0.1', port });
  s.on('connection', (ws) => {
    sockets.push(ws);
    ws.on('message', (raw) => received.push(JSON.parse(raw.toString())));
  });
  return new Promise((resolve) => s.on('listening', () => resolve({ server: s, url: `ws://127.0.0.1:${(s.address() as AddressInfo).port}/ws`, received, sockets })));
}

function until(what: string, check: () => boolean, timeoutMs = 5000): Promise<void> {
  const end = Date.now() + timeoutMs;
  return new Promise((resolve, reject) => {
    const tick = () => {
      if (check()) resolve();
      else if (Date.now() > end) reject(new Error(`timed out: ${what}`));
      else setTimeout(tick, 10);
    };
    tick();
  });
}

describe('LiveClient on a real WebSocket server', () => {
  it('subscribes, answers ping, delivers events and reconnects after the server drops it', async () => {
    const srv = await startServer();
    server = srv.server;
    const states: LiveStatus[] = [];
    const events: any[] = [];
    client = new LiveClient({ url: srv.url, reconnectIntervalMs: 50, createSocket: (u) => new WebSocket(u) as unknown as SocketLike });
    client.onStatus((s) => states.push(s));
    client.subscribe('block', 'eth', (m) => events.push(m));
    client.connect();

    await until('subscribe received', () => srv.received.some((m) => m.type === 'subscribe'));
    expect(srv.received[0]).toEqual({ type: 'subscribe', category: 'block', chain: 'eth' });
    expect(client.status).toBe('connected');

    srv.sockets[0]!.send(JSON.stringify({ type: 'ping', timestamp: Date.now() }));
    await until('pong received', () => srv.received.some((m) => m.type === 'pong'));

    const event = { type: 'event', category: 'block', chain: 'eth', data: { action: 'new', height: 3, hash: '0xab', block: { height: 3 } }, timestamp: Date.now() };
    srv.sockets[0]!.send(JSON.stringify({ ...event, category: 'bogus' }));
    srv.sockets[0]!.send(JSON.stringify(event));
    await until('event delivered', () => events.length > 0);
    expect(events).toEqual([event]);

    srv.sockets[0]!.terminate();
    await until('second connection', () => srv.sockets.length === 2 && srv.received.filter((m) => m.type === 'subscribe').length === 2);
    expect(client.status).toBe('connected');
    expect(states).toEqual(['connecting', 'connected', 'reconnecting', 'connected']);
  });

  it('goes to error after five failed attempts when the server is gone', async () => {
    const srv = await startServer();
    const url = srv.url;
    await new Promise((r) => srv.server.close(r));
    const states: LiveStatus[] = [];
    client = new LiveClient({ url, reconnectIntervalMs: 20, createSocket: (u) => new WebSocket(u) as unknown as SocketLike });
    client.onStatus((s) => states.push(s));
    client.connect();
    await until('error state', () => client!.status === 'error');
    expect(client.reconnectAttempts).toBe(5);
    expect(states[0]).toBe('connecting');
    expect(states.at(-1)).toBe('error');
  });
});
