/**
 * The indexer's token metadata enricher, seen through the API: after a DevToken transfer is indexed
 * the receipt and the block's transaction list carry the raw amount only; once the enricher has
 * probed the token they carry its name, symbol and decimals.
 */
import { CHAINS, createLogger } from '@explorer/core';
import { TEST_ENGINES } from '@explorer/db/testing';
import { loadContracts, devAccounts, startAnvil, type AnvilNode } from '@explorer/devnet';
import { createIndexer, createTokenEnricher } from '@explorer/indexer';
import {
  createPublicClient,
  createWalletClient,
  encodeDeployData,
  encodeFunctionData,
  http,
  type Hex,
} from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, signUp, startTestServer, type TestServer } from './support/server';

const logger = createLogger('test', 'silent');
const receiver = '0x00000000000000000000000000000000000000b0';

describe.each(TEST_ENGINES)('token metadata in API answers, %s', (engine) => {
  let anvil: AnvilNode;
  let s: TestServer;
  let token: string;
  let transferHash: Hex;
  let transferBlock: number;
  let tokenAddress: string;

  beforeAll(async () => {
    const [node, server, contracts] = await Promise.all([
      startAnvil({ chainId: 1 }),
      startTestServer(engine),
      loadContracts(),
    ]);
    anvil = node;
    s = server;
    const { abi, bytecode } = contracts.DevToken;
    const wallet = createWalletClient({ account: devAccounts(1)[0]!, transport: http(anvil.rpcUrl) });
    const client = createPublicClient({ transport: http(anvil.rpcUrl) });
    const deployHash = await wallet.sendTransaction({
      chain: null,
      data: encodeDeployData({ abi, bytecode, args: ['Quiet Harbor', 'QHB', 6, 10n ** 15n] }),
    });
    tokenAddress = (
      await client.waitForTransactionReceipt({ hash: deployHash, pollingInterval: 50 })
    ).contractAddress!.toLowerCase();
    transferHash = await wallet.sendTransaction({
      chain: null,
      to: tokenAddress as Hex,
      data: encodeFunctionData({ abi, functionName: 'transfer', args: [receiver, 2_500_000n] }),
    });
    transferBlock = Number(
      (await client.waitForTransactionReceipt({ hash: transferHash, pollingInterval: 50 })).blockNumber,
    );
    await createIndexer({
      database: s.t.database,
      chain: CHAINS.eth,
      rpcUrl: anvil.rpcUrl,
      logger,
      stopAtHeight: transferBlock,
    }).run();
    token = await signUp(s.url, 'token-user');
  });
  afterAll(async () => {
    await s?.close();
    await anvil?.stop();
  });

  const receipt = () =>
    call<{ token: Record<string, unknown> | null; parser_configs: unknown[] }>(
      s.url,
      `/api/v1/transactions/receipt/${transferHash}/eth`,
      { token },
    );
  const listed = async () => {
    const r = await call<{ transactions: Record<string, unknown>[] }>(
      s.url,
      `/api/v1/transactions/block-height/${transferBlock}?chain=eth`,
      { token },
    );
    return r.body.data.transactions.find((tx) => tx.hash === transferHash);
  };

  it('shows the raw amount without symbol before the token is probed', async () => {
    const r = await receipt();
    expect(r.status).toBe(200);
    expect(r.body.data.token).toEqual({
      address: tokenAddress,
      name: null,
      symbol: null,
      decimals: null,
      amount: '2500000',
      from: devAccounts(1)[0]!.address.toLowerCase(),
      to: receiver,
      market_cap_rank: null,
      is_stablecoin: null,
      is_verified: null,
      description: null,
      website_url: null,
      explorer_url: null,
    });
  });

  it('carries name, symbol and decimals once the enricher has probed the token', async () => {
    const enricher = createTokenEnricher({
      database: s.t.database,
      chain: CHAINS.eth,
      rpcUrl: anvil.rpcUrl,
      logger,
    });
    expect(await enricher.runOnce()).toMatchObject({ erc20: 1, written: 1 });
    expect((await receipt()).body.data.token).toMatchObject({
      address: tokenAddress,
      name: 'Quiet Harbor',
      symbol: 'QHB',
      decimals: 6,
      amount: '2500000',
    });
    expect(await listed()).toMatchObject({
      is_token: true,
      contract_addr: tokenAddress,
      token_name: 'Quiet Harbor',
      token_symbol: 'QHB',
      token_decimals: 6,
      token_amount: '2500000',
    });
  });

  it('carries the token’s coin config (rank, flags, description, links) once it has one', async () => {
    await s.t.database.db
      .insertInto('coin_configs')
      .values({ chain: 'eth', contract_addr: tokenAddress, name: 'Quiet Harbor', symbol: 'QHB', market_cap_rank: 42, is_stablecoin: true, is_verified: true, description: 'harbour dollars', website_url: 'https://qhb.example', explorer_url: 'https://scan.example/qhb' })
      .execute();
    // the receipt lists the called contract's active parser configs (the enricher gave the token the ERC-20 defaults)
    const configs = (await receipt()).body.data.parser_configs as { contract_address: string; is_active: boolean }[];
    expect(configs.length).toBeGreaterThan(0);
    expect(configs.every((c) => c.contract_address === tokenAddress && c.is_active)).toBe(true);
    expect((await receipt()).body.data.token).toMatchObject({ market_cap_rank: 42, is_stablecoin: true, is_verified: true, description: 'harbour dollars', website_url: 'https://qhb.example', explorer_url: 'https://scan.example/qhb' });
  });
});
