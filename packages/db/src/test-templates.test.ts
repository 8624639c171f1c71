import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { loadMigrations, pendingMigrations } from './migrate';
import { templateKey } from './test-templates';
import { openTestDatabase, TEST_ENGINES, type TestDatabase } from './testing';

describe.each(TEST_ENGINES)('test databases from the migrated template on %s', (engine) => {
  const opened: TestDatabase[] = [];
  afterAll(async () => Promise.all(opened.map((t) => t.drop())));

  it('are separate copies, each with every migration applied', async () => {
    const [a, b] = await Promise.all([openTestDatabase(engine), openTestDatabase(engine)]);
    opened.push(a!, b!);
    expect(await pendingMigrations(a!.database)).toEqual([]);
    expect(await pendingMigrations(b!.database)).toEqual([]);
    await sql`CREATE TABLE template_probe (x INTEGER)`.execute(a!.database.db);
    const probe = await sql<{ t: string | null }>`SELECT to_regclass('template_probe')::text AS t`.execute(b!.database.db);
    expect(probe.rows[0]!.t).toBeNull();
    const again = await openTestDatabase(engine);
    opened.push(again);
    const seen = await sql<{ t: string | null }>`SELECT to_regclass('template_probe')::text AS t`.execute(again.database.db);
    expect(seen.rows[0]!.t).toBeNull();
  });
});

describe('the template key', () => {
  it('changes when any migration changes, so a new schema never opens an old copy', () => {
    const migrations = loadMigrations();
    expect(templateKey(migrations)).toBe(templateKey());
    const edited = migrations.map((m, i) => (i === migrations.length - 1 ? { ...m, sql: `${m.sql}\n-- edited` } : m));
    expect(templateKey(edited)).not.toBe(templateKey());
    expect(templateKey(migrations.slice(0, -1))).not.toBe(templateKey());
  });
});
