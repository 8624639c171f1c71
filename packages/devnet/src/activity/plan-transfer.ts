/** Native coin transfers: dust, everyday amounts and, between funded accounts, large sums. */
import { formatEther } from 'viem';
import { holder, otherAccount, outsider, spend } from './pick';
import type { Planner } from './types';
import { draw } from './world';

const ONE_ETHER = 10n ** 18n;
/** what a sender keeps for fees */
const RESERVE = ONE_ETHER;

export const planTransfer: Planner = (ctx) => {
  const { random, snap } = ctx;
  const from = holder(ctx, snap.eth, RESERVE * 2n);
  if (!from) return null;
  const spendable = (snap.eth.get(from.address) ?? 0n) - RESERVE;
  const size = draw(ctx, 'transfer-size', { dust: 2, small: 5, medium: 3, large: 1 });
  let value: bigint;
  if (size === 'dust') value = random.magnitude(2, 10); // 100 wei .. ~0.00001 ETH
  else if (size === 'small') value = random.magnitude(12, 15); // ~0.000001 .. 1 ETH
  else if (size === 'medium') value = random.magnitude(16, 17); // ~0.01 .. 100 ETH
  else value = random.magnitude(18, 19); // 1 .. ~10000 ETH
  // large sums stay among the funded accounts so the coins keep circulating
  const to = size === 'large' || size === 'medium' || random.chance(0.55) ? otherAccount(ctx, from.address).address : outsider(ctx);
  const cap = size === 'large' ? spendable / 3n : spendable / 50n;
  if (value > cap) value = cap;
  if (value <= 0n) return null;
  spend(snap.eth, from.address, value);
  // most wallets send plain transfers with exactly 21000 gas; some leave a margin
  const gas = random.chance(0.85) ? 21_000n : BigInt(random.int(21_000, 60_000));
  return { kind: 'transfer', from, body: { to, value, gas }, label: `transfer ${formatEther(value)} to ${to}` };
};
