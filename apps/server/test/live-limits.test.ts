/**
 * The live channel bounds each client: connections per IP, messages per second, and bytes queued for
 * a client that does not read — each closed with a code instead of taking the server's memory.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { createLogger } from '@explorer/core';
import { CLOSE_POLICY, CLOSE_TOO_SLOW } from '../src/live/hub';
import { startTestServer, type TestServer } from './support/server';

const BOUND = 256 * 1024;
/** the server's warnings, as logged (the hub says how much it held for a client it closed) */
const warnings: { msg: string; buffered?: number }[] = [];
let s: TestServer;
beforeAll(async () => {
  const logger = createLogger('live-limits-test', 'warn', { write: (line: string) => void warnings.push(JSON.parse(line) as (typeof warnings)[number]) });
  s = await startTestServer('pglite', { logger, live: { limits: { maxConnectionsPerIp: 3, maxMessagesPerSecond: 5, maxBufferedBytes: BOUND } } });
});
afterAll(() => s.close());

const open = async () => {
  const ws = new WebSocket(s.wsUrl);
  const closed = new Promise<number>((resolve) => ws.once('close', (code) => resolve(code)));
  await new Promise((resolve, reject) => {
    ws.once('open', resolve);
    ws.once('error', reject);
  });
  return { ws, closed };
};

describe('live channel limits', () => {
  it('a fourth connection from one address is closed with 1008; a freed slot can be used again', async () => {
    const three = [await open(), await open(), await open()];
    const fourth = await open();
    expect(await fourth.closed).toBe(CLOSE_POLICY);
    three[0]!.ws.close();
    await three[0]!.closed;
    const again = await open();
    again.ws.send(JSON.stringify({ type: 'ping' }));
    const pong = await new Promise<string>((resolve) => again.ws.once('message', (d) => resolve(d.toString())));
    expect(JSON.parse(pong).type).toBe('pong');
    for (const c of [...three.slice(1), again]) c.ws.close();
    await Promise.all([...three.slice(1), again].map((c) => c.closed));
  });

  it('a client sending more than its messages per second is closed with 1008', async () => {
    const c = await open();
    for (let i = 0; i < 20; i++) c.ws.send(JSON.stringify({ type: 'ping' }));
    expect(await c.closed).toBe(CLOSE_POLICY);
  });

  it('a client that stops reading is closed with 1013 once its queue passes the bound', async () => {
    const c = await open();
    c.ws.send(JSON.stringify({ type: 'subscribe', category: 'block', chain: 'eth' }));
    await new Promise((resolve) => c.ws.once('message', resolve));
    (c.ws as unknown as { _socket: { pause(): void; resume(): void } })._socket.pause();
    const big = { type: 'event' as const, category: 'block' as const, chain: 'eth' as const, data: { pad: 'x'.repeat(64 * 1024) }, timestamp: Date.now() };
    for (let i = 0; i < 400; i++) {
      s.app.live.publish(big);
      await new Promise((r) => setImmediate(r));
    }
    (c.ws as unknown as { _socket: { resume(): void } })._socket.resume();
    expect(await c.closed).toBe(CLOSE_TOO_SLOW);
    // 400 × 64 KiB would be 25 MiB queued; the server held no more than the bound when it closed the client
    const closing = warnings.filter((w) => w.msg === 'live: closing a client that does not read');
    expect(closing).toHaveLength(1);
    expect(closing[0]!.buffered).toBeGreaterThan(0);
    expect(closing[0]!.buffered).toBeLessThanOrEqual(BOUND);
  });
});
