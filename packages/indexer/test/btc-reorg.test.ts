/**
 * Bitcoin reorganisations end to end: the local regtest chain (packages/devnet) replaces its top 1–6
 * blocks with different ones; the indexer, resuming, walks back to the fork point, rolls back and
 * re-indexes. Afterwards the database holds exactly the node's active chain — every block and txid,
 * every output with the spender the node has for it (outputs the orphaned blocks had spent are
 * unspent again) — on both engines.
 */
import { CHAINS, chainKey, createLogger } from '@explorer/core';
import { openTestDatabase, TEST_ENGINES, type TestDatabase } from '@explorer/db/testing';
import { startBtcDevnet, type BtcDevnet } from '@explorer/devnet';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createIndexer, readCheckpoint } from '../src';

const BTC = chainKey('btc');

interface NodeTx {
  txid: string;
  vin: { txid?: string; vout?: number }[];
  vout: { n: number }[];
}

async function call<T>(url: string, method: string, params: unknown[]): Promise<T> {
  const res = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ id: 1, method, params }) });
  return ((await res.json()) as { result: T }).result;
}

/** The node's active chain from `from` up: block hashes, txids per block, and who spent each output. */
async function nodeView(url: string, from: number) {
  const head = await call<number>(url, 'getblockcount', []);
  const blocks: [number, string, string[]][] = [];
  const spentBy = new Map<string, string>();
  const outputs: string[] = [];
  for (let h = from; h <= head; h++) {
    const b = await call<{ hash: string; tx: NodeTx[] }>(url, 'getblock', [await call<string>(url, 'getblockhash', [h]), 2]);
    blocks.push([h, b.hash, b.tx.map((t) => t.txid)]);
    for (const t of b.tx) {
      for (const i of t.vin) if (i.txid) spentBy.set(`${i.txid}:${i.vout}`, t.txid);
      for (const o of t.vout) outputs.push(`${t.txid}:${o.n}`);
    }
  }
  return { head, blocks, utxos: outputs.sort().map((o) => [o, spentBy.get(o) ?? null] as const) };
}

async function dbView(t: TestDatabase) {
  const { db } = t.database;
  const blocks = (await db.selectFrom('blocks').select(['height', 'hash']).where('chain', '=', BTC).orderBy('height').execute()).map((b) => ({ ...b, hash: b.hash.slice(2) }));
  const txs = await sql<{ block_height: number; hash: string }>`
    SELECT block_height, encode(txid, 'hex') AS hash FROM btc_transactions WHERE chain = ${BTC} ORDER BY block_height, tx_index`.execute(db).then((r) => r.rows.map((x) => ({ ...x, block_height: Number(x.block_height) })));
  // an output's txid and an input's: their transaction's, by (block_height, tx_index)
  const outs = await sql<{ o: string; spent: string | null }>`
    SELECT encode(t.txid, 'hex') || ':' || o.vout AS o, encode(s.txid, 'hex') AS spent FROM btc_outputs o
    JOIN btc_transactions t ON t.chain = o.chain AND t.block_height = o.block_height AND t.tx_index = o.tx_index
    LEFT JOIN btc_inputs i ON i.chain = o.chain AND i.prev_txid = t.txid AND i.prev_vout = o.vout
    LEFT JOIN btc_transactions s ON s.chain = i.chain AND s.block_height = i.block_height AND s.tx_index = i.tx_index
    WHERE o.chain = ${BTC}`.execute(db);
  const orphans = await sql<{ n: number }>`
    SELECT (SELECT count(*) FROM btc_inputs i WHERE i.chain = ${BTC} AND NOT EXISTS (SELECT 1 FROM btc_transactions x WHERE x.chain = i.chain AND x.block_height = i.block_height AND x.tx_index = i.tx_index))
         + (SELECT count(*) FROM btc_outputs o WHERE o.chain = ${BTC} AND NOT EXISTS (SELECT 1 FROM btc_transactions x WHERE x.chain = o.chain AND x.block_height = o.block_height AND x.tx_index = o.tx_index))
         + (SELECT count(*) FROM btc_transactions d WHERE d.chain = ${BTC} AND NOT EXISTS (SELECT 1 FROM blocks b WHERE b.chain = d.chain AND b.height = d.block_height)) AS n`.execute(db);
  return {
    head: blocks.at(-1)!.height,
    blocks: blocks.map((b) => [b.height, b.hash, txs.filter((x) => x.block_height === b.height).map((x) => x.hash)] as [number, string, string[]]),
    utxos: outs.rows.map((r) => [r.o, r.spent] as const).sort((a, b) => (a[0] < b[0] ? -1 : 1)),
    orphans: Number(orphans.rows[0]!.n),
  };
}

describe.each(TEST_ENGINES)('Bitcoin reorgs on the local regtest chain into %s', (engine) => {
  let devnet: BtcDevnet;
  let t: TestDatabase;
  const logger = createLogger('test', 'error');
  const indexTo = (height: number) => createIndexer({ database: t.database, chain: CHAINS.btc, rpcUrl: devnet.url, logger, batchSize: 3, stopAtHeight: height }).run();

  beforeAll(async () => {
    // a fixed clock: the same chain (and the same reorgs) every run
    let now = 1_700_000_000;
    const clock = () => (now += 30);
    [devnet, t] = await Promise.all([startBtcDevnet({ blockTime: 0, initialBlocks: 101, txPerBlock: [8, 20], logger, clock }), openTestDatabase(engine)]);
    devnet.mine(12); // wallet traffic: payments spending outputs of earlier blocks and of their own
    await indexTo(devnet.height());
    const view = await dbView(t);
    expect(view).toEqual({ ...(await nodeView(devnet.url, 0)), orphans: 0 });
  });
  afterAll(async () => Promise.all([t?.drop(), devnet?.stop()]));

  it('records the network the node reports (getblockchaininfo: regtest), against which the API checks btc addresses', async () => {
    expect(await t.database.db.selectFrom('chain_networks').select(['chain', 'network']).execute()).toEqual([{ chain: 'btc', network: 'regtest' }]);
  });

  it.each([1, 2, 3, 4, 5, 6])('converges after a reorg of depth %i: the active chain only, outputs unspent again', async (depth) => {
    const before = await dbView(t);
    const { orphaned } = devnet.reorg(depth);
    expect(orphaned).toHaveLength(depth);
    await indexTo(devnet.height());
    const after = await dbView(t);
    expect(after).toEqual({ ...(await nodeView(devnet.url, 0)), orphans: 0 });
    // the orphaned blocks' payments were undone: something they spent is unspent or spent by another tx now
    const orphanedTxs = new Set(before.blocks.filter(([, hash]) => orphaned.includes(hash)).flatMap(([, , txids]) => txids));
    const respent = before.utxos.filter(([o, spent]) => spent && orphanedTxs.has(spent) && after.utxos.some(([a, s]) => a === o && s !== spent));
    expect(respent.length).toBeGreaterThan(0);
    expect(await readCheckpoint(t.database.db, 'btc')).toMatchObject({ height: devnet.height(), hash: after.blocks.at(-1)![1] });
  });
});
