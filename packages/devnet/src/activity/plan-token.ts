/** ERC-20 activity: deployments with varied names and decimals, transfers, approvals, transferFrom. */
import { encodeDeployData, encodeFunctionData, getAddress, maxUint256, type Address } from 'viem';
import { amountOf, holder, otherAccount, outsider, recipient, spend } from './pick';
import type { PlanContext, Planner, TokenInfo } from './types';
import { activeTokens, activeVaults, rememberApproval } from './world';

const ADJECTIVES = ['Solar', 'Quiet', 'Amber', 'Rapid', 'Lunar', 'Iron', 'Velvet', 'Crystal', 'Hidden', 'Golden', 'Nimble', 'Stable'];
const NOUNS = ['Falcon', 'Harbor', 'Meadow', 'Circuit', 'Canyon', 'Ember', 'Orbit', 'Ledger', 'Bridge', 'Dollar', 'Pixel', 'Forge'];
const DECIMALS = [18, 18, 18, 18, 6, 6, 8, 9, 12, 2, 0];

/** one of the active tokens with the dev accounts' balances of it */
function token(ctx: PlanContext) {
  const tokens = activeTokens(ctx.world);
  if (!tokens.length) return null;
  const info = ctx.random.pick(tokens);
  return { info, balances: ctx.snap.tokenBalances.get(info.address) };
}

function call(info: TokenInfo, ctx: PlanContext, functionName: string, args: unknown[]) {
  return { to: info.address, data: encodeFunctionData({ abi: ctx.contracts.DevToken.abi, functionName, args }) };
}

export const planTokenDeploy: Planner = (ctx) => {
  const { random } = ctx;
  const from = random.pick(ctx.accounts);
  const name = `${random.pick(ADJECTIVES)} ${random.pick(NOUNS)}${random.chance(0.3) ? ` ${random.int(2, 99)}` : ''}`;
  const symbol = name
    .split(' ')
    .map((w) => w.slice(0, random.int(1, 3)))
    .join('')
    .toUpperCase()
    .slice(0, 6);
  const decimals = random.pick(DECIMALS);
  const supply = random.magnitude(3, 9) * 10n ** BigInt(decimals);
  const { abi, bytecode } = ctx.contracts.DevToken;
  const data = encodeDeployData({ abi, bytecode, args: [name, symbol, decimals, supply] });
  return {
    kind: 'token-deploy',
    from,
    body: { data, gas: BigInt(random.int(620_000, 900_000)) },
    label: `deploy token ${symbol} (${decimals} decimals)`,
    onSuccess: (receipt) => {
      if (receipt.contractAddress) ctx.world.tokens.push({ address: getAddress(receipt.contractAddress), symbol, decimals });
    },
  };
};

export const planTokenTransfer: Planner = (ctx) => {
  const t = token(ctx);
  const from = t && holder(ctx, t.balances);
  if (!t || !from) return null;
  const amount = amountOf(ctx, t.balances?.get(from.address) ?? 0n, t.info.decimals);
  spend(t.balances, from.address, amount);
  // now and then tokens go to a contract address, as people do by mistake
  const vaults = activeVaults(ctx.world);
  const to = vaults.length && ctx.random.chance(0.05) ? ctx.random.pick(vaults) : recipient(ctx, from.address, 0.4);
  const gas = BigInt(ctx.random.int(60_000, 100_000));
  return { kind: 'token-transfer', from, body: { ...call(t.info, ctx, 'transfer', [to, amount]), gas }, label: `transfer ${amount} ${t.info.symbol} to ${to}` };
};

export const planTokenApprove: Planner = (ctx) => {
  const t = token(ctx);
  if (!t) return null;
  const { random } = ctx;
  const owner = holder(ctx, t.balances) ?? random.pick(ctx.accounts);
  const spenderKind = random.weighted({ account: 7, contract: 2, outsider: 1 });
  const contracts: Address[] = [...activeVaults(ctx.world), ...ctx.world.counters.slice(-1)];
  const spender =
    spenderKind === 'contract' && contracts.length ? random.pick(contracts) : spenderKind === 'outsider' ? outsider(ctx) : otherAccount(ctx, owner.address).address;
  const style = random.weighted({ unlimited: 3, amount: 6, revoke: 1 });
  const balance = t.balances?.get(owner.address) ?? 0n;
  const amount = style === 'unlimited' ? maxUint256 : style === 'revoke' ? 0n : balance > 0n ? amountOf(ctx, balance, t.info.decimals) : random.magnitude(0, 20);
  const isAccount = ctx.accounts.some((a) => a.address === spender);
  return {
    kind: 'token-approve',
    from: owner,
    body: { ...call(t.info, ctx, 'approve', [spender, amount]), gas: BigInt(random.int(52_000, 75_000)) },
    label: `approve ${spender} for ${amount} ${t.info.symbol}`,
    onSuccess: () => {
      if (isAccount) rememberApproval(ctx.world, t.info.address, owner.address, spender);
    },
  };
};

export const planTokenTransferFrom: Planner = (ctx) => {
  const { random, snap } = ctx;
  const usable = snap.allowances.filter((a) => a.amount > 0n && (snap.tokenBalances.get(a.token)?.get(a.owner) ?? 0n) > 0n);
  if (!usable.length) return null;
  const grant = random.pick(usable);
  const info = ctx.world.tokens.find((t) => t.address === grant.token);
  const spender = ctx.accounts.find((a) => a.address === grant.spender);
  const balances = snap.tokenBalances.get(grant.token);
  if (!info || !spender || !balances) return null;
  const available = balances.get(grant.owner) ?? 0n;
  const amount = amountOf(ctx, available < grant.amount ? available : grant.amount, info.decimals);
  spend(balances, grant.owner, amount);
  grant.amount -= amount;
  const to = random.chance(0.5) ? spender.address : recipient(ctx, spender.address, 0.5);
  return {
    kind: 'token-transfer-from',
    from: spender,
    body: { ...call(info, ctx, 'transferFrom', [grant.owner, to, amount]), gas: BigInt(random.int(75_000, 120_000)) },
    label: `transferFrom ${grant.owner} → ${to}: ${amount} ${info.symbol}`,
  };
};
