import { describe, expect, it } from 'vitest';
import {
  createBody,
  defaultExpiryDate,
  defaultForm,
  expiresError,
  expiryInstant,
  isExpired,
  nameError,
  permissionLabel,
  permissionsError,
  rateLimitError,
  rateLimitText,
} from './key-rules';

const TYPES = [
  { config_value: 'blocks:read', config_name: '读取区块' },
  { config_value: 'transactions:read', config_name: '读取交易' },
  { config_value: 'stats:read', config_name: '读取统计' },
];

describe('API key form defaults (spec part 1 §2.5, §9)', () => {
  it('expiry defaults to the same local day one year later', () => {
    expect(defaultExpiryDate(new Date(2026, 10, 22, 6, 30))).toBe('2027-11-22');
    expect(defaultExpiryDate(new Date(2026, 0, 1, 0, 0))).toBe('2027-01-01');
    expect(defaultExpiryDate(new Date(2026, 11, 31, 23, 59))).toBe('2027-12-31');
    // no 29 February next year: the last day of February
    expect(defaultExpiryDate(new Date(2028, 1, 29, 12))).toBe('2029-02-28');
  });

  it('first two scopes preselected, 1000 per hour, expiry in a year', () => {
    expect(defaultForm(TYPES, new Date(2026, 10, 22))).toEqual({
      name: '',
      permissions: ['blocks:read', 'transactions:read'],
      rateLimit: '1000',
      unlimited: false,
      expires: '2027-11-22',
      neverExpires: false,
    });
    expect(defaultForm(TYPES.slice(0, 1), new Date(2026, 10, 22)).permissions).toEqual(['blocks:read']);
  });
});

describe('API key form validation texts (spec part 1 §5)', () => {
  it('name required after trimming', () => {
    expect(nameError('   ')).toBe('请输入密钥名称');
    expect(nameError(' bot ')).toBeUndefined();
  });

  it('at least one scope', () => {
    expect(permissionsError([])).toBe('请选择权限范围');
    expect(permissionsError(['stats:read'])).toBeUndefined();
  });

  it('rate limit: a whole number from 1 to 100000 unless unlimited', () => {
    for (const bad of ['', '0', '-5', '1.5', '100001', 'abc', '1e3'])
      expect(rateLimitError(bad, false)).toBe('请设置有效的请求限制数量');
    for (const good of ['1', '1000', '100000']) expect(rateLimitError(good, false)).toBeUndefined();
    expect(rateLimitError('', true)).toBeUndefined();
  });

  it('expiry: a real date whose day has not ended, unless it never expires', () => {
    const now = new Date(2026, 10, 22, 10);
    expect(expiresError('', false, now)).toBe('请设置有效的过期时间（未来的日期）');
    expect(expiresError('2026-11-21', false, now)).toBe('请设置有效的过期时间（未来的日期）');
    expect(expiresError('2026-02-30', false, now)).toBe('请设置有效的过期时间（未来的日期）');
    expect(expiresError('2026-11-22', false, now)).toBeUndefined();
    expect(expiresError('', true, now)).toBeUndefined();
  });
});

describe('request body and display', () => {
  it('sends the trimmed name, the end of the chosen local day, null for unlimited and never', () => {
    const body = createBody({
      name: ' bot ',
      permissions: ['blocks:read'],
      rateLimit: '250',
      unlimited: false,
      expires: '2027-11-22',
      neverExpires: false,
    });
    expect(body).toEqual({
      name: 'bot',
      permissions: ['blocks:read'],
      rate_limit: 250,
      expires_at: new Date(2027, 10, 22, 23, 59, 59, 999).toISOString(),
    });
    expect(expiryInstant('2027-11-22')!.getDate()).toBe(22);
    const open = createBody({
      name: 'x',
      permissions: ['a'],
      rateLimit: '',
      unlimited: true,
      expires: '',
      neverExpires: true,
    });
    expect([open.rate_limit, open.expires_at]).toEqual([null, null]);
  });

  it('labels scopes by config_name where known, else the raw scope', () => {
    expect(permissionLabel('transactions:read', TYPES)).toBe('读取交易');
    expect(permissionLabel('custom:scope', TYPES)).toBe('custom:scope');
  });

  it('rate limit null is 无限制; expiry in the past is expired', () => {
    expect(rateLimitText(null)).toBe('无限制');
    expect(rateLimitText(1000)).toBe('1000 次/小时');
    const now = new Date('2026-11-22T00:00:00Z');
    expect(isExpired(null, now)).toBe(false);
    expect(isExpired('2026-11-21T00:00:00Z', now)).toBe(true);
    expect(isExpired('2027-11-21T00:00:00Z', now)).toBe(false);
  });
});

describe('catalog texts', () => {
  it('the spec texts word for word, and an English text for every key', async () => {
    const { t } = await import('../../i18n');
    expect(t('apiKeys.deleteConfirm', { name: 'bot' })).toBe('确定要删除密钥"bot"吗？此操作不可恢复。');
    expect([
      t('apiKeys.created'),
      t('apiKeys.enabled'),
      t('apiKeys.disabled'),
      t('apiKeys.deleted'),
      t('apiKeys.copied'),
      t('apiKeys.permissionsFailed'),
    ]).toEqual([
      'API密钥创建成功！',
      '密钥已启用',
      '密钥已禁用',
      '密钥已删除',
      '已复制到剪贴板！',
      '加载权限类型失败',
    ]);
    expect(t('apiKeys.loadFailed', { message: 'x' })).toBe('加载API密钥失败: x');
    const { zhCN } = await import('../../i18n/zh-CN');
    const { enUS } = await import('../../i18n/en-US');
    const keys = Object.keys(zhCN).filter((k) => k.startsWith('apiKeys.')) as (keyof typeof zhCN)[];
    expect(keys.filter((k) => !enUS[k])).toEqual([]);
  });
});
