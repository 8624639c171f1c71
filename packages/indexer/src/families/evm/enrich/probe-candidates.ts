/**
 * Contracts rows of a chain that are due for a probe: never probed (new indexer rows, user rows),
 * then earlier probes that failed because of the node, once their backoff has passed
 * (retryBaseMs doubled per failure, at most retryMaxMs).
 */
import { sql, type Kysely } from 'kysely';
import type { DB } from '@explorer/db';

export interface ProbeCandidate {
  address: string;
  /** the contracts row to update; null: no row yet (a token seen only in transfers) */
  rowId: number | null;
  /** for a new row: height of the token's first transfer seen */
  firstSeen: number | null;
}

export interface RetryPolicy {
  retryBaseMs: number;
  retryMaxMs: number;
}

export async function dueContracts(
  db: Kysely<DB>,
  chain: string,
  limit: number,
  retry: RetryPolicy,
): Promise<ProbeCandidate[]> {
  if (limit <= 0) return [];
  const fresh = await db
    .selectFrom('contracts')
    .select(['id', 'address'])
    .where('chain', '=', chain)
    .where('token_probe', 'is', null)
    .orderBy('id')
    .limit(limit)
    .execute();
  const room = limit - fresh.length;
  const failed =
    room <= 0
      ? []
      : await db
          .selectFrom('contracts')
          .select(['id', 'address'])
          .where('chain', '=', chain)
          .where('token_probe', '=', 'failed')
          .where(
            'token_probed_at',
            '<=',
            sql<Date>`now() - LEAST(${retry.retryBaseMs}::float8 * power(2, LEAST(token_probe_failures, 40) - 1), ${retry.retryMaxMs}::float8) * interval '1 millisecond'`,
          )
          .orderBy('token_probed_at')
          .limit(room)
          .execute();
  return [...fresh, ...failed].map((r) => ({ address: r.address, rowId: r.id, firstSeen: null }));
}
