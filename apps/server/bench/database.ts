/** A fresh database for one bench run: PGlite in a temporary folder, or a new PostgreSQL database; dispose() removes it. */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase, type Database, type Engine } from '@explorer/db';
import { createPostgresDatabase } from '@explorer/db/testing';

export async function benchDatabase(engine: Engine, name: string): Promise<{ database: Database; dispose(): Promise<void> }> {
  const tmp = engine === 'pglite' ? mkdtempSync(join(tmpdir(), `${name.replace(/_/g, '-')}-`)) : undefined;
  const pg = engine === 'postgres' ? await createPostgresDatabase(name) : undefined;
  const database = await openDatabase(pg ? { databaseUrl: pg.url, poolSize: 20 } : { dataDir: join(tmp!, 'pglite') });
  return {
    database,
    async dispose() {
      await database.close();
      await pg?.drop();
      if (tmp) rmSync(tmp, { recursive: true, force: true });
    },
  };
}
