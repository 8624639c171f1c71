/**
 * API keys (all SQL): a user's keys with their scopes, hourly limit, state and expiry. The secret is
 * never stored, only its hash (see api-key-credentials.ts); every owner-facing call is scoped by
 * user_id so one user can never see or change another user's keys.
 */
import type { DB } from '@explorer/db';
import type { Kysely } from 'kysely';

export interface ApiKeyRecord {
  id: number;
  name: string;
  api_key: string;
  permissions: string[];
  rate_limit: number | null;
  is_active: boolean;
  expires_at: Date | null;
  last_used_at: Date | null;
  created_at: Date;
}

/** What the auth strategy needs to check a presented key: the key, its hash and its owner. */
export interface ApiKeyCredential extends ApiKeyRecord {
  user_id: number;
  secret_hash: string;
  username: string;
  email: string;
  role: 'user' | 'administrator';
  user_active: boolean;
}

export interface NewApiKey {
  userId: number;
  name: string;
  apiKey: string;
  secretHash: string;
  permissions: string[];
  rateLimit: number | null;
  expiresAt: Date | null;
}

export interface ApiKeyChanges {
  name?: string;
  is_active?: boolean;
  rate_limit?: number | null;
}

const COLUMNS = ['id', 'name', 'api_key', 'permissions', 'rate_limit', 'is_active', 'expires_at', 'last_used_at', 'created_at'] as const;

const asDate = (v: Date | string | null): Date | null => (v === null ? null : new Date(v));

function toRecord<T extends { expires_at: Date | string | null; last_used_at: Date | string | null; created_at: Date | string }>(row: T) {
  return { ...row, expires_at: asDate(row.expires_at), last_used_at: asDate(row.last_used_at), created_at: new Date(row.created_at) };
}

export function createApiKeysRepository(db: Kysely<DB>) {
  return {
    async create(input: NewApiKey): Promise<ApiKeyRecord> {
      const row = await db
        .insertInto('api_keys')
        .values({
          user_id: input.userId,
          name: input.name,
          api_key: input.apiKey,
          secret_hash: input.secretHash,
          permissions: input.permissions,
          rate_limit: input.rateLimit,
          expires_at: input.expiresAt,
        })
        .returning(COLUMNS)
        .executeTakeFirstOrThrow();
      return toRecord(row);
    },

    async listByUser(userId: number): Promise<ApiKeyRecord[]> {
      const rows = await db.selectFrom('api_keys').select(COLUMNS).where('user_id', '=', userId).orderBy('id', 'desc').execute();
      return rows.map(toRecord);
    },

    /** Undefined when the key does not exist or belongs to someone else. */
    async update(userId: number, id: number, changes: ApiKeyChanges): Promise<ApiKeyRecord | undefined> {
      const row = await db
        .updateTable('api_keys')
        .set(changes)
        .where('id', '=', id)
        .where('user_id', '=', userId)
        .returning(COLUMNS)
        .executeTakeFirst();
      return row && toRecord(row);
    },

    /** False when the key does not exist or belongs to someone else. */
    async remove(userId: number, id: number): Promise<boolean> {
      const res = await db.deleteFrom('api_keys').where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
      return res.numDeletedRows > 0n;
    },

    /** The key with its hash and owner, by its public identifier (one unique-index lookup per request). */
    async findCredential(apiKey: string): Promise<ApiKeyCredential | undefined> {
      const row = await db
        .selectFrom('api_keys as k')
        .innerJoin('users as u', 'u.id', 'k.user_id')
        .select([
          'k.id',
          'k.name',
          'k.api_key',
          'k.permissions',
          'k.rate_limit',
          'k.is_active',
          'k.expires_at',
          'k.last_used_at',
          'k.created_at',
          'k.user_id',
          'k.secret_hash',
          'u.username',
          'u.email',
          'u.role',
          'u.is_active as user_active',
        ])
        .where('k.api_key', '=', apiKey)
        .executeTakeFirst();
      return row && { ...toRecord(row), role: row.role as ApiKeyCredential['role'] };
    },

    /** Records use; skipped in SQL when the stored time is under a minute old (cheap under load). */
    async touch(id: number, now = new Date()): Promise<void> {
      const minuteAgo = new Date(now.getTime() - 60_000);
      await db
        .updateTable('api_keys')
        .set({ last_used_at: now })
        .where('id', '=', id)
        .where((eb) => eb.or([eb('last_used_at', 'is', null), eb('last_used_at', '<', minuteAgo)]))
        .execute();
    },

    /** The scope identifiers among `values` that exist in permission_types. */
    async knownPermissions(values: string[]): Promise<Set<string>> {
      if (values.length === 0) return new Set();
      const rows = await db.selectFrom('permission_types').select('config_value').where('config_value', 'in', values).execute();
      return new Set(rows.map((r) => r.config_value));
    },
  };
}

export type ApiKeysRepository = ReturnType<typeof createApiKeysRepository>;
