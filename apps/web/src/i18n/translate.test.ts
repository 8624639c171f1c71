import { afterEach, describe, expect, it } from 'vitest';
import { getLanguage, interpolate, setLanguage, t } from './translate';
import { zhCN } from './zh-CN';

afterEach(async () => {
  await setLanguage('zh-CN');
});

describe('i18n', () => {
  it('zh-CN is the default and fills parameters', () => {
    expect(getLanguage()).toBe('zh-CN');
    expect(t('shell.online')).toBe('网络正常');
    expect(t('common.pageInfo', { from: 1, to: 25, total: 101 })).toBe('显示第 1 到 25 条，共 101 条记录');
    expect(interpolate('{a} {b}', { a: 1 })).toBe('1 {b}');
  });

  it('switches to en-US on demand and falls back to zh-CN for a missing key', async () => {
    await setLanguage('en-US');
    expect(getLanguage()).toBe('en-US');
    expect(t('shell.online')).toBe('Network OK');
    const { enUS } = await import('./en-US');
    const missing = (Object.keys(zhCN) as (keyof typeof zhCN)[]).find((k) => enUS[k] === undefined);
    if (missing) expect(t(missing)).toBe(zhCN[missing]);
  });

  it('the spec texts of the shell and the sign-in are in the zh-CN catalog word for word', () => {
    expect([t('app.title'), t('shell.offline'), t('shell.guest'), t('shell.logout'), t('shell.apiKeys')]).toEqual(['区块链浏览器', '连接失败', '游客模式', '退出登录', 'API密钥管理']);
    expect([t('auth.loginSuccess'), t('auth.registerSuccess'), t('auth.loginFailed'), t('auth.registerFailed'), t('auth.operationFailed')]).toEqual([
      '登录成功！',
      '注册成功！请使用新账号登录。',
      '登录失败，请检查用户名或密码',
      '注册失败，请重试',
      '操作失败，请重试',
    ]);
  });
});
