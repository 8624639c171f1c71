/**
 * Several RPC URLs for one chain (`<CHAIN>_RPC_URL=a,b`): the client keeps answering through faults
 * of one provider, honours 429 Retry-After, passes over a lagging node, keeps to `<CHAIN>_RPC_RPS`
 * and adapts to a provider's batch limit — against a real node (the replay server) behind real HTTP
 * fault proxies.
 */
import { pino } from 'pino';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createRpcClient, setRpcRateLimit } from '../src/rpc';
import { startFaultProxy, type Fault, type FaultProxy } from './support/fault-proxy';
import { startReplayServer, type ReplayServer } from './support/replay-server';

function capturingLogger() {
  const lines: { level: number; msg: string; [k: string]: unknown }[] = [];
  const logger = pino({ level: 'debug' }, { write: (s: string) => void lines.push(JSON.parse(s) as (typeof lines)[number]) });
  return { logger, lines };
}

const blockCalls = (from: number, n: number) => Array.from({ length: n }, (_, i) => ({ method: 'eth_getBlockByNumber', params: ['0x' + (from + i).toString(16), false] }));
const heightsOf = (blocks: { number: string }[]) => blocks.map((b) => Number(b.number));
const range = (from: number, n: number) => Array.from({ length: n }, (_, i) => from + i);
const served = (p: FaultProxy, method: string) => p.seen.filter((s) => s.fault === 'pass').reduce((n, s) => n + s.calls.filter((c) => c.method === method).length, 0);

let node: ReplayServer;
let proxies: FaultProxy[] = [];
async function twoProxies(): Promise<[FaultProxy, FaultProxy]> {
  const pair = [await startFaultProxy(node.url), await startFaultProxy(node.url)] as [FaultProxy, FaultProxy];
  proxies.push(...pair);
  return pair;
}

beforeAll(async () => {
  node = await startReplayServer({ blocks: 60 });
});
afterEach(async () => {
  await Promise.all(proxies.map((p) => p.close()));
  proxies = [];
});
afterAll(() => node.close());

