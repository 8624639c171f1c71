import { CHAINS, createLogger } from '@explorer/core';
import type { Database } from '@explorer/db';
import { openTestDatabase, TEST_ENGINES, type TestDatabase } from '@explorer/db/testing';
import { startAnvil, type AnvilNode } from '@explorer/devnet';
import { stringToHex, type Address } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createIndexer } from '../src/indexer';
import {
  compileTestContracts,
  createDeployer,
  startErroringNode,
  type TestContracts,
} from './support/enrich-fixtures';
import { createTokenEnricher, type EnrichPassStats, type TokenEnricherOptions } from '../src/families/evm/enrich/token-enricher';

const logger = createLogger('test', 'silent');
const receiver: Address = '0x00000000000000000000000000000000000000b0';

function enricher(database: Database, rpcUrl: string, extra: Partial<TokenEnricherOptions> = {}) {
  return createTokenEnricher({ database, chain: CHAINS.eth, rpcUrl, logger, batchSize: 3, ...extra });
}

/** passes until nothing more is due; returns their stats */
async function drain(e: ReturnType<typeof enricher>): Promise<EnrichPassStats[]> {
  const passes: EnrichPassStats[] = [];
  do passes.push(await e.runOnce());
  while (passes.at(-1)!.more && passes.length < 50);
  return passes;
}

async function row(database: Database, address: string) {
  return database.db
    .selectFrom('contracts')
    .selectAll()
    .where('chain', '=', 'eth')
    .where('address', '=', address.toLowerCase())
    .executeTakeFirst();
}

