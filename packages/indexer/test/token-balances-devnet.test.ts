/**
 * Token balances on the devnet: the activity generator's ERC-20 tokens, ERC-721 collections and
 * ERC-1155 multi-tokens (plus an NFT transfer, a TransferBatch and a fee-on-transfer token sent here),
 * indexed into each engine, equal what Anvil answers at the indexed tip — balanceOf for every ERC-20
 * and ERC-721 holder, ownerOf for every item, balanceOf(holder, id) for every ERC-1155 balance, and
 * zero for every other address the tokens' logs name. The balance sampler marks the fee-on-transfer
 * token as not exact and the devnet's tokens as exact.
 */
import { CHAINS, chainKey, createLogger, tokenMoves } from '@explorer/core';
import { bytea } from '@explorer/db';
import { openTestDatabase, TEST_ENGINES, type TestDatabase } from '@explorer/db/testing';
import { devAccounts, loadContracts, startActivity, startAnvil, type ActivityStats, type AnvilNode, type CompiledContracts } from '@explorer/devnet';
import { createPublicClient, http, type Abi, type Address } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBalanceSampler } from '../src/families/evm/balances';
import { createIndexer } from '../src/indexer';
import { storedTokenLogs } from '../src/store/evm/token-balances';
import { compileTestContracts, createDeployer, type TestContracts } from './support/enrich-fixtures';

const logger = createLogger('test', 'silent');
const ETH = chainKey('eth');

