/**
 * The console's audit log (contract_audit): who changed which contract, coin config, parser config
 * or mint, when, and which fields — one writer and one field comparison for every repository.
 */
import type { DB } from '@explorer/db';
import type { Kysely } from 'kysely';

export interface Auditor {
  id: number;
  username: string;
}

export type FieldChanges = Record<string, { before: unknown; after: unknown }>;

/** absent, null or an empty object / list: what a new row holds for a field not given */
export const isBlank = (v: unknown) => v === null || v === undefined || (typeof v === 'object' && Object.keys(v as object).length === 0);

/**
 * The fields whose value changed, before → after, compared as JSON; for a new row (before null) the
 * fields given, i.e. those `isEmpty` does not call empty.
 */
export function fieldChanges<K extends string>(fields: readonly K[], before: Partial<Record<K, unknown>> | null, after: Record<K, unknown>, isEmpty: (v: unknown) => boolean = isBlank): FieldChanges {
  const out: FieldChanges = {};
  for (const k of fields) {
    const a = after[k];
    const b = before?.[k] ?? null;
    if (before === null ? isEmpty(a) : JSON.stringify(a) === JSON.stringify(b)) continue;
    out[k] = { before: b, after: a };
  }
  return out;
}

export interface AuditEntry {
  chain: string;
  address: string;
  entity: 'contract' | 'coin_config' | 'parser_config';
  entityId: number | null;
  action: 'create' | 'update' | 'delete';
  changes: Record<string, unknown>;
}

export async function writeAudit(trx: Kysely<DB>, by: Auditor, e: AuditEntry): Promise<void> {
  await trx
    .insertInto('contract_audit')
    .values({ chain: e.chain, address: e.address, entity: e.entity, entity_id: e.entityId, action: e.action, user_id: by.id, username: by.username, changes: JSON.stringify(e.changes) })
    .execute();
}
