import { createLogger, loadConfig, LIVE_CHANNEL } from '@explorer/core';
import { openDatabase, sql } from '@explorer/db';
import { writeEvmBundles } from '@explorer/indexer';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { TEST_ENGINES } from '@explorer/db/testing';
import { buildServer } from '../src';
import { weiToCoin } from './support/expect';
import { seedBundles } from './support/seed';
import { startTestServer, type TestServer } from './support/server';
import { syntheticBundles } from './support/synthetic-chain';
import { LiveClient } from './support/ws-client';

describe.each(TEST_ENGINES)('live channel on %s', (engine) => {
  let s: TestServer;
  const clients: LiveClient[] = [];
  const chain = syntheticBundles({ count: 12 });
  const open = async () => {
    const c = await LiveClient.open(s.wsUrl);
    clients.push(c);
    return c;
  };
  beforeAll(async () => {
    s = await startTestServer(engine);
    await seedBundles(s.t.database, 'eth', chain.slice(0, 5));
  });
  afterEach(() => {
    for (const c of clients.splice(0)) c.close();
  });
  afterAll(async () => s?.close());

  it('answers ping with pong', async () => {
    const c = await open();
    c.send({ type: 'ping' });
    const pong = await c.next();
    expect(pong.type).toBe('pong');
    expect(typeof pong.timestamp).toBe('number');
  });

  it('delivers a committed block event with the block to subscribers of that chain only', async () => {
    const eth = await open();
    const bsc = await open();
    const left = await open();
    const quiet = await open();
    await eth.subscribe('block', 'eth');
    await eth.subscribe('stats', 'eth');
    await bsc.subscribe('block', 'bsc');
    await left.subscribe('block', 'eth');
    left.send({ type: 'unsubscribe', category: 'block', chain: 'eth' });
    expect((await left.next()).type).toBe('unsubscribed');

    // the indexer's sink: rows and pg_notify in one transaction, delivered after commit
    const bundle = chain[5]!;
    await writeEvmBundles(s.t.database.db, 'eth', [bundle]);

    const event = await eth.next();
    expect(event).toMatchObject({ type: 'event', category: 'block', chain: 'eth', data: { action: 'new', height: 6, hash: bundle.block.hash } });
    expect(typeof event.timestamp).toBe('number');
    expect((event.data as { block: unknown }).block).toMatchObject({
      chain: 'eth',
      height: 6,
      hash: bundle.block.hash,
      transaction_count: bundle.block.txCount,
      miner_tip: bundle.block.minerTip.toString(),
      miner_tip_eth: weiToCoin(bundle.block.minerTip),
      burned: bundle.block.burned.toString(),
    });
    const stats = await eth.next();
    expect(stats).toMatchObject({ type: 'event', category: 'stats', chain: 'eth', data: { totalBlocks: 6 } });

    // the others saw nothing before their pong
    expect(await bsc.pingPong()).toEqual([]);
    expect(await left.pingPong()).toEqual([]);
    expect(await quiet.pingPong()).toEqual([]);
  });

  it('sends nothing for a rolled-back transaction', async () => {
    const c = await open();
    await c.subscribe('block', 'eth');
    const [doomed] = syntheticBundles({ count: 1, startHeight: 900 });
    await expect(
      s.t.database.db.transaction().execute(async (trx) => {
        await writeEvmBundles(trx, 'eth', [doomed!]);
        throw new Error('abort the batch');
      }),
    ).rejects.toThrow('abort the batch');
    await writeEvmBundles(s.t.database.db, 'eth', [chain[6]!]);
    // notifications arrive in commit order: had height 900 been sent, it would come first
    expect(await c.next()).toMatchObject({ category: 'block', data: { height: 7 } });
    expect(await c.pingPong()).toEqual([]);
  });

  it('passes update actions on with the current block, and ignores malformed notifications', async () => {
    const c = await open();
    await c.subscribe('block', 'eth');
    await sql`SELECT pg_notify(${LIVE_CHANNEL}, ${'not json'})`.execute(s.t.database.db);
    await sql`SELECT pg_notify(${LIVE_CHANNEL}, ${JSON.stringify({ type: 'event', category: 'nonsense', chain: 'eth', data: {}, timestamp: 1 })})`.execute(s.t.database.db);
    const update = { type: 'event', category: 'block', chain: 'eth', data: { action: 'update', height: 3, hash: chain[2]!.block.hash }, timestamp: Date.now() };
    await sql`SELECT pg_notify(${LIVE_CHANNEL}, ${JSON.stringify(update)})`.execute(s.t.database.db);
    const got = await c.next();
    expect(got).toMatchObject({ type: 'event', category: 'block', data: { action: 'update', height: 3, block: { height: 3, miner_tip: chain[2]!.block.minerTip.toString() } } });
  });

  it('answers a malformed client message with an error and keeps the socket', async () => {
    const c = await open();
    c.send('{not json');
    expect((await c.next()).type).toBe('error');
    c.send({ type: 'subscribe', category: 'block', chain: 'doge' });
    expect((await c.next()).type).toBe('error');
    expect(await c.pingPong()).toEqual([]);
  });
});

describe('live heartbeats', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer('pglite', { live: { heartbeatMs: 150 } });
  });
  afterAll(async () => s?.close());

  it('pings every interval and drops a socket that answers none of two pings', async () => {
    const silent = await LiveClient.open(s.wsUrl);
    const alive = await LiveClient.open(s.wsUrl);
    alive.ws.on('message', (data) => {
      if (JSON.parse(data.toString()).type === 'ping') alive.send({ type: 'pong' });
    });
    await silent.waitClosed();
    // dropped only after two pings went unanswered, however late the timer fires on a busy machine
    expect(silent.received.filter((m) => m.type === 'ping').length).toBe(2);
    expect(alive.closed).toBe(false);
    expect(alive.received.some((m) => m.type === 'ping')).toBe(true);
    alive.close();
  });
});

describe('live events reach every API process on one PostgreSQL', () => {
  it('both processes deliver the event', async () => {
    const a = await startTestServer('postgres');
    const database2 = await openDatabase({ databaseUrl: a.t.url! });
    const b = await buildServer({ database: database2, config: loadConfig({}), logger: createLogger('b', 'silent') });
    const bUrl = (await b.listen({ port: 0, host: '127.0.0.1' })).replace(/^http/, 'ws') + '/ws';
    const ca = await LiveClient.open(a.wsUrl);
    const cb = await LiveClient.open(bUrl);
    try {
      await ca.subscribe('block', 'bsc');
      await cb.subscribe('block', 'bsc');
      const [bundle] = syntheticBundles({ count: 1, startHeight: 77 });
      await writeEvmBundles(a.t.database.db, 'bsc', [bundle!]);
      for (const c of [ca, cb]) {
        expect(await c.next()).toMatchObject({ category: 'block', chain: 'bsc', data: { height: 77, block: { height: 77, hash: bundle!.block.hash } } });
      }
    } finally {
      ca.close();
      cb.close();
      await b.close();
      await database2.close();
      await a.close();
    }
  });
});
