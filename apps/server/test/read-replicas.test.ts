/**
 * DATABASE_READ_URL against a real streaming replica (a primary made by initdb and a replica by
 * pg_basebackup on other ports): chain data is read from the replica; a replica that falls behind by
 * more than REPLICA_MAX_LAG is skipped (the primary answers, /api/health says so) until it catches up;
 * a block is announced on the live channel only once the replica holds it; a stopped replica sends
 * reads to the primary without a failed request.
 */
import { createLogger, loadConfig } from '@explorer/core';
import { migrate, openDatabase, type Database } from '@explorer/db';
import { startReplicatedPostgres, type ReplicatedPostgres } from '@explorer/db/testing';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeEvmBundles } from '@explorer/indexer';
import { buildServer } from '../src';
import { seedBundles } from './support/seed';
import { call, UNLIMITED_AUTH } from './support/server';
import { syntheticBundles } from './support/synthetic-chain';
import { LiveClient } from './support/ws-client';

const MAX_LAG_MS = 1500;

interface Health {
  status: string;
  replicas?: { url: string; state: string; lagMs: number | null }[];
}

async function waitFor<T>(read: () => Promise<T>, done: (v: T) => boolean, what: string, timeoutMs = 15_000): Promise<T> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const v = await read();
    if (done(v)) return v;
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}: ${JSON.stringify(v)}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

describe('reads from a PostgreSQL streaming replica', () => {
  let cluster: ReplicatedPostgres;
  let database: Database;
  let app: FastifyInstance;
  let url: string;
  const chain = syntheticBundles({ count: 10 });
  const height = (i: number) => chain[i]!.block.height;
  const health = async () => (await call<Health>(url, '/api/health')).body.data;
  const topHeight = async () => (await call<{ blocks: { height: number }[] }>(url, '/api/no-auth/blocks?chain=eth')).body.data.blocks[0]?.height ?? null;

  beforeAll(async () => {
    cluster = await startReplicatedPostgres();
    database = await openDatabase({ databaseUrl: cluster.primaryUrl, readUrls: [cluster.replicaUrl], replicaMaxLagMs: MAX_LAG_MS, poolSize: 4 });
    await migrate(database);
    app = await buildServer({ database, logger: createLogger('replica-test', 'silent'), responseCache: { enabled: false }, config: { ...loadConfig({}), authLimits: UNLIMITED_AUTH } });
    url = await app.listen({ port: 0, host: '127.0.0.1' });
    await seedBundles(database, 'eth', chain.slice(0, 5), 9);
    await waitFor(topHeight, (h) => h === height(4), 'the replica to hold the first blocks');
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
    cluster?.close();
  });

  it('reads chain data from the replica, and from the primary while the replica is too far behind', async () => {
    const h = await waitFor(health, (v) => v.replicas?.[0]?.state === 'ok', 'the replica to be measured');
    expect(h.replicas).toEqual([{ url: cluster.replicaUrl.replace('postgres@', '').replace(/\/postgres$/, '/…'), state: 'ok', lagMs: expect.any(Number) }]);
    expect(h.status).toBe('ok');

    await cluster.pauseReplay();
    await seedBundles(database, 'eth', chain.slice(5, 6), 9);
    // the replica has not replayed the new block: the list read there does not have it yet
    expect(await topHeight()).toBe(height(4));
    const behind = await waitFor(health, (v) => v.replicas?.[0]?.state === 'behind', 'the replica to count as behind');
    expect(behind.status).toBe('degraded');
    expect(behind.replicas![0]!.lagMs).toBeGreaterThan(MAX_LAG_MS);
    // skipped: the primary answers
    expect(await topHeight()).toBe(height(5));

    await cluster.resumeReplay();
    await waitFor(health, (v) => v.replicas?.[0]?.state === 'ok' && v.status === 'ok', 'the replica to catch up');
    expect(await topHeight()).toBe(height(5));
  });

  it('announces a block on the live channel only once the replica holds it', async () => {
    const client = await LiveClient.open(url.replace(/^http/, 'ws') + '/ws');
    try {
      await client.subscribe('block', 'eth');
      await cluster.pauseReplay();
      await writeEvmBundles(database.db, 'eth', chain.slice(6, 7)); // rows and NOTIFY in one transaction, as the indexer writes
      // not within the first half of the allowed lag: the replica does not hold the block
      await expect(client.next(MAX_LAG_MS / 2)).rejects.toThrow();
      const resumed = Date.now();
      await cluster.resumeReplay();
      const event = await client.next(5000);
      expect(Date.now() - resumed).toBeLessThan(MAX_LAG_MS);
      expect(event).toMatchObject({ type: 'event', category: 'block', chain: 'eth', data: { action: 'new', height: height(6), block: { height: height(6) } } });
      // a client that reads the block on the event finds it
      expect((await call(url, `/api/no-auth/blocks/height/${height(6)}?chain=eth`)).status).toBe(200);
    } finally {
      client.close();
    }
  });

  it('sends reads to the primary without a failed request when the replica stops, and back to it once it is up', async () => {
    let stop = false;
    const statuses: number[] = [];
    const load = (async () => {
      while (!stop) statuses.push((await call(url, '/api/no-auth/blocks?chain=eth')).status);
    })();
    await new Promise((r) => setTimeout(r, 200));
    cluster.stopReplica();
    const down = await waitFor(health, (v) => v.replicas?.[0]?.state === 'unreachable', 'the replica to be unreachable');
    expect(down.status).toBe('degraded');
    await seedBundles(database, 'eth', chain.slice(7, 8), 9);
    expect(await topHeight()).toBe(height(7));
    cluster.startReplica();
    await waitFor(health, (v) => v.replicas?.[0]?.state === 'ok', 'the replica to be back');
    stop = true;
    await load;
    expect(statuses.length).toBeGreaterThan(10);
    expect(statuses.filter((s) => s !== 200)).toEqual([]);
  });
});
