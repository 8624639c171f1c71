/**
 * The contracts console's rows (spec part 2 §2.5, §2.6): lists with search and filters, one contract
 * by id or address, create-or-update, status, verification and delete — each write with its audit
 * row (who, when, the fields it changed) in the same transaction. The logo is read only when asked:
 * lists answer has_logo and the page fetches logos one by one (cached in the browser). Only rows of
 * the contract chains (eth, bsc) are read or written here: sol mints share the table (chain 'sol',
 * sol/mints-repository.ts) and never show in this console.
 */
import { CONTRACT_CHAINS, type ContractAuditEntry, type SaveContract } from '@explorer/core';
import type { DB } from '@explorer/db';
import { sql, type Kysely, type Selectable } from 'kysely';
import { fieldChanges, isBlank, writeAudit, type AuditEntry, type Auditor, type FieldChanges } from './contract-audit';
import { addressPattern, escapeLike } from './like-pattern';

type ContractRow = Selectable<DB['contracts']>;

export interface ContractListQuery {
  chain: string;
  search?: string;
  contractType?: string;
  status?: number;
  erc20Only?: boolean;
  includeLogo: boolean;
  page: number;
  pageSize: number;
}

export type { Auditor } from './contract-audit';

/** the row's editable fields, as the audit compares them */
const EDITABLE = [
  'contract_type', 'name', 'symbol', 'decimals', 'total_supply', 'is_erc20', 'interfaces', 'methods', 'events', 'metadata', 'status', 'verified', 'creator', 'creation_tx',
  'creation_block', 'contract_logo',
] as const;
type Editable = (typeof EDITABLE)[number];

const LIST_COLUMNS = [
  'id', 'chain', 'address', 'contract_type', 'name', 'symbol', 'decimals', 'total_supply', 'is_erc20', 'interfaces', 'methods', 'events', 'metadata', 'status', 'verified',
  'creator', 'creation_tx', 'creation_block', 'program_id', 'source', 'last_activity_block', 'last_activity_at', 'c_time', 'm_time',
] as const;

export type ContractRecord = Omit<ContractRow, 'token_probe' | 'token_probed_at' | 'token_probe_failures' | 'token_first_seen' | 'contract_logo'> & {
  contract_logo: string | null;
  has_logo: boolean;
};

const json = (v: unknown) => JSON.stringify(v);
const logoLength = sql<number | null>`length(contract_logo)`.as('logo_length');

/** null, false, [] and {}: what a new row has when a field is not given */
const isEmpty = (v: unknown) => v === false || isBlank(v);

/** fields whose value changed, before → after (for a new row: the fields given); a logo is compared, not copied into the audit */
function changesOf(before: Partial<Record<Editable, unknown>> | null, after: Record<Editable, unknown>): FieldChanges {
  const out = fieldChanges(EDITABLE, before, after, isEmpty);
  const logo = out.contract_logo;
  if (logo) out.contract_logo = { before: logo.before === null ? null : 'image', after: logo.after === null ? null : 'image' };
  return out;
}

