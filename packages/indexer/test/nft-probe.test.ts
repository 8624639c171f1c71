import { CHAINS, createLogger } from '@explorer/core';
import type { Database } from '@explorer/db';
import { openTestDatabase, TEST_ENGINES, type TestDatabase } from '@explorer/db/testing';
import { startAnvil, type AnvilNode } from '@explorer/devnet';
import type { Address } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createIndexer } from '../src/indexer';
import { compileTestContracts, createDeployer } from './support/enrich-fixtures';
import { startFailingProxy } from './support/failing-proxy';
import { createTokenEnricher, type EnrichPassStats, type TokenEnricherOptions } from '../src/families/evm/enrich/token-enricher';

const logger = createLogger('test', 'silent');
const holder: Address = '0x00000000000000000000000000000000000000b0';
const sum = (passes: EnrichPassStats[], key: 'erc20' | 'erc721' | 'erc1155' | 'notErc20' | 'failed') => passes.reduce((n, p) => n + p[key], 0);

async function drain(database: Database, rpcUrl: string, extra: Partial<TokenEnricherOptions> = {}): Promise<EnrichPassStats[]> {
  const e = createTokenEnricher({ database, chain: CHAINS.eth, rpcUrl, logger, batchSize: 4, ...extra });
  const passes: EnrichPassStats[] = [];
  do passes.push(await e.runOnce());
  while (passes.at(-1)!.more && passes.length < 50);
  return passes;
}

const row = (database: Database, address: string) =>
  database.db.selectFrom('contracts').selectAll().where('chain', '=', 'eth').where('address', '=', address.toLowerCase()).executeTakeFirstOrThrow();

describe('ERC-721 and ERC-1155 detection through ERC-165 on Anvil', () => {
  let anvil: AnvilNode;
  let head: number;
  const at: Record<string, Address> = {};

  beforeAll(async () => {
    let c;
    [anvil, c] = await Promise.all([startAnvil({ chainId: 1 }), compileTestContracts()]);
    const d = createDeployer(anvil.rpcUrl);
    at.nft = (await d.deploy(c.DevNft, ['Pixel Foxes', 'PIFO'])).address;
    await d.call(at.nft, c.DevNft, 'mint', [holder]);
    at.multi = (await d.deploy(c.DevMultiToken, ['Forge Items', 'FOIT'])).address;
    await d.call(at.multi, c.DevMultiToken, 'mint', [holder, 3n, 40n]);
    at.token = (await d.deploy(c.DevToken, ['Amber Falcon', 'AMF', 6, 10n ** 12n])).address;
    at.claims = (await d.deploy(c.ClaimsEveryInterface)).address;
    at.only165 = (await d.deploy(c.Erc165Only)).address;
    at.userNft = (await d.deploy(c.DevNft, ['Harbor Keys', 'HAKE'])).address;
    head = (await d.call(at.userNft, c.DevNft, 'mint', [holder])).block;
  });
  afterAll(async () => anvil?.stop());

  describe.each(TEST_ENGINES)('into %s', (engine) => {
    let t: TestDatabase;
    beforeAll(async () => {
      t = await openTestDatabase(engine);
      await createIndexer({ database: t.database, chain: CHAINS.eth, rpcUrl: anvil.rpcUrl, logger, stopAtHeight: head }).run();
      // a user typed this collection before it was probed: their type and name stay
      await t.database.db
        .updateTable('contracts')
        .set({ source: 'user', contract_type: 'DEFI', name: 'My Keys' })
        .where('address', '=', at.userNft!.toLowerCase())
        .execute();
    });
    afterAll(async () => t?.drop());

    it('treats a node error on the NFT interface calls as a node failure, not as "not supported"', async () => {
      // the node fails supportsInterface(0x80ac58cd), which only contracts that pass the ERC-165 check are asked
      const proxy = await startFailingProxy(anvil.rpcUrl, (call) => {
        const data = (call.params?.[0] as { data?: string } | undefined)?.data ?? '';
        return call.method === 'eth_call' && data.startsWith('0x01ffc9a780ac58cd') ? { code: -32000, message: 'header not found' } : null;
      });
      try {
        const passes = await drain(t.database, proxy.url);
        expect(sum(passes, 'failed')).toBe(4); // nft, multi, userNft, only165
        expect(proxy.failed()).toBe(4);
        for (const a of [at.nft!, at.multi!, at.only165!]) {
          expect(await row(t.database, a)).toMatchObject({ token_probe: 'failed', token_probe_failures: 1, contract_type: 'OTHER', name: null });
        }
        expect(await row(t.database, at.userNft!)).toMatchObject({ token_probe: 'failed', contract_type: 'DEFI', name: 'My Keys' });
        expect(await row(t.database, at.token!)).toMatchObject({ token_probe: 'erc20', contract_type: 'ERC20' });
        expect(await row(t.database, at.claims!)).toMatchObject({ token_probe: 'not_erc20', contract_type: 'OTHER' });
      } finally {
        await proxy.close();
      }
    });

    it('classifies the devnet ERC-721 and ERC-1155 once the node answers, with their name and symbol', async () => {
      const passes = await drain(t.database, anvil.rpcUrl, { retryBaseMs: 0 });
      expect([sum(passes, 'erc721'), sum(passes, 'erc1155'), sum(passes, 'notErc20'), sum(passes, 'failed')]).toEqual([2, 1, 1, 0]);
      expect(await row(t.database, at.nft!)).toMatchObject({
        source: 'indexer',
        contract_type: 'ERC721',
        is_erc20: false,
        name: 'Pixel Foxes',
        symbol: 'PIFO',
        decimals: null,
        total_supply: '1',
        token_probe: 'erc721',
        token_probe_failures: 0,
      });
      expect(await row(t.database, at.multi!)).toMatchObject({
        contract_type: 'ERC1155',
        is_erc20: false,
        name: 'Forge Items',
        symbol: 'FOIT',
        decimals: null,
        total_supply: null,
        token_probe: 'erc1155',
      });
      // no ERC-20 parser configs for NFTs
      const configs = await t.database.db.selectFrom('parser_configs').select('contract_address').where('chain', '=', 'eth').execute();
      expect(new Set(configs.map((r) => r.contract_address))).toEqual(new Set([at.token!.toLowerCase()]));
    });

    it('keeps a user’s type and name, filling only the symbol', async () => {
      expect(await row(t.database, at.userNft!)).toMatchObject({
        source: 'user',
        contract_type: 'DEFI',
        name: 'My Keys',
        symbol: 'HAKE',
        is_erc20: false,
        token_probe: 'erc721',
      });
    });

    it('still tells an ERC-20, and believes no interface of a contract that fails the ERC-165 rule', async () => {
      expect(await row(t.database, at.token!)).toMatchObject({ contract_type: 'ERC20', is_erc20: true, name: 'Amber Falcon', decimals: 6 });
      expect(await row(t.database, at.claims!)).toMatchObject({ contract_type: 'OTHER', is_erc20: false, token_probe: 'not_erc20' });
      expect(await row(t.database, at.only165!)).toMatchObject({ contract_type: 'OTHER', is_erc20: false, token_probe: 'not_erc20' });
    });
  });
});
