/**
 * The generator's memory across rounds (World) and the chain state it reads at the start of each
 * round (Snapshot): coin balances, token balances of the active tokens, allowances, vault deposits.
 */
import type { Address, PublicClient } from 'viem';
import type { HDAccount } from 'viem/accounts';
import type { CompiledContracts } from '../compile';
import type { PlanContext, Snapshot, World } from './types';

/** only the newest tokens and vaults get activity; older ones stay on chain, dormant */
export const ACTIVE_TOKENS = 5;
export const ACTIVE_VAULTS = 2;
const MAX_APPROVALS = 24;
const MAX_FRESH = 64;
/** contracts remembered per kind; older ones are left alone on chain */
const MAX_REMEMBERED = 20;

export function createWorld(): World {
  return { tokens: [], vaults: [], counters: [], nfts: [], multiTokens: [], factories: [], children: [], approvals: [], fresh: [], lastBlock: -1n, decks: new Map() };
}

export function activeTokens(world: World) {
  return world.tokens.slice(-ACTIVE_TOKENS);
}

export function activeVaults(world: World) {
  return world.vaults.slice(-ACTIVE_VAULTS);
}

/**
 * Deals the next card of a shuffled deck holding each choice as often as given, so a short run
 * already covers every choice while a long run keeps the given proportions.
 */
export function draw<K extends string>(ctx: PlanContext, name: string, counts: Readonly<Record<K, number>>): K {
  let deck = ctx.world.decks.get(name);
  if (!deck?.length) {
    deck = ctx.random.shuffle(Object.entries(counts).flatMap(([key, n]) => Array<string>(n as number).fill(key)));
    ctx.world.decks.set(name, deck);
  }
  return deck.pop() as K;
}

export function forgetOldContracts(world: World): void {
  world.tokens = world.tokens.slice(-MAX_REMEMBERED);
  world.vaults = world.vaults.slice(-MAX_REMEMBERED);
  world.counters = world.counters.slice(-MAX_REMEMBERED);
  world.nfts = world.nfts.slice(-MAX_REMEMBERED);
  world.multiTokens = world.multiTokens.slice(-MAX_REMEMBERED);
  world.factories = world.factories.slice(-MAX_REMEMBERED);
  world.children = world.children.slice(-MAX_REMEMBERED);
}

export function rememberApproval(world: World, token: Address, owner: Address, spender: Address): void {
  world.approvals = world.approvals.filter((a) => !(a.token === token && a.owner === owner && a.spender === spender));
  world.approvals.push({ token, owner, spender });
  if (world.approvals.length > MAX_APPROVALS) world.approvals.shift();
}

export function rememberFresh(world: World, address: Address): void {
  world.fresh.push(address);
  if (world.fresh.length > MAX_FRESH) world.fresh.shift();
}

export async function readSnapshot(
  client: PublicClient,
  world: World,
  accounts: readonly HDAccount[],
  contracts: CompiledContracts,
): Promise<Snapshot> {
  const block = await client.getBlock({ blockTag: 'latest' });
  const blockNumber = block.number;
  const read = (address: Address, name: 'DevToken' | 'Vault', functionName: string, args: unknown[]) =>
    client.readContract({ address, abi: contracts[name].abi, functionName, args, blockNumber }) as Promise<bigint>;
  const tokens = activeTokens(world);
  const vaults = activeVaults(world);
  const [eth, balances, allowances, deposits] = await Promise.all([
    Promise.all(accounts.map((a) => client.getBalance({ address: a.address, blockNumber }))),
    Promise.all(tokens.map((t) => Promise.all(accounts.map((a) => read(t.address, 'DevToken', 'balanceOf', [a.address]))))),
    Promise.all(world.approvals.map((a) => read(a.token, 'DevToken', 'allowance', [a.owner, a.spender]))),
    Promise.all(vaults.map((v) => Promise.all(accounts.map((a) => read(v, 'Vault', 'deposits', [a.address]))))),
  ]);
  const byAccount = (values: bigint[]) => new Map(accounts.map((a, i) => [a.address, values[i] ?? 0n]));
  return {
    blockNumber,
    baseFee: block.baseFeePerGas ?? 0n,
    eth: byAccount(eth),
    tokenBalances: new Map(tokens.map((t, i) => [t.address, byAccount(balances[i] ?? [])])),
    allowances: world.approvals.map((a, i) => ({ ...a, amount: allowances[i] ?? 0n })),
    deposits: new Map(vaults.map((v, i) => [v, byAccount(deposits[i] ?? [])])),
  };
}

/** after a restart or a reorg: forget contracts that are no longer on chain */
export async function revalidateWorld(client: PublicClient, world: World): Promise<void> {
  const alive = async (address: Address) => ((await client.getCode({ address })) ?? '0x') !== '0x';
  const keep = async <T>(items: T[], addressOf: (item: T) => Address) => {
    const flags = await Promise.all(items.map((item) => alive(addressOf(item))));
    return items.filter((_, i) => flags[i]);
  };
  world.tokens = await keep(world.tokens, (t) => t.address);
  world.vaults = await keep(world.vaults, (v) => v);
  world.counters = await keep(world.counters, (c) => c);
  world.nfts = await keep(world.nfts, (c) => c);
  world.multiTokens = await keep(world.multiTokens, (c) => c);
  world.factories = await keep(world.factories, (c) => c);
  world.children = await keep(world.children, (c) => c);
  const tokenSet = new Set(world.tokens.map((t) => t.address));
  world.approvals = world.approvals.filter((a) => tokenSet.has(a.token));
}
