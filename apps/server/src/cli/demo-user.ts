/**
 * The zero-config demo administrator: created on the first `explorer start` with a random password
 * kept in <dataDir>/demo-credentials.json (mode 600), so the same login is printed at every start.
 */
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Config } from '@explorer/core';
import type { Database } from '@explorer/db';
import { createUsersRepository } from '../plugins/app/users-repository';
import { privateDataDir } from './data-dir';

export interface DemoCredentials {
  username: string;
  password: string;
}

export async function ensureDemoUser(database: Database, config: Config): Promise<DemoCredentials> {
  const file = join(privateDataDir(config.dataDir), 'demo-credentials.json');
  const users = createUsersRepository(database.db);
  if (existsSync(file)) {
    const saved = JSON.parse(readFileSync(file, 'utf8')) as DemoCredentials;
    if (await users.findWithHash(saved.username)) return saved;
  }
  const creds = { username: 'demo', password: randomBytes(9).toString('base64url') };
  // found by canonical form: an account named `Demo` or `ｄｅｍｏ` is the demo account (one name, one
  // account); it gets the new password (its older tokens revoked) and the demo's role
  const existing = await users.findWithHash(creds.username);
  if (existing) {
    await users.setPassword(existing.id, creds.password);
    if (existing.role !== 'administrator') await users.setRole(existing.username, 'administrator');
  } else await users.create({ ...creds, email: 'demo@localhost', role: 'administrator' });
  writeFileSync(file, JSON.stringify(creds), { mode: 0o600 });
  return creds;
}
