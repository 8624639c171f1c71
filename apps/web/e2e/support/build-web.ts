/**
 * Builds apps/web when its dist is older than its sources (or missing). Parallel test files share one
 * build: a lock directory serialises them and the staleness check runs again inside the lock.
 * The build keeps older hashed assets (no emptying of dist) so a page already open in another
 * test still loads its lazy chunks while the build replaces index.html.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ROOT, WEB } from './paths';

const LOCK = join(tmpdir(), 'explorer-web-build.lock');
const STALE_LOCK_MS = 10 * 60_000;

function newest(path: string): number {
  const st = statSync(path);
  if (!st.isDirectory()) return st.mtimeMs;
  let t = st.mtimeMs;
  for (const e of readdirSync(path)) t = Math.max(t, newest(join(path, e)));
  return t;
}

export function webBuildIsStale(): boolean {
  const built = join(WEB, 'dist/index.html');
  if (!existsSync(built)) return true;
  const sources = Math.max(
    newest(join(WEB, 'src')),
    newest(join(WEB, 'index.html')),
    newest(join(WEB, 'vite.config.ts')),
    newest(join(WEB, 'precompress.ts')),
    newest(join(ROOT, 'packages/core/src')),
  );
  return statSync(built).mtimeMs < sources;
}

async function withLock<T>(fn: () => T): Promise<T> {
  for (;;) {
    try {
      mkdirSync(LOCK);
      break;
    } catch {
      try {
        if (Date.now() - statSync(LOCK).mtimeMs > STALE_LOCK_MS) rmSync(LOCK, { recursive: true, force: true });
      } catch {
        // released meanwhile
      }
      await new Promise((r) => setTimeout(r, 250));
    }
  }
  try {
    return fn();
  } finally {
    rmSync(LOCK, { recursive: true, force: true });
  }
}

/** EXPLORER_E2E_SKIP_BUILD=1 uses apps/web/dist as it is (e.g. built elsewhere). */
export async function ensureWebBuilt(): Promise<void> {
  if (process.env.EXPLORER_E2E_SKIP_BUILD === '1' || !webBuildIsStale()) return;
  await withLock(() => {
    if (!webBuildIsStale()) return;
    execFileSync(join(ROOT, 'node_modules/.bin/vite'), ['build', 'apps/web', '--logLevel', 'warn', '--no-emptyOutDir'], { cwd: ROOT, stdio: 'inherit' });
  });
}
