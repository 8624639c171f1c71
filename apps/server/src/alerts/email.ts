/**
 * One e-mail for one user's newly found alerts (all claimed together): a subject, and a line per
 * alert naming the saved address's label, the chain, received or sent, the amount in the chain's
 * unit or the token's (bigint formatting), the block and the transaction, with links to the
 * transaction's page, its block and the address page when EXPLORER_PUBLIC_URL is set. In the user's language setting (zh-CN by default).
 */
import { CHAINS, formatUnits, type ChainId } from '@explorer/core';
import type { ClaimedAlert } from '../plugins/app/alerts';
import { serverFamily } from '../families';
import { pathOf } from '../wire/search-paths';
import type { MailMessage } from './mailer';

type Lang = 'zh-CN' | 'en-US';

const TEXT = {
  'zh-CN': {
    subjectOne: (label: string, verb: string, amount: string) => `地址提醒：${label} ${verb} ${amount}`,
    subjectMany: (n: number) => `地址提醒：您保存的地址有 ${n} 笔新动态`,
    in: '收到',
    out: '转出',
    intro: '您保存的地址在新区块中有以下动态：',
    line: (label: string, address: string, verb: string, amount: string, chain: string, height: number) =>
      `${label}（${address}）在 ${chain} 的区块 ${height} 中${verb} ${amount}`,
    tx: '交易',
    links: '查看',
    footer: '您收到这封邮件，是因为在设置中开启了邮件通知。关闭：设置 → 通知设置 → 邮件通知。',
  },
  'en-US': {
    subjectOne: (label: string, verb: string, amount: string) => `Address alert: ${label} ${verb} ${amount}`,
    subjectMany: (n: number) => `Address alert: ${n} new activities on your saved addresses`,
    in: 'received',
    out: 'sent',
    intro: 'Your saved addresses have new activity in new blocks:',
    line: (label: string, address: string, verb: string, amount: string, chain: string, height: number) =>
      `${label} (${address}) ${verb} ${amount} on ${chain} in block ${height}`,
    tx: 'Transaction',
    links: 'View',
    footer: 'You receive this e-mail because e-mail notifications are on in your settings. To stop: Settings → Notifications → E-mail notifications.',
  },
} satisfies Record<Lang, unknown>;

/** Base units → "1.5": every decimal kept, trailing zeros dropped. */
export function plainUnits(amount: string, decimals: number): string {
  const text = formatUnits(amount, decimals, decimals);
  return decimals > 0 ? text.replace(/\.?0+$/, '') : text;
}

const shortAddress = (a: string) => (a.length > 14 ? `${a.slice(0, 8)}…${a.slice(-4)}` : a);

/** "1.5 ETH", "2.5 QHB", or "2500000 units of 0x1234…abcd" for a token whose decimals are not known yet. */
export function alertAmount(alert: Pick<ClaimedAlert, 'chain' | 'token' | 'amount' | 'token_symbol' | 'token_decimals'>): string {
  if (alert.token === '') {
    const chain = CHAINS[alert.chain as ChainId];
    return `${plainUnits(alert.amount, chain.decimals)} ${chain.unit}`;
  }
  if (alert.token_decimals === null) return `${alert.amount} ${alert.token_symbol ?? shortAddress(alert.token)}`;
  return `${plainUnits(alert.amount, alert.token_decimals)} ${alert.token_symbol ?? shortAddress(alert.token)}`;
}

export function alertEmail(alerts: readonly ClaimedAlert[], publicUrl: string | undefined): MailMessage {
  const first = alerts[0]!;
  const t = TEXT[first.language === 'en-US' ? 'en-US' : 'zh-CN'];
  const subject =
    alerts.length === 1 ? t.subjectOne(first.label, t[first.direction], alertAmount(first)) : t.subjectMany(alerts.length);
  const lines = alerts.flatMap((a) => {
    const chain = CHAINS[a.chain as ChainId].name;
    const out = [`• ${t.line(a.label, a.address, t[a.direction], alertAmount(a), chain, a.block_height)}`, `  ${t.tx}: ${a.txid}`];
    if (publicUrl) {
      const chainId = a.chain as ChainId;
      const rules = serverFamily(chainId).search;
      out.push(`  ${t.links}: ${publicUrl}${pathOf(chainId, { kind: 'transaction', key: a.txid, height: a.block_height }, rules)}`);
      out.push(`  ${t.links}: ${publicUrl}/${a.chain}/blocks/${a.block_height}`);
      out.push(`  ${t.links}: ${publicUrl}/${a.chain}/address-transactions?address=${encodeURIComponent(a.address)}`);
    }
    return out;
  });
  return { to: first.email_to, subject, text: [t.intro, '', ...lines, '', t.footer, ''].join('\n') };
}
