/**
 * Accounts: users and the permission types API keys choose from. Passwords are stored only as
 * argon2id hashes. A user is found by name through its canonical form (@explorer/core
 * canonicalUsername: `DEMO` and `ｄｅｍｏ` find `demo`); the exact name wins, so an account made
 * before migration 021 whose form another account holds (a clash, no canonical form) stays reachable.
 */
import { canonicalUsername } from '@explorer/core';
import type { Database, DB } from '@explorer/db';
import { sql, type Kysely } from 'kysely';
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

/** Usernames made before migration 021 that share a canonical form: `holder` has it, `others` keep none. */
export interface UsernameClash {
  canonical: string;
  holder: string;
  others: string[];
}

const PUBLIC_COLUMNS = ['id', 'username', 'email', 'role', 'is_active', 'created_at', 'updated_at'] as const;

export function createUsersRepository(db: Kysely<DB>) {
  /** The users a name may mean (exact name or canonical form), the exact one first; callers take one row. */
  const byName = (username: string) => {
    const name = username.trim();
    return db
      .selectFrom('users')
      .where((eb) => eb.or([eb('username', '=', name), eb('username_canonical', '=', canonicalUsername(name))]))
      .orderBy(sql`username = ${name}`, 'desc')
      .limit(1);
  };
  const idOf = async (username: string) => (await byName(username).select('id').executeTakeFirst())?.id;

  return {
    /** Throws DuplicateUsernameError when the username or its canonical form is taken. Callers check the name's rules (usernameProblem). */
    async create(input: NewUser): Promise<UserRecord> {
      const passwordHash = await hashPassword(input.password);
      const row = await db
        .insertInto('users')
        .values({ username: input.username, username_canonical: canonicalUsername(input.username), email: input.email, password_hash: passwordHash, role: input.role ?? 'user' })
        .onConflict((oc) => oc.doNothing())
        .returning(PUBLIC_COLUMNS)
        .executeTakeFirst();
      if (!row) throw new DuplicateUsernameError(input.username);
      return row;
    },

    async findById(id: number): Promise<SessionUserRecord | undefined> {
      return db.selectFrom('users').select([...PUBLIC_COLUMNS, 'token_version']).where('id', '=', id).executeTakeFirst();
    },

    /** By name as typed at sign-in: the exact name, else its canonical form. */
    async findWithHash(username: string): Promise<(SessionUserRecord & { password_hash: string }) | undefined> {
      return byName(username).select([...PUBLIC_COLUMNS, 'token_version', 'password_hash']).executeTakeFirst();
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
      const id = await idOf(username);
      if (id === undefined) return false;
      await db
        .updateTable('users')
        .set((eb) => ({ is_active: active, updated_at: new Date(), ...(active ? {} : { token_version: eb('token_version', '+', 1) }) }))
        .where('id', '=', id)
        .execute();
      return true;
    },

    /** The updated account, or undefined when the id is unknown. */
    async setEmail(id: number, email: string): Promise<UserRecord | undefined> {
      return db.updateTable('users').set({ email, updated_at: new Date() }).where('id', '=', id).returning(PUBLIC_COLUMNS).executeTakeFirst();
    },

    /** Returns false when no user has that name. */
    async setRole(username: string, role: Role): Promise<boolean> {
      const id = await idOf(username);
      if (id === undefined) return false;
      await db.updateTable('users').set({ role, updated_at: new Date() }).where('id', '=', id).execute();
      return true;
    },

    /**
     * Renames an account (the way out of a pre-021 clash): 'no-user', 'taken' when the new name or
     * its canonical form belongs to another account. Callers check the new name's rules.
     */
    async rename(username: string, newName: string): Promise<'renamed' | 'no-user' | 'taken'> {
      const id = await idOf(username);
      if (id === undefined) return 'no-user';
      const canonical = canonicalUsername(newName);
      const other = await db
        .selectFrom('users')
        .select('id')
        .where((eb) => eb.or([eb('username', '=', newName), eb('username_canonical', '=', canonical)]))
        .where('id', '<>', id)
        .executeTakeFirst();
      if (other) return 'taken';
      await db.updateTable('users').set({ username: newName, username_canonical: canonical, updated_at: new Date() }).where('id', '=', id).execute();
      return 'renamed';
    },

    /**
     * Gives every account without a canonical form (made before migration 021, or inserted by hand)
     * its form, in id order; an account whose form an earlier one holds keeps none and is returned
     * as a clash, never merged. Cheap once filled: it reads only the rows still without a form.
     */
    async backfillCanonical(): Promise<UsernameClash[]> {
      const pending = await db.selectFrom('users').select(['id', 'username']).where('username_canonical', 'is', null).orderBy('id').execute();
      const clashed: { username: string; canonical: string }[] = [];
      for (const row of pending) {
        const canonical = canonicalUsername(row.username);
        const res = await db
          .updateTable('users')
          .set({ username_canonical: canonical })
          .where('id', '=', row.id)
          .where((eb) => eb.not(eb.exists(eb.selectFrom('users as held').select('held.id').where('held.username_canonical', '=', canonical))))
          .executeTakeFirst()
          .catch((err: unknown) => {
            if ((err as { code?: string }).code === '23505') return { numUpdatedRows: 0n }; // another process took the form meanwhile
            throw err;
          });
        if (res.numUpdatedRows === 0n) clashed.push({ username: row.username, canonical });
      }
      if (!clashed.length) return [];
      const holders = await db
        .selectFrom('users')
        .select(['username', 'username_canonical'])
        .where('username_canonical', 'in', [...new Set(clashed.map((c) => c.canonical))])
        .execute();
      return holders.map((h) => ({
        canonical: h.username_canonical!,
        holder: h.username,
        others: clashed.filter((c) => c.canonical === h.username_canonical).map((c) => c.username),
      }));
    },

    /** Grants a capability to a user by name (idempotent): 'no-user' or 'no-permission' when either is unknown. */
    async grant(username: string, permission: string): Promise<'granted' | 'no-user' | 'no-permission'> {
      const userId = await idOf(username);
      if (userId === undefined) return 'no-user';
      const known = await db.selectFrom('permission_types').select('config_value').where('config_value', '=', permission).executeTakeFirst();
      if (!known) return 'no-permission';
      await db.insertInto('user_grants').values({ user_id: userId, permission }).onConflict((oc) => oc.columns(['user_id', 'permission']).doNothing()).execute();
      return 'granted';
    },

    /** Takes a capability back: false when the user had no such grant. */
    async revoke(username: string, permission: string): Promise<boolean> {
      const userId = await idOf(username);
      if (userId === undefined) return false;
      const res = await db.deleteFrom('user_grants').where('permission', '=', permission).where('user_id', '=', userId).executeTakeFirst();
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
