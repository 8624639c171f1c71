/**
 * The two stored forms of a Solana transaction's detail read back the same, on PGlite and
 * PostgreSQL: the recorded mainnet slots (support/sol-chaindata) stored by the indexer's own
 * reader and store keep each non-vote detail compressed in detail_z (migration 028); every answer
 * that shows a detail (a transaction's detail and artifacts, a slot's full rows and summaries with
 * the second signer, the latest transactions, the signers' address pages) is then read again after
 * each row is turned back into the form a row written before 028 has — the keyed JSON as text in
 * detail, detail_z NULL — and after half of them are: the answers are identical.
 */
import { chainKey, unzipSolDetail } from '@explorer/core';
import { TEST_ENGINES } from '@explorer/db/testing';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, signUp, startTestServer, type TestServer } from './support/server';
import { RECORDED_SLOTS, seedRecordedSlots } from './support/sol-chaindata';

type Json = Record<string, any>;

describe.each(TEST_ENGINES)('Solana detail stored compressed or as text on %s', (engine) => {
  let s: TestServer;
  let token: string;
  beforeAll(async () => {
    s = await startTestServer(engine);
    await seedRecordedSlots(s.t.database);
    token = await signUp(s.url, 'sol-forms-user');
  });
  afterAll(async () => s?.close());

  const get = async (path: string) => {
    const r = await call<Json>(s.url, path, { token });
    expect(r.status, path).toBe(200);
    return r.body;
  };

  /** every answer that shows a detail, by path */
  async function answers(): Promise<Map<string, unknown>> {
    const out = new Map<string, unknown>();
    const read = async (path: string) => out.set(path, await get(path));
    await read('/api/v1/transactions?chain=sol&page_size=50');
    const signers = new Set<string>();
    for (const { slot } of RECORDED_SLOTS) {
      await read(`/api/v1/transactions/block-height/${slot}?chain=sol&detail=full`);
      await read(`/api/v1/sol/blocks/${slot}/transactions`);
      const full = (out.get(`/api/v1/transactions/block-height/${slot}?chain=sol&detail=full`) as Json).data.transactions as Json[];
      for (const t of full) {
        await read(`/api/v1/sol/tx/detail?signature=${t.id}`);
        await read(`/api/v1/sol/tx/${t.id}/artifacts`);
        for (const k of t.account_keys as Json[]) if (k.signer) signers.add(k.pubkey);
      }
    }
    for (const a of signers) {
      await read(`/api/no-auth/addresses/${a}?chain=sol`);
      await read(`/api/no-auth/addresses/${a}/transactions?chain=sol&limit=100`);
    }
    return out;
  }

  /** the non-vote rows' detail_z turned back into the pre-028 text (keyed JSON in detail); `keep` says which rows stay compressed */
  async function toTextForm(keep: (n: number) => boolean): Promise<number> {
    const { db } = s.t.database;
    const rows = await db.selectFrom('sol_transactions').select(['block_height', 'tx_index', 'detail_z']).where('chain', '=', chainKey('sol')).where('detail_z', 'is not', null).orderBy('block_height').orderBy('tx_index').execute();
    let changed = 0;
    for (const [n, r] of rows.entries()) {
      if (keep(n)) continue;
      const text = unzipSolDetail(Buffer.from(r.detail_z!.slice(2), 'hex'));
      await sql`UPDATE sol_transactions SET detail = ${text}, detail_z = NULL WHERE chain = ${chainKey('sol')} AND block_height = ${r.block_height} AND tx_index = ${r.tx_index}`.execute(db);
      changed++;
    }
    return changed;
  }

  it('answers the same whether a detail is compressed (028) or keyed text (a row written before)', async () => {
    const { db } = s.t.database;
    const stored = await db.selectFrom('sol_transactions').select(['vote', 'detail', 'detail_z', 'keys']).where('chain', '=', chainKey('sol')).execute();
    // as written: every non-vote detail compressed (version byte 1) with its keys, no text; votes compact
    const nonVote = stored.filter((r) => !r.vote);
    expect(nonVote.length).toBeGreaterThanOrEqual(6);
    expect(nonVote.every((r) => r.detail === null && r.detail_z!.startsWith('0x01') && r.keys !== null)).toBe(true);
    expect(stored.filter((r) => r.vote).every((r) => r.detail === null && r.detail_z === null)).toBe(true);

    const compressed = await answers();
    expect(compressed.size).toBeGreaterThan(20);
    // half of the rows in the old form, then all of them
    expect(await toTextForm((n) => n % 2 === 0)).toBe(Math.floor(nonVote.length / 2));
    const mixed = await answers();
    expect(await toTextForm(() => false)).toBe(Math.ceil(nonVote.length / 2));
    const text = await answers();
    expect(await db.selectFrom('sol_transactions').select('detail_z').where('detail_z', 'is not', null).execute()).toEqual([]);
    for (const [path, body] of compressed) {
      expect(mixed.get(path), path).toEqual(body);
      expect(text.get(path), path).toEqual(body);
    }
  });
});
