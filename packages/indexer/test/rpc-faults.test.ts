/**
 * An indexer of each family given two RPC URLs (`<CHAIN>_RPC_URL=a,b`) through fault proxies: 10 % of
 * each URL's HTTP requests meet a fault (5xx, 429 with Retry-After, a dropped connection, no answer
 * until the client's timeout, malformed or truncated JSON, null for what the node announced), and the
 * first lags 20 heights behind. It must end with exactly the rows of a clean run (checksums of every
 * table), its decode workers going around the same faults, with one log line per URL and fault kind, and
 * its checkpoint reporting each URL's state and last fault for /api/health. On Bitcoin the node also
 * replaces its top blocks (reorgs of depth 1–6) between runs seen through the same faulty URLs.
 * `npm test` runs a small chain of each family; `npm run test:faults` (FAULTS_SCALE=full) longer ones.
 */
import { CHAINS, type ChainId } from '@explorer/core';
import { openTestDatabase, type TestDatabase } from '@explorer/db/testing';
import { startBtcDevnet, startSolDevnet } from '@explorer/devnet';
import { pino } from 'pino';
import { afterAll, describe, expect, it } from 'vitest';
import { createIndexer } from '../src';
import { startFaultProxy, type Fault, type FaultProxy } from './support/fault-proxy';
import { startReplayServer } from './support/replay-server';
import { tableChecksums } from './support/table-checksums';

const FULL = process.env.FAULTS_SCALE === 'full';
const FAULTS: Fault[] = [
  { kind: 'status', status: 503 },
  { kind: 'status', status: 429, retryAfter: '1' },
  { kind: 'drop' },
  { kind: 'hang' },
  { kind: 'garbage' },
  { kind: 'truncate' },
  { kind: 'null' },
];
/** the client's timeout here: a request that meets 'hang' fails after it */
const RPC_TIMEOUT_MS = 500;

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

/** 10 % of the requests meet one of the faults; the first `clean` pass (a lagging head is seen first) */
function tenPercent(seed: number, clean = 0): FaultProxy['plan'] {
  const next = random(seed);
  return (r) => (r.n > clean && next() < 0.1 ? FAULTS[Math.floor(next() * FAULTS.length)]! : { kind: 'pass' });
}

interface Node {
  url: string;
  head(): Promise<number>;
  /** replaces the node's top `depth` blocks (families whose local node can) */
  reorg?(depth: number): void;
  close(): Promise<void>;
}

interface Case {
  chain: ChainId;
  /** heights the first URL lags by: beyond the family's tolerance (Solana's is 25 slots, ~10 s) */
  lag: number;
  txTable: string;
  minTxs: number;
  batchSize: number;
  start(): Promise<Node>;
}

const CASES: Case[] = [
  {
    chain: 'eth',
    lag: 20,
    txTable: 'evm_transactions',
    minTxs: 80 * (FULL ? 400 : 120),
    batchSize: 4,
    async start() {
      const blocks = FULL ? 400 : 120;
      const node = await startReplayServer({ blocks });
      return { url: node.url, head: async () => blocks - 1, close: () => node.close() };
    },
  },
  {
    chain: 'btc',
    lag: 20,
    txTable: 'btc_transactions',
    minTxs: FULL ? 2000 : 500,
    batchSize: 5,
    async start() {
      let now = 1_750_000_000;
      const devnet = await startBtcDevnet({ blockTime: 0, initialBlocks: 101, txPerBlock: [10, 30], clock: () => now++ });
      devnet.mine(FULL ? 150 : 40);
      const head = async () => ((await (await fetch(devnet.url, { method: 'POST', body: JSON.stringify({ id: 1, method: 'getblockcount', params: [] }) })).json()) as { result: number }).result;
      return { url: devnet.url, head, reorg: (depth) => void devnet.reorg(depth), close: () => devnet.stop() };
    },
  },
  {
    chain: 'sol',
    lag: 40,
    txTable: 'sol_transactions',
    minTxs: FULL ? 1000 : 200,
    batchSize: 5,
    async start() {
      let now = 1_750_000_000;
      const devnet = await startSolDevnet({ blockTime: 0, seed: 'faults', skipRate: 0.1, initialSlots: 2, clock: () => now++ });
      await devnet.produce(FULL ? 200 : 60);
      return { url: devnet.url, head: async () => devnet.slot(), close: () => devnet.stop() };
    },
  },
];

