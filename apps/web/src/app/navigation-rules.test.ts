import { describe, expect, it } from 'vitest';
import { guardRedirect, isStatisticsPath, switchChainPath } from './navigation-rules';

describe('navigation guard (spec part 1 §2.1)', () => {
  it('sends any btc addresses, settings or statistics path to /btc', () => {
    for (const p of ['/btc/addresses', '/btc/addresses/0xabc', '/btc/settings', '/btc/settings/', '/btc/statistics', '/btc/statistics/x']) {
      expect(guardRedirect(p), p).toBe('/btc');
    }
  });

  it('sends eth, bsc and sol statistics to the chain home', () => {
    expect(guardRedirect('/eth/statistics')).toBe('/eth');
    expect(guardRedirect('/bsc/statistics')).toBe('/bsc');
    expect(guardRedirect('/sol/statistics')).toBe('/sol');
    expect(guardRedirect('/eth/statistics', { statisticsEnabled: true })).toBeNull();
    // the server setting lifts the block for every chain, btc included (its own statistics variant)
    expect(guardRedirect('/btc/statistics', { statisticsEnabled: true })).toBeNull();
    expect(guardRedirect('/sol/statistics', { statisticsEnabled: true })).toBeNull();
    expect(guardRedirect('/btc/settings', { statisticsEnabled: true })).toBe('/btc');
    expect(isStatisticsPath('/eth/statistics')).toBe(true);
    expect(isStatisticsPath('/eth/blocks')).toBe(false);
    expect(isStatisticsPath('/nowhere/statistics')).toBe(false);
  });

  it('lets settings and everything else pass', () => {
    for (const p of ['/', '/eth', '/eth/settings', '/bsc/settings', '/sol/settings', '/btc', '/btc/blocks', '/btc/blocks/5', '/eth/addresses/0x1', '/sol/programs', '/eth/personal/earnings', '/nowhere/statistics', '/btc/address-transactions']) {
      expect(guardRedirect(p), p).toBeNull();
    }
  });
});

describe('chain switch (spec part 1 §2.2)', () => {
  it('keeps the last segment where the target chain has that page', () => {
    expect(switchChainPath('/eth/blocks', 'bsc')).toBe('/bsc/blocks');
    expect(switchChainPath('/eth/blocks', 'btc')).toBe('/btc/blocks');
    expect(switchChainPath('/eth/addresses', 'sol')).toBe('/sol/addresses');
    expect(switchChainPath('/sol/settings', 'eth')).toBe('/eth/settings');
    expect(switchChainPath('/bsc/settings', 'sol')).toBe('/sol/settings');
  });

  it('goes to the target home otherwise', () => {
    expect(switchChainPath('/eth/addresses', 'btc')).toBe('/btc');
    expect(switchChainPath('/eth/settings', 'btc')).toBe('/btc');
    expect(switchChainPath('/sol/programs', 'eth')).toBe('/eth');
    expect(switchChainPath('/sol/programs', 'bsc')).toBe('/bsc');
    expect(switchChainPath('/eth/blocks/123', 'bsc')).toBe('/bsc');
    expect(switchChainPath('/eth/addresses/0xabc', 'sol')).toBe('/sol');
    expect(switchChainPath('/eth/transactions', 'bsc')).toBe('/bsc');
    expect(switchChainPath('/eth/personal/earnings', 'bsc')).toBe('/bsc');
    expect(switchChainPath('/eth', 'btc')).toBe('/btc');
    expect(switchChainPath('/', 'sol')).toBe('/sol');
  });

  it('keeps programs only for sol', () => {
    expect(switchChainPath('/sol/programs', 'sol')).toBe('/sol/programs');
  });
});
