/** Server-wide settings shared by every API process (app_settings). */
import type { DB } from '@explorer/db';
import type { Kysely } from 'kysely';

export function createSettingsRepository(db: Kysely<DB>) {
  return {
    async get(key: string): Promise<string | undefined> {
      const row = await db.selectFrom('app_settings').select('value').where('key', '=', key).executeTakeFirst();
      return row?.value;
    },
    /** Stores `candidate` unless the key exists; returns the stored value (the first writer wins). */
    async getOrCreate(key: string, candidate: () => string): Promise<string> {
      const existing = await this.get(key);
      if (existing !== undefined) return existing;
      await db
        .insertInto('app_settings')
        .values({ key, value: candidate() })
        .onConflict((oc) => oc.column('key').doNothing())
        .execute();
      const stored = await this.get(key);
      if (stored === undefined) throw new Error(`setting ${key} could not be stored`);
      return stored;
    },
  };
}

export type SettingsRepository = ReturnType<typeof createSettingsRepository>;
