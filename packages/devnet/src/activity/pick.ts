/** Choosing who takes part in a transaction: senders with funds, recipients old and new. */
import type { Address } from 'viem';
import type { HDAccount } from 'viem/accounts';
import { freshAddress } from '../accounts';
import type { PlanContext } from './types';
import { rememberFresh } from './world';

/** a dev account other than `not` */
export function otherAccount(ctx: PlanContext, not: Address): HDAccount {
  const others = ctx.accounts.filter((a) => a.address !== not);
  return ctx.random.pick(others.length ? others : ctx.accounts);
}

/** a recipient that is not a dev account: often a brand-new address, sometimes one seen before */
export function outsider(ctx: PlanContext): Address {
  if (ctx.world.fresh.length && ctx.random.chance(0.4)) return ctx.random.pick(ctx.world.fresh);
  const address = freshAddress(ctx.random);
  rememberFresh(ctx.world, address);
  return address;
}

/** a dev account (mostly) or an outsider */
export function recipient(ctx: PlanContext, from: Address, outsiderShare = 0.35): Address {
  return ctx.random.chance(outsiderShare) ? outsider(ctx) : otherAccount(ctx, from).address;
}

/** a dev account whose value in `balances` is above `min`, or null */
export function holder(ctx: PlanContext, balances: Map<Address, bigint> | undefined, min = 0n): HDAccount | null {
  const rich = ctx.accounts.filter((a) => (balances?.get(a.address) ?? 0n) > min);
  return rich.length ? ctx.random.pick(rich) : null;
}

/** an amount out of `balance`: a share of it, dust, a round number of whole units, or all of it */
export function amountOf(ctx: PlanContext, balance: bigint, decimals: number): bigint {
  const { random } = ctx;
  if (balance <= 0n) return 0n;
  const style = random.weighted({ share: 5, dust: 2, round: 4, all: 0.3 });
  let amount: bigint;
  if (style === 'all') amount = balance;
  else if (style === 'dust') amount = random.magnitude(0, Math.max(0, Math.floor(decimals / 2)));
  else if (style === 'round') amount = BigInt(random.pick([1, 2, 5, 10, 25, 50, 100, 250, 1000, 5000, 10000])) * 10n ** BigInt(decimals);
  else amount = (balance * BigInt(random.int(1, 60))) / 100n;
  if (amount > balance) amount = (balance * BigInt(random.int(1, 30))) / 100n;
  return amount > 0n ? amount : balance;
}

/**
 * planned spending of `amount` from `who` (so later plans of the round see it). Incoming amounts are
 * not credited: the order of different senders' transactions inside a block is not known.
 */
export function spend(balances: Map<Address, bigint> | undefined, who: Address, amount: bigint): void {
  if (!balances) return;
  balances.set(who, (balances.get(who) ?? 0n) - amount);
}
