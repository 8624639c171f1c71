/**
 * Internal calls over HTTP on PGlite and PostgreSQL (GET …/transactions/internal-calls/{chain}/{hash}
 * and …/addresses/{address}/internal-calls): mainnet block 13998626 stored through the indexer's
 * sink, its recorded callTracer traces through the indexer's tracer parse and write. Expectations
 * come from the traces' JSON walked here (frames with value below the top one).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildEvmBundle, creationsFromCallTracer, nextBlocks, saveTraced, saveTraceMethod } from '@explorer/indexer';
import { TEST_ENGINES } from '@explorer/db/testing';
import { block13998626 } from './support/chaindata';
import { seedBundles } from './support/seed';
import { call, signUp, startTestServer, type TestServer } from './support/server';

type Json = Record<string, any>;
const recorded = block13998626();
const bundle = buildEvmBundle(recorded.rawBlock, recorded.rawReceipts);
const HEIGHT = bundle.block.height;
const SWAP_TX = recorded.traces[2]!.txHash;
const PROXY_CALLER = '0x74de5d4fcbf63e00296fd95d33236b9794016631';

/** the frames of a trace that moved value, below the top one, depth first */
function valueFrames(frame: Json, depth = 0, out: Json[] = []): Json[] {
  if (depth > 0 && frame.value && BigInt(frame.value) > 0n && frame.type === 'CALL') out.push({ depth, from: frame.from, to: frame.to, value: BigInt(frame.value).toString() });
  for (const child of frame.calls ?? []) valueFrames(child, depth + 1, out);
  return out;
}

describe.each(TEST_ENGINES)('internal calls on %s', (engine) => {
  let s: TestServer;
  let user: string;
  beforeAll(async () => {
    s = await startTestServer(engine);
    await seedBundles(s.t.database, 'eth', [bundle]);
    user = await signUp(s.url, `internal_${engine}`);
  });
  afterAll(() => s?.close());

  const txCalls = (hash: string, token?: string) => call<Json>(s.url, `/api/${token ? 'v1' : 'no-auth'}/transactions/internal-calls/eth/${hash}`, token ? { token } : {});

  it('before the tracer reaches the block: pending; once traced: the calls in execution order with their transaction and time', async () => {
    const before = await txCalls(SWAP_TX);
    expect(before.status, before.text).toBe(200);
    expect(before.body.data).toEqual({ state: 'pending', calls: [] });

    const db = s.t.database.db;
    const next = await nextBlocks(db, 'eth', { scanBlocks: 10, traceBlocks: 10 });
    const traced = creationsFromCallTracer(next.toTrace[0]!, recorded.traces);
    if (traced.kind !== 'traced') throw new Error(JSON.stringify(traced));
    await saveTraceMethod(db, 'eth', 'debug_traceBlockByHash');
    expect(await saveTraced(db, 'eth', next.cursor, next.window, traced.creations, traced.calls)).toMatchObject({ calls: 5, height: HEIGHT });

    const after = await txCalls(SWAP_TX, user);
    expect(after.status, after.text).toBe(200);
    expect(after.body.data.state).toBe('traced');
    const expected = valueFrames(recorded.traces[2]!.result);
    expect(after.body.data.calls.map((c: Json) => ({ depth: c.depth, from: c.from, to: c.to, value: c.value }))).toEqual(expected);
    expect(after.body.data.calls.map((c: Json) => c.call_index)).toEqual([0, 1, 2, 3]);
    for (const c of after.body.data.calls) expect(c).toMatchObject({ tx_hash: SWAP_TX, block_height: HEIGHT, timestamp: bundle.block.timestamp, kind: 'call', error: null });

    // a transaction without internal calls: traced, none
    const plain = await txCalls(recorded.traces[0]!.txHash);
    expect(plain.body.data).toEqual({ state: 'traced', calls: [] });
  });

  it('an address’s internal calls, newest first, in keyset pages; what flowed through it sums to zero', async () => {
    const seen: Json[] = [];
    let cursor: string | null = null;
    do {
      const r: { status: number; text: string; body: Json } = await call<Json>(s.url, `/api/v1/addresses/${PROXY_CALLER}/internal-calls?chain=eth&limit=1${cursor ? `&cursor=${cursor}` : ''}`, { token: user });
      expect(r.status, r.text).toBe(200);
      expect(r.body.data).toMatchObject({ state: 'traced', traced_height: HEIGHT, limit: 1 });
      seen.push(...r.body.data.calls);
      cursor = r.body.data.next_cursor;
    } while (cursor && seen.length < 10);
    expect(seen.map((c) => c.call_index)).toEqual([3, 2, 1]);
    const net = seen.reduce((sum, c) => sum + (c.to === PROXY_CALLER ? BigInt(c.value) : 0n) - (c.from === PROXY_CALLER ? BigInt(c.value) : 0n), 0n);
    expect(net).toBe(0n);
  });

  it('a node without trace methods: unavailable; bad input names the field; v1 asks for a caller', async () => {
    await saveTraceMethod(s.t.database.db, 'eth', 'none');
    expect((await txCalls(SWAP_TX)).body.data).toEqual({ state: 'unavailable', calls: [] });
    expect((await call<Json>(s.url, `/api/no-auth/addresses/${PROXY_CALLER}/internal-calls?chain=eth`)).body.data).toMatchObject({ state: 'unavailable', calls: [] });
    await saveTraceMethod(s.t.database.db, 'eth', 'debug_traceBlockByHash');
    const cases: [string, number, RegExp][] = [
      [`/api/no-auth/transactions/internal-calls/btc/${SWAP_TX}`, 400, /不支持的链/],
      ['/api/no-auth/transactions/internal-calls/eth/0x1234', 400, /交易哈希/],
      [`/api/no-auth/transactions/internal-calls/eth/0x${'ab'.repeat(32)}`, 404, /交易不存在/],
      [`/api/no-auth/addresses/${PROXY_CALLER}/internal-calls?chain=eth&cursor=zzzz`, 400, /cursor/],
      [`/api/no-auth/addresses/${PROXY_CALLER}/internal-calls?chain=eth&limit=101`, 400, /limit/],
      [`/api/no-auth/addresses/nope/internal-calls?chain=eth`, 400, /address/],
      [`/api/v1/transactions/internal-calls/eth/${SWAP_TX}`, 401, /./],
    ];
    for (const [path, status, message] of cases) {
      const r = await call<Json>(s.url, path);
      expect(r.status, path).toBe(status);
      expect(r.body.message, path).toMatch(message);
      expect(r.text).not.toMatch(/SELECT|at .*\.ts/);
    }
  });
});
