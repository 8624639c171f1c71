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

    async findById(id: number): Promise<UserRecord | undefined> {
      return db.selectFrom('users').select(PUBLIC_COLUMNS).where('id', '=', id).executeTakeFirst();
    },

    async findWithHash(username: string): Promise<(UserRecord & { password_hash: string }) | undefined> {
      return db
        .selectFrom('users')
        .select([...PUBLIC_COLUMNS, 'password_hash'])
        .where('username', '=', username)
        .executeTakeFirst();
    },

    async passwordHash(id: number): Promise<string | undefined> {
      const row = await db.selectFrom('users').select('password_hash').where('id', '=', id).executeTakeFirst();
      return row?.password_hash;
    },

    async setPassword(id: number, password: string): Promise<void> {
      const passwordHash = await hashPassword(password);
      await db.updateTable('users').set({ password_hash: passwordHash, updated_at: new Date() }).where('id', '=', id).execute();
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
