import { afterEach, describe, expect, it } from 'vitest';
import { setLanguage } from '../i18n';
import { formatClock, formatTime } from './format';

describe('times follow the page language', () => {
  afterEach(() => setLanguage('zh-CN'));

  it('zh-CN by default, en-US 24-hour in English (midnight is 00, not 24)', async () => {
    expect(formatTime(1_699_920_000, 'UTC')).toBe('2023/11/14 00:00:00');
    await setLanguage('en-US');
    expect(formatTime(1_699_920_000, 'UTC')).toBe('11/14/2023, 00:00:00');
    expect(formatTime(1_700_000_000, 'UTC')).toBe('11/14/2023, 22:13:20');
    expect(formatClock(new Date(Date.UTC(2024, 0, 1, 0, 4, 5)), 'UTC')).toBe('00:04:05');
  });
});
