import { CHAINS, chainKey, createLogger } from '@explorer/core';
import { openTestDatabase, TEST_ENGINES, type TestDatabase } from '@explorer/db/testing';
import { devAccounts, startAnvil, type AnvilNode } from '@explorer/devnet';
import { encodeFunctionData, getContractAddress, type Address } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRpcClient } from '../src/rpc';
import { createIndexer } from '../src/indexer';
import { compileTestContracts, createDeployer, type TestContracts } from './support/enrich-fixtures';
import { createTokenEnricher } from '../src/families/evm/enrich/token-enricher';

const logger = createLogger('test', 'silent');

describe.each(TEST_ENGINES)('token metadata across a reorg on Anvil into %s', (engine) => {
  let anvil: AnvilNode;
  let c: TestContracts;
  let t: TestDatabase;
  let factory: Address;
  let token: Address;
  let tokenBlock: number;

  const index = (stopAtHeight: number) =>
    createIndexer({
      database: t.database,
      chain: CHAINS.eth,
      rpcUrl: anvil.rpcUrl,
      logger,
      stopAtHeight,
    }).run();
  const enrich = async () => {
    const e = createTokenEnricher({ database: t.database, chain: CHAINS.eth, rpcUrl: anvil.rpcUrl, logger });
    while ((await e.runOnce()).more);
  };
  const tokenRow = () =>
    t.database.db
      .selectFrom('contracts')
      .selectAll()
      .where('chain', '=', 'eth')
      .where('address', '=', token.toLowerCase())
      .execute();
  const createCall = (name: string, symbol: string) =>
    encodeFunctionData({ abi: c.TokenFactory.abi, functionName: 'create', args: [name, symbol, 18, 1000n] });

  beforeAll(async () => {
    [anvil, c, t] = await Promise.all([
      startAnvil({ chainId: 1 }),
      compileTestContracts(),
      openTestDatabase(engine),
    ]);
    const d = createDeployer(anvil.rpcUrl);
    factory = (await d.deploy(c.TokenFactory)).address;
    token = getContractAddress({ from: factory, nonce: 1n });
    tokenBlock = (await d.call(factory, c.TokenFactory, 'create', ['One', 'ONE', 18, 1000n])).block;
  });
  afterAll(async () => {
    await t?.drop();
    await anvil?.stop();
  });

  it('re-reads a token that a reorg replaced at the same address', async () => {
    await index(tokenBlock);
    await enrich();
    expect(await tokenRow()).toMatchObject([
      { name: 'One', symbol: 'ONE', token_first_seen: tokenBlock, creation_block: null },
    ]);

    // the block with the factory call is replaced by one whose call creates a different token at the same address
    const rpc = createRpcClient({ url: anvil.rpcUrl });
    const from = devAccounts(1)[0]!.address;
    await rpc.request('anvil_reorg', [
      1,
      [[{ from, to: factory, data: createCall('Two', 'TWO'), gas: '0x2dc6c0' }, 0]],
    ]);
    await rpc.request('anvil_mine', ['0x1']);
    await index(tokenBlock + 1);
    // the rollback keeps rows without creation facts: the enricher's cursor notices the reorg
    expect(await tokenRow()).toMatchObject([{ name: 'One' }]);

    await enrich();
    expect(await tokenRow()).toMatchObject([
      { source: 'indexer', name: 'Two', symbol: 'TWO', token_first_seen: tokenBlock, token_probe: 'erc20' },
    ]);
    const cursor = await t.database.db
      .selectFrom('token_scan_cursors')
      .selectAll()
      .where('chain', '=', 'eth')
      .executeTakeFirstOrThrow();
    const top = await t.database.db
      .selectFrom('blocks')
      .select(['height', 'hash'])
      .where('chain', '=', chainKey('eth'))
      .where('height', '=', tokenBlock + 1)
      .executeTakeFirstOrThrow();
    expect([cursor.height, cursor.hash]).toEqual([top.height, top.hash]);
  });

  it('drops the row of a token whose only transfers a reorg removed', async () => {
    const rpc = createRpcClient({ url: anvil.rpcUrl });
    const tip = Number(await rpc.request<string>('eth_blockNumber'));
    const from = devAccounts(1)[0]!.address;
    await rpc.request('anvil_reorg', [2, [[{ from, to: from, value: '0x1' }, 0]]]);
    await rpc.request('anvil_mine', ['0x1']);
    await index(tip + 1);
    await enrich();
    expect(await tokenRow()).toEqual([]);
  });
});
