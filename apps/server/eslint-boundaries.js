import boundaries from 'eslint-plugin-boundaries';

/**
 * The server's imports go one way: entry (the files directly in src: server.ts, index.ts, cli.ts,
 * metrics, the request log, the OpenAPI document; cli/, plugins/external/) → routes → services
 * (generic code that asks the family registry: the composition of the application layer, the live
 * hub, alerts, search, CSV exports, statistics figures, node balances) → families (families/: each
 * family's SQL, wire shapes and reads) → plugins (plugins/app: the application layer's generic
 * repositories, auth, limits, caches) → base (http/: envelope, errors, body guards, CSV cells;
 * wire/: wire helpers). A layer may import any layer after it, never one before it (types
 * included: app.repos's type is families/repositories.ts, below the composition that builds it).
 * Proved by src/import-direction.test.ts.
 */
const S = 'apps/server/src';
const LAYERS = ['entry', 'routes', 'services', 'families', 'plugins', 'base'];

export default {
  files: [`${S}/**/*.ts`],
  plugins: { boundaries },
  settings: {
    'boundaries/include': [`${S}/**/*`],
    'boundaries/elements': [
      { type: 'entry', pattern: `${S}/(cli|plugins/external)` },
      { type: 'routes', pattern: `${S}/routes` },
      { type: 'services', pattern: `${S}/(composition|live|alerts|search|csv-exports|statistics|balances)` },
      { type: 'families', pattern: `${S}/families` },
      { type: 'plugins', pattern: `${S}/plugins/app` },
      { type: 'base', pattern: `${S}/(http|wire)` },
      // the files directly in src: the folders above match first
      { type: 'entry', pattern: S },
    ],
    'import/resolver': { node: { extensions: ['.ts', '.js'] } },
  },
  rules: {
    'boundaries/dependencies': [
      2,
      {
        default: 'disallow',
        policies: [
          ...LAYERS.map((layer, i) => ({ from: { element: { type: layer } }, allow: { to: { element: { types: { anyOf: LAYERS.slice(i) } } } } })),
        ],
      },
    ],
  },
};
