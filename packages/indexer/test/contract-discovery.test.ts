/**
 * Contract discovery end to end, as `npm start` runs it: the devnet's activity generator on Anvil,
 * the EVM indexer, and the EVM family's background tasks (token probe, creation tracer) —
 * the devnet's ERC-721 and ERC-1155 are typed by ERC-165, its ERC-20s stay ERC20, and the
 * children its factory created inside calls are contracts with the factory as creator.
 */
import { CHAINS, chainKey, createLogger } from '@explorer/core';
import { bytea } from '@explorer/db';
import { openTestDatabase, TEST_ENGINES, type TestDatabase } from '@explorer/db/testing';
import { startActivity, startAnvil, type ActivityStats, type AnvilNode } from '@explorer/devnet';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createIndexer, familyModule } from '../src';
import { rpcCall } from './support/anvil-activity';

const logger = createLogger('test', 'silent');

async function waitFor(check: () => Promise<boolean>, what: string, timeoutMs = 30_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

describe('contract discovery on the devnet', () => {
  let anvil: AnvilNode;
  let stats: ActivityStats;
  let head: number;

  beforeAll(async () => {
    anvil = await startAnvil({ chainId: 1 });
    const activity = startActivity({ rpcUrl: anvil.rpcUrl, chainId: 1, rounds: 8, intervalMs: 20, seed: 1234, logger });
    await activity.done;
    stats = activity.stats();
    head = Number(await rpcCall<string>(anvil.rpcUrl, 'eth_blockNumber'));
  });
  afterAll(async () => anvil?.stop());

  describe.each(TEST_ENGINES)('into %s', (engine) => {
    let t: TestDatabase;
    beforeAll(async () => {
      t = await openTestDatabase(engine);
    });
    afterAll(async () => t?.drop());

    it('types the NFTs and tokens and records the factory’s children', async () => {
      expect(stats.errors).toBe(0);
      expect(stats.children.length).toBeGreaterThan(0);
      await createIndexer({ database: t.database, chain: CHAINS.eth, rpcUrl: anvil.rpcUrl, logger, stopAtHeight: head }).run();
      const controller = new AbortController();
      const tasks = familyModule('evm').background!({ database: t.database, chain: CHAINS.eth, rpcUrl: anvil.rpcUrl, logger });
      const running = Promise.all(tasks.map((task) => task.run(controller.signal)));
      const rows = () => t.database.db.selectFrom('contracts').selectAll().where('chain', '=', 'eth').execute();
      const byAddress = async () => new Map((await rows()).map((r) => [r.address, r]));
      try {
        const factory = stats.factories[0]!.toLowerCase();
        const children = stats.children.map((c) => c.toLowerCase());
        await waitFor(async () => {
          const all = await byAddress();
          return all.get(stats.multiTokens[0]!.toLowerCase())?.token_probe === 'erc1155' && children.every((c) => all.get(c)?.token_probe);
        }, 'the probes and traces');
        const all = await byAddress();
        expect(all.get(stats.nfts[0]!.toLowerCase())).toMatchObject({ contract_type: 'ERC721', is_erc20: false, token_probe: 'erc721' });
        expect(all.get(stats.nfts[0]!.toLowerCase())?.name).toBeTruthy();
        expect(all.get(stats.multiTokens[0]!.toLowerCase())).toMatchObject({ contract_type: 'ERC1155', is_erc20: false });
        for (const token of stats.tokens) expect(all.get(token.toLowerCase())).toMatchObject({ contract_type: 'ERC20', is_erc20: true });
        expect(all.get(factory)).toMatchObject({ contract_type: 'OTHER', token_probe: 'not_erc20' });
        const calls = await t.database.db.selectFrom('evm_transactions').select(['hash', 'block_height']).where('chain', '=', chainKey('eth')).where('to_addr', '=', bytea(factory)).where('status', '=', 1).orderBy('block_height').execute();
        expect(calls).toHaveLength(children.length);
        children.forEach((child, i) => {
          expect(all.get(child)).toMatchObject({ source: 'indexer', creator: factory, creation_tx: calls[i]!.hash, creation_block: calls[i]!.block_height, token_probe: 'not_erc20' });
        });
        // no other contract was created inside a call
        expect([...all.values()].filter((r) => r.creator === factory).map((r) => r.address).sort()).toEqual([...children].sort());
      } finally {
        controller.abort();
        await running;
      }
    });
  });
});
