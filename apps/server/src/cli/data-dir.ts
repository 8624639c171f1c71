/**
 * The data directory (EXPLORER_DATA_DIR) holds the embedded database — password hashes, the login
 * token secret — the devnets' state and the demo login, so only the account running the explorer may
 * read it: created 0700 on first use, and a start is refused while group or others can read, write
 * or enter it (an install from before this check, or a folder made by hand), with the command that
 * fixes it. Files the process writes from then on are 0600 (umask 077); PGlite sets its own files'
 * modes, which @explorer/db narrows after opening.
 */
import { mkdirSync, statSync } from 'node:fs';
import { resolve } from 'node:path';

export class DataDirError extends Error {
  override name = 'DataDirError';
}

const checked = new Set<string>();

/** the data directory's absolute path, made (0700) or checked to be private; throws DataDirError otherwise */
export function privateDataDir(dataDir: string): string {
  const dir = resolve(dataDir);
  if (checked.has(dir)) return dir;
  process.umask(0o077);
  let mode: number;
  try {
    const st = statSync(dir);
    if (!st.isDirectory()) throw new DataDirError(`EXPLORER_DATA_DIR ${dir} is not a directory`);
    mode = st.mode & 0o777;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
    mkdirSync(dir, { recursive: true, mode: 0o700 });
    mode = 0o700;
  }
  if (mode & 0o077) {
    throw new DataDirError(
      `the data directory ${dir} can be read or changed by other users (mode ${mode.toString(8).padStart(4, '0')}); ` +
        `it holds the database with the password hashes and the login token secret. ` +
        `Make it private to this account and start again: chmod -R go-rwx '${dir.replaceAll("'", "'\\''")}'`,
    );
  }
  checked.add(dir);
  return dir;
}
