/**
 * Parsed results at ingest and after a config change, on replayed mainnet blocks (four recorded
 * blocks, heights rewritten) into both engines: USDT's default ERC-20 parser configs read every USDT
 * Transfer log exactly as the token_transfers rows have it and every transfer() call; deactivating
 * the event config and queueing a re-parse leaves only the call results; a reorg rollback removes
 * the parsed rows above the height.
 */
import { CHAINS, chainKey, createLogger, type ParserConfig } from '@explorer/core';
import { bytea, parserConfigColumns, queueReparse, type Database } from '@explorer/db';
import { openTestDatabase, TEST_ENGINES, type TestDatabase } from '@explorer/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createIndexer, createReparseTask, defaultErc20ParserConfigs, rollbackEvmTo } from '../src';
import { startReplayServer, type ReplayServer } from './support/replay-server';

const USDT = '0xdac17f958d2ee523a2206206994597c13d831ec7';
const TRANSFER_SELECTOR = '0xa9059cbb';
const TRANSFER_TOPIC = '0xddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef';
const logger = createLogger('test', 'warn');
const ETH = chainKey('eth');

async function insertConfigs(database: Database, chain: string, configs: ParserConfig[]): Promise<void> {
  await database.db
    .insertInto('parser_configs')
    .values(
      configs.map((c) => ({ chain, contract_address: c.contract_address, source: 'default' as const, ...parserConfigColumns(c) })),
    )
    .execute();
}

