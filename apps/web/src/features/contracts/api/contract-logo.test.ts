import { beforeEach, describe, expect, it } from 'vitest';
import { memoryStorage, setAppStorage } from '../../../lib/storage';
import { forgetCachedLogo, LOGO_CACHE_MS, readCachedLogo, writeCachedLogo } from './contract-logo';

describe('contract logo cache (7 days per address)', () => {
  beforeEach(() => setAppStorage(memoryStorage()));

  it('serves a logo for 7 days, then no longer', () => {
    writeCachedLogo('eth', '0xAbC', 'v1', 'data:x', 1000);
    expect(readCachedLogo('eth', '0xabc', 'v1', 1000 + LOGO_CACHE_MS)?.logo).toBe('data:x');
    expect(readCachedLogo('eth', '0xabc', 'v1', 1001 + LOGO_CACHE_MS)).toBeNull();
  });

  it('a contract changed since (another m_time) or another chain is not served from the cache', () => {
    writeCachedLogo('eth', '0xabc', 'v1', 'data:x', 1000);
    expect(readCachedLogo('eth', '0xabc', 'v2', 1000)).toBeNull();
    expect(readCachedLogo('bsc', '0xabc', 'v1', 1000)).toBeNull();
    forgetCachedLogo('eth', '0xabc');
    expect(readCachedLogo('eth', '0xabc', 'v1', 1000)).toBeNull();
  });
});
