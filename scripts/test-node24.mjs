#!/usr/bin/env node
// Runs the server tests (vitest project node, apps/server/test) once more on Node 24, the current LTS,
// so a move from Node 20 (end of life since April 2026) is known to work: CI machines have Node 20 only,
// so the Node 24 binary comes from the npm registry's node-<platform>-<arch> package, pinned below and
// kept in node_modules/.cache/node24 (fetched again only when the pin changes). Child processes the
// tests start (`node`, tsx, the built CLI) run on it too: its bin folder leads PATH.
// Arguments go to vitest (e.g. a file filter within apps/server/test). `npm run test:node24`.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { delimiter, join } from 'node:path';

const NODE24 = '24.21.0';
const root = new URL('..', import.meta.url).pathname;
const current = Number(process.versions.node.split('.')[0]);
if (current === 24) {
  console.log(`test:node24: this is Node ${process.versions.node} already; the server tests ran on it`);
  process.exit(0);
}

const pkg = `node-${process.platform}-${process.arch}`;
const cache = join(root, 'node_modules/.cache/node24');
const bin = join(cache, 'node_modules', pkg, 'bin');
const node = join(bin, 'node');
const installed = existsSync(node) ? execFileSync(node, ['--version'], { encoding: 'utf8' }).trim() : '';
if (installed !== `v${NODE24}`) {
  console.log(`test:node24: fetching ${pkg}@${NODE24} into ${cache}…`);
  execFileSync('npm', ['install', '--no-save', '--no-package-lock', '--no-audit', '--no-fund', '--prefix', cache, `${pkg}@${NODE24}`], { stdio: 'inherit' });
}

const started = Date.now();
const res = spawnSync(node, [join(root, 'node_modules/vitest/vitest.mjs'), 'run', '--project', 'node', ...(process.argv.length > 2 ? process.argv.slice(2) : ['apps/server/test'])], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, PATH: `${bin}${delimiter}${process.env.PATH ?? ''}` },
});
console.log(`test:node24: the server tests on Node ${NODE24} took ${Math.round((Date.now() - started) / 1000)} s`);
process.exit(res.status ?? 1);
