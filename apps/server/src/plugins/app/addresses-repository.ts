/**
 * A user's saved addresses. Every read and write is scoped by user_id, so another user's id reads as
 * absent. Their transaction counts are the chain family's (families/<family> reads.personal).
 */
import type { DB } from '@explorer/db';
import type { Kysely } from 'kysely';

import type { AddressType } from '@explorer/core';

export { ADDRESS_TYPES, type AddressType } from '@explorer/core';

export interface SavedAddress {
  id: number;
  chain: string;
  address: string;
  label: string;
  type: AddressType;
  created_at: Date;
}

export interface NewSavedAddress {
  chain: string;
  address: string;
  label: string;
  type: AddressType;
}

const COLUMNS = ['id', 'chain', 'address', 'label', 'type', 'created_at'] as const;
const S_COLUMNS = ['s.id', 's.chain', 's.address', 's.label', 's.type', 's.created_at'] as const;

const asSaved = <T extends { id: number | string; type: string }>(row: T) => ({ ...row, id: Number(row.id), type: row.type as AddressType });

export function createAddressesRepository(db: Kysely<DB>) {
  const owned = (userId: number) => db.selectFrom('saved_addresses as s').where('s.user_id', '=', userId);

  return {
    /** Undefined when the user already saved this address on this chain. */
    async create(userId: number, input: NewSavedAddress): Promise<SavedAddress | undefined> {
      const row = await db
        .insertInto('saved_addresses')
        .values({ user_id: userId, ...input })
        .onConflict((oc) => oc.columns(['user_id', 'chain', 'address']).doNothing())
        .returning(COLUMNS)
        .executeTakeFirst();
      return row && asSaved(row);
    },

    /** Newest first. */
    async list(userId: number, chain?: string): Promise<SavedAddress[]> {
      let q = owned(userId).select(S_COLUMNS);
      if (chain) q = q.where('s.chain', '=', chain);
      const rows = await q.orderBy('s.created_at', 'desc').orderBy('s.id', 'desc').execute();
      return rows.map(asSaved);
    },

    /** The addresses a user saved on one chain (for the personal pages). */
    async addressesOf(userId: number, chain: string): Promise<string[]> {
      const rows = await owned(userId).select('s.address').where('s.chain', '=', chain).orderBy('s.id').execute();
      return rows.map((r) => r.address);
    },

    /** Undefined when the id is not one of the user's addresses. */
    async setLabel(userId: number, id: number, label: string): Promise<SavedAddress | undefined> {
      const row = await db
        .updateTable('saved_addresses')
        .set({ label })
        .where('id', '=', id)
        .where('user_id', '=', userId)
        .returning(COLUMNS)
        .executeTakeFirst();
      return row && asSaved(row);
    },

    /** False when the id is not one of the user's addresses. */
    async remove(userId: number, id: number): Promise<boolean> {
      const res = await db.deleteFrom('saved_addresses').where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
      return res.numDeletedRows > 0n;
    },
  };
}

export type AddressesRepository = ReturnType<typeof createAddressesRepository>;
