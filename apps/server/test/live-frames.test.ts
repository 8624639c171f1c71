/**
 * The hub frames a published event once and writes the same bytes to every subscribed connection
 * (src/live/frame.ts). A real ws client must read each length class of the frame header (7-bit,
 * 16-bit, 64-bit) back exactly, in order with what ws itself sends (a pong answered between events).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { startTestServer, type TestServer } from './support/server';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer('pglite');
});
afterAll(() => s.close());

describe('live frames', () => {
  it('events of every header length reach two clients intact, in order with the hub’s own replies', async () => {
    const clients = await Promise.all(
      [0, 1].map(async () => {
        const ws = new WebSocket(s.wsUrl);
        const received: string[] = [];
        ws.on('message', (data, isBinary) => {
          expect(isBinary).toBe(false);
          received.push(data.toString());
        });
        await new Promise((resolve, reject) => {
          ws.once('open', resolve);
          ws.once('error', reject);
        });
        ws.send(JSON.stringify({ type: 'subscribe', category: 'block', chain: 'eth' }));
        await expect.poll(() => received.length).toBe(1);
        return { ws, received };
      }),
    );
    const pads = ['', 'é'.repeat(100), 'x'.repeat(70_000)]; // under 126 bytes, under 64 KiB, over 64 KiB
    const events = pads.map((pad, i) => ({ type: 'event' as const, category: 'block' as const, chain: 'eth' as const, data: { height: i, pad }, timestamp: 1_700_000_000_000 + i }));
    expect(s.app.live.publish(events[0]!)).toBe(2);
    clients[0]!.ws.send(JSON.stringify({ type: 'ping' }));
    await expect.poll(() => clients[0]!.received.length).toBe(3);
    s.app.live.publish(events[1]!);
    s.app.live.publish(events[2]!);
    for (const c of clients) await expect.poll(() => c.received.length, { timeout: 5000 }).toBe(c === clients[0] ? 5 : 4);
    const [first, second] = clients.map((c) => c.received.slice(1).map((text) => JSON.parse(text) as { type: string }));
    expect(first!.map((m) => m.type)).toEqual(['event', 'pong', 'event', 'event']);
    expect(first!.filter((m) => m.type === 'event')).toEqual(events);
    expect(second).toEqual(events);
    for (const c of clients) c.ws.close();
  });
});
