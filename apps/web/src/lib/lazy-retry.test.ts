import { describe, expect, it } from 'vitest';
import { loadWithRetry } from './lazy-retry';

describe('loadWithRetry', () => {
  it('asks again after a failure, pausing longer each time up to a ceiling, and resolves with the module', async () => {
    let calls = 0;
    const pauses: number[] = [];
    const module = { name: 'chunk' };
    const got = await loadWithRetry(
      async () => {
        calls += 1;
        if (calls < 8) throw new TypeError('Failed to fetch dynamically imported module');
        return module;
      },
      async (ms) => {
        pauses.push(ms);
      },
    );
    expect(got).toBe(module);
    expect(calls).toBe(8);
    expect(pauses).toEqual([1_000, 2_000, 4_000, 8_000, 16_000, 30_000, 30_000]);
  });
});
