/**
 * npm run bench:web — builds the web app and prints the gzip size of the JavaScript the home route
 * loads (the entry, its static imports, the home route's lazy chunk and its static imports, read
 * from Vite's manifest, plus the classic scripts index.html loads, e.g. theme-boot.js) and of the
 * whole app. Target: home route ≤ 150 kB gzip (1 kB = 1000 bytes).
 * Exits 1 when the home route is over the target. `--no-build` measures the existing build;
 * `--out DIR` builds into (or measures) DIR instead of apps/web/dist.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const outArg = process.argv.indexOf('--out');
const DIST = outArg > 0 && process.argv[outArg + 1] ? resolve(process.argv[outArg + 1]!) : join(ROOT, 'apps/web/dist');
const HOME_ROUTE = 'src/features/home/HomePage.tsx';
const TARGET_KB = 150;

interface Chunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}
type Manifest = Record<string, Chunk>;

/** the chunk's file plus every file it imports statically, transitively */
export function staticClosure(manifest: Manifest, key: string, into = new Set<string>()): Set<string> {
  const chunk = manifest[key];
  if (!chunk || into.has(chunk.file)) return into;
  into.add(chunk.file);
  for (const dep of chunk.imports ?? []) staticClosure(manifest, dep, into);
  return into;
}

const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;

function main() {
  if (!process.argv.includes('--no-build')) {
    execFileSync(join(ROOT, 'node_modules/.bin/vite'), ['build', 'apps/web', '--logLevel', 'warn', '--outDir', DIST, '--emptyOutDir'], { cwd: ROOT, stdio: 'inherit' });
  }
  const manifest = JSON.parse(readFileSync(join(DIST, '.vite/manifest.json'), 'utf8')) as Manifest;
  const entryKey = Object.keys(manifest).find((k) => manifest[k]!.isEntry);
  if (!entryKey) throw new Error('no entry in the Vite manifest');
  if (!manifest[HOME_ROUTE]) throw new Error(`the home route chunk ${HOME_ROUTE} is not in the manifest`);

  const sizes = new Map<string, { raw: number; gz: number }>();
  const size = (file: string) => {
    let s = sizes.get(file);
    if (!s) {
      const buf = readFileSync(join(DIST, file));
      s = { raw: buf.length, gz: gzipSync(buf, { level: 9 }).length };
      sizes.set(file, s);
    }
    return s;
  };
  const sum = (files: Iterable<string>) => [...files].reduce((a, f) => ({ raw: a.raw + size(f).raw, gz: a.gz + size(f).gz }), { raw: 0, gz: 0 });

  const home = staticClosure(manifest, HOME_ROUTE, staticClosure(manifest, entryKey));
  // scripts index.html loads outside the bundle (public/: not in the manifest)
  const html = readFileSync(join(DIST, 'index.html'), 'utf8');
  for (const m of html.matchAll(/<script(?![^>]*type="module")[^>]*\ssrc="\/([^"]+)"/g)) home.add(m[1]!);
  const all = new Set([...Object.values(manifest).map((c) => c.file).filter((f) => f.endsWith('.js')), ...[...home].filter((f) => !f.startsWith('assets/'))]);

  console.log('home route (/eth) JavaScript:');
  for (const f of home) console.log(`  ${f.padEnd(48)} ${kb(size(f).raw).padStart(10)} raw ${kb(size(f).gz).padStart(10)} gzip`);
  const h = sum(home);
  const a = sum(all);
  const ok = h.gz <= TARGET_KB * 1000;
  console.log(`home route total: ${kb(h.gz)} gzip (${kb(h.raw)} raw), target ≤ ${TARGET_KB} kB: ${ok ? 'OK' : 'OVER'}`);
  console.log(`whole app: ${kb(a.gz)} gzip (${kb(a.raw)} raw) in ${all.size} JavaScript files`);
  if (!ok) process.exitCode = 1;
}

main();
