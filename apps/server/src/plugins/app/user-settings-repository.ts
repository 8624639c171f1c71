/** Each signed-in user's settings page (user_settings, migration 016): one JSON object per user. */
import { settingsFromStored, type UserSettings } from '@explorer/core';
import type { DB } from '@explorer/db';
import { sql, type Kysely } from 'kysely';

export function createUserSettingsRepository(db: Kysely<DB>) {
  return {
    /** The user's settings merged over the defaults (a user without a row has the defaults). */
    async get(userId: number): Promise<UserSettings> {
      const row = await db.selectFrom('user_settings').select('settings').where('user_id', '=', userId).executeTakeFirst();
      return settingsFromStored(row?.settings);
    },
    /** Stores a whole, already validated settings object. */
    async put(userId: number, settings: UserSettings): Promise<void> {
      const text = JSON.stringify(settings);
      await db
        .insertInto('user_settings')
        .values({ user_id: userId, settings: text })
        .onConflict((oc) => oc.column('user_id').doUpdateSet({ settings: text, updated_at: sql`now()` }))
        .execute();
    },
  };
}

export type UserSettingsRepository = ReturnType<typeof createUserSettingsRepository>;
