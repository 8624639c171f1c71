/**
 * Internal calls on Anvil: a contract that forwards value (to an address, through a second
 * forwarder, into a function that reverts, into a new contract that selfdestructs) is indexed and
 * traced; the stored calls equal what debug_traceTransaction's callTracer reports, flattened here on
 * its own; a rollback removes them and a new pass puts them back; a node without trace methods
 * records 'none'.
 */
import { CHAINS, chainKey, createLogger } from '@explorer/core';
import type { Database } from '@explorer/db';
import { openTestDatabase, TEST_ENGINES, type TestDatabase } from '@explorer/db/testing';
import { devAccounts, startAnvil, type AnvilNode } from '@explorer/devnet';
import { createPublicClient, createWalletClient, encodeFunctionData, http, type Address, type Hex } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createIndexer } from '../src/indexer';
import { rollbackEvmTo } from '../src/store/evm/rollback';
import { compileTestContracts, createDeployer, type TestContracts } from './support/enrich-fixtures';
import { startFailingProxy } from './support/failing-proxy';
import { drainTracer } from './support/trace-fixtures';

const logger = createLogger('test', 'silent');
const KINDS = ['call', 'create', 'create2', 'selfdestruct'];

interface TracerFrame {
  type: string;
  from: string;
  to?: string;
  value?: string;
  error?: string;
  calls?: TracerFrame[];
}
interface Row {
  block_height: number;
  tx_index: number;
  call_index: number;
  depth: number;
  kind: string;
  from: string;
  to: string;
  value: string;
  error: string | null;
}

/** the callTracer's frames below the top one that moved value, depth first; nothing under a failed frame */
function valueFrames(top: TracerFrame): Omit<Row, 'block_height' | 'tx_index' | 'call_index'>[] {
  const out: Omit<Row, 'block_height' | 'tx_index' | 'call_index'>[] = [];
  const visit = (frame: TracerFrame, depth: number): void => {
    const kind = frame.type.toLowerCase();
    if (KINDS.includes(kind) && frame.value && BigInt(frame.value) > 0n && frame.to)
      out.push({ depth, kind, from: frame.from.toLowerCase(), to: frame.to.toLowerCase(), value: BigInt(frame.value).toString(), error: frame.error ?? null });
    if (!frame.error) for (const child of frame.calls ?? []) visit(child, depth + 1);
  };
  if (!top.error) for (const child of top.calls ?? []) visit(child, 1);
  return out;
}

async function storedCalls(database: Database): Promise<Row[]> {
  const rows = await database.db
    .selectFrom('evm_internal_calls')
    .select(['block_height', 'tx_index', 'call_index', 'depth', 'kind', 'from_addr', 'to_addr', 'value', 'error'])
    .where('chain', '=', chainKey('eth'))
    .orderBy('block_height')
    .orderBy('tx_index')
    .orderBy('call_index')
    .execute();
  return rows.map((r) => ({
    block_height: Number(r.block_height),
    tx_index: r.tx_index,
    call_index: r.call_index,
    depth: r.depth,
    kind: KINDS[r.kind - 1]!,
    from: r.from_addr,
    to: r.to_addr,
    value: String(r.value),
    error: r.error,
  }));
}

