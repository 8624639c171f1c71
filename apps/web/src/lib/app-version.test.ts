import { describe, expect, it } from 'vitest';
import { compareVersions, updateState } from './app-version';

describe('check for updates', () => {
  it('compares numerically', () => {
    expect(compareVersions('0.10.0', '0.9.9')).toBeGreaterThan(0);
    expect(compareVersions('1.0.0', '1.0')).toBe(0);
    expect(compareVersions('1.2.3-beta', '1.2.3')).toBe(0);
    expect(compareVersions('1.2.3', '1.2.4')).toBeLessThan(0);
  });
  it('says up to date, newer or older', () => {
    expect(updateState('0.1.0', '0.1.0')).toBe('upToDate');
    expect(updateState('0.2.0', '0.1.0')).toBe('newer');
    expect(updateState('0.1.0', '0.2.0')).toBe('older');
  });
});
