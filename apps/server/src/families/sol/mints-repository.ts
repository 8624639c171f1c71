/**
 * Solana mint addresses (spec part 2 §2.7): rows of `contracts` with chain 'sol' — found by the
 * indexer or added by users. Lists with search (address beginning, name or symbol, any case) and
 * type and status filters, newest first; one mint by address; create-or-update and delete by address,
 * each with its audit row (who, when, the fields it changed) in the same transaction. A user's save
 * makes the row the user's (source 'user'): the indexer keeps only its chain facts current (supply,
 * authorities, decimals, creation) and a rollback no longer removes it.
 */
import type { MintType, SaveMint } from '@explorer/core';
import type { DB } from '@explorer/db';
import type { Kysely, Selectable } from 'kysely';
import { fieldChanges, writeAudit, type AuditEntry, type Auditor } from '../../plugins/app/contract-audit';
import { addressPattern, escapeLike } from '../../plugins/app/like-pattern';

export const SOL_MINT_CHAIN = 'sol';

const COLUMNS = [
  'id', 'address', 'name', 'symbol', 'decimals', 'contract_type', 'status', 'metadata', 'contract_logo', 'program_id', 'total_supply', 'mint_authority',
  'freeze_authority', 'creation_block', 'creation_tx', 'source', 'c_time', 'm_time',
] as const;
export type MintRecord = Pick<Selectable<DB['contracts']>, (typeof COLUMNS)[number]>;

/** what a user edits, as the audit compares it */
const EDITABLE = ['name', 'symbol', 'decimals', 'contract_type', 'status', 'metadata', 'contract_logo', 'program_id'] as const;

export interface MintListQuery {
  search?: string;
  contractType?: MintType;
  status?: 0 | 1;
  page: number;
  pageSize: number;
}

const json = (v: unknown) => JSON.stringify(v);

export function createSolMintsRepository(db: Kysely<DB>) {
  const mints = () => db.selectFrom('contracts').where('chain', '=', SOL_MINT_CHAIN);

  const audit = (trx: Kysely<DB>, by: Auditor, row: { address: string; id: number }, action: AuditEntry['action'], changes: Record<string, unknown>) =>
    writeAudit(trx, by, { chain: SOL_MINT_CHAIN, address: row.address, entity: 'contract', entityId: row.id, action, changes });

  return {
    async list(q: MintListQuery): Promise<{ rows: MintRecord[]; total: number }> {
      let base = mints();
      const s = q.search?.trim();
      if (s) {
        const like = `%${escapeLike(s)}%`;
        // part of the mint address (its beginning below 3 characters), of the name or of the symbol
        base = base.where((eb) => eb.or([eb('address', 'ilike', addressPattern(s)), eb('name', 'ilike', like), eb('symbol', 'ilike', like)]));
      }
      if (q.contractType) base = base.where('contract_type', '=', q.contractType);
      if (q.status !== undefined) base = base.where('status', '=', q.status);
      const [rows, count] = await Promise.all([
        base.select(COLUMNS).orderBy('id', 'desc').limit(q.pageSize).offset((q.page - 1) * q.pageSize).execute(),
        base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
      ]);
      return { rows, total: Number(count.n) };
    },

    async byAddress(address: string): Promise<MintRecord | undefined> {
      return mints().select(COLUMNS).where('address', '=', address).executeTakeFirst();
    },

    /** Creates or updates the mint at this address; an empty program id keeps the one it has. */
    async save(input: SaveMint, by: Auditor): Promise<{ mint: MintRecord; created: boolean }> {
      return db.transaction().execute(async (trx) => {
        const before = await trx.selectFrom('contracts').select(['id', ...EDITABLE]).where('chain', '=', SOL_MINT_CHAIN).where('address', '=', input.address).forUpdate().executeTakeFirst();
        const after = {
          name: input.name,
          symbol: input.symbol,
          decimals: input.decimals,
          contract_type: input.contract_type,
          status: input.status,
          metadata: input.metadata,
          contract_logo: input.contract_logo,
          program_id: input.program_id ?? before?.program_id ?? null,
        };
        const values = { ...after, metadata: json(after.metadata), source: 'user' as const };
        let id: number;
        if (before) {
          id = Number(before.id);
          await trx.updateTable('contracts').set({ ...values, m_time: new Date() }).where('id', '=', id).execute();
        } else {
          id = Number((await trx.insertInto('contracts').values({ chain: SOL_MINT_CHAIN, address: input.address, ...values }).returning('id').executeTakeFirstOrThrow()).id);
        }
        await audit(trx, by, { address: input.address, id }, before ? 'update' : 'create', fieldChanges(EDITABLE, before ?? null, after));
        const mint = await trx.selectFrom('contracts').select(COLUMNS).where('id', '=', id).executeTakeFirstOrThrow();
        return { mint, created: !before };
      });
    },

    /** false when no mint has this address */
    async remove(address: string, by: Auditor): Promise<boolean> {
      return db.transaction().execute(async (trx) => {
        const row = await trx.deleteFrom('contracts').where('chain', '=', SOL_MINT_CHAIN).where('address', '=', address).returning(['id', 'name', 'symbol', 'contract_type']).executeTakeFirst();
        if (!row) return false;
        const gone = { name: { before: row.name, after: null }, symbol: { before: row.symbol, after: null }, contract_type: { before: row.contract_type, after: null } };
        await audit(trx, by, { address, id: Number(row.id) }, 'delete', gone);
        return true;
      });
    },
  };
}

export type SolMintsRepository = ReturnType<typeof createSolMintsRepository>;