describe('internal calls, traced on Anvil', () => {
  let anvil: AnvilNode;
  let c: TestContracts;
  let head: number;
  const sent: { hash: Hex; block: number }[] = [];
  const expected: Row[] = [];

  beforeAll(async () => {
    [anvil, c] = await Promise.all([startAnvil({ chainId: 1 }), compileTestContracts()]);
    const d = createDeployer(anvil.rpcUrl);
    const client = createPublicClient({ transport: http(anvil.rpcUrl) });
    const wallet = createWalletClient({ account: devAccounts(1)[0]!, transport: http(anvil.rpcUrl) });
    const [first, second] = [(await d.deploy(c.ValueForwarder)).address, (await d.deploy(c.ValueForwarder)).address];
    const payee: Address = '0x00000000000000000000000000000000000a11ce';
    const heir: Address = '0x0000000000000000000000000000000000000e1e';
    for (const [functionName, args, value] of [
      ['split', [payee, second], 1_000_000_000_000_001n],
      ['fund', [heir], 7_000n],
    ] as const) {
      const hash = await wallet.sendTransaction({ chain: null, to: first, value, data: encodeFunctionData({ abi: c.ValueForwarder.abi, functionName, args }) });
      const receipt = await client.waitForTransactionReceipt({ hash, pollingInterval: 50 });
      expect(receipt.status).toBe('success');
      sent.push({ hash, block: Number(receipt.blockNumber) });
    }
    await client.request({ method: 'anvil_mine' as never, params: ['0x2'] as never });
    head = Number(await client.getBlockNumber({ cacheTime: 0 }));
    for (const { hash, block } of sent) {
      const trace = (await client.request({ method: 'debug_traceTransaction' as never, params: [hash, { tracer: 'callTracer' }] as never })) as TracerFrame;
      const { transactionIndex } = await client.getTransactionReceipt({ hash });
      expected.push(...valueFrames(trace).map((f, i) => ({ block_height: block, tx_index: transactionIndex, call_index: i, ...f })));
    }
  });
  afterAll(async () => anvil?.stop());

  it('the forwarder moved value in every way the tracer keeps (the reference is not empty)', () => {
    expect(expected.map((r) => `${r.kind}:${r.depth}:${r.error === null ? 'ok' : 'failed'}`)).toEqual(
      expect.arrayContaining(['call:1:ok', 'call:1:failed', 'call:2:ok', 'create:1:ok', 'selfdestruct:2:ok']),
    );
  });

  describe.each(TEST_ENGINES)('into %s', (engine) => {
    let t: TestDatabase;
    beforeAll(async () => {
      t = await openTestDatabase(engine);
      await createIndexer({ database: t.database, chain: CHAINS.eth, rpcUrl: anvil.rpcUrl, logger, stopAtHeight: head }).run();
    });
    afterAll(async () => t?.drop());

    // trace_block words a revert its own way ('Reverted'): the frames and values are the same
    const failedOrNot = (rows: Row[]) => rows.map((r) => ({ ...r, error: r.error !== null }));

    it('stores what debug_traceTransaction reports (trace_block), and a rollback takes them back until the next pass', async () => {
      const passes = await drainTracer(t.database, anvil.rpcUrl);
      expect(passes[0]!.method).toBe('trace_block');
      expect(failedOrNot(await storedCalls(t.database))).toEqual(failedOrNot(expected));
      const method = await t.database.db.selectFrom('creation_trace_cursors').select('trace_method').where('chain', '=', 'eth').executeTakeFirstOrThrow();
      expect(method.trace_method).toBe('trace_block');

      const last = sent.at(-1)!.block;
      await rollbackEvmTo(t.database.db, 'eth', last - 1);
      expect((await storedCalls(t.database)).every((r) => r.block_height < last)).toBe(true);
      await createIndexer({ database: t.database, chain: CHAINS.eth, rpcUrl: anvil.rpcUrl, logger, stopAtHeight: head }).run();
      await drainTracer(t.database, anvil.rpcUrl);
      expect(failedOrNot(await storedCalls(t.database))).toEqual(failedOrNot(expected));
    });

    it('stores the same from debug_traceBlockByHash; a node with neither method is recorded as none', async () => {
      for (const lacks of [['trace_block'], ['trace_block', 'debug_traceBlockByHash']]) {
        const other = await openTestDatabase(engine);
        const proxy = await startFailingProxy(anvil.rpcUrl, (call) => (lacks.includes(call.method) ? { code: -32601, message: `the method ${call.method} does not exist/is not available` } : null));
        try {
          await createIndexer({ database: other.database, chain: CHAINS.eth, rpcUrl: anvil.rpcUrl, logger, stopAtHeight: head }).run();
          await drainTracer(other.database, proxy.url);
          const method = await other.database.db.selectFrom('creation_trace_cursors').select('trace_method').where('chain', '=', 'eth').executeTakeFirstOrThrow();
          expect(method.trace_method).toBe(lacks.length === 2 ? 'none' : 'debug_traceBlockByHash');
          expect(await storedCalls(other.database)).toEqual(lacks.length === 2 ? [] : expected);
        } finally {
          await proxy.close();
          await other.drop();
        }
      }
    });
  });
});

