/** Owner-only file modes under a data directory, for the tests that check them. */
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** every path under dir (itself included) whose mode is not owner-only (0700 folders, 0600 files), with its mode */
export function notOwnerOnly(dir: string): string[] {
  const mode = (p: string) => statSync(p).mode & 0o777;
  const wrong = mode(dir) === 0o700 ? [] : [`. ${mode(dir).toString(8)}`];
  for (const e of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (e.isSymbolicLink()) continue;
    const p = join(e.parentPath, e.name);
    const m = mode(p);
    if (m !== (e.isDirectory() ? 0o700 : 0o600)) wrong.push(`${p.slice(dir.length + 1)} ${m.toString(8)}`);
  }
  return wrong;
}