describe('RPC failover across several URLs', () => {
  it('answers every call through the second URL while the first fails, logs the fault once, and sets the first aside', async () => {
    const [a, b] = await twoProxies();
    a.plan = () => ({ kind: 'status', status: 503 });
    const { logger, lines } = capturingLogger();
    const client = createRpcClient({ url: `${a.url},${b.url}`, logger, retryDelayMs: 5, batchSize: 4 });
    for (let round = 0; round < 5; round++) {
      expect(heightsOf(await client.requestMany(blockCalls(round * 8, 8)))).toEqual(range(round * 8, 8));
    }
    const failures = lines.filter((l) => l.msg === 'rpc request failed, retrying');
    expect(failures).toHaveLength(1);
    expect(failures[0]).toMatchObject({ status: 503, kind: 'http 5xx', rpc: a.url });
    // set aside after 3 failures in a row: the later rounds never reach it
    expect(a.seen.length).toBeLessThanOrEqual(3 * 2);
    expect(served(b, 'eth_getBlockByNumber')).toBe(40);
  });

  it('dropped connections, no answer, malformed and truncated JSON all end on the other URL with exact answers', async () => {
    const faults: Fault[] = [{ kind: 'drop' }, { kind: 'hang' }, { kind: 'garbage' }, { kind: 'truncate' }];
    for (const fault of faults) {
      const [a, b] = await twoProxies();
      a.plan = () => fault;
      const { logger, lines } = capturingLogger();
      const client = createRpcClient({ url: `${a.url},${b.url}`, logger, retryDelayMs: 5, timeoutMs: 400 });
      expect(heightsOf(await client.requestMany(blockCalls(10, 6))), fault.kind).toEqual(range(10, 6));
      expect(lines.filter((l) => l.msg === 'rpc request failed, retrying').map((l) => l.rpc), fault.kind).toEqual([a.url]);
      expect(served(b, 'eth_getBlockByNumber'), fault.kind).toBe(6);
    }
  });

  it('waits as long as a 429 Retry-After asks before asking the same URL again, and not at all when another URL can serve', async () => {
    const [a, b] = await twoProxies();
    a.plan = (r) => (r.n === 1 ? { kind: 'status', status: 429, retryAfter: '1' } : { kind: 'pass' });
    const alone = createRpcClient({ url: a.url, retryDelayMs: 5 });
    const start = performance.now();
    expect(await alone.request('eth_chainId')).toBe('0x1');
    expect(a.seen).toHaveLength(2);
    expect(a.seen[1]!.at - a.seen[0]!.at).toBeGreaterThanOrEqual(990);
    expect(performance.now() - start).toBeGreaterThanOrEqual(990);

    b.plan = (r) => (r.n === 1 ? { kind: 'status', status: 429, retryAfter: '30' } : { kind: 'pass' });
    const [c] = await twoProxies();
    const both = createRpcClient({ url: `${b.url},${c.url}`, retryDelayMs: 5 });
    const t0 = performance.now();
    expect(heightsOf(await both.requestMany(blockCalls(0, 3)))).toEqual([0, 1, 2]);
    expect(performance.now() - t0).toBeLessThan(900);
    expect(served(c, 'eth_getBlockByNumber')).toBe(3);
    // b asked for 30 s: the next calls go to c without trying b
    await both.requestMany(blockCalls(3, 3));
    expect(b.seen).toHaveLength(1);
  });

  it('passes over a URL whose head lags behind the others and returns to it once it catches up', async () => {
    const [a, b] = await twoProxies();
    a.lag = 20;
    const { logger, lines } = capturingLogger();
    const client = createRpcClient({ url: `${a.url},${b.url}`, logger, retryDelayMs: 5 });
    expect(Number(await client.request('eth_blockNumber'))).toBe(node.head());
    await client.requestMany(blockCalls(40, 5));
    expect(served(a, 'eth_getBlockByNumber')).toBe(0);
    expect(served(b, 'eth_getBlockByNumber')).toBe(5);
    expect(lines.find((l) => l.msg.startsWith('rpc endpoint lags'))).toMatchObject({ rpc: a.url, behind: 20 });

    a.lag = 0;
    expect(Number(await client.request('eth_blockNumber'))).toBe(node.head());
    await client.requestMany(blockCalls(45, 5));
    expect(served(a, 'eth_getBlockByNumber')).toBe(5);
    expect(lines.some((l) => l.msg === 'rpc endpoint caught up')).toBe(true);
  });

  it('keeps to the calls per second set for a URL (a second’s worth at once, then one per interval)', async () => {
    const [a] = await twoProxies();
    setRpcRateLimit([a.url], 20);
    const client = createRpcClient({ url: a.url, batchSize: 5 });
    const start = performance.now();
    expect(heightsOf(await client.requestMany(blockCalls(0, 40)))).toEqual(range(0, 40));
    // 20 at once, the other 20 at 50 ms intervals
    expect(performance.now() - start).toBeGreaterThanOrEqual(950);
    const calls = a.seen.flatMap((s) => s.calls.map(() => s.at));
    const firstSecond = calls.filter((t) => t - calls[0]! < 500).length;
    expect(firstSecond).toBeLessThanOrEqual(30);
    setRpcRateLimit([a.url], undefined);
  });

  it('halves its batches when a provider refuses one as too large, and remembers the limit', async () => {
    const [a] = await twoProxies();
    a.batchLimit = 5;
    const { logger, lines } = capturingLogger();
    const client = createRpcClient({ url: a.url, logger, batchSize: 16 });
    expect(heightsOf(await client.requestMany(blockCalls(0, 16)))).toEqual(range(0, 16));
    expect(lines.filter((l) => l.msg.startsWith('rpc endpoint refused a batch')).map((l) => l.batchSize)).toEqual([8, 4]);
    const refused = a.seen.filter((s) => s.fault === 'batch limit').length;
    const again = createRpcClient({ url: a.url, batchSize: 16 });
    expect(heightsOf(await again.requestMany(blockCalls(16, 16)))).toEqual(range(16, 16));
    expect(a.seen.filter((s) => s.fault === 'batch limit').length).toBe(refused);
    expect(Math.max(...a.seen.filter((s) => s.fault === 'pass').map((s) => s.calls.length))).toBeLessThanOrEqual(4);
  });
});