describe('token balances on the devnet', () => {
  let anvil: AnvilNode;
  let stats: ActivityStats;
  let contracts: CompiledContracts;
  let test: TestContracts;
  let head: number;
  let feeToken: Address;

  beforeAll(async () => {
    [anvil, contracts, test] = await Promise.all([startAnvil({ chainId: 1 }), loadContracts(), compileTestContracts()]);
    const activity = startActivity({ rpcUrl: anvil.rpcUrl, chainId: 1, rounds: 10, intervalMs: 20, seed: 4321, logger });
    await activity.done;
    stats = activity.stats();
    const d = createDeployer(anvil.rpcUrl);
    const [me, other] = devAccounts(2).map((a) => a.address);
    // an ERC-721 item that changes hands, and an ERC-1155 batch between holders
    const nft = stats.nfts[0]!;
    await d.call(nft, contracts.DevNft, 'mint', [me]);
    const client = createPublicClient({ transport: http(anvil.rpcUrl) });
    const id = (await client.readContract({ address: nft, abi: contracts.DevNft.abi, functionName: 'totalSupply' })) as bigint;
    await d.call(nft, contracts.DevNft, 'transferFrom', [me, other, id]);
    const multi = stats.multiTokens[0]!;
    await d.call(multi, contracts.DevMultiToken, 'mint', [me, 7n, 10n]);
    await d.call(multi, contracts.DevMultiToken, 'mint', [me, 8n, 4n]);
    await d.call(multi, contracts.DevMultiToken, 'safeBatchTransferFrom', [me, other, [7n, 8n], [3n, 4n], '0x']);
    feeToken = (await d.deploy(test.FeeOnTransferToken, [10n ** 20n])).address;
    await d.call(feeToken, test.FeeOnTransferToken, 'transfer', [other, 10n ** 18n]);
    head = Number(await client.getBlockNumber());
  }, 120_000);
  afterAll(async () => anvil?.stop());

  describe.each(TEST_ENGINES)('into %s', (engine) => {
    let t: TestDatabase;
    beforeAll(async () => {
      t = await openTestDatabase(engine);
      await createIndexer({ database: t.database, chain: CHAINS.eth, rpcUrl: anvil.rpcUrl, logger, stopAtHeight: head }).run();
    }, 120_000);
    afterAll(async () => t?.drop());

    it('every holder balance, item owner and ERC-1155 balance equals what the node answers at the indexed tip', async () => {
      expect(stats.errors).toBe(0);
      const db = t.database.db;
      const client = createPublicClient({ transport: http(anvil.rpcUrl) });
      const read = (address: string, abi: Abi, functionName: string, args: unknown[]) =>
        client.readContract({ address: address as Address, abi, functionName, args, blockNumber: BigInt(head) }) as Promise<bigint | string>;
      const tokens = await db.selectFrom('token_stats').select(['token', 'standard', 'holders']).where('chain', '=', ETH).execute();
      const standards = new Map(tokens.map((r) => [r.token, r.standard]));
      for (const a of [...stats.tokens, ...stats.nfts, ...stats.multiTokens]) expect(standards.get(a.toLowerCase()), a).toBeDefined();
      expect([...standards.values()].sort()).toEqual(expect.arrayContaining([1, 2, 3]));
      // every address the tokens' logs name, to check that those without a row hold nothing
      const named = new Map<string, Set<string>>();
      for (const m of tokenMoves(await storedTokenLogs(db, 'eth', -1, null))) {
        const set = named.get(m.token) ?? new Set<string>();
        for (const a of [m.from, m.to]) if (a !== '0x0000000000000000000000000000000000000000') set.add(a);
        named.set(m.token, set);
      }
      const compared = { 1: 0, 2: 0, 3: 0 } as Record<number, number>;
      for (const { token, standard, holders: holderCount } of tokens) {
        if (token === feeToken.toLowerCase()) continue;
        const abi = standard === 1 ? contracts.DevToken.abi : standard === 2 ? contracts.DevNft.abi : contracts.DevMultiToken.abi;
        const holders = await db.selectFrom('token_holders').select(['holder', 'balance']).where('chain', '=', ETH).where('token', '=', bytea(token)).execute();
        const items = await db.selectFrom('token_items').select(['token_id', 'holder', 'balance']).where('chain', '=', ETH).where('token', '=', bytea(token)).execute();
        expect(holders.filter((h) => BigInt(h.balance) > 0n)).toHaveLength(Number(holderCount));
        const held = new Map(holders.map((h) => [h.holder, h.balance]));
        for (const address of named.get(token) ?? []) {
          if (standard === 3) continue; // per id below
          expect(String(await read(token, abi, 'balanceOf', [address])), `${token} ${address}`).toBe(held.get(address) ?? '0');
          compared[standard]!++;
        }
        if (standard === 2) {
          for (const item of items) {
            expect(item.balance).toBe('1');
            expect(String(await read(token, abi, 'ownerOf', [BigInt(item.token_id)])).toLowerCase()).toBe(item.holder);
            compared[2]!++;
          }
          const supply = await read(token, abi, 'totalSupply', []);
          expect(items).toHaveLength(Number(supply)); // DevNft has no burn
        }
        if (standard === 3) {
          const sums = new Map<string, bigint>();
          for (const item of items) {
            expect(String(await read(token, abi, 'balanceOf', [item.holder, BigInt(item.token_id)]))).toBe(item.balance);
            sums.set(item.holder, (sums.get(item.holder) ?? 0n) + BigInt(item.balance));
            compared[3]!++;
          }
          expect(new Map(holders.map((h) => [h.holder, BigInt(h.balance)]))).toEqual(sums);
        }
      }
      // every standard compared, the ERC-20s on every address their logs name
      expect(compared[1]).toBeGreaterThan(5);
      expect(compared[2]).toBeGreaterThan(1);
      expect(compared[3]).toBeGreaterThan(1);
    });

    it('the balance sampler marks the fee-on-transfer token as not exact and the devnet tokens as exact', async () => {
      const sampler = createBalanceSampler({ database: t.database, chain: CHAINS.eth, rpcUrl: anvil.rpcUrl, logger, tokensPerPass: 100 });
      const pass = await sampler.runOnce();
      expect(pass.deferred).toBe(0);
      const rows = await t.database.db.selectFrom('token_stats').select(['token', 'balances_exact', 'checked_height', 'mismatch']).where('chain', '=', ETH).where('standard', '=', 1).execute();
      const fee = rows.find((r) => r.token === feeToken.toLowerCase())!;
      expect(fee).toMatchObject({ balances_exact: false, checked_height: head });
      expect(fee.mismatch).toMatchObject({ holder: expect.any(String), height: head });
      const devTokens = rows.filter((r) => stats.tokens.some((a) => a.toLowerCase() === r.token));
      expect(devTokens.length).toBeGreaterThan(0);
      for (const r of devTokens) expect(r.balances_exact, r.token).toBe(true);
      // a second pass has nothing due
      expect((await sampler.runOnce()).compared).toBe(0);
    });
  });
});
