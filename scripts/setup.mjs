#!/usr/bin/env node
// Installs what `npm start` / `npm test` need, idempotently and fast when nothing changed:
//   dependencies (npm ci when package-lock.json changed since the last install),
//   the web build (when its sources are newer than apps/web/dist),
//   for tests: Debian's chromium when browser tests exist and it is missing.
import { execSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const mode = process.argv[2] ?? 'start';
const root = new URL('..', import.meta.url).pathname;
const run = (cmd) => execSync(cmd, { cwd: root, stdio: 'inherit' });

const [major, minor] = process.versions.node.split('.').map(Number);
if (major < 20 || (major === 20 && minor < 19)) {
  console.error(`Node ${process.versions.node} is too old: Node 20.19 or newer is needed.`);
  process.exit(1);
}

// 1. dependencies
const lockHash = createHash('sha256').update(readFileSync(join(root, 'package-lock.json'))).digest('hex');
const stamp = join(root, 'node_modules', '.install-stamp');
if (!existsSync(stamp) || readFileSync(stamp, 'utf8') !== lockHash) {
  console.log('setup: installing dependencies (npm ci)…');
  run('npm ci --no-audit --no-fund');
  writeFileSync(stamp, lockHash);
}

// 2. web build
const newest = (dir) => {
  let t = 0;
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    const p = join(dir, e.name);
    t = Math.max(t, e.isDirectory() ? newest(p) : statSync(p).mtimeMs);
  }
  return t;
};
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