describe('token metadata enrichment on Anvil', () => {
  let anvil: AnvilNode;
  let c: TestContracts;
  let head: number;
  const at: Record<string, Address> = {};
  let factoryTokenBlock: number;

  beforeAll(async () => {
    [anvil, c] = await Promise.all([startAnvil({ chainId: 1 }), compileTestContracts()]);
    const d = createDeployer(anvil.rpcUrl);
    at.amf = (await d.deploy(c.DevToken, ['Amber Falcon', 'AMF', 6, 10n ** 12n])).address;
    await d.call(at.amf, c.DevToken, 'transfer', [receiver, 1234n]);
    at.big = (await d.deploy(c.DevToken, ['Big Decimals', 'BIG', 24, 5n * 10n ** 27n])).address;
    at.mkr = (
      await d.deploy(c.Bytes32Token, [
        stringToHex('Maker', { size: 32 }),
        stringToHex('MKR', { size: 32 }),
        10n ** 24n,
      ])
    ).address;
    at.usr = (await d.deploy(c.DevToken, ['User Token', 'USR', 18, 7n * 10n ** 18n])).address;
    at.counter = (await d.deploy(c.Counter)).address;
    await d.call(at.counter, c.Counter, 'increment');
    at.emitter = (await d.deploy(c.TransferEmitter)).address;
    await d.call(at.emitter, c.TransferEmitter, 'poke', [receiver, 5n]);
    at.factory = (await d.deploy(c.TokenFactory)).address;
    factoryTokenBlock = (
      await d.call(at.factory, c.TokenFactory, 'create', ['Factory Coin', 'FAC', 8, 21n * 10n ** 14n])
    ).block;
    const { getContractAddress } = await import('viem');
    at.fac = getContractAddress({ from: at.factory, nonce: 1n });
    head = factoryTokenBlock;
  });
  afterAll(async () => anvil?.stop());

  describe.each(TEST_ENGINES)('into %s', (engine) => {
    let t: TestDatabase;
    beforeAll(async () => {
      t = await openTestDatabase(engine);
      await createIndexer({
        database: t.database,
        chain: CHAINS.eth,
        rpcUrl: anvil.rpcUrl,
        logger,
        stopAtHeight: head,
      }).run();
      // a user edited this token before it was probed: their name and decimals stay
      await t.database.db
        .updateTable('contracts')
        .set({ source: 'user', name: 'My Own Name', decimals: 2 })
        .where('address', '=', at.usr!.toLowerCase())
        .execute();
    });
    afterAll(async () => t?.drop());

    it('leaves everything unprobed when the node cannot be reached', async () => {
      const dead = await startErroringNode(0, '');
      await dead.close(); // nothing listens on that port any more
      await expect(enricher(t.database, dead.url, { rpc: { retryCount: 0 } }).runOnce()).rejects.toThrow();
      const probed = await t.database.db
        .selectFrom('contracts')
        .select('id')
        .where('token_probe', 'is not', null)
        .execute();
      expect(probed).toEqual([]);
    });

    it('marks probes the node answered with an error as failed, and retries them only after the backoff', async () => {
      const node = await startErroringNode(-32000, 'missing trie node 5e2f (path )');
      try {
        const passes = await drain(enricher(t.database, node.url));
        expect(passes.reduce((n, p) => n + p.failed, 0)).toBe(8); // 7 created contracts + the factory's token
        const rows = await t.database.db
          .selectFrom('contracts')
          .select(['address', 'token_probe', 'token_probe_failures', 'is_erc20', 'name'])
          .execute();
        expect(rows).toHaveLength(8);
        for (const r of rows)
          expect(r).toMatchObject({ token_probe: 'failed', token_probe_failures: 1, is_erc20: false });
        expect((await row(t.database, at.usr!))?.name).toBe('My Own Name');
        const calls = node.calls();
        expect(await enricher(t.database, node.url).runOnce()).toMatchObject({ probed: 0, more: false });
        expect(node.calls()).toBe(calls);
      } finally {
        await node.close();
      }
    });

    it('fills the rows of ERC-20 tokens once the node answers', async () => {
      const passes = await drain(enricher(t.database, anvil.rpcUrl, { retryBaseMs: 0 }));
      expect(passes.reduce((n, p) => n + p.erc20, 0)).toBe(5);
      expect(passes.reduce((n, p) => n + p.notErc20, 0)).toBe(3);
      expect(await row(t.database, at.amf!)).toMatchObject({
        source: 'indexer',
        contract_type: 'ERC20',
        is_erc20: true,
        name: 'Amber Falcon',
        symbol: 'AMF',
        decimals: 6,
        total_supply: '1000000000000',
        token_probe: 'erc20',
        token_probe_failures: 0,
        metadata: {},
      });
      // 24 decimals do not fit the column's 0..18: kept as the contract's own figure in metadata
      expect(await row(t.database, at.big!)).toMatchObject({
        is_erc20: true,
        contract_type: 'ERC20',
        symbol: 'BIG',
        decimals: null,
        total_supply: '5000000000000000000000000000',
        metadata: { onchain_decimals: 24 },
      });
      expect(await row(t.database, at.mkr!)).toMatchObject({
        is_erc20: true,
        name: 'Maker',
        symbol: 'MKR',
        decimals: 18,
        total_supply: (10n ** 24n).toString(),
      });
      // each ERC-20 found got the default parser configs (active, source default) and a re-parse of its history; the rest none
      const configs = await t.database.db.selectFrom('parser_configs').select(['contract_address', 'function_name', 'event_name', 'source', 'is_active']).where('chain', '=', 'eth').execute();
      const tokens = new Set(configs.map((c) => c.contract_address));
      expect(tokens.size).toBe(5);
      expect(tokens.has(at.amf!.toLowerCase())).toBe(true);
      expect(configs.every((c) => c.source === 'default' && c.is_active)).toBe(true);
      expect(configs.filter((c) => c.contract_address === at.amf!.toLowerCase()).map((c) => c.function_name || c.event_name).sort()).toEqual(['Approval', 'Transfer', 'approve', 'transfer', 'transferFrom']);
      const jobs = await t.database.db.selectFrom('parse_jobs').select('contract').where('chain', '=', 'eth').execute();
      expect(new Set(jobs.map((j) => j.contract))).toEqual(tokens);
    });

    it('keeps what a user set and fills only what they left empty', async () => {
      expect(await row(t.database, at.usr!)).toMatchObject({
        source: 'user',
        name: 'My Own Name',
        decimals: 2,
        symbol: 'USR',
        total_supply: (7n * 10n ** 18n).toString(),
        token_probe: 'erc20',
      });
    });

    it('adds a row for a token known only from its transfers', async () => {
      expect(await row(t.database, at.fac!)).toMatchObject({
        source: 'indexer',
        creation_block: null,
        token_first_seen: factoryTokenBlock,
        is_erc20: true,
        name: 'Factory Coin',
        symbol: 'FAC',
        decimals: 8,
        total_supply: (21n * 10n ** 14n).toString(),
      });
    });

    it('marks contracts that are not tokens as probed and never asks them again', async () => {
      for (const a of [at.counter!, at.emitter!, at.factory!]) {
        expect(await row(t.database, a)).toMatchObject({
          token_probe: 'not_erc20',
          is_erc20: false,
          contract_type: 'OTHER',
          name: null,
          symbol: null,
          decimals: null,
        });
      }
      const before = await t.database.db
        .selectFrom('contracts')
        .select(['address', 'token_probed_at'])
        .orderBy('address')
        .execute();
      expect(await enricher(t.database, anvil.rpcUrl, { retryBaseMs: 0 }).runOnce()).toMatchObject({
        probed: 0,
        more: false,
      });
      expect(
        await t.database.db
          .selectFrom('contracts')
          .select(['address', 'token_probed_at'])
          .orderBy('address')
          .execute(),
      ).toEqual(before);
    });

    it('runs as a loop until the signal aborts, probing contracts that appear later', async () => {
      const d = createDeployer(anvil.rpcUrl);
      const { address: late, block } = await d.deploy(c.DevToken, ['Late Token', 'LATE', 0, 99n]);
      const controller = new AbortController();
      const loop = enricher(t.database, anvil.rpcUrl, { intervalMs: 20 }).run(controller.signal);
      try {
        await createIndexer({
          database: t.database,
          chain: CHAINS.eth,
          rpcUrl: anvil.rpcUrl,
          logger,
          stopAtHeight: block,
        }).run();
        const until = Date.now() + 20_000;
        while ((await row(t.database, late))?.token_probe !== 'erc20' && Date.now() < until)
          await new Promise((r) => setTimeout(r, 25));
        expect(await row(t.database, late)).toMatchObject({
          name: 'Late Token',
          symbol: 'LATE',
          decimals: 0,
          total_supply: '99',
        });
      } finally {
        controller.abort();
        await loop;
      }
    });
  });
});
