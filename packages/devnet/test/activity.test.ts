import { createPublicClient, http, parseEther, parseAbiItem, toEventSelector, decodeEventLog, getAddress, type Address, type Hex, type PublicClient } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { devAccounts } from '../src/accounts';
import { startActivity, type Activity } from '../src/activity/start-activity';
import { startAnvil, type AnvilNode } from '../src/anvil';
import { loadContracts, type CompiledContracts } from '../src/compile';
import { scanChain, type MinedTx } from './chain-scan';

const TRANSFER = parseAbiItem('event Transfer(address indexed from, address indexed to, uint256 value)');
const APPROVAL = parseAbiItem('event Approval(address indexed owner, address indexed spender, uint256 value)');
const ROUNDS = 8;

describe('activity generator on a real Anvil (automine)', () => {
  let node: AnvilNode;
  let client: PublicClient;
  let activity: Activity;
  let mined: MinedTx[];
  let contracts: CompiledContracts;

  beforeAll(async () => {
    contracts = await loadContracts();
    node = await startAnvil({ chainId: 1 });
    client = createPublicClient({ cacheTime: 0, transport: http(node.rpcUrl) });
    activity = startActivity({ rpcUrl: node.rpcUrl, chainId: 1, rounds: ROUNDS, intervalMs: 20, seed: 1234 });
    await activity.done;
    mined = await scanChain(client);
  });
  afterAll(async () => {
    await activity?.stop();
    await node?.stop();
  });

  it('runs its rounds without errors and reports what it did', () => {
    const stats = activity.stats();
    expect(stats.rounds).toBe(ROUNDS);
    expect(stats.errors).toBe(0);
    expect(stats.submitted).toBe(mined.length);
    expect(stats.succeeded + stats.reverted).toBe(mined.length);
    expect(stats.reverted).toBe(mined.filter((m) => m.receipt.status === 'reverted').length);
  });

  it('sends legacy, EIP-2930 and EIP-1559 transactions with varied fees', () => {
    const byType = (type: string) => mined.filter((m) => m.tx.type === type).map((m) => m.tx);
    const legacy = byType('legacy');
    const eip2930 = byType('eip2930');
    const eip1559 = byType('eip1559');
    expect(legacy.length).toBeGreaterThan(0);
    expect(eip2930.length).toBeGreaterThan(0);
    expect(eip1559.length).toBeGreaterThan(0);
    expect(legacy.every((tx) => tx.chainId === 1)).toBe(true); // EIP-155 signed
    expect(new Set(eip1559.map((tx) => tx.maxPriorityFeePerGas)).size).toBeGreaterThan(3);
    expect(new Set(eip1559.map((tx) => tx.maxFeePerGas)).size).toBeGreaterThan(3);
    expect(new Set([...legacy, ...eip2930].map((tx) => tx.gasPrice)).size).toBeGreaterThan(1);
  });

  it('moves native coin in small and large amounts, also to fresh addresses', () => {
    const dev = new Set(devAccounts().map((a) => a.address));
    const transfers = mined.filter((m) => m.tx.input === '0x' && m.tx.value > 0n && m.receipt.status === 'success');
    const values = transfers.map((m) => m.tx.value);
    expect(values.some((v) => v < parseEther('0.001'))).toBe(true);
    expect(values.some((v) => v >= parseEther('0.1'))).toBe(true);
    expect(new Set(values).size).toBeGreaterThan(values.length / 2);
    expect(transfers.some((m) => m.tx.to && !dev.has(getAddress(m.tx.to)))).toBe(true);
    expect(transfers.some((m) => m.tx.to && dev.has(getAddress(m.tx.to)))).toBe(true);
  });

  it('mines reverting contract calls with status 0', () => {
    const reverted = mined.filter((m) => m.receipt.status === 'reverted');
    expect(reverted.length).toBeGreaterThan(0);
    for (const { tx, receipt } of reverted) {
      expect(tx.to).not.toBeNull();
      expect(tx.input.length).toBeGreaterThan(10);
      expect(receipt.gasUsed).toBeLessThanOrEqual(tx.gas);
    }
  });

  it('creates contracts: tokens, a vault and a counter', async () => {
    const created = mined.filter((m) => m.receipt.contractAddress).map((m) => getAddress(m.receipt.contractAddress!));
    expect(created.length).toBeGreaterThanOrEqual(4);
    const stats = activity.stats();
    expect(stats.tokens.length).toBeGreaterThanOrEqual(2);
    for (const address of [...stats.tokens, ...stats.vaults, ...stats.counters]) expect(created).toContain(address);
    for (const address of created) expect((await client.getCode({ address }))?.length).toBeGreaterThan(2);
  });

  it('uses explicit, gapless nonces per sender', async () => {
    const bySender = new Map<Address, number[]>();
    for (const { tx } of mined) bySender.set(tx.from, [...(bySender.get(tx.from) ?? []), tx.nonce]);
    expect(bySender.size).toBeGreaterThan(5);
    for (const [sender, nonces] of bySender) {
      expect(nonces).toEqual(nonces.map((_, i) => i));
      expect(await client.getTransactionCount({ address: sender })).toBe(nonces.length);
    }
  });

  it('emits ERC-20 Transfer and Approval logs from deployed tokens, with balances that add up', async () => {
    const created = new Set(mined.filter((m) => m.receipt.contractAddress).map((m) => getAddress(m.receipt.contractAddress!)));
    const logs = mined.flatMap((m) => m.receipt.logs);
    // ERC-721 Transfer has the same signature with the token id indexed (4 topics)
    const transfers = logs.filter((l) => l.topics[0] === toEventSelector(TRANSFER) && l.topics.length === 3);
    const approvals = logs.filter((l) => l.topics[0] === toEventSelector(APPROVAL));
    expect(approvals.length).toBeGreaterThan(0);
    expect(approvals.every((l) => created.has(getAddress(l.address)))).toBe(true);
    const tokens = [...new Set(transfers.map((l) => getAddress(l.address)))];
    expect(tokens.length).toBeGreaterThanOrEqual(2);
    const abi = contracts.DevToken.abi;
    let traded = 0;
    for (const token of tokens) {
      expect(created.has(token)).toBe(true);
      const replayed = new Map<Address, bigint>();
      const moves = transfers.filter((l) => getAddress(l.address) === token).map((l) => decodeEventLog({ abi: [TRANSFER], data: l.data, topics: l.topics }).args);
      for (const { from, to, value } of moves) {
        replayed.set(from, (replayed.get(from) ?? 0n) - value);
        replayed.set(to, (replayed.get(to) ?? 0n) + value);
      }
      const holders = [...replayed.keys()].filter((a) => a !== '0x0000000000000000000000000000000000000000');
      const balances = await Promise.all(holders.map((h) => client.readContract({ address: token, abi, functionName: 'balanceOf', args: [h] }) as Promise<bigint>));
      holders.forEach((h, i) => expect(balances[i]).toBe(replayed.get(h)));
      const supply = (await client.readContract({ address: token, abi, functionName: 'totalSupply' })) as bigint;
      expect(balances.reduce((a, b) => a + b, 0n)).toBe(supply);
      if (holders.length > 1) traded++;
    }
    expect(traded).toBeGreaterThanOrEqual(2); // tokens that moved beyond their mint
  });

  it('deploys an ERC-721 collection, an ERC-1155 multi-token and a factory early, and mints', async () => {
    const stats = activity.stats();
    const early = mined.slice(0, 12).map((m) => m.receipt.contractAddress && getAddress(m.receipt.contractAddress));
    for (const list of [stats.nfts, stats.multiTokens, stats.factories]) {
      expect(list.length).toBe(1);
      expect(early).toContain(list[0]);
    }
    const supports = (address: Address, id: Hex) => client.readContract({ address, abi: contracts.DevNft.abi, functionName: 'supportsInterface', args: [id] });
    expect(await supports(stats.nfts[0]!, '0x80ac58cd')).toBe(true);
    expect(await supports(stats.multiTokens[0]!, '0xd9b67a26')).toBe(true);
    expect(stats.byKind['nft-mint']).toBeGreaterThan(0);
    const minted = mined.filter((m) => m.tx.to && [stats.nfts[0], stats.multiTokens[0]].includes(getAddress(m.tx.to)) && m.receipt.status === 'success');
    expect(minted.length).toBe(stats.byKind['nft-mint']);
  });

  it('calls the factory, which creates children with CREATE and CREATE2 inside the call', async () => {
    const stats = activity.stats();
    const calls = mined.filter((m) => m.tx.to && getAddress(m.tx.to) === stats.factories[0]);
    expect(calls.length).toBe(stats.byKind['factory-create']);
    expect(calls.length).toBeGreaterThanOrEqual(2);
    expect(new Set(calls.map((m) => m.tx.input.slice(0, 10))).size).toBe(2); // create() and create2(bytes32)
    expect(stats.children.length).toBe(calls.length);
    for (const child of stats.children) {
      expect((await client.getCode({ address: child }))?.length).toBeGreaterThan(2);
      expect(mined.some((m) => m.receipt.contractAddress && getAddress(m.receipt.contractAddress) === child)).toBe(false);
    }
  });

  it('calls transferFrom on approved allowances', () => {
    const spent = mined.filter((m) => m.tx.input.startsWith('0x23b872dd') && m.receipt.status === 'success');
    expect(spent.length).toBeGreaterThan(0);
  });
});
