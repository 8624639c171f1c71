/**
 * The zero-config demo login is one account by its canonical form: an account that already holds
 * `demo` in another case or width is the demo account (new password, older tokens revoked,
 * administrator), never a second `demo` beside it.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig } from '@explorer/core';
import { openTestDatabase, TEST_ENGINES } from '@explorer/db/testing';
import { describe, expect, it } from 'vitest';
import { ensureDemoUser } from '../src/cli/demo-user';
import { verifyPassword } from '../src/plugins/app/passwords';
import { createUsersRepository } from '../src/plugins/app/users-repository';

describe.each(TEST_ENGINES)('the demo login on %s', (engine) => {
  it('takes over an account named ＤＥＭＯ instead of creating a look-alike, and keeps its login across starts', async () => {
    const t = await openTestDatabase(engine);
    const dataDir = mkdtempSync(join(tmpdir(), 'demo-user-'));
    try {
      const users = createUsersRepository(t.database.db);
      const squatter = await users.create({ username: 'ＤＥＭＯ', email: 'squat@example.com', password: 'squatter-pass' });
      const config = { ...loadConfig({}), dataDir };
      const creds = await ensureDemoUser(t.database, config);
      expect(creds.username).toBe('demo');
      const rows = await t.database.db.selectFrom('users').select(['id', 'role', 'password_hash', 'token_version']).execute();
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ id: squatter.id, role: 'administrator', token_version: 1 });
      expect(await verifyPassword(rows[0]!.password_hash, creds.password)).toBe(true);
      expect(await verifyPassword(rows[0]!.password_hash, 'squatter-pass')).toBe(false);
      expect(JSON.parse(readFileSync(join(dataDir, 'demo-credentials.json'), 'utf8'))).toEqual(creds);
      expect(await ensureDemoUser(t.database, config)).toEqual(creds); // the next start prints the same login
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
      await t.drop();
    }
  });
});
