/**
 * What a block alert toast says and where it leads (pure, for the shell's BlockAlerts): the amount in
 * the chain's unit or the token's symbol (bigint formatting), the transaction's page where the chain
 * has one, else the block's; and the last alert id a user has seen, kept in browser storage so
 * alerts that came while the page was closed still show once.
 */
import { chainView, transactionPath } from '../../chains/registry';
import { formatTokenAmount, shortHash } from '../../lib/format';
import { CHAINS, isChainId, type AddressAlert } from '../../lib/core';
import { appStorage, safeSet } from '../../lib/storage';

export function alertAmountText(alert: Pick<AddressAlert, 'chain' | 'amount' | 'token'>): string {
  if (alert.token === null) {
    const chain = isChainId(alert.chain) ? CHAINS[alert.chain] : null;
    return chain ? `${formatTokenAmount(alert.amount, chain.decimals)} ${chain.unit}` : alert.amount;
  }
  return `${formatTokenAmount(alert.amount, alert.token.decimals)} ${alert.token.symbol ?? shortHash(alert.token.address, 8, 4)}`;
}

export function alertPath(alert: Pick<AddressAlert, 'chain' | 'txid' | 'block_height'>): string | null {
  if (!isChainId(alert.chain)) return null;
  const view = chainView(alert.chain);
  return transactionPath(view, alert.txid) ?? `${view.root}/blocks/${alert.block_height}`;
}

const seenKey = (userId: number) => `alerts:last-seen:${userId}`;

export function lastSeenAlert(userId: number): number | null {
  const text = appStorage().getItem(seenKey(userId));
  return text !== null && /^\d{1,15}$/.test(text) ? Number(text) : null;
}

export function rememberSeenAlert(userId: number, id: number): void {
  safeSet(seenKey(userId), String(id));
}
