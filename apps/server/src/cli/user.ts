/**
 * `explorer user create …`, `explorer user role NAME ROLE`, `explorer user grant|revoke NAME PERMISSION`,
 * `explorer user disable|enable NAME`, `explorer user rename NAME NEW`, `explorer user clashes`.
 * NAME finds an account by its exact name, else by its canonical form (`DEMO` finds `demo`).
 * Passwords never appear in logs.
 */
import { usernameProblem, type Config, type Logger } from '@explorer/core';
import { DuplicateUsernameError, createUsersRepository } from '../plugins/app/users-repository';
import { openConfiguredDatabase } from './runtime';
import { describeClashes } from './username-clashes';

interface UserOptions {
  username?: string;
  email?: string;
  password?: string;
  admin?: boolean;
}

async function readStdin(): Promise<string> {
  if (process.stdin.isTTY) process.stderr.write('password: ');
  let data = '';
  for await (const chunk of process.stdin) data += chunk;
  return data.split('\n')[0]!.trim();
}

export async function runUser(config: Config, logger: Logger, args: string[], opts: UserOptions): Promise<number> {
  const [action, name, role] = args;
  if (action === 'create') {
    if (!opts.username?.trim()) return fail('--username is required');
    const nameProblem = usernameProblem(opts.username.trim());
    if (nameProblem) return fail(`--username: ${nameProblem}`);
    if (!opts.email || !opts.email.includes('@')) return fail('--email: 请输入有效的邮箱地址');
    const password = opts.password ?? (await readStdin());
    if (password.length < 6) return fail('password: 密码长度至少6位');
    const database = await openConfiguredDatabase(config, logger);
    try {
      const user = await createUsersRepository(database.db).create({
        username: opts.username.trim(),
        email: opts.email,
        password,
        role: opts.admin ? 'administrator' : 'user',
      });
      console.log(`created user ${user.username} (id ${user.id}, role ${user.role})`);
      return 0;
    } catch (err) {
      if (err instanceof DuplicateUsernameError) return fail(`--username: ${err.username} already exists`);
      throw err;
    } finally {
      await database.close();
    }
  }
  if (action === 'role') {
    if (!name || (role !== 'user' && role !== 'administrator')) return fail('usage: explorer user role USERNAME user|administrator');
    const database = await openConfiguredDatabase(config, logger);
    try {
      if (!(await createUsersRepository(database.db).setRole(name, role))) return fail(`no user named ${name}`);
      console.log(`${name} is now ${role}`);
      return 0;
    } finally {
      await database.close();
    }
  }
  if (action === 'disable' || action === 'enable') {
    if (!name) return fail(`usage: explorer user ${action} USERNAME`);
    const database = await openConfiguredDatabase(config, logger);
    try {
      if (!(await createUsersRepository(database.db).setActive(name, action === 'enable'))) return fail(`no user named ${name}`);
      console.log(action === 'enable' ? `${name} is enabled` : `${name} is disabled; its sessions are revoked`);
      return 0;
    } finally {
      await database.close();
    }
  }
  if (action === 'grant' || action === 'revoke') {
    const permission = role;
    if (!name || !permission) return fail(`usage: explorer user ${action} USERNAME PERMISSION (e.g. contracts:write)`);
    const database = await openConfiguredDatabase(config, logger);
    try {
      const users = createUsersRepository(database.db);
      if (action === 'revoke') {
        if (!(await users.revoke(name, permission))) return fail(`${name} has no grant ${permission}`);
        console.log(`${name} no longer has ${permission}`);
        return 0;
      }
      const outcome = await users.grant(name, permission);
      if (outcome === 'no-user') return fail(`no user named ${name}`);
      if (outcome === 'no-permission') return fail(`unknown permission ${permission}; one of: ${(await users.permissionTypes()).map((p) => p.config_value).join(', ')}`);
      console.log(`${name} now has ${permission}`);
      return 0;
    } finally {
      await database.close();
    }
  }
  if (action === 'rename') {
    const newName = role?.trim();
    if (!name || !newName) return fail('usage: explorer user rename USERNAME NEW_USERNAME');
    const nameProblem = usernameProblem(newName);
    if (nameProblem) return fail(`NEW_USERNAME: ${nameProblem}`);
    const database = await openConfiguredDatabase(config, logger);
    try {
      const outcome = await createUsersRepository(database.db).rename(name, newName);
      if (outcome === 'no-user') return fail(`no user named ${name}`);
      if (outcome === 'taken') return fail(`NEW_USERNAME: 用户名已存在`);
      console.log(`${name} is now ${newName}`);
      return 0;
    } finally {
      await database.close();
    }
  }
  if (action === 'clashes') {
    const database = await openConfiguredDatabase(config, logger);
    try {
      const clashes = await createUsersRepository(database.db).backfillCanonical();
      if (!clashes.length) console.log('no usernames clash');
      for (const line of describeClashes(clashes)) console.log(line);
      return 0;
    } finally {
      await database.close();
    }
  }
  return fail(USAGE);
}

const USAGE =
  'usage: explorer user create --username U --email E [--admin] | explorer user role USERNAME user|administrator | explorer user grant|revoke USERNAME PERMISSION | explorer user disable|enable USERNAME | explorer user rename USERNAME NEW_USERNAME | explorer user clashes';

function fail(message: string): number {
  console.error(message);
  return 1;
}
