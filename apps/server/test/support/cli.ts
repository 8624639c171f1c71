/**
 * The `explorer` command as operators run it: the built CLI (apps/server/dist/cli.js, what `npm start`
 * runs) on plain node, one process (signals reach the explorer itself). Built first when its sources
 * are newer (scripts/setup.mjs server); it starts in ~1 s where tsx would compile the server's sources
 * on every run (5–8 s each on a loaded 2-core machine).
 */
import { execFileSync } from 'node:child_process';

export const ROOT = new URL('../../../../', import.meta.url).pathname;

let built = false;
/** node's arguments that run the built CLI (call it in a test or hook: it may build first) */
export function cliArgs(): string[] {
  if (!built) {
    execFileSync(process.execPath, ['scripts/setup.mjs', 'server'], { cwd: ROOT, stdio: 'inherit' });
    built = true;
  }
  return ['apps/server/dist/cli.js'];
}
