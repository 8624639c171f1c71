/** Accounts: users and the permission types API keys choose from. Passwords are stored only as argon2id hashes. */
import type { Database, DB } from '@explorer/db';
import type { Kysely } from 'kysely';
import { hashPassword } from './passwords';

export type Role = 'user' | 'administrator';

export interface NewUser {
  username: string;
  email: string;
  password: string;
  role?: Role;
}

export interface UserRecord {
  id: number;
  username: string;
  email: string;
  role: Role;
  is_active: boolean;
  created_at: Date;
  updated_at: Date;
}

/** An account with the version its tokens must carry. */
export type SessionUserRecord = UserRecord & { token_version: number };

export class DuplicateUsernameError extends Error {
  constructor(readonly username: string) {
    super(`username already taken: ${username}`);
    this.name = 'DuplicateUsernameError';
  }
}

const PUBLIC_COLUMNS = ['id', 'username', 'email', 'role', 'is_active', 'created_at', 'updated_at'] as const;

export function createUsersRepository(db: Kysely<DB>) {
  return {
    /** Throws DuplicateUsernameError when the username is taken. */
    async create(input: NewUser): Promise<UserRecord> {
      const passwordHash = await hashPassword(input.password);
      const row = await db
        .insertInto('users')
        .values({ username: input.username, email: input.email, password_hash: passwordHash, role: input.role ?? 'user' })
        .onConflict((oc) => oc.column('username').doNothing())
        .returning(PUBLIC_COLUMNS)
        .executeTakeFirst();
      if (!row) throw new DuplicateUsernameError(input.username);
      return row;
    },

    async findById(id: number): Promise<SessionUserRecord | undefined> {
      return db.selectFrom('users').select([...PUBLIC_COLUMNS, 'token_version']).where('id', '=', id).executeTakeFirst();
    },

    async findWithHash(username: string): Promise<(SessionUserRecord & { password_hash: string }) | undefined> {
      return db
        .selectFrom('users')
        .select([...PUBLIC_COLUMNS, 'token_version', 'password_hash'])
        .where('username', '=', username)
        .executeTakeFirst();
    },

    async passwordHash(id: number): Promise<string | undefined> {
      const row = await db.selectFrom('users').select('password_hash').where('id', '=', id).executeTakeFirst();
      return row?.password_hash;
    },

    /** Sets the password and revokes every token signed before; returns the account with its new token version. */
    async setPassword(id: number, password: string): Promise<SessionUserRecord | undefined> {
      const passwordHash = await hashPassword(password);
      return db
        .updateTable('users')
        .set((eb) => ({ password_hash: passwordHash, token_version: eb('token_version', '+', 1), updated_at: new Date() }))
        .where('id', '=', id)
        .returning([...PUBLIC_COLUMNS, 'token_version'])
        .executeTakeFirst();
    },

    /** Sign out everywhere: every token signed before stops working. */
    async revokeTokens(id: number): Promise<void> {
      await db.updateTable('users').set((eb) => ({ token_version: eb('token_version', '+', 1) })).where('id', '=', id).execute();
    },

    /** Enables or disables an account; disabling revokes its tokens for good. Returns false when no user has that name. */
    async setActive(username: string, active: boolean): Promise<boolean> {
      const res = await db
        .updateTable('users')
        .set((eb) => ({ is_active: active, updated_at: new Date(), ...(active ? {} : { token_version: eb('token_version', '+', 1) }) }))
        .where('username', '=', username)
        .executeTakeFirst();
      return res.numUpdatedRows > 0n;
    },

    /** The updated account, or undefined when the id is unknown. */
    async setEmail(id: number, email: string): Promise<UserRecord | undefined> {
      return db.updateTable('users').set({ email, updated_at: new Date() }).where('id', '=', id).returning(PUBLIC_COLUMNS).executeTakeFirst();
    },

    /** Returns false when no user has that name. */
    async setRole(username: string, role: Role): Promise<boolean> {
      const res = await db
        .updateTable('users')
        .set({ role, updated_at: new Date() })
        .where('username', '=', username)
        .executeTakeFirst();
      return res.numUpdatedRows > 0n;
    },

    /** Grants a capability to a user by name (idempotent): 'no-user' or 'no-permission' when either is unknown. */
    async grant(username: string, permission: string): Promise<'granted' | 'no-user' | 'no-permission'> {
      const user = await db.selectFrom('users').select('id').where('username', '=', username).executeTakeFirst();
      if (!user) return 'no-user';
      const known = await db.selectFrom('permission_types').select('config_value').where('config_value', '=', permission).executeTakeFirst();
      if (!known) return 'no-permission';
      await db.insertInto('user_grants').values({ user_id: user.id, permission }).onConflict((oc) => oc.columns(['user_id', 'permission']).doNothing()).execute();
      return 'granted';
    },

    /** Takes a capability back: false when the user had no such grant. */
    async revoke(username: string, permission: string): Promise<boolean> {
      const res = await db
        .deleteFrom('user_grants')
        .where('permission', '=', permission)
        .where('user_id', 'in', db.selectFrom('users').select('id').where('username', '=', username))
        .executeTakeFirst();
      return res.numDeletedRows > 0n;
    },

    /** What a user may do beyond reading: every permission for an administrator, the granted ones otherwise. */
    async permissionsOf(user: { id: number; role: Role }): Promise<string[]> {
      if (user.role === 'administrator') return (await this.permissionTypes()).map((p) => p.config_value);
      const rows = await db
        .selectFrom('user_grants')
        .innerJoin('permission_types', 'permission_types.config_value', 'user_grants.permission')
        .select('user_grants.permission')
        .where('user_grants.user_id', '=', user.id)
        .orderBy('permission_types.sort_order')
        .execute();
      return rows.map((r) => r.permission);
    },

    async permissionTypes(): Promise<{ config_value: string; config_name: string }[]> {
      return db
        .selectFrom('permission_types')
        .select(['config_value', 'config_name'])
        .orderBy('sort_order')
        .orderBy('config_value')
        .execute();
    },
  };
}

export type UsersRepository = ReturnType<typeof createUsersRepository>;

/** For the CLI (`explorer user create --admin`): creates an account; DuplicateUsernameError when taken. */
export function createUser(database: Pick<Database, 'db'>, input: NewUser): Promise<UserRecord> {
  return createUsersRepository(database.db).create(input);
}
