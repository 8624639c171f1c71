/**
 * Where a workspace package lives on disk, for the files it ships beside its code (migrations,
 * contracts, the built web app). Resolved through node_modules rather than relative to the calling
 * file, so it holds both for the TypeScript sources (tests, tsx) and for the bundled server in
 * apps/server/dist, whose files sit elsewhere.
 */
import { createRequire } from 'node:module';
import { dirname } from 'node:path';

const require = createRequire(import.meta.url);

export function packageDir(name: `@explorer/${string}`): string {
  return dirname(require.resolve(`${name}/package.json`));
}