export function createContractsRepository(db: Kysely<DB>) {
  /** the console's rows: those of the contract chains */
  const rowsOf = (trx: Kysely<DB>) => trx.selectFrom('contracts').where('chain', 'in', CONTRACT_CHAINS);
  const toRecord = (r: Omit<ContractRecord, 'has_logo' | 'contract_logo'> & { logo_length: number | null; contract_logo?: string | null }): ContractRecord => {
    const { logo_length, ...rest } = r;
    return { ...rest, contract_logo: r.contract_logo ?? null, has_logo: (logo_length ?? 0) > 0 };
  };

  const audit = (trx: Kysely<DB>, by: Auditor, row: { chain: string; address: string; id: number | null }, action: AuditEntry['action'], changes: Record<string, unknown>) =>
    writeAudit(trx, by, { chain: row.chain, address: row.address, entity: 'contract', entityId: row.id, action, changes });

  return {
    async list(q: ContractListQuery): Promise<{ rows: ContractRecord[]; total: number }> {
      let base = rowsOf(db).where('chain', '=', q.chain);
      if (q.search) {
        const s = q.search.trim();
        const like = `%${escapeLike(s)}%`;
        // part of the address (stored lower-case; its beginning below 3 characters), of the name or of the symbol
        base = base.where((eb) => eb.or([eb('address', 'like', addressPattern(s.toLowerCase())), eb('name', 'ilike', like), eb('symbol', 'ilike', like)]));
      }
      if (q.contractType) base = base.where('contract_type', '=', q.contractType);
      if (q.status !== undefined) base = base.where('status', '=', q.status);
      if (q.erc20Only) base = base.where('is_erc20', '=', true);
      const [rows, count] = await Promise.all([
        base
          .select([...LIST_COLUMNS, logoLength])
          .$if(q.includeLogo, (qb) => qb.select('contract_logo'))
          .orderBy('m_time', 'desc')
          .orderBy('id', 'desc')
          .limit(q.pageSize)
          .offset((q.page - 1) * q.pageSize)
          .execute(),
        base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
      ]);
      return { rows: rows.map((r) => toRecord(r as never)), total: Number(count.n) };
    },

    async byId(id: number): Promise<ContractRecord | undefined> {
      const r = await rowsOf(db).select([...LIST_COLUMNS, logoLength, 'contract_logo']).where('id', '=', id).executeTakeFirst();
      return r && toRecord(r as never);
    },

    /** On one chain, or on the first chain (in the given order) that has it. */
    async byAddress(address: string, chains: readonly string[]): Promise<ContractRecord | undefined> {
      const rows = await rowsOf(db).select([...LIST_COLUMNS, logoLength, 'contract_logo']).where('address', '=', address).where('chain', 'in', [...chains]).execute();
      const r = chains.map((c) => rows.find((x) => x.chain === c)).find((x) => x !== undefined);
      return r && toRecord(r as never);
    },

    async logo(id: number): Promise<{ contract_logo: string | null } | undefined> {
      return rowsOf(db).select('contract_logo').where('id', '=', id).executeTakeFirst();
    },

    /** Creates or updates the contract at (chain, address); the audit row says which and what changed. */
    async save(input: SaveContract, by: Auditor): Promise<{ contract: ContractRecord; created: boolean }> {
      return db.transaction().execute(async (trx) => {
        const before = await trx.selectFrom('contracts').selectAll().where('chain', '=', input.chain_name).where('address', '=', input.address).forUpdate().executeTakeFirst();
        const values = {
          contract_type: input.contract_type,
          name: input.name,
          symbol: input.symbol,
          decimals: input.decimals,
          total_supply: input.total_supply,
          is_erc20: input.is_erc20,
          interfaces: json(input.interfaces),
          methods: json(input.methods),
          events: json(input.events),
          metadata: json(input.metadata),
          status: input.status,
          verified: input.verified,
          creator: input.creator,
          creation_tx: input.creation_tx,
          creation_block: input.creation_block,
          contract_logo: input.contract_logo,
        };
        let id: number;
        if (before) {
          // a row the indexer found becomes the user's once edited: a reorg below its creation keeps it
          await trx.updateTable('contracts').set({ ...values, source: 'user', m_time: new Date() }).where('id', '=', before.id).execute();
          id = Number(before.id);
        } else {
          const row = await trx.insertInto('contracts').values({ chain: input.chain_name, address: input.address, source: 'user', ...values }).returning('id').executeTakeFirstOrThrow();
          id = Number(row.id);
        }
        await audit(trx, by, { chain: input.chain_name, address: input.address, id }, before ? 'update' : 'create', changesOf(before ?? null, input));
        const saved = await trx.selectFrom('contracts').select([...LIST_COLUMNS, logoLength, 'contract_logo']).where('id', '=', id).executeTakeFirstOrThrow();
        return { contract: toRecord(saved as never), created: !before };
      });
    },

    /** Sets one field (status or verified); undefined when the id is unknown. */
    async setField(id: number, field: 'status' | 'verified', value: number | boolean, by: Auditor): Promise<ContractRecord | undefined> {
      return db.transaction().execute(async (trx) => {
        const before = await rowsOf(trx).select(['id', 'chain', 'address', 'status', 'verified']).where('id', '=', id).forUpdate().executeTakeFirst();
        if (!before) return undefined;
        await trx.updateTable('contracts').set({ [field]: value, m_time: new Date() }).where('id', '=', id).execute();
        if (before[field] !== value) await audit(trx, by, { chain: before.chain, address: before.address, id }, 'update', { [field]: { before: before[field], after: value } });
        const r = await trx.selectFrom('contracts').select([...LIST_COLUMNS, logoLength, 'contract_logo']).where('id', '=', id).executeTakeFirstOrThrow();
        return toRecord(r as never);
      });
    },

    /** false when the id is unknown */
    async remove(id: number, by: Auditor): Promise<{ chain: string; address: string } | undefined> {
      return db.transaction().execute(async (trx) => {
        const row = await trx.deleteFrom('contracts').where('id', '=', id).where('chain', 'in', CONTRACT_CHAINS).returning(['chain', 'address', 'name', 'symbol', 'contract_type']).executeTakeFirst();
        if (!row) return undefined;
        await audit(trx, by, { chain: row.chain, address: row.address, id }, 'delete', { name: { before: row.name, after: null }, symbol: { before: row.symbol, after: null }, contract_type: { before: row.contract_type, after: null } });
        return { chain: row.chain, address: row.address };
      });
    },

    /** the chain of a contract id (for the write policy), or undefined */
    async chainOf(id: number): Promise<string | undefined> {
      return (await rowsOf(db).select('chain').where('id', '=', id).executeTakeFirst())?.chain;
    },

    async exists(chain: string, address: string): Promise<boolean> {
      return (await rowsOf(db).select('id').where('chain', '=', chain).where('address', '=', address).executeTakeFirst()) !== undefined;
    },

    /** Newest first; optionally one contract's. */
    async auditLog(q: { chain?: string; address?: string; page: number; pageSize: number }): Promise<{ rows: ContractAuditEntry[]; total: number }> {
      let base = db.selectFrom('contract_audit');
      if (q.chain) base = base.where('chain', '=', q.chain);
      if (q.address) base = base.where('address', '=', q.address);
      const [rows, count] = await Promise.all([
        base.select(['id', 'chain', 'address', 'entity', 'entity_id', 'action', 'username', 'changes', 'at']).orderBy('id', 'desc').limit(q.pageSize).offset((q.page - 1) * q.pageSize).execute(),
        base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
      ]);
      return {
        rows: rows.map((r) => ({ ...r, id: Number(r.id), entity_id: r.entity_id === null ? null : Number(r.entity_id), at: new Date(r.at).toISOString() })),
        total: Number(count.n),
      };
    },
  };
}

export type ContractsRepository = ReturnType<typeof createContractsRepository>;
