import tseslint from 'typescript-eslint';
import webBoundaries from './apps/web/eslint-boundaries.js';
import indexerBoundaries from './packages/indexer/eslint-boundaries.js';
import serverBoundaries from './apps/server/eslint-boundaries.js';

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', 'data/**', 'test-output/**'] },
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': 'off',
    },
  },
  {
    // tests read untyped JSON from real servers and nodes
    files: ['**/*.test.ts', '**/test/**/*.ts', '**/e2e/**/*.ts', '**/bench/**/*.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  webBoundaries,
  indexerBoundaries,
  serverBoundaries,
);
