import { defineConfig } from 'vitest/config';

/**
 * Two projects: the browser tests (apps/web/e2e: each file starts the whole product and a browser)
 * and everything else. `npm test` runs them as two lanes side by side (scripts/test-lanes.mjs);
 * `vitest run` alone runs both, one file at a time on a 2-core machine.
 */
export default defineConfig({
  test: {
    // generous: CI runs two jobs at once on two cores, where a test of ~50 s idle can pass 60 s
    testTimeout: 120_000,
    hookTimeout: 120_000,
    pool: 'forks',
    reporters: ['default', './scripts/summary-reporter.ts'],
    projects: [
      {
        extends: true,
        test: {
          name: 'node',
          include: ['packages/*/src/**/*.test.ts', 'packages/*/test/**/*.test.ts', 'apps/server/src/**/*.test.ts', 'apps/server/test/**/*.test.ts', 'apps/web/src/**/*.test.{ts,tsx}', 'apps/web/test/**/*.test.ts'],
        },
      },
      { extends: true, test: { name: 'browser', include: ['apps/web/e2e/**/*.test.ts'] } },
    ],
  },
});
