import { describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS } from '../../lib/core';
import { importSettings, settingsResolver, tidySettings } from './settings-form';

describe('importSettings', () => {
  it('merges a valid file into the current values', () => {
    const r = importSettings('{"pageSize":50,"theme":"dark"}', { ...DEFAULT_SETTINGS, refreshInterval: 60 });
    expect(r).toEqual({ ok: true, settings: { ...DEFAULT_SETTINGS, refreshInterval: 60, pageSize: 50, theme: 'dark' } });
  });
  it('refuses a file that does not parse, or is not an object', () => {
    for (const text of ['{not json', '[1,2]', '42', 'null']) {
      const r = importSettings(text, DEFAULT_SETTINGS);
      expect(r.ok).toBe(false);
      if (!r.ok) expect(r.message).toBe('导入失败：文件不是有效的 JSON');
    }
  });
  it('refuses out-of-range or unknown values, naming the fields', () => {
    const r = importSettings('{"refreshInterval":3,"sessionTimeout":9999,"colour":"red"}', DEFAULT_SETTINGS);
    expect(r).toEqual({ ok: false, message: '导入失败：以下设置项的值无效：colour, refreshInterval, sessionTimeout' });
  });
});

describe('settingsResolver', () => {
  const resolve = (v: unknown) => settingsResolver(v as never, undefined, { fields: {}, shouldUseNativeValidation: false } as never);
  it('gives the Chinese message of each field', async () => {
    const r = await resolve({ ...DEFAULT_SETTINGS, refreshInterval: 500, emailNotifications: true });
    expect(r.errors.refreshInterval?.message).toBe('请输入 5 到 300 之间的整数');
    expect(r.errors.emailAddress?.message).toBe('开启邮件通知时请输入邮箱');
  });
  it('an emptied number input (NaN) is a range message', async () => {
    const r = await resolve({ ...DEFAULT_SETTINGS, sessionTimeout: Number.NaN });
    expect(r.errors.sessionTimeout?.message).toBe('请输入 5 到 1440 之间的整数');
  });
  it('passes valid values, tidied', async () => {
    const r = await resolve({ ...DEFAULT_SETTINGS, customRpc: 'junk', apiEndpoint: ' http://127.0.0.1:8080 ' });
    expect(r.errors).toEqual({});
    expect(r.values).toEqual({ ...DEFAULT_SETTINGS, apiEndpoint: 'http://127.0.0.1:8080' });
    expect(tidySettings({ ...DEFAULT_SETTINGS, network: 'custom', customRpc: ' https://x.io ' }).customRpc).toBe('https://x.io');
  });
});
