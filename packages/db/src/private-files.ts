/**
 * PGlite in Node writes its data directory with modes of its own (the initial cluster 0666, folders
 * 0755, pg_internal.init 0644 at every start) whatever the process umask; the files hold every row —
 * password hashes, the login token secret — so they are narrowed to the owner: folders 0700, files 0600.
 */
import { chmod, readdir } from 'node:fs/promises';
import { join } from 'node:path';

/** chmod go-rwx on the folder and everything under it (the same as `chmod -R go-rwx dir`) */
export async function restrictToOwner(dir: string): Promise<void> {
  await chmod(dir, 0o700);
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  await Promise.all(
    entries
      .filter((e) => !e.isSymbolicLink())
      .map((e) =>
        chmod(join(e.parentPath, e.name), e.isDirectory() ? 0o700 : 0o600).catch((err: NodeJS.ErrnoException) => {
          if (err.code !== 'ENOENT') throw err; // removed meanwhile (a temporary file)
        }),
      ),
  );
}
