import { CHAINS, chainKey, createLogger } from '@explorer/core';
import type { Database } from '@explorer/db';
import { openTestDatabase, TEST_ENGINES, type TestDatabase } from '@explorer/db/testing';
import { devAccounts, startAnvil, type AnvilNode } from '@explorer/devnet';
import { createPublicClient, createWalletClient, decodeEventLog, encodeFunctionData, http, type Address, type Hex } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compileTestContracts, createDeployer, type TestContracts } from './support/enrich-fixtures';
import { startFailingProxy, type FailRule } from './support/failing-proxy';
import { createIndexer } from '../src/indexer';
import { rollbackEvmTo } from '../src/store/evm/rollback';
import { createCreationTracer } from '../src/families/evm/trace/creation-tracer';
import { drainTracer } from './support/trace-fixtures';

const logger = createLogger('test', 'silent');
const lacking =
  (...methods: string[]): FailRule =>
  (call) =>
    methods.includes(call.method) ? { code: -32601, message: `the method ${call.method} does not exist/is not available` } : null;

const createdBy = (database: Database, creator: string) =>
  database.db
    .selectFrom('contracts')
    .select(['address', 'creator', 'creation_tx', 'creation_block', 'source'])
    .where('chain', '=', 'eth')
    .where('creator', '=', creator.toLowerCase())
    .orderBy('creation_block')
    .execute();

describe('contracts created inside calls, traced on Anvil', () => {
  let anvil: AnvilNode;
  let c: TestContracts;
  let factory: Address;
  let head: number;
  /** the factory's children in creation order: CREATE in a call, CREATE2 in a call, CREATE in a constructor's call */
  const children: { address: string; creator: string; creation_tx: string; creation_block: number; source: string }[] = [];

  beforeAll(async () => {
    [anvil, c] = await Promise.all([startAnvil({ chainId: 1 }), compileTestContracts()]);
    const d = createDeployer(anvil.rpcUrl);
    const client = createPublicClient({ transport: http(anvil.rpcUrl) });
    const childOf = async (hash: Hex, block: number) => {
      const { logs } = await client.getTransactionReceipt({ hash });
      const created = logs.filter((l) => l.address === factory.toLowerCase()).map((l) => decodeEventLog({ abi: c.DevFactory.abi, data: l.data, topics: l.topics }));
      const child = (created[0]!.args as unknown as { child: string }).child.toLowerCase();
      children.push({ address: child, creator: factory.toLowerCase(), creation_tx: hash, creation_block: block, source: 'indexer' });
    };
    factory = (await d.deploy(c.DevFactory)).address;
    const one = await d.call(factory, c.DevFactory, 'create');
    await childOf(one.hash, one.block);
    const two = await d.call(factory, c.DevFactory, 'create2', [`0x${'ab'.repeat(32)}`]);
    await childOf(two.hash, two.block);
    const ctor = await d.deploy(c.CreatesInConstructor, [factory]);
    const ctorTx = (await client.getBlock({ blockNumber: BigInt(ctor.block) })).transactions[0]!;
    await childOf(ctorTx, ctor.block);
    // a call that has the factory create a child and then reverts: the child never existed
    const runner = (await d.deploy(c.CreateThenRevert)).address;
    const wallet = createWalletClient({ account: devAccounts(1)[0]!, transport: http(anvil.rpcUrl) });
    const hash = await wallet.sendTransaction({ chain: null, to: runner, gas: 600_000n, data: encodeFunctionData({ abi: c.CreateThenRevert.abi, functionName: 'run', args: [factory] }) });
    expect((await client.waitForTransactionReceipt({ hash, pollingInterval: 50 })).status).toBe('reverted');
    await client.request({ method: 'anvil_mine' as never, params: ['0x3'] as never });
    head = Number(await client.getBlockNumber({ cacheTime: 0 }));
  });
  afterAll(async () => anvil?.stop());

  describe.each(TEST_ENGINES)('into %s', (engine) => {
    let t: TestDatabase;
    const index = (database: Database, rpcUrl = anvil.rpcUrl) => createIndexer({ database, chain: CHAINS.eth, rpcUrl, logger, stopAtHeight: head }).run();
    beforeAll(async () => {
      t = await openTestDatabase(engine);
      await index(t.database);
    });
    afterAll(async () => t?.drop());

    it('records them with the factory as creator and their transaction and block (trace_block)', async () => {
      expect(await createdBy(t.database, factory)).toEqual([]); // ingest alone sees top-level creations only
      const passes = await drainTracer(t.database, anvil.rpcUrl, { traceBlocks: 2 });
      expect(passes[0]!.method).toBe('trace_block');
      expect(passes.reduce((n, p) => n + p.created, 0)).toBe(3);
      expect(passes.reduce((n, p) => n + p.skipped, 0)).toBe(0);
      expect(await createdBy(t.database, factory)).toEqual(children);
      const cursor = await t.database.db.selectFrom('creation_trace_cursors').select('height').where('chain', '=', 'eth').executeTakeFirstOrThrow();
      expect(cursor.height).toBe(head);
      expect(await drainTracer(t.database, anvil.rpcUrl)).toEqual([{ traced: 0, skipped: 0, created: 0, calls: 0, method: undefined, more: false }]);
    });

    it('gets the same from debug_traceBlockByHash when the node lacks trace_block', async () => {
      const other = await openTestDatabase(engine);
      const proxy = await startFailingProxy(anvil.rpcUrl, lacking('trace_block'));
      try {
        await index(other.database);
        const passes = await drainTracer(other.database, proxy.url);
        expect(passes.at(-1)!.method).toBe('debug_traceBlockByHash');
        expect(await createdBy(other.database, factory)).toEqual(children);
      } finally {
        await proxy.close();
        await other.drop();
      }
    });

    it('ends by itself on a node that serves no trace method, and indexing through that node is unaffected', async () => {
      const other = await openTestDatabase(engine);
      const proxy = await startFailingProxy(anvil.rpcUrl, lacking('trace_block', 'debug_traceBlockByHash'));
      try {
        await index(other.database, proxy.url);
        const controller = new AbortController();
        const timer = setTimeout(() => controller.abort(), 20_000);
        await createCreationTracer({ database: other.database, chain: CHAINS.eth, rpcUrl: proxy.url, logger }).run(controller.signal);
        clearTimeout(timer);
        expect(controller.signal.aborted).toBe(false);
        const busy = await other.database.db.selectFrom('blocks').select('height').where('chain', '=', chainKey('eth')).where('tx_count', '>', 0).execute();
        expect(proxy.failed()).toBe(2 * busy.length); // one batch of each method, then no more asking
        expect(await createdBy(other.database, factory)).toEqual([]);
        const counters = await other.database.db.selectFrom('chain_counters').selectAll().where('chain', '=', 'eth').executeTakeFirstOrThrow();
        expect(counters.total_blocks).toBe(head + 1);
      } finally {
        await proxy.close();
        await other.drop();
      }
    });

    it('loses them to a rollback below their blocks, which also takes the cursor back; tracing again restores them', async () => {
      const fork = children[0]!.creation_block - 1;
      await t.database.db.transaction().execute((trx) => rollbackEvmTo(trx, 'eth', fork));
      expect(await createdBy(t.database, factory)).toEqual([]);
      const cursor = await t.database.db.selectFrom('creation_trace_cursors').select('height').where('chain', '=', 'eth').executeTakeFirstOrThrow();
      expect(cursor.height).toBe(fork);
      await index(t.database);
      await drainTracer(t.database, anvil.rpcUrl);
      expect(await createdBy(t.database, factory)).toEqual(children);
    });
  });
});
