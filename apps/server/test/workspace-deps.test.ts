/**
 * Each workspace declares what it imports: a package imported by a workspace's runtime code is in
 * that workspace's dependencies (pinned like the root), test-side code (tests, fixtures, bench,
 * scripts) may also use the root's devDependencies; the compiler (solc) stays out of what runs.
 */
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { builtinModules } from 'node:module';
import { describe, expect, it } from 'vitest';

const ROOT = new URL('../../../', import.meta.url).pathname;
const WORKSPACES = ['packages/core', 'packages/db', 'packages/devnet', 'packages/indexer', 'apps/server', 'apps/web'];
const SOURCE = /\.(ts|tsx|mts)$/;
const TEST_SIDE = /(\.test\.tsx?$|fixtures|\/test\/|\/e2e\/|\/bench\/|\/scripts\/|vite\.config|precompress)/;

interface Pkg {
  name: string;
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
  optionalDependencies?: Record<string, string>;
}
const pkg = (dir: string) => JSON.parse(readFileSync(join(ROOT, dir, 'package.json'), 'utf8')) as Pkg;
const root = pkg('.');

function* files(dir: string): Generator<string> {
  for (const name of readdirSync(dir)) {
    if (name === 'node_modules' || name === 'dist') continue;
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* files(path);
    else if (SOURCE.test(name)) yield path;
  }
}

const IMPORT = /(?:^|[\s;])(?:import|export)\s[^'"]*?from\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)|^import\s+['"]([^'"]+)['"]/gm;
const packageOf = (spec: string) => (spec.startsWith('@') ? spec.split('/').slice(0, 2).join('/') : spec.split('/')[0]!);
/** a package specifier (npm names are lower case: a Solidity `import "Token.sol"` inside a string is not one) */
const NPM_NAME = /^(@[a-z0-9][a-z0-9._-]*\/)?[a-z0-9][a-z0-9._-]*$/;
const isBare = (spec: string) => NPM_NAME.test(packageOf(spec)) && !builtinModules.includes(spec.split('/')[0]!);

function importsOf(dir: string): { runtime: Map<string, string>; testSide: Map<string, string> } {
  const runtime = new Map<string, string>();
  const testSide = new Map<string, string>();
  for (const file of files(join(ROOT, dir))) {
    const rel = relative(ROOT, file);
    const text = readFileSync(file, 'utf8');
    for (const m of text.matchAll(IMPORT)) {
      const spec = m[1] ?? m[2] ?? m[3];
      if (!spec || !isBare(spec)) continue;
      const typeOnly = /^\s*;?\s*(import|export)\s+type\s/.test(m[0]); // erased when compiled
      (TEST_SIDE.test(rel) || typeOnly ? testSide : runtime).set(packageOf(spec), rel);
    }
  }
  return { runtime, testSide };
}

describe('workspace dependencies', () => {
  it.each(WORKSPACES)('%s declares every package its runtime code imports, pinned like the root', (dir) => {
    const own = pkg(dir);
    const declared = { ...own.dependencies };
    const { runtime } = importsOf(dir);
    expect(runtime.size, `${dir} imports nothing? the scanner is broken`).toBeGreaterThan(0);
    const missing = [...runtime].filter(([name]) => !declared[name]).map(([name, file]) => `${name} (${file})`);
    expect(missing, `${dir}/package.json dependencies lack`).toEqual([]);
    for (const [name, version] of Object.entries(declared)) {
      if (name.startsWith('@explorer/')) continue;
      expect(version, `${dir}: ${name}`).toBe(root.dependencies?.[name] ?? root.optionalDependencies?.[name]);
    }
  });

  it.each(WORKSPACES)('%s test-side code imports only declared packages', (dir) => {
    const own = pkg(dir);
    const known = { ...own.dependencies, ...own.devDependencies, ...root.dependencies, ...root.devDependencies };
    const missing = [...importsOf(dir).testSide].filter(([name]) => !known[name] && !name.startsWith('@explorer/')).map(([n, f]) => `${n} (${f})`);
    expect(missing).toEqual([]);
  });

  it('keeps the Solidity compiler out of what runs: solc is a devDependency, imported only by scripts and fixtures', () => {
    expect(root.dependencies?.solc).toBeUndefined();
    expect(root.devDependencies?.solc).toBeDefined();
    for (const dir of WORKSPACES) expect(importsOf(dir).runtime.has('solc'), dir).toBe(false);
  });
});
