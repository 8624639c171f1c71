import { afterEach, describe, expect, it } from 'vitest';
import { setLanguage } from '../i18n';
import { localizeServerMessage } from './server-message';

describe('server messages in the page language', () => {
  afterEach(() => setLanguage('zh-CN'));

  it('zh-CN shows the server text as it is', () => {
    expect(localizeServerMessage('用户名或密码错误', 401)).toBe('用户名或密码错误');
    expect(localizeServerMessage('页码必须是正整数', 400)).toBe('页码必须是正整数');
    expect(localizeServerMessage(undefined, 404)).toBe('内容不存在');
  });

  it('en-US: known messages, bilingual ones, and the rest by status — never Chinese', async () => {
    await setLanguage('en-US');
    expect(localizeServerMessage('用户名或密码错误', 401)).toBe('Wrong username or password');
    expect(localizeServerMessage('区块不存在', 404)).toBe('Block not found');
    expect(localizeServerMessage('pageSize: 超出范围 (out of range)', 400)).toBe('pageSize: out of range');
    expect(localizeServerMessage('必须是 5 到 300 之间的整数 (a whole number from 5 to 300)', 400)).toBe(
      'a whole number from 5 to 300',
    );
    expect(localizeServerMessage('页码必须是正整数', 400)).toBe('Invalid request parameters');
    expect(localizeServerMessage('数据库坏了', 503)).toBe('Server error, please try again later');
    expect(localizeServerMessage('Already English', 400)).toBe('Already English');
    expect(localizeServerMessage(undefined, 0)).toBe('Network error, please try again later');
  });
});
