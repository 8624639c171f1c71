#!/usr/bin/env node
// Runs server tests once more on Node 24, the current LTS, so a move from Node 20 (end of life since
// April 2026) is known to work. CI machines have Node 20 only, so the Node 24 binary comes from the npm
// registry's node-<platform>-<arch> package, pinned below and kept in node_modules/.cache/node24
// (fetched again only when the pin changes). Child processes the tests start (`node`, tsx, the built
// CLI) run on it too: its bin folder leads PATH.
// CI runs all of apps/server/test (`--all`, .ci/run); without it, a quicker subset that touches every
// runtime dependency that could differ between Node versions (prebuilt native modules, PGlite's WASM,
// sockets, child processes and signals); `--all` runs the whole folder, other arguments go to
// vitest as the file filter. `npm run test:node24`.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { delimiter, join } from 'node:path';

const NODE24 = '24.21.0';
const root = new URL('..', import.meta.url).pathname;
const SUBSET = [
  'apps/server/test/e2e/explorer-start.test.ts', // the built CLI on plain node: PGlite (WASM), Anvil, LiteSVM (native), the indexers, WebSocket, owner-only data files
  'apps/server/test/cli.test.ts', // a CLI process on PostgreSQL (pg): SIGTERM, exit codes
  'apps/server/test/auth.test.ts', // @node-rs/argon2 (prebuilt native), jose
  'apps/server/test/fuzz.test.ts', // fastify inject (light-my-request and its cookie)
  'apps/server/test/api-keys-redis.test.ts', // ioredis
  'apps/server/test/live.test.ts', // the live channel over ws
  'apps/server/test/sol-program-rules-mainnet.test.ts', // @solana/kit and the @solana-program decoders on mainnet transactions
  'apps/server/test/btc-mainnet.test.ts', // @scure/btc-signer on mainnet blocks
  'apps/server/test/alerts-email.test.ts', // nodemailer against smtp-server
];
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

const args = process.argv.slice(2);
const started = Date.now();
const res = spawnSync(node, [join(root, 'node_modules/vitest/vitest.mjs'), 'run', '--project', 'node', ...(args[0] === '--all' ? ['apps/server/test'] : args.length ? args : SUBSET)], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, PATH: `${bin}${delimiter}${process.env.PATH ?? ''}` },
});
console.log(`test:node24: the server tests on Node ${NODE24} took ${Math.round((Date.now() - started) / 1000)} s`);
process.exit(res.status ?? 1);
