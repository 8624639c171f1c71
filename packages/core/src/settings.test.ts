import { describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS, settingsFromStored, settingsPatchSchema, settingsProblems, userSettingsSchema } from './settings';

const fieldsOf = (v: unknown) => settingsProblems(v).map((p) => `${p.field}:${p.code}`);

describe('settings defaults (spec part 2 §9, useWebSocket deviation)', () => {
  it('are the spec values', () => {
    expect(DEFAULT_SETTINGS).toEqual({
      theme: 'light',
      language: 'zh-CN',
      pageSize: 25,
      autoRefresh: true,
      refreshInterval: 30,
      network: 'mainnet',
      customRpc: '',
      apiEndpoint: '',
      useWebSocket: true,
      emailNotifications: false,
      emailAddress: '',
      browserNotifications: true,
      priceAlerts: false,
      blockAlerts: false,
      sessionTimeout: 30,
      requirePassword: true,
      logActivity: true,
    });
    expect(settingsProblems(DEFAULT_SETTINGS)).toEqual([]);
    expect(userSettingsSchema.safeParse(DEFAULT_SETTINGS).success).toBe(true);
  });
});

describe('settingsProblems and userSettingsSchema agree', () => {
  const cases: Array<[string, Record<string, unknown>, string[]]> = [
    ['refresh below 5', { refreshInterval: 4 }, ['refreshInterval:range']],
    ['refresh above 300', { refreshInterval: 301 }, ['refreshInterval:range']],
    ['refresh fraction', { refreshInterval: 5.5 }, ['refreshInterval:type']],
    ['refresh edges', { refreshInterval: 5 }, []],
    ['refresh 300', { refreshInterval: 300 }, []],
    ['session 1440', { sessionTimeout: 1440 }, []],
    ['session 1441', { sessionTimeout: 1441 }, ['sessionTimeout:range']],
    ['session 4', { sessionTimeout: 4 }, ['sessionTimeout:range']],
    ['page size 20', { pageSize: 20 }, ['pageSize:option']],
    ['page size 100', { pageSize: 100 }, []],
    ['theme', { theme: 'blue' }, ['theme:option']],
    ['language', { language: 'fr' }, ['language:option']],
    ['network', { network: 'ropsten' }, ['network:option']],
    ['custom without rpc', { network: 'custom' }, ['customRpc:required']],
    ['custom with rpc', { network: 'custom', customRpc: 'https://rpc.example.org' }, []],
    ['rpc not http', { customRpc: 'ftp://x.org' }, ['customRpc:url']],
    ['endpoint url', { apiEndpoint: 'http://127.0.0.1:8080' }, []],
    ['endpoint bad', { apiEndpoint: 'javascript:alert(1)' }, ['apiEndpoint:url']],
    ['email required', { emailNotifications: true }, ['emailAddress:required']],
    ['email set', { emailNotifications: true, emailAddress: 'a@b.io' }, []],
    ['email bad', { emailAddress: 'not-mail' }, ['emailAddress:email']],
    ['boolean as text', { autoRefresh: 'yes' }, ['autoRefresh:type']],
    ['unknown key', { colour: 'red' }, ['colour:unknown']],
  ];
  for (const [name, patch, expected] of cases) {
    it(name, () => {
      const value = { ...DEFAULT_SETTINGS, ...patch };
      expect(fieldsOf(value)).toEqual(expected);
      const parsed = userSettingsSchema.safeParse(value);
      expect(parsed.success).toBe(expected.length === 0);
      if (!parsed.success) expect(parsed.error.issues[0]?.message).toMatch(/[\u4e00-\u9fff]/);
    });
  }
  it('refuses a non-object', () => {
    expect(fieldsOf([])).toEqual([':type']);
    expect(fieldsOf(null)).toEqual([':type']);
  });
});

describe('settingsPatchSchema', () => {
  it('takes a subset and refuses unknown keys naming them', () => {
    expect(settingsPatchSchema.safeParse({ pageSize: 50 }).success).toBe(true);
    const bad = settingsPatchSchema.safeParse({ pageSize: 50, colour: 1 });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues[0]?.message).toContain('colour');
    const range = settingsPatchSchema.safeParse({ refreshInterval: 1 });
    expect(range.error?.issues[0]?.path).toEqual(['refreshInterval']);
    expect(range.error?.issues[0]?.message).toContain('5 到 300');
  });
});

describe('settingsFromStored', () => {
  it('fills defaults, drops unknown keys and bad values', () => {
    expect(settingsFromStored(null)).toEqual(DEFAULT_SETTINGS);
    expect(settingsFromStored('not json')).toEqual(DEFAULT_SETTINGS);
    expect(settingsFromStored(JSON.stringify({ pageSize: 50, refreshInterval: 1, extra: true }))).toEqual({ ...DEFAULT_SETTINGS, pageSize: 50 });
    expect(settingsFromStored(JSON.stringify({ network: 'custom', customRpc: 'https://r.io' }))).toEqual({ ...DEFAULT_SETTINGS, network: 'custom', customRpc: 'https://r.io' });
  });
});
