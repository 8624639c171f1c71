import { describe, expect, it } from 'vitest';
import type { ClaimedAlert } from '../plugins/app/alerts';
import { alertAmount, alertEmail, plainUnits } from './email';
import { redactor } from './mailer';

const alert = (over: Partial<ClaimedAlert> = {}): ClaimedAlert => ({
  id: 1,
  user_id: 7,
  chain: 'eth',
  address: '0x' + 'a1'.repeat(20),
  label: 'cold wallet',
  txid: '0x' + '5'.repeat(64),
  block_height: 12,
  direction: 'in',
  token: '',
  amount: '1500000000000000000',
  email_to: 'w@example.org',
  email_attempts: 1,
  token_symbol: null,
  token_decimals: null,
  language: null,
  ...over,
});

describe('alert e-mail text', () => {
  it('formats base units with bigint math, every decimal kept and trailing zeros dropped', () => {
    expect(plainUnits('1500000000000000000', 18)).toBe('1.5');
    expect(plainUnits('100000000', 8)).toBe('1');
    expect(plainUnits((2n ** 70n).toString(), 18)).toBe('1180.591620717411303424');
    expect(plainUnits('1', 9)).toBe('0.000000001');
    expect(plainUnits('42', 0)).toBe('42');
  });

  it('names the chain’s unit, the token’s symbol, or the raw amount when decimals are unknown', () => {
    expect(alertAmount(alert())).toBe('1.5 ETH');
    expect(alertAmount(alert({ chain: 'btc', amount: '25000000' }))).toBe('0.25 BTC');
    expect(alertAmount(alert({ chain: 'sol', amount: '2500000000' }))).toBe('2.5 SOL');
    expect(alertAmount(alert({ token: '0x' + '70'.repeat(20), amount: '2500000', token_symbol: 'QHB', token_decimals: 6 }))).toBe('2.5 QHB');
    expect(alertAmount(alert({ token: '0x' + '70'.repeat(20), amount: '2500000' }))).toBe('2500000 0x707070…7070');
  });

  it('writes one e-mail per user in their language, links only with a public URL', () => {
    const one = alertEmail([alert({ language: 'en-US' })], 'https://x.test');
    expect(one.to).toBe('w@example.org');
    expect(one.subject).toBe('Address alert: cold wallet received 1.5 ETH');
    expect(one.text).toContain(`https://x.test/eth/transactions/${alert().txid}`);
    expect(one.text).toContain('https://x.test/eth/blocks/12');
    const two = alertEmail([alert(), alert({ id: 2, direction: 'out', amount: '1' })], undefined);
    expect(two.subject).toBe('地址提醒：您保存的地址有 2 笔新动态');
    expect(two.text).toContain('转出 0.000000000000000001 ETH');
    expect(two.text).not.toContain('http');
  });
});

describe('SMTP URL redaction', () => {
  it('takes the URL, the user name and the password (raw and decoded) out of a text', () => {
    const url = 'smtp://mailer%40corp:p%40ss-w0rd!@smtp.example.com:587';
    const redact = redactor(url);
    const text = redact(`connect to ${url} failed for mailer@corp with p@ss-w0rd! (p%40ss-w0rd!)`);
    expect(text).not.toMatch(/p@ss|p%40ss|mailer@corp|mailer%40corp/);
    expect(text).toContain('failed for');
  });
});
