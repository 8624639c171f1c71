/**
 * An indexer given two RPC URLs (`ETH_RPC_URL=a,b`) through fault proxies: 10 % of the HTTP
 * requests of each meet a fault (5xx, 429 with Retry-After, a dropped connection, malformed or
 * truncated JSON) and the first lags 20 blocks behind. It must end with
 * exactly the rows of a clean run (checksums of every table), its decode workers going around the
 * same faults, with one log line per URL and fault kind, and its checkpoint reporting each URL's
 * state and last fault for /api/health.
 */
import { CHAINS } from '@explorer/core';
import { openTestDatabase, type TestDatabase } from '@explorer/db/testing';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createIndexer } from '../src';
import { startFaultProxy, type Fault, type FaultProxy } from './support/fault-proxy';
import { startReplayServer, type ReplayServer } from './support/replay-server';
import { tableChecksums } from './support/table-checksums';

const BLOCKS = 200;
const FAULTS: Fault[] = [
  { kind: 'status', status: 503 },
  { kind: 'status', status: 429, retryAfter: '1' },
  { kind: 'drop' },
  { kind: 'garbage' },
  { kind: 'truncate' },
];

/** a seeded generator (mulberry32): the same faults on every run */
function random(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** 10 % of the requests meet one of the faults */
function tenPercent(seed: number): FaultProxy['plan'] {
  const next = random(seed);
  return () => (next() < 0.1 ? FAULTS[Math.floor(next() * FAULTS.length)]! : { kind: 'pass' });
}

describe('indexing through faulty and lagging RPC URLs', () => {
  let node: ReplayServer;
  const dbs: TestDatabase[] = [];
  beforeAll(async () => {
    node = await startReplayServer({ blocks: BLOCKS });
  });
  afterAll(async () => {
    await Promise.all(dbs.map((d) => d.drop()));
    await node?.close();
  });

  it('ends with exactly the rows of a clean run and reports each URL’s state beside the checkpoint', async () => {
    const clean = await openTestDatabase('pglite');
    dbs.push(clean);
    const silent = pino({ level: 'silent' });
    await createIndexer({ database: clean.database, chain: CHAINS.eth, rpcUrl: node.url, logger: silent, batchSize: 8, stopAtHeight: BLOCKS - 1, decodeWorkers: 0 }).run();

    const faulty = await openTestDatabase('pglite');
    dbs.push(faulty);
    const [a, b] = [await startFaultProxy(node.url), await startFaultProxy(node.url)];
    try {
      const aFaults = tenPercent(1);
      a.plan = (r) => (r.n <= 3 ? { kind: 'pass' } : aFaults(r)); // its lagging head is seen first
      b.plan = tenPercent(2);
      a.lag = 20;
      const lines: { msg: string; kind?: string; rpc?: string; thread?: string }[] = [];
      const logger = pino({ level: 'info' }, { write: (s: string) => void lines.push(JSON.parse(s) as (typeof lines)[number]) });
      await createIndexer({ database: faulty.database, chain: CHAINS.eth, rpcUrl: `${a.url},${b.url}`, logger, batchSize: 4, stopAtHeight: BLOCKS - 1, decodeWorkers: 1, workerMinBlocks: 16 }).run();

      const expected = await tableChecksums(clean.database);
      expect(expected.evm_transactions!.rows).toBeGreaterThan(BLOCKS * 80);
      expect(await tableChecksums(faulty.database)).toEqual(expected);

      const faults = [...a.seen, ...b.seen].filter((s) => s.fault !== 'pass');
      expect(faults.length).toBeGreaterThanOrEqual(5);
      // one line per URL and fault kind (a minute), whichever thread met it
      const logged = lines.filter((l) => l.msg === 'rpc request failed, retrying').map((l) => `${l.rpc} ${l.kind}`);
      expect(new Set(logged).size).toBe(logged.length);
      expect(lines.some((l) => l.msg.startsWith('rpc endpoint lags') && l.rpc === a.url)).toBe(true);
      // the lagging URL serves blocks only while the other is set aside
      const blockRequests = (p: FaultProxy) => p.seen.filter((s) => s.fault === 'pass' && s.calls.some((c) => c.method === 'eth_getBlockByNumber')).length;
      expect(blockRequests(a)).toBeLessThan(blockRequests(b) / 3);

      const cp = await faulty.database.db.selectFrom('sync_checkpoints').select('rpc_endpoints').where('chain', '=', 'eth').executeTakeFirstOrThrow();
      const report = cp.rpc_endpoints as { url: string; state: string; head: number | null; lastFault?: string }[];
      expect(report.map((r) => r.url)).toEqual([a.url, b.url]);
      expect(report.every((r) => ['ok', 'failing', 'set aside', 'lagging'].includes(r.state))).toBe(true);
      expect(report.some((r) => r.lastFault !== undefined)).toBe(true);
    } finally {
      await a.close();
      await b.close();
    }
  });
});
