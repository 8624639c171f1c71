#!/usr/bin/env node
// Installs what `npm start` / `npm test` need, idempotently and fast when nothing changed:
//   dependencies (npm ci when package-lock.json changed since the last install),
//   the web build (when its sources are newer than apps/web/dist),
//   the server build (apps/server/dist/cli.js, when the server's or a package's sources are newer),
//   for tests: Debian's chromium when browser tests exist and it is missing.
// Modes: start | test | server (only the server build, for tests that run the built CLI).
import { execSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const mode = process.argv[2] ?? 'start';
const root = new URL('..', import.meta.url).pathname;
const run = (cmd) => execSync(cmd, { cwd: root, stdio: 'inherit' });

// package.json engines: ^20.19.0 || ^22.13.0 || >=24 (what vite/rolldown and eslint's parts need)
const [major, minor] = process.versions.node.split('.').map(Number);
if (!((major === 20 && minor >= 19) || (major === 22 && minor >= 13) || major >= 24)) {
  console.error(
    `Node ${process.versions.node} is not supported: Node 24 (the current LTS) is recommended; 22.13+ and 20.19+ also work ` +
      `(Node 20 is past its end of life). Get it from https://nodejs.org/ or with a version manager (e.g. \`nvm install 24\`).`,
  );
  process.exit(1);
}

const newest = (dir) => {
  let t = 0;
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    if (e.name === 'node_modules' || e.name === 'dist') continue;
    const p = join(dir, e.name);
    t = Math.max(t, e.isDirectory() ? newest(p) : statSync(p).mtimeMs);
  }
  return t;
};

function buildServer() {
  const out = join(root, 'apps/server/dist/cli.js');
  const inputs = ['apps/server/src', 'apps/server/vite.config.ts', 'apps/server/package.json', ...readdirSync(join(root, 'packages')).map((p) => `packages/${p}`)];
  const srcTime = Math.max(...inputs.map((p) => (statSync(join(root, p)).isDirectory() ? newest(join(root, p)) : statSync(join(root, p)).mtimeMs)));
  if (!existsSync(out) || statSync(out).mtimeMs < srcTime) {
    console.log('setup: building the server…');
    run('npx vite build --config apps/server/vite.config.ts');
  }
}

if (mode === 'server') {
  buildServer();
  process.exit(0);
}

// 1. dependencies
const lockHash = createHash('sha256').update(readFileSync(join(root, 'package-lock.json'))).digest('hex');
const stamp = join(root, 'node_modules', '.install-stamp');
if (!existsSync(stamp) || readFileSync(stamp, 'utf8') !== lockHash) {
  console.log('setup: installing dependencies (npm ci)…');
  run('npm ci --no-audit --no-fund');
  writeFileSync(stamp, lockHash);
}

// 2. web and server builds
const web = join(root, 'apps/web');
const built = join(web, 'dist/index.html');
const srcTime = Math.max(
  newest(join(web, 'src')),
  ...['index.html', 'vite.config.ts', 'precompress.ts'].map((f) => statSync(join(web, f)).mtimeMs),
);
if (!existsSync(built) || statSync(built).mtimeMs < srcTime) {
  console.log('setup: building the web app…');
  run('npx vite build apps/web --logLevel warn');
}
buildServer();

// 3. a browser (and a CJK font, so screenshots show the Chinese text) for the browser tests
const wanted = [
  ['chromium', '/usr/bin/chromium'],
  ['fonts-wqy-microhei', '/usr/share/fonts/truetype/wqy/wqy-microhei.ttc'],
].filter(([, path]) => !existsSync(path));
if (mode === 'test' && existsSync(join(web, 'e2e')) && wanted.length) {
  const pkgs = wanted.map(([name]) => name).join(' ');
  console.log(`setup: installing Debian ${pkgs} for the browser tests…`);
  const sudo = process.getuid?.() === 0 ? '' : 'sudo ';
  run(`${sudo}apt-get update -qq && ${sudo}env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${pkgs}`);
}