describe.each(CASES)('indexing $chain through faulty and lagging RPC URLs', (c) => {
  const dbs: TestDatabase[] = [];
  afterAll(async () => {
    await Promise.all(dbs.map((d) => d.drop()));
  });
  const open = async () => {
    const t = await openTestDatabase('pglite');
    dbs.push(t);
    return t.database;
  };

  it('ends with exactly the rows of a clean run and reports each URL’s state beside the checkpoint', async () => {
    const node = await c.start();
    const [a, b] = [await startFaultProxy(node.url), await startFaultProxy(node.url)];
    try {
      a.plan = tenPercent(1, 3);
      b.plan = tenPercent(2);
      a.lag = c.lag;
      const lines: { msg: string; kind?: string; rpc?: string }[] = [];
      const logger = pino({ level: 'info' }, { write: (s: string) => void lines.push(JSON.parse(s) as (typeof lines)[number]) });
      const faulty = await open();
      const indexFaulty = async (stopAtHeight: number) =>
        createIndexer({ database: faulty, chain: CHAINS[c.chain], rpcUrl: `${a.url},${b.url}`, logger, batchSize: c.batchSize, stopAtHeight, decodeWorkers: 1, workerMinBlocks: 16, familyOptions: { rpcTimeoutMs: RPC_TIMEOUT_MS } }).run();
      await indexFaulty(await node.head());
      if (node.reorg) {
        // the node replaces its top blocks; the indexer, resuming through the same faulty URLs, rolls back and re-indexes
        for (const depth of FULL ? [1, 2, 3, 4, 5, 6] : [2, 5]) {
          node.reorg(depth);
          await indexFaulty(await node.head());
        }
      }

      const clean = await open();
      await createIndexer({ database: clean, chain: CHAINS[c.chain], rpcUrl: node.url, logger: pino({ level: 'silent' }), batchSize: 8, stopAtHeight: await node.head(), decodeWorkers: 0 }).run();
      const expected = await tableChecksums(clean);
      expect(expected[c.txTable]!.rows).toBeGreaterThan(c.minTxs);
      expect(await tableChecksums(faulty)).toEqual(expected);

      const faults = [...a.seen, ...b.seen].filter((s) => s.fault !== 'pass' && s.fault !== 'batch limit');
      expect(faults.length).toBeGreaterThanOrEqual(3);
      // one line per URL and fault kind (a minute), whichever thread met it
      const logged = lines.filter((l) => l.msg === 'rpc request failed, retrying').map((l) => `${l.rpc} ${l.kind}`);
      expect(new Set(logged).size).toBe(logged.length);
      expect(lines.some((l) => l.msg.startsWith('rpc endpoint lags') && l.rpc === a.url)).toBe(true);

      const cp = await faulty.db.selectFrom('sync_checkpoints').select('rpc_endpoints').where('chain', '=', c.chain).executeTakeFirstOrThrow();
      const report = cp.rpc_endpoints as { url: string; state: string; head: number | null; lastFault?: string }[];
      expect(report.map((r) => r.url)).toEqual([a.url, b.url]);
      expect(report.every((r) => ['ok', 'failing', 'set aside', 'lagging'].includes(r.state))).toBe(true);
      expect(report.some((r) => r.lastFault !== undefined)).toBe(true);
    } finally {
      await a.close();
      await b.close();
      await node.close();
    }
  });
});