describe.each(TEST_ENGINES)('parsed results on %s', (engine) => {
  let node: ReplayServer;
  let t: TestDatabase;
  beforeAll(async () => {
    node = await startReplayServer({ blocks: 8 });
    t = await openTestDatabase(engine);
    await insertConfigs(t.database, 'eth', defaultErc20ParserConfigs(USDT));
    await t.database.db.insertInto('contracts').values({ chain: 'eth', address: USDT, contract_type: 'ERC20', name: 'Tether USD', source: 'user' }).execute();
    await createIndexer({ database: t.database, chain: CHAINS.eth, rpcUrl: node.url, logger, batchSize: 3, stopAtHeight: 7, decodeWorkers: 0 }).run();
  }, 120_000);
  afterAll(async () => {
    await Promise.all([t?.drop(), node?.close()]);
  });

  /** the rows of one source, those of the Transfer event config (transfer) or of the others (rest) */
  const rows = async (source: 'input' | 'log', which: 'transfer' | 'rest' = 'transfer') => {
    const transferConfig = await t.database.db.selectFrom('parser_configs').select('id').where('event_signature', '=', TRANSFER_TOPIC).executeTakeFirstOrThrow();
    return t.database.db
      .selectFrom('parsed_results')
      .select(['block_height', 'tx_index', 'contract', 'log_index', 'from_address', 'to_address', 'amount_wei', 'token_symbol'])
      .where('chain', '=', ETH)
      .where('contract', '=', bytea(USDT))
      .where('source', '=', source)
      .$if(source === 'log', (q) => q.where('config_id', which === 'transfer' ? '=' : '<>', transferConfig.id))
      .orderBy('block_height')
      .orderBy('tx_index')
      .orderBy('seq')
      .execute();
  };

  it('reads every USDT Transfer log as token_transfers has it, and every transfer() call', async () => {
    const transfers = await t.database.db
      .selectFrom('token_transfers')
      .select(['block_height', 'tx_index', 'log_index', 'from_addr', 'to_addr', 'amount'])
      .where('chain', '=', ETH)
      .where('token', '=', bytea(USDT))
      .orderBy('block_height')
      .orderBy('log_index')
      .execute();
    expect(transfers.length).toBeGreaterThan(20);
    const logs = await rows('log');
    expect(logs.map((r) => [r.block_height, r.tx_index, r.log_index, r.from_address, r.to_address, r.amount_wei])).toEqual(
      transfers.map((x) => [x.block_height, x.tx_index, x.log_index, x.from_addr, x.to_addr, x.amount]),
    );
    expect(logs.every((r) => r.contract === USDT)).toBe(true);

    const calls = await t.database.db
      .selectFrom('evm_transactions')
      .select(['block_height', 'tx_index', 'from_addr', 'input'])
      .where('chain', '=', ETH)
      .where('to_addr', '=', bytea(USDT))
      .where('status', '=', 1)
      .orderBy('block_height')
      .orderBy('tx_index')
      .execute();
    const transferCalls = calls.filter((c) => c.input?.startsWith(TRANSFER_SELECTOR) && c.input.length === 2 + 8 + 128);
    const inputs = await rows('input');
    expect(transferCalls.length).toBeGreaterThan(5);
    const byPosition = new Map(inputs.map((r) => [`${r.block_height}:${r.tx_index}`, r]));
    for (const c of transferCalls) {
      const r = byPosition.get(`${c.block_height}:${c.tx_index}`)!;
      expect(r.from_address).toBe(c.from_addr);
      expect(r.to_address).toBe(`0x${c.input!.slice(10 + 24, 10 + 64)}`);
      expect(r.amount_wei).toBe(BigInt(`0x${c.input!.slice(10 + 64)}`).toString());
    }
    const top = await t.database.db.selectFrom('evm_logs').select('topic0').where('topic0', '=', bytea(TRANSFER_TOPIC)).limit(1).execute();
    expect(top.length).toBe(1);
  });

  it('keeps each known contract’s last activity: the highest block that called it or holds its log', async () => {
    const { db } = t.database;
    const called = await db.selectFrom('evm_transactions').select((eb) => eb.fn.max('block_height').as('h')).where('chain', '=', ETH).where('to_addr', '=', bytea(USDT)).executeTakeFirstOrThrow();
    const logged = await db.selectFrom('evm_logs').select((eb) => eb.fn.max('block_height').as('h')).where('chain', '=', ETH).where('address', '=', bytea(USDT)).executeTakeFirstOrThrow();
    const last = Math.max(Number(called.h), Number(logged.h));
    const block = await db.selectFrom('blocks').select('timestamp').where('chain', '=', ETH).where('height', '=', last).executeTakeFirstOrThrow();
    const row = await db.selectFrom('contracts').select(['last_activity_block', 'last_activity_at']).where('chain', '=', 'eth').where('address', '=', USDT).executeTakeFirstOrThrow();
    expect(row).toEqual({ last_activity_block: last, last_activity_at: block.timestamp });
  });

  it('re-parses the contract’s history when its configs change', async () => {
    const inputsBefore = await rows('input');
    const approvalsBefore = await rows('log', 'rest');
    expect(approvalsBefore.length).toBeGreaterThan(0); // the Approval event config stays active
    await t.database.db.transaction().execute(async (trx) => {
      await trx.updateTable('parser_configs').set({ is_active: false }).where('contract_address', '=', USDT).where('event_signature', '=', TRANSFER_TOPIC).execute();
      await queueReparse(trx, 'eth', USDT);
    });
    const task = createReparseTask({ database: t.database, chain: CHAINS.eth, logger, windowBlocks: 3 });
    expect(await task.runOnce()).toBe(true);
    expect(await rows('log')).toEqual([]);
    expect(await rows('log', 'rest')).toEqual(approvalsBefore);
    expect(await rows('input')).toEqual(inputsBefore);
    const job = await t.database.db.selectFrom('parse_jobs').selectAll().where('contract', '=', USDT).executeTakeFirstOrThrow();
    expect(job).toMatchObject({ status: 'done', to_height: 7, done_height: 7 });
    expect(Number(job.results)).toBe(inputsBefore.length + approvalsBefore.length);
    expect(await task.runOnce()).toBe(false);
  });

  it('removes the parsed rows above a rollback height', async () => {
    await t.database.db.transaction().execute((trx) => rollbackEvmTo(trx, 'eth', 3));
    const left = await t.database.db.selectFrom('parsed_results').select('block_height').where('chain', '=', ETH).execute();
    expect(left.length).toBeGreaterThan(0);
    expect(left.every((r) => r.block_height <= 3)).toBe(true);
    const usdt = await t.database.db.selectFrom('contracts').select(['last_activity_block', 'last_activity_at']).where('address', '=', USDT).executeTakeFirstOrThrow();
    expect(usdt).toEqual({ last_activity_block: null, last_activity_at: null }); // its activity was above the height: unknown now
  });
});
