import { CHAINS, chainKey, createLogger } from '@explorer/core';
import { openTestDatabase, TEST_ENGINES, type TestDatabase } from '@explorer/db/testing';
import { startAnvil, type AnvilNode } from '@explorer/devnet';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createIndexer, readCheckpoint } from '../src';
import { receiver, rpcCall, sendSampleActivity, TRANSFER_TOPIC } from './support/anvil-activity';
import { dbView, nodeView } from './support/node-vs-db';

describe('EVM sync on Anvil', () => {
  let anvil: AnvilNode;
  let head: number;
  let contracts: Awaited<ReturnType<typeof sendSampleActivity>>;
  beforeAll(async () => {
    anvil = await startAnvil({ chainId: 1 });
    contracts = await sendSampleActivity(anvil.rpcUrl);
    head = Number(await rpcCall<string>(anvil.rpcUrl, 'eth_blockNumber'));
  });
  afterAll(async () => anvil?.stop());

  describe.each(TEST_ENGINES)('into %s', (engine) => {
    let t: TestDatabase;
    beforeAll(async () => {
      t = await openTestDatabase(engine);
    });
    afterAll(async () => t?.drop());

    it('indexes every block and tx exactly as the node has them', async () => {
      const indexer = createIndexer({ database: t.database, chain: CHAINS.eth, rpcUrl: anvil.rpcUrl, logger: createLogger('test'), batchSize: 2, stopAtHeight: head });
      await indexer.run();

      const node = await nodeView(anvil.rpcUrl, head);
      const stored = await dbView(t.database, 'eth');
      expect(stored).toEqual(node);
      // the activity really is in there: both tx types, a failed call, a log with a token transfer
      expect(node.txs.map((x) => x.type).sort()).toEqual([0, 0, 2, 2, 2, 2]);
      expect(node.txs.filter((x) => x.status === 2)).toHaveLength(1);
      expect(node.txs.find((x) => x.to === receiver && x.type === 2)?.value).toBe('1500000000000000000');

      const { db } = t.database;
      const counters = await db.selectFrom('chain_counters').selectAll().where('chain', '=', 'eth').executeTakeFirstOrThrow();
      expect([counters.total_blocks, counters.total_txs]).toEqual([head + 1, node.txs.length]);
      expect(await readCheckpoint(db, 'eth')).toMatchObject({ height: head, hash: node.blocks[head]!.hash });

      const transfers = await db.selectFrom('token_transfers').selectAll().where('chain', '=', chainKey('eth')).execute();
      expect(transfers.map((x) => [x.token, x.to_addr, x.amount])).toEqual([[contracts.emitter.toLowerCase(), receiver, '42']]);
      const transferTx = await db.selectFrom('evm_transactions').select('to_addr').where('chain', '=', chainKey('eth')).where('block_height', '=', transfers[0]!.block_height).where('tx_index', '=', transfers[0]!.tx_index).executeTakeFirstOrThrow();
      expect(transferTx.to_addr).toBe(contracts.emitter.toLowerCase());
      expect(node.logs.map((l) => l.topic0)).toEqual([TRANSFER_TOPIC]);
      const created = await db.selectFrom('contracts').select('address').where('chain', '=', 'eth').orderBy('address').execute();
      expect(created.map((c) => c.address).sort()).toEqual([contracts.emitter.toLowerCase(), contracts.reverter.toLowerCase()].sort());
    });

    it('resumes from the checkpoint without duplicating anything', async () => {
      await rpcCall(anvil.rpcUrl, 'anvil_mine', ['0x2']);
      const newHead = head + 2;
      await createIndexer({ database: t.database, chain: CHAINS.eth, rpcUrl: anvil.rpcUrl, logger: createLogger('test'), stopAtHeight: newHead }).run();
      expect(await dbView(t.database, 'eth')).toEqual(await nodeView(anvil.rpcUrl, newHead));
      const counters = await t.database.db.selectFrom('chain_counters').selectAll().where('chain', '=', 'eth').executeTakeFirstOrThrow();
      expect(counters.total_blocks).toBe(newHead + 1);
      head = newHead;
    });
  });
});
