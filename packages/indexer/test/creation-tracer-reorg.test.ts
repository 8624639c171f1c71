import { CHAINS, chainKey, createLogger } from '@explorer/core';
import { bytea } from '@explorer/db';
import { openTestDatabase, TEST_ENGINES, type TestDatabase } from '@explorer/db/testing';
import { devAccounts, startAnvil, type AnvilNode } from '@explorer/devnet';
import { encodeFunctionData, getContractAddress, type Address } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compileTestContracts, createDeployer, type TestContracts } from './support/enrich-fixtures';
import { startFailingProxy } from './support/failing-proxy';
import { createIndexer } from '../src/indexer';
import { createRpcClient } from '../src/rpc';
import { rollbackEvmTo } from '../src/store/evm/rollback';
import { nextBlocks, saveTraced } from '../src/families/evm/trace/creation-store';
import { createCreationTracer } from '../src/families/evm/trace/creation-tracer';
import { createBlockTraces } from '../src/families/evm/trace/trace-blocks';
import { drainTracer } from './support/trace-fixtures';

const logger = createLogger('test', 'silent');

describe.each(TEST_ENGINES)('traced creations across reorgs and node failures on Anvil into %s', (engine) => {
  let anvil: AnvilNode;
  let c: TestContracts;
  let t: TestDatabase;
  let factory: Address;
  let callBlock: number;
  const rpc = () => createRpcClient({ url: anvil.rpcUrl });
  const head = async () => Number(await rpc().request<string>('eth_blockNumber'));
  const index = async () => createIndexer({ database: t.database, chain: CHAINS.eth, rpcUrl: anvil.rpcUrl, logger, stopAtHeight: await head() }).run();
  const rows = () => t.database.db.selectFrom('contracts').select(['address', 'creation_tx', 'creation_block']).where('chain', '=', 'eth').where('creator', '=', factory.toLowerCase()).execute();
  const cursor = async () => (await t.database.db.selectFrom('creation_trace_cursors').select('height').where('chain', '=', 'eth').executeTakeFirstOrThrow()).height;

  beforeAll(async () => {
    [anvil, c, t] = await Promise.all([startAnvil({ chainId: 1 }), compileTestContracts(), openTestDatabase(engine)]);
    const d = createDeployer(anvil.rpcUrl);
    factory = (await d.deploy(c.DevFactory)).address;
    callBlock = (await d.call(factory, c.DevFactory, 'create')).block;
    await rpc().request('anvil_mine', ['0x1']);
  });
  afterAll(async () => {
    await t?.drop();
    await anvil?.stop();
  });

  it('replaces the creation of a block a reorg replaced with the new branch’s', async () => {
    await index();
    await drainTracer(t.database, anvil.rpcUrl);
    const first = getContractAddress({ from: factory, nonce: 1n }).toLowerCase();
    expect(await rows()).toMatchObject([{ address: first, creation_block: callBlock }]);

    // the factory call's block and the next are replaced: the new branch calls create2 in that block instead
    const from = devAccounts(1)[0]!.address;
    const data = encodeFunctionData({ abi: c.DevFactory.abi, functionName: 'create2', args: [`0x${'cd'.repeat(32)}`] });
    await rpc().request('anvil_reorg', [2, [[{ from, to: factory, data, gas: '0x61a80' }, 0]]]);
    await rpc().request('anvil_mine', ['0x1']);
    await index();
    expect(await rows()).toEqual([]); // the indexer's rollback took the old creation
    expect(await cursor()).toBeLessThan(callBlock);

    await drainTracer(t.database, anvil.rpcUrl);
    const replaced = await rows();
    expect(replaced).toHaveLength(1);
    expect(replaced[0]!.address).not.toBe(first);
    const tx = await t.database.db.selectFrom('evm_transactions').select(['hash', 'block_height']).where('chain', '=', chainKey('eth')).where('to_addr', '=', bytea(factory.toLowerCase())).executeTakeFirstOrThrow();
    expect(replaced[0]).toMatchObject({ creation_tx: tx.hash, creation_block: tx.block_height });
    expect(await cursor()).toBe(await head());
  });

  it('writes nothing of blocks a rollback removed while they were traced, even one still in its transaction', async () => {
    await t.database.db.transaction().execute((trx) => rollbackEvmTo(trx, 'eth', callBlock - 1));
    await index();
    const next = await nextBlocks(t.database.db, 'eth', { scanBlocks: 100, traceBlocks: 100 });
    const traced = (await createBlockTraces(rpc(), logger).trace(next.toTrace))!;
    const creations = traced.flatMap((o) => (o.kind === 'traced' ? o.creations : []));
    expect(creations).toHaveLength(1);

    // a rollback to just below the creation (above the cursor) holds its transaction open while the tracer writes
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let rolledBack!: () => void;
    const started = new Promise<void>((resolve) => (rolledBack = resolve));
    const rollback = t.database.db.transaction().execute(async (trx) => {
      await rollbackEvmTo(trx, 'eth', callBlock - 1);
      rolledBack();
      await held;
    });
    await started;
    const save = saveTraced(t.database.db, 'eth', next.cursor, next.window, creations);
    await new Promise((r) => setTimeout(r, 200));
    release();
    await rollback;
    expect(await save).toEqual({ created: 0, calls: 0, height: callBlock - 1 });
    expect(await rows()).toEqual([]);
    expect(await cursor()).toBe(callBlock - 1);
  });

  it('retries a block the node fails to trace and skips it after `skipAfter` passes, one it no longer has at once; an unreachable node fails the pass', async () => {
    await index();
    const failing = callBlock; // the block with the factory call
    const proxy = await startFailingProxy(anvil.rpcUrl, (call) =>
      call.method === 'trace_block' && call.params?.[0] === '0x' + failing.toString(16) ? { code: -32000, message: 'missing trie node' } : null,
    );
    try {
      const tracer = createCreationTracer({ database: t.database, chain: CHAINS.eth, rpcUrl: proxy.url, logger, skipAfter: 2 });
      expect(await tracer.runOnce()).toMatchObject({ traced: 0, created: 0, skipped: 0, more: false });
      expect(await cursor()).toBe(failing - 1); // stopped before it, for a later pass
      expect(await tracer.runOnce()).toMatchObject({ created: 0, skipped: 1 });
      expect(await cursor()).toBe(await head());
      expect(await rows()).toEqual([]); // what that block created stays unknown
    } finally {
      await proxy.close();
    }
    // a node that dropped the block's history (Anvil's devnet after its state file was pruned) has nothing to retry
    await t.database.db.transaction().execute((trx) => rollbackEvmTo(trx, 'eth', callBlock - 1));
    await index();
    const at = '0x' + failing.toString(16);
    const pruned = await startFailingProxy(anvil.rpcUrl, (call) =>
      call.params?.[0] !== at ? null : call.method === 'trace_block' ? { result: [] } : call.method === 'eth_getBlockByNumber' ? { result: null } : null,
    );
    try {
      const passes = await drainTracer(t.database, pruned.url);
      expect(passes[0]).toMatchObject({ skipped: 1, created: 0 });
      expect(await cursor()).toBe(await head());
    } finally {
      await pruned.close();
    }
    await t.database.db.transaction().execute((trx) => rollbackEvmTo(trx, 'eth', callBlock - 1));
    await index();
    const dead = await startFailingProxy(anvil.rpcUrl, () => null);
    await dead.close(); // nothing listens there any more
    const tracer = createCreationTracer({ database: t.database, chain: CHAINS.eth, rpcUrl: dead.url, logger, rpc: { retryCount: 0 } });
    await expect(tracer.runOnce()).rejects.toThrow();
    expect(await cursor()).toBe(callBlock - 1);
  });
});
