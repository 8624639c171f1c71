import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import { bytea } from './bytea';
import { loadMigrations, migrate } from './migrate';
import { openTestDatabase, TEST_ENGINES, type TestDatabase } from './testing';

describe.each(TEST_ENGINES)('database on %s', (engine) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await openTestDatabase(engine);
  });
  afterAll(async () => t?.drop());

  it('applies every migration once and is idempotent', async () => {
    const rows = await t.database.db.selectFrom('schema_migrations' as never).select('version' as never).execute();
    expect(rows.length).toBe(loadMigrations().length);
    expect(await migrate(t.database)).toEqual([]);
  });

  it('stores tx input and log data with lz4 where the server has it, else uncompressed (no pglz)', async () => {
    const { rows } = await sql<{ col: string; storage: string; compression: string }>`
      SELECT attrelid::regclass::text || '.' || attname AS col, attstorage AS storage, attcompression::text AS compression
      FROM pg_attribute WHERE (attrelid = 'evm_transactions'::regclass AND attname = 'input') OR (attrelid = 'evm_logs'::regclass AND attname = 'data')
      ORDER BY 1`.execute(t.database.db);
    const { rows: lz4 } = await sql<{ on: boolean }>`SELECT EXISTS (SELECT 1 FROM pg_settings WHERE name = 'default_toast_compression' AND 'lz4' = ANY (enumvals)) AS on`.execute(t.database.db);
    const expected = lz4[0]!.on ? { storage: 'x', compression: 'l' } : { storage: 'e', compression: '' };
    expect(rows).toEqual([{ col: 'evm_logs.data', ...expected }, { col: 'evm_transactions.input', ...expected }]);
    expect(engine === 'pglite' ? 'e' : 'x').toBe(expected.storage); // PGlite has no lz4; the PostgreSQL here does
  });

  it("reads BIGINT as number, NUMERIC as an exact decimal string and BYTEA as '0x…' hex", async () => {
    const wei = '115792089237316195423570985008687907853269984665640564039457584007913129639935'; // 2^256-1
    await t.database.db
      .insertInto('blocks')
      .values({ chain: 1, height: 9007199254740991, hash: bytea('0x0A'), parent_hash: bytea('0x00'), timestamp: 1, miner: null, size: 1, tx_count: 0, gas_used: '1', gas_limit: '2', base_fee: null, difficulty: null, miner_tip: wei, burned: 0n, value_sum: '0', gas_price_sum: '0', extra: null })
      .execute();
    const row = await t.database.db.selectFrom('blocks').selectAll().where('hash', '=', bytea('0x0a')).executeTakeFirstOrThrow();
    expect(row.height).toBe(9007199254740991);
    expect(row.chain).toBe(1);
    expect(row.hash).toBe('0x0a');
    expect(row.parent_hash).toBe('0x00');
    // a '0x…' string is the bytes of its characters, not hex: it matches nothing (why bytea() is required)
    expect(await t.database.db.selectFrom('blocks').select('height').where('hash', '=', '0x0a' as never).executeTakeFirst()).toBeUndefined();
    expect(row.miner_tip).toBe(wei);
    expect(row.burned).toBe('0');
  });

  it('takes raw bytes for a BYTEA and a long text (non-ASCII too) as the same values the short forms give', async () => {
    // every byte value, NULs included, and a size past PGlite's switch to binary parameters
    const bytes = Buffer.alloc(70_000);
    for (let i = 0; i < bytes.length; i++) bytes[i] = (i * 7) % 256;
    const text = `交易,${'a,b,'.repeat(5_000)}é😀`;
    const { rows } = await sql<{ n: number; md5: string; chars: number; tail: string; head: string; hex: string }>`
      SELECT length(${bytes}::bytea) AS n, md5(${bytes}::bytea) AS md5, char_length(${text}::text) AS chars,
             right(${text}::text, 2) AS tail, left(${text}::text, 3) AS head, ${Buffer.from([0, 255, 16])}::bytea AS hex`.execute(t.database.db);
    expect(rows[0]).toEqual({ n: 70_000, md5: createHash('md5').update(bytes).digest('hex'), chars: [...text].length, tail: 'é😀', head: '交易,', hex: '0x00ff10' });
    // a short text and '\\x…' hex text still go as text
    const { rows: short } = await sql<{ s: string; b: string }>`SELECT ${'短'}::text AS s, ${bytea('0xabcd')}::bytea AS b`.execute(t.database.db);
    expect(short[0]).toEqual({ s: '短', b: '0xabcd' });
  });

  if (engine === 'postgres')
    it('runs no JIT on any pooled connection (a compile of ~55 ms for a 1 ms probe on a large chain)', async () => {
      // four at once: each on its own pooled connection (the pool holds 4)
      const seen = await Promise.all(
        [1, 2, 3, 4].map(() => t.database.db.connection().execute(async (c) => {
          const { rows } = await sql<{ jit: string; pid: number }>`SELECT current_setting('jit') AS jit, pg_backend_pid() AS pid, pg_sleep(0.05)`.execute(c);
          return rows[0]!;
        })),
      );
      expect(new Set(seen.map((r) => r.pid)).size).toBe(4);
      expect(seen.map((r) => r.jit)).toEqual(['off', 'off', 'off', 'off']);
    });

  it('rolls a failed transaction back completely', async () => {
    await expect(
      t.database.db.transaction().execute(async (trx) => {
        await trx.insertInto('chain_counters').values({ chain: 'bsc', total_blocks: 5 }).execute();
        throw new Error('boom');
      }),
    ).rejects.toThrow('boom');
    const row = await t.database.db.selectFrom('chain_counters').selectAll().where('chain', '=', 'bsc').executeTakeFirst();
    expect(row).toBeUndefined();
  });

  it('delivers NOTIFY only after the sending transaction commits', async () => {
    const got: string[] = [];
    const stop = await t.database.listen('test_channel', (p) => got.push(p));
    await t.database.db.transaction().execute(async (trx) => {
      await sql`SELECT pg_notify('test_channel', 'hello')`.execute(trx);
      await new Promise((r) => setTimeout(r, 100));
      expect(got).toEqual([]);
    });
    for (let i = 0; i < 50 && got.length === 0; i++) await new Promise((r) => setTimeout(r, 20));
    expect(got).toEqual(['hello']);
    await stop();
  });
});

describe('LISTEN on PostgreSQL', () => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await openTestDatabase('postgres');
  });
  afterAll(async () => t?.drop());

  it('reconnects and keeps delivering after its connection is killed', async () => {
    const got: string[] = [];
    const stop = await t.database.listen('reconnect_channel', (p) => got.push(p));
    const killed = await sql<{ n: number }>`
      SELECT count(pg_terminate_backend(pid))::int AS n FROM pg_stat_activity
      WHERE datname = current_database() AND query LIKE 'LISTEN%'`.execute(t.database.db);
    expect(killed.rows[0]?.n).toBe(1);
    for (let i = 0; i < 100 && got.length === 0; i++) {
      await sql`SELECT pg_notify('reconnect_channel', 'after')`.execute(t.database.db);
      await new Promise((r) => setTimeout(r, 100));
    }
    expect(got[0]).toBe('after');
    await stop();
  });
});
