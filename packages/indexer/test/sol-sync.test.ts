/**
 * Solana through the sync engine into both engines, from the local LiteSVM chain
 * (packages/devnet): every produced slot is stored as the node has it (blockhash, parent slot,
 * transactions by signature, fees), skipped slots leave no row and do not stop the indexer, and the
 * hourly figures add up to the counters. Then a slot the cluster replaces (served from recorded
 * blocks whose top is swapped for a different fork) rolls back like a reorg and the database ends
 * as the node's chain.
 */
import { mkdtempSync, readFileSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chainKey, CHAINS, createLogger } from '@explorer/core';
import { bytesOfHex } from '@explorer/db';
import { base58 } from '@scure/base';
import { openTestDatabase, TEST_ENGINES, type TestDatabase } from '@explorer/db/testing';
import { startRecordedSolServer, startSolDevnet, type SolDevnet } from '@explorer/devnet';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createIndexer } from '../src';

interface NodeBlock {
  blockhash: string;
  previousBlockhash: string;
  parentSlot: number;
  transactions: { meta: { fee: number }; transaction: { signatures: string[] } }[];
}

async function call<T>(url: string, method: string, params: unknown[]): Promise<{ result?: T; error?: { code: number } }> {
  const res = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }) });
  return (await res.json()) as { result?: T; error?: { code: number } };
}

const blockConfig = { encoding: 'json', maxSupportedTransactionVersion: 0, transactionDetails: 'full', rewards: true, commitment: 'confirmed' };

/** The node's produced slots in [from, to] with their blocks. */
async function nodeChain(url: string, from: number, to: number): Promise<Map<number, NodeBlock>> {
  const slots = (await call<number[]>(url, 'getBlocks', [from, to, { commitment: 'confirmed' }])).result!;
  const out = new Map<number, NodeBlock>();
  for (const s of slots) out.set(s, (await call<NodeBlock>(url, 'getBlock', [s, blockConfig])).result!);
  return out;
}

async function dbChain(t: TestDatabase) {
  const { db } = t.database;
  const blocks = await db.selectFrom('blocks').select(['height', 'hash', 'parent_hash', 'extra']).where('chain', '=', chainKey('sol')).orderBy('height').execute();
  const txs = await db.selectFrom('sol_transactions').select(['block_height', 'signature', 'fee']).where('chain', '=', chainKey('sol')).orderBy('block_height').orderBy('tx_index').execute();
  return blocks.map((b) => ({
    slot: b.height,
    hash: base58.encode(bytesOfHex(b.hash)),
    parent: base58.encode(bytesOfHex(b.parent_hash)),
    parentSlot: (b.extra as { parent_slot: number }).parent_slot,
    signatures: txs.filter((x) => x.block_height === b.height).map((x) => base58.encode(bytesOfHex(x.signature))),
    fees: txs.filter((x) => x.block_height === b.height).reduce((n, x) => n + BigInt(x.fee), 0n),
  }));
}

const expected = (chain: Map<number, NodeBlock>) =>
  [...chain].map(([slot, b]) => ({
    slot,
    hash: b.blockhash,
    parent: b.previousBlockhash,
    parentSlot: b.parentSlot,
    signatures: b.transactions.map((x) => x.transaction.signatures[0]),
    fees: b.transactions.reduce((n, x) => n + BigInt(x.meta.fee), 0n),
  }));

const logger = createLogger('test', 'warn');

