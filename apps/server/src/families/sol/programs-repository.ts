/**
 * The Solana program registry (sol_programs, migration 014): the console's list (keyword on Program
 * ID prefix, name or alias, any case; type and status filters; newest first) and its writes, and the
 * registry the sol answers name programs and instructions with — the active rows with their rules,
 * kept in process and read again after any write here, or after REGISTRY_TTL_MS (a write through
 * another API process is seen within that time).
 */
import {
  buildSolProgramRegistry,
  type SolProgramRegistry,
  type SolProgramStatus,
  type SolProgramType,
} from '@explorer/core';
import type { DB } from '@explorer/db';
import type { Kysely, Selectable } from 'kysely';
import { createHash } from 'node:crypto';
import { escapeLike } from '../../plugins/app/like-pattern';

export type SolProgramRow = Selectable<DB['sol_programs']>;

export const REGISTRY_TTL_MS = 5_000;

export interface SolProgramFields {
  program_id: string;
  name: string;
  alias: string | null;
  category: string | null;
  type: SolProgramType;
  status: SolProgramStatus;
  version: string | null;
  is_system: boolean;
  description: string | null;
  instruction_rules: unknown;
  event_rules: unknown;
  sample_data: unknown;
}

export interface SolProgramListQuery {
  keyword?: string;
  type?: SolProgramType;
  status?: SolProgramStatus;
  page: number;
  pageSize: number;
}

const columns = (p: SolProgramFields) => ({
  program_id: p.program_id,
  name: p.name,
  alias: p.alias,
  category: p.category,
  type: p.type,
  status: p.status,
  version: p.version,
  is_system: p.is_system,
  description: p.description,
  instruction_rules: JSON.stringify(p.instruction_rules ?? []),
  event_rules: JSON.stringify(p.event_rules ?? []),
  sample_data: p.sample_data === null || p.sample_data === undefined ? null : JSON.stringify(p.sample_data),
});

export function createSolProgramsRepository(
  db: Kysely<DB>,
  opts: { ttlMs?: number; now?: () => number } = {},
) {
  const ttlMs = opts.ttlMs ?? REGISTRY_TTL_MS;
  const now = opts.now ?? Date.now;
  // a write forgets it after committing: a read that starts later sees the write
  let cached: { at: number; registry: Promise<SolProgramRegistry> } | undefined;

  async function loadRegistry(): Promise<SolProgramRegistry> {
    const rows = await db
      .selectFrom('sol_programs')
      .select(['id', 'program_id', 'name', 'type', 'status', 'instruction_rules', 'event_rules', 'm_time'])
      .where('status', '=', 'active')
      .orderBy('id')
      .execute();
    const stamp = rows.map((r) => `${r.id}@${new Date(r.m_time).getTime()}`).join(',');
    return buildSolProgramRegistry(rows, createHash('sha256').update(stamp).digest('base64url').slice(0, 16));
  }

  const changed = () => {
    cached = undefined;
  };

  return {
    async list(q: SolProgramListQuery): Promise<{ rows: SolProgramRow[]; total: number }> {
      let base = db.selectFrom('sol_programs');
      const keyword = q.keyword?.trim();
      if (keyword) {
        const escaped = escapeLike(keyword);
        base = base.where((eb) =>
          eb.or([
            eb('program_id', 'ilike', `${escaped}%`),
            eb('name', 'ilike', `%${escaped}%`),
            eb('alias', 'ilike', `%${escaped}%`),
          ]),
        );
      }
      if (q.type) base = base.where('type', '=', q.type);
      if (q.status) base = base.where('status', '=', q.status);
      const [rows, count] = await Promise.all([
        base
          .selectAll()
          .orderBy('id', 'desc')
          .limit(q.pageSize)
          .offset((q.page - 1) * q.pageSize)
          .execute(),
        base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
      ]);
      return { rows, total: Number(count.n) };
    },

    async byId(id: number): Promise<SolProgramRow | undefined> {
      return db.selectFrom('sol_programs').selectAll().where('id', '=', id).executeTakeFirst();
    },

    /** undefined when the Program ID is registered already */
    async create(p: SolProgramFields): Promise<SolProgramRow | undefined> {
      const row = await db
        .insertInto('sol_programs')
        .values(columns(p))
        .onConflict((oc) => oc.column('program_id').doNothing())
        .returningAll()
        .executeTakeFirst();
      if (row) changed();
      return row;
    },

    /** undefined when the id is unknown; the Program ID of a row never changes */
    async update(id: number, p: SolProgramFields): Promise<SolProgramRow | undefined> {
      const { program_id: _fixed, ...rest } = columns(p);
      const row = await db
        .updateTable('sol_programs')
        .set({ ...rest, m_time: new Date() })
        .where('id', '=', id)
        .returningAll()
        .executeTakeFirst();
      changed();
      return row;
    },

    async remove(id: number): Promise<boolean> {
      const done = await db.deleteFrom('sol_programs').where('id', '=', id).executeTakeFirst();
      changed();
      return Number(done.numDeletedRows) > 0;
    },

    /** The active programs with their rules, as the sol answers apply them (cached, see above). */
    registry(): Promise<SolProgramRegistry> {
      if (cached && now() - cached.at < ttlMs) return cached.registry;
      const entry = { at: now(), registry: loadRegistry() };
      // a failed read is not kept: the next request reads again
      entry.registry.catch(() => cached === entry && changed());
      cached = entry;
      return entry.registry;
    },
  };
}

export type SolProgramsRepository = ReturnType<typeof createSolProgramsRepository>;
