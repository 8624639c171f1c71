/**
 * Contract activity besides tokens: ordinary state-changing calls (Counter, Vault), and calls that
 * revert on purpose, sent with an explicit gas limit so they are mined with
 * status 0 instead of failing gas estimation.
 */
import { encodeFunctionData, formatEther, type Address } from 'viem';
import { amountOf, holder, spend } from './pick';
import type { PlanContext, Planner } from './types';
import { activeTokens, activeVaults } from './world';

const NOTES = ['gm', 'hello devnet', 'ping', 'checkpoint reached', 'rebalance', 'weekly report', '🚀 to the moon'];

function vaultCall(ctx: PlanContext, vault: Address, functionName: string, args: unknown[]) {
  return { to: vault, data: encodeFunctionData({ abi: ctx.contracts.Vault.abi, functionName, args }) };
}

export const planContractCall: Planner = (ctx) => {
  const { random, world, snap } = ctx;
  const vaults = activeVaults(world);
  if (!vaults.length && !world.counters.length) return null;
  const choice = random.weighted({ counter: world.counters.length ? 4 : 0, deposit: vaults.length ? 3 : 0, withdraw: vaults.length ? 2 : 0 });
  if (choice === 'counter') {
    const to = random.pick(world.counters.slice(-2));
    const from = random.pick(ctx.accounts);
    const form = random.weighted({ increment: 3, add: 3, note: 2 });
    const args = form === 'add' ? [BigInt(random.int(2, 1000))] : form === 'note' ? [random.pick(NOTES)] : [];
    const data = encodeFunctionData({ abi: ctx.contracts.Counter.abi, functionName: form, args });
    return { kind: 'contract-call', from, body: { to, data, gas: BigInt(random.int(95_000, 140_000)) }, label: `Counter.${form}` };
  }
  if (choice === 'withdraw') {
    const vault = random.pick(vaults);
    const deposits = snap.deposits.get(vault);
    const from = holder(ctx, deposits);
    if (from) {
      const amount = amountOf(ctx, deposits?.get(from.address) ?? 0n, 18);
      spend(deposits, from.address, amount);
      const body = { ...vaultCall(ctx, vault, 'withdraw', [amount]), gas: BigInt(random.int(60_000, 100_000)) };
      return { kind: 'contract-call', from, body, label: `Vault.withdraw ${formatEther(amount)}` };
    }
  }
  if (!vaults.length) return null;
  const from = random.pick(ctx.accounts);
  const value = random.magnitude(13, 17);
  const body = { ...vaultCall(ctx, random.pick(vaults), 'deposit', []), value, gas: BigInt(random.int(75_000, 110_000)) };
  return { kind: 'contract-call', from, body, label: `Vault.deposit ${formatEther(value)}` };
};

/** calls that fail on chain: withdrawing more than deposited, spending tokens one does not have */
export const planRevert: Planner = (ctx) => {
  const { random, world, snap } = ctx;
  const vaults = activeVaults(world);
  const tokens = activeTokens(world);
  const from = random.pick(ctx.accounts);
  const gas = BigInt(random.int(60_000, 150_000));
  if (vaults.length && (!tokens.length || random.chance(0.5))) {
    const vault = random.pick(vaults);
    const held = snap.deposits.get(vault)?.get(from.address) ?? 0n;
    const amount = held + random.magnitude(12, 18);
    return { kind: 'revert', from, body: { ...vaultCall(ctx, vault, 'withdraw', [amount]), gas }, label: `Vault.withdraw beyond deposit (${formatEther(amount)})` };
  }
  if (!tokens.length) return null;
  const info = random.pick(tokens);
  const balances = snap.tokenBalances.get(info.address);
  const other = random.pick(ctx.accounts).address;
  const most = [from.address, other].reduce((max, a) => ((balances?.get(a) ?? 0n) > max ? (balances?.get(a) ?? 0n) : max), 0n);
  const amount = most + random.magnitude(0, 6) * 10n ** BigInt(info.decimals);
  const [functionName, args] = random.chance(0.6) ? ['transfer', [other, amount]] : ['transferFrom', [other, from.address, amount]];
  const data = encodeFunctionData({ abi: ctx.contracts.DevToken.abi, functionName, args });
  return { kind: 'revert', from, body: { to: info.address, data, gas }, label: `${info.symbol}.${functionName} beyond balance/allowance` };
};