describe.each(TEST_ENGINES)('Solana sync on %s', (engine) => {
  let t: TestDatabase;
  let devnet: SolDevnet;
  let recordedDir: string;
  beforeAll(async () => {
    recordedDir = mkdtempSync(join(tmpdir(), 'sol-recorded-'));
    // a fixed clock and no timer: the same chain, with its skipped slots, every run
    let now = 1_760_000_000;
    [t, devnet] = await Promise.all([openTestDatabase(engine), startSolDevnet({ blockTime: 0, seed: 'sync-test', skipRate: 0.2, clock: () => now++ })]);
    await devnet.produce(40);
  }, 120_000);
  afterAll(async () => {
    await Promise.all([t?.drop(), devnet?.stop()]);
    rmSync(recordedDir, { recursive: true, force: true });
  });

  it('stores every produced slot as the node has it; skipped slots leave no row; the hourly figures add up', async () => {
    const head = devnet.slot();
    const node = await nodeChain(devnet.url, 0, head);
    expect(node.size).toBeLessThan(head + 1); // some slots were skipped
    const skipped = [...Array(head + 1).keys()].find((s) => !node.has(s))!;
    expect((await call(devnet.url, 'getBlock', [skipped, blockConfig])).error?.code).toBe(-32007);

    await createIndexer({ database: t.database, chain: CHAINS.sol, rpcUrl: devnet.url, logger, batchSize: 7, decodeWorkers: 0, stopAtHeight: head }).run();
    expect(await dbChain(t)).toEqual(expected(node));

    const { db } = t.database;
    const counters = await db.selectFrom('chain_counters').select(['total_blocks', 'total_txs']).where('chain', '=', 'sol').executeTakeFirstOrThrow();
    const hours = await db.selectFrom('chain_hourly_stats').select(['blocks', 'txs', 'fees']).where('chain', '=', 'sol').execute();
    expect([hours.reduce((n, h) => n + h.blocks, 0), hours.reduce((n, h) => n + Number(h.txs), 0)]).toEqual([counters.total_blocks, counters.total_txs]);
    const fees = [...node.values()].reduce((n, b) => n + b.transactions.reduce((m, x) => m + BigInt(x.meta.fee), 0n), 0n);
    expect(hours.reduce((n, h) => n + BigInt(h.fees), 0n)).toBe(fees);
    // a token transfer became an event with its mint
    const spl = await db.selectFrom('sol_events').select(['mint', 'amount']).where('chain', '=', chainKey('sol')).where('event_type', '=', 2).execute(); // 2: spl_transfer (migration 027)
    expect(spl.length).toBeGreaterThan(0);
    expect(spl.every((e) => e.mint !== null && BigInt(e.amount) > 0n)).toBe(true);
  });

  it('rolls back a slot the cluster replaced and ends on the node’s chain', async () => {
    const { db } = t.database;
    const top = (await db.selectFrom('sync_checkpoints').select('height').where('chain', '=', 'sol').executeTakeFirstOrThrow()).height;
    const node = await nodeChain(devnet.url, 0, top);
    for (const [slot, b] of node) writeFileSync(join(recordedDir, `${slot}.json`), JSON.stringify(b));
    // the cluster drops our top slot: a new block two slots up links to the slot below it
    const slots = [...node.keys()];
    const [below, dropped] = [slots.at(-2)!, slots.at(-1)!];
    const replacement = { ...node.get(dropped)!, parentSlot: below, previousBlockhash: node.get(below)!.blockhash, blockhash: 'Fork1111111111111111111111111111111111111111'.slice(0, 44) };
    unlinkSync(join(recordedDir, `${dropped}.json`));
    writeFileSync(join(recordedDir, `${dropped + 2}.json`), JSON.stringify(replacement));
    const server = await startRecordedSolServer({ dir: recordedDir });
    try {
      await createIndexer({ database: t.database, chain: CHAINS.sol, rpcUrl: server.url, logger, decodeWorkers: 0, stopAtHeight: dropped + 2 }).run();
      const after = await dbChain(t);
      expect(after.map((b) => b.slot).slice(-2)).toEqual([below, dropped + 2]);
      expect(after.at(-1)).toMatchObject({ hash: replacement.blockhash, parentSlot: below });
      const stored = await db.selectFrom('sol_transactions').select('block_height').where('chain', '=', chainKey('sol')).where('block_height', '=', dropped).execute();
      expect(stored).toEqual([]);
      const counters = await db.selectFrom('chain_counters').select(['total_blocks']).where('chain', '=', 'sol').executeTakeFirstOrThrow();
      expect(counters.total_blocks).toBe(after.length);
      expect(JSON.parse(readFileSync(join(recordedDir, `${dropped + 2}.json`), 'utf8')).parentSlot).toBe(below);
    } finally {
      await server.close();
    }
  });
});
