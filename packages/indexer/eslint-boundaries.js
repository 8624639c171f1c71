import boundaries from 'eslint-plugin-boundaries';

/**
 * The indexer's imports go one way: the entry (index.ts, indexer.ts) → sync → decode → families →
 * store → chains → rpc. A layer may import any layer after it, never one before it: the store
 * writes what chains read and never knows a family; rpc knows nothing of the rest. Imports inside
 * one layer's folder are free. Proved by src/import-direction.test.ts.
 */
const LAYERS = ['sync', 'decode', 'families', 'store', 'chains', 'rpc'];

export default {
  files: ['packages/indexer/src/**/*.ts'],
  plugins: { boundaries },
  settings: {
    'boundaries/include': ['packages/indexer/src/**/*'],
    'boundaries/elements': [
      ...LAYERS.map((layer) => ({ type: layer, pattern: `packages/indexer/src/${layer}` })),
      // the files directly in src (index.ts, indexer.ts): the layer folders above match first
      { type: 'entry', pattern: 'packages/indexer/src' },
    ],
    'import/resolver': { node: { extensions: ['.ts', '.js'] } },
  },
  rules: {
    'boundaries/dependencies': [
      2,
      {
        default: 'disallow',
        policies: [
          { from: { element: { type: 'entry' } }, allow: { to: { element: { types: { anyOf: ['entry', ...LAYERS] } } } } },
          ...LAYERS.map((layer, i) => ({ from: { element: { type: layer } }, allow: { to: { element: { types: { anyOf: LAYERS.slice(i) } } } } })),
        ],
      },
    ],
  },
};
