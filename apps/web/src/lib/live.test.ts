/**
 * The live client's state machine (spec part 1 §4) with fake timers and a scripted socket:
 * reconnect attempts 3000 ms apart, five then 'error', manual disconnect, page visibility,
 * subscriptions queued and re-sent, ping → pong, invalid messages ignored.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LiveClient, type LiveStatus, type SocketLike, type VisibilitySource } from './live';

class FakeSocket implements SocketLike {
  readyState = 0;
  sent: any[] = [];
  closedByClient = false;
  onopen: ((ev: unknown) => void) | null = null;
  onclose: ((ev: unknown) => void) | null = null;
  onerror: ((ev: unknown) => void) | null = null;
  onmessage: ((ev: { data: unknown }) => void) | null = null;
  constructor(readonly url: string) {}
  send(data: string) {
    this.sent.push(JSON.parse(data));
  }
  close() {
    this.closedByClient = true;
    this.readyState = 3;
  }
  // what the server side does
  accept() {
    this.readyState = 1;
    this.onopen?.({});
  }
  drop() {
    this.readyState = 3;
    this.onclose?.({});
  }
  fail() {
    this.onerror?.({});
    this.readyState = 3;
    this.onclose?.({});
  }
  push(msg: unknown) {
    this.onmessage?.({ data: typeof msg === 'string' ? msg : JSON.stringify(msg) });
  }
}

class FakeVisibility implements VisibilitySource {
  visible = true;
  listeners = new Set<() => void>();
  isVisible = () => this.visible;
  onChange(l: () => void) {
    this.listeners.add(l);
    return () => this.listeners.delete(l);
  }
  set(visible: boolean) {
    this.visible = visible;
    for (const l of this.listeners) l();
  }
}

let sockets: FakeSocket[];
let visibility: FakeVisibility;
let client: LiveClient;
let states: LiveStatus[];
const last = () => sockets.at(-1)!;

beforeEach(() => {
  vi.useFakeTimers();
  sockets = [];
  visibility = new FakeVisibility();
  client = new LiveClient({
    url: 'ws://test/ws',
    visibility,
    createSocket: (url) => {
      const s = new FakeSocket(url);
      sockets.push(s);
      return s;
    },
  });
  states = [];
  client.onStatus((s) => states.push(s));
});

afterEach(() => {
  client.dispose();
  vi.useRealTimers();
});

describe('LiveClient', () => {
  it('opens at connect(): connecting, then connected when the socket opens', () => {
    expect(client.status).toBe('disconnected');
    client.connect();
    expect(sockets).toHaveLength(1);
    expect(last().url).toBe('ws://test/ws');
    expect(client.status).toBe('connecting');
    last().accept();
    expect(client.status).toBe('connected');
    expect(states).toEqual(['connecting', 'connected']);
  });

  it('reconnects after an unexpected close, 3000 ms later, and resets the attempts on success', () => {
    client.connect();
    last().accept();
    last().drop();
    expect(client.status).toBe('reconnecting');
    expect(client.reconnectAttempts).toBe(1);
    vi.advanceTimersByTime(2999);
    expect(sockets).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(sockets).toHaveLength(2);
    last().accept();
    expect(client.status).toBe('connected');
    expect(client.reconnectAttempts).toBe(0);
  });

  it('makes 5 attempts 3000 ms apart after an error, then goes to error and stops', () => {
    client.connect();
    last().fail();
    for (let attempt = 1; attempt <= 5; attempt++) {
      expect(client.status).toBe('reconnecting');
      expect(client.reconnectAttempts).toBe(attempt);
      vi.advanceTimersByTime(3000);
      expect(sockets).toHaveLength(1 + attempt);
      last().fail();
    }
    expect(client.status).toBe('error');
    vi.advanceTimersByTime(60_000);
    expect(sockets).toHaveLength(6);
    expect(states.filter((s) => s === 'error')).toHaveLength(1);
  });

  it('an error followed by a close counts as one loss', () => {
    client.connect();
    last().accept();
    last().fail();
    expect(client.reconnectAttempts).toBe(1);
  });

  it('a manual disconnect closes the socket and does not reconnect', () => {
    client.connect();
    last().accept();
    client.disconnect();
    expect(last().closedByClient).toBe(true);
    expect(client.status).toBe('disconnected');
    vi.advanceTimersByTime(30_000);
    expect(sockets).toHaveLength(1);
    visibility.set(false);
    visibility.set(true);
    expect(sockets).toHaveLength(1);
  });

  it('a manual disconnect during the reconnect wait cancels the pending attempt', () => {
    client.connect();
    last().drop();
    client.disconnect();
    vi.advanceTimersByTime(10_000);
    expect(sockets).toHaveLength(1);
    expect(client.status).toBe('disconnected');
  });

  it('reconnects at once when the page becomes visible and it is not connected', () => {
    client.connect();
    last().fail();
    for (let i = 0; i < 5; i++) {
      vi.advanceTimersByTime(3000);
      last().fail();
    }
    expect(client.status).toBe('error');
    visibility.set(false);
    expect(sockets).toHaveLength(6);
    visibility.set(true);
    expect(sockets).toHaveLength(7);
    expect(client.status).toBe('connecting');
    last().accept();
    expect(client.status).toBe('connected');
  });

  it('becoming visible while connected does nothing', () => {
    client.connect();
    last().accept();
    visibility.set(false);
    visibility.set(true);
    expect(sockets).toHaveLength(1);
    expect(client.status).toBe('connected');
  });

  it('answers a server ping with a pong', () => {
    client.connect();
    last().accept();
    last().push({ type: 'ping', timestamp: 1 });
    expect(last().sent).toEqual([expect.objectContaining({ type: 'pong' })]);
  });

  it('sends a subscription made while not connected once connected, and again after a reconnect', () => {
    client.subscribe('block', 'eth');
    client.connect();
    expect(last().sent).toEqual([]);
    last().accept();
    expect(last().sent).toEqual([{ type: 'subscribe', category: 'block', chain: 'eth' }]);
    last().drop();
    vi.advanceTimersByTime(3000);
    last().accept();
    expect(last().sent).toEqual([{ type: 'subscribe', category: 'block', chain: 'eth' }]);
  });

  it('subscribes once per topic and unsubscribes when the last subscriber leaves', () => {
    client.connect();
    last().accept();
    const a = client.subscribe('stats', 'bsc');
    const b = client.subscribe('stats', 'bsc');
    expect(last().sent).toEqual([{ type: 'subscribe', category: 'stats', chain: 'bsc' }]);
    a();
    a();
    expect(last().sent).toHaveLength(1);
    b();
    expect(last().sent).toEqual([
      { type: 'subscribe', category: 'stats', chain: 'bsc' },
      { type: 'unsubscribe', category: 'stats', chain: 'bsc' },
    ]);
  });

  it('delivers valid events of the subscribed topic and ignores invalid or foreign ones', () => {
    const got: any[] = [];
    client.subscribe('block', 'eth', (m) => got.push(m));
    client.connect();
    last().accept();
    const good = { type: 'event', category: 'block', chain: 'eth', data: { action: 'new', height: 7 }, timestamp: 1 };
    last().push(good);
    last().push({ ...good, chain: 'bsc' }); // another topic
    last().push({ ...good, category: 'nonsense' });
    last().push({ ...good, chain: 'doge' });
    last().push({ ...good, data: null });
    last().push({ ...good, data: [1] });
    last().push({ ...good, timestamp: 'now' });
    last().push({ type: 'notification', category: 'block', chain: 'eth' });
    last().push('not json');
    last().push({ type: 'subscribed', category: 'block', chain: 'eth' });
    expect(got).toEqual([good]);
  });

  it('a handler stops receiving after its unsubscribe', () => {
    const got: any[] = [];
    const off = client.subscribe('block', 'eth', (m) => got.push(m));
    client.connect();
    last().accept();
    off();
    last().push({ type: 'event', category: 'block', chain: 'eth', data: {}, timestamp: 1 });
    expect(got).toEqual([]);
  });

  it('keeps the spec constants: 3000 ms, 5 attempts, a 30000 ms heartbeat option that is never started', () => {
    expect(client.reconnectIntervalMs).toBe(3000);
    expect(client.maxReconnectAttempts).toBe(5);
    expect(client.heartbeatIntervalMs).toBe(30_000);
    client.connect();
    last().accept();
    vi.advanceTimersByTime(120_000);
    expect(last().sent).toEqual([]);
  });
});
