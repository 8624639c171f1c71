import boundaries from 'eslint-plugin-boundaries';

/**
 * The web app's imports go one way: app → features → the shared layer; a feature never imports the
 * app shell or another feature. The shared layer is ordered too: i18n < lib < components < chains —
 * i18n imports none of the others, lib only i18n, components only lib and i18n, chains any of them.
 */
const SHARED_BELOW = {
  i18n: [],
  lib: ['i18n'],
  components: ['i18n', 'lib'],
  chains: ['i18n', 'lib', 'components'],
};

export default {
  files: ['apps/web/src/**/*.{ts,tsx}'],
  plugins: { boundaries },
  settings: {
    'boundaries/include': ['apps/web/src/**/*'],
    'boundaries/elements': [
      { type: 'app', pattern: 'apps/web/src/app' },
      { type: 'feature', pattern: 'apps/web/src/features/*' },
      ...Object.keys(SHARED_BELOW).map((type) => ({ type, pattern: `apps/web/src/${type}` })),
    ],
    'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js'] } },
  },
  rules: {
    'boundaries/dependencies': [
      2,
      {
        default: 'disallow',
        policies: [
          { from: { element: { type: 'app' } }, allow: { to: { element: { types: { anyOf: ['feature', ...Object.keys(SHARED_BELOW)] } } } } },
          { from: { element: { type: 'feature' } }, allow: { to: { element: { types: { anyOf: Object.keys(SHARED_BELOW) } } } } },
          ...Object.entries(SHARED_BELOW).map(([type, below]) => ({ from: { element: { type } }, allow: { to: { element: { types: { anyOf: [type, ...below] } } } } })),
        ],
      },
    ],
  },
};
