/**
 * The Solana program registry's API (spec part 2 §2.8, §5, §7 Programs) on PGlite and PostgreSQL,
 * for every role — guest, user, administrator: the seeded well-known programs, the list (paging,
 * page_size cap, keyword on Program ID prefix / name / alias in any case with LIKE characters taken
 * literally, type and status filters), create (a duplicate 409), update (a changed Program ID 400),
 * delete (a native program: 403 for a user, who may not clear is_system either). Bad input and the
 * preview: sol-programs-input.test.ts.
 */
import { TEST_ENGINES } from '@explorer/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, signUp, startTestServer, type TestServer } from './support/server';

type Json = Record<string, any>;
const total = (r: { body: unknown }) => (r.body as Json).meta.total as number;

// real mainnet program ids (not seeded): Raydium CPMM and Kamino Lending
const CPMM = 'CPMMoo8L3F4NbTegBCKVNunggL7H1ZpdTHKxQB5qKP1C';
const KAMINO = 'KLend2g3cP87ber41rSMPVTHZ7KxRZ8s8RG9ucnt9SH';
const SYSTEM = '11111111111111111111111111111111';
const TOKEN = 'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA';
const WIRE_KEYS = [
  'id',
  'program_id',
  'name',
  'alias',
  'category',
  'type',
  'status',
  'version',
  'is_system',
  'description',
  'instruction_rules',
  'event_rules',
  'sample_data',
  'c_time',
  'm_time',
];
const LIMIT_RULE = {
  name: 'set_unit_limit',
  match: { u8: 2 },
  fields: [{ name: 'units', type: 'u32', offset: 1 }],
  accounts: [],
};

describe.each(TEST_ENGINES)('sol program registry API on %s', (engine) => {
  let s: TestServer;
  let user: string;
  let admin: string;
  let seeded: number;
  beforeAll(async () => {
    s = await startTestServer(engine);
    [user, admin] = await Promise.all([signUp(s.url, 'p-user'), signUp(s.url, 'p-admin')]);
    expect(await s.app.repos.users.setRole('p-admin', 'administrator')).toBe(true);
    seeded = Number(
      (
        await s.t.database.db
          .selectFrom('sol_programs')
          .select((eb) => eb.fn.countAll<string>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  });
  afterAll(async () => s?.close());

  const v1 = <T = Json>(token: string | undefined, method: string, path: string, json?: unknown) =>
    call<T>(s.url, '/api/v1' + path, { method, token, json });
  const guest = <T = Json[]>(path: string) => call<T>(s.url, '/api/no-auth' + path);
  const cpmm = (extra: Json = {}) => ({ program_id: CPMM, name: 'Raydium CPMM', type: 'dex', ...extra });
  const byProgramId = async (programId: string) =>
    (await v1<Json[]>(user, 'GET', `/sol/programs?keyword=${programId}`)).body.data.find(
      (p) => p.program_id === programId,
    )!;

  it('seeds the well-known programs with their real ids: native ones flagged is_system, names as before the registry', async () => {
    expect(seeded).toBeGreaterThanOrEqual(30);
    const system = await guest('/sol/programs?type=system&page_size=200');
    expect(system.body.data.every((p: Json) => p.is_system === true && p.type === 'system')).toBe(true);
    expect(system.body.data.map((p: Json) => p.program_id)).toEqual(
      expect.arrayContaining([
        SYSTEM,
        'Vote111111111111111111111111111111111111111',
        'ComputeBudget111111111111111111111111111111',
        'BPFLoaderUpgradeab1e11111111111111111111111',
      ]),
    );
    expect(await byProgramId(TOKEN)).toMatchObject({
      name: 'SPL Token Program',
      type: 'token',
      is_system: false,
      status: 'active',
      instruction_rules: [],
      event_rules: [],
      sample_data: null,
    });
    expect(await byProgramId('TokenzQdBNbLqP5VEhdkAS6EPFLC1PHnBqCXEpPxuEb')).toMatchObject({
      name: 'Token-2022 Program',
      type: 'token',
    });
    expect(await byProgramId('JUP6LkbZbjS1jKKwapdHNy74zcZ3tLUZoi5QNyVTaV4')).toMatchObject({
      name: 'Jupiter Aggregator v6',
      type: 'dex',
    });
    expect(await byProgramId('metaqbxxUerdq28cj1RbAWkYQm3ybzjb6a8bt518x1s')).toMatchObject({ type: 'nft' });
  });

  it('lists for guests and users: { success, data, meta.total, message }, 25 a page, page_size capped at 200, guests cannot use /api/v1', async () => {
    const first = await guest('/sol/programs');
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ success: true, message: 'ok' });
    expect(Object.keys(first.body as Json).sort()).toEqual(['data', 'message', 'meta', 'success']);
    expect([first.body.data.length, total(first)]).toEqual([25, seeded]);
    expect(Object.keys(first.body.data[0]!).sort()).toEqual([...WIRE_KEYS].sort());
    expect(first.body.data[0]!.c_time).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    const second = await guest(`/sol/programs?page=2&page_size=25`);
    expect(second.body.data.length).toBe(Math.min(25, seeded - 25));
    expect(second.body.data.map((p: Json) => p.id)).not.toContain(first.body.data[0]!.id);
    expect((await guest('/sol/programs?page_size=500')).body.data.length).toBe(Math.min(200, seeded));
    expect((await v1(undefined, 'GET', '/sol/programs')).status).toBe(401);
    const signedIn = await v1<Json[]>(user, 'GET', '/sol/programs?page_size=10');
    expect([signedIn.status, signedIn.body.data.length, total(signedIn)]).toEqual([200, 10, seeded]);
  });

  it('searches Program ID prefix, name and alias in any case; LIKE characters match themselves; filters by type and status', async () => {
    const ids = async (q: string) =>
      (await guest(`/sol/programs?page_size=200&${q}`)).body.data.map((p: Json) => p.program_id as string);
    expect(await ids('keyword=Tokenkeg')).toEqual([TOKEN]);
    expect(await ids('keyword=tokenkeg')).toEqual([TOKEN]); // any case
    expect(await ids('keyword=QfeZyiNwAJbNb')).toEqual([]); // the id matches by prefix only
    expect(await ids('keyword=WHIRLPOOL')).toEqual(['whirLbMiicVdio4qvUfM5KAg6Ct8VwpYzGff3uctyCc']); // name
    expect(await ids('keyword=bubblegum')).toEqual(['BGUMAp9Gq7iTEuizy4pqaxsTyUCBK68MDfK752saRPUY']); // name and alias
    expect(await ids('keyword=%25')).toEqual([]);
    expect(await ids('keyword=_')).toEqual([]);
    expect(await ids('type=nft')).toHaveLength(3);
    expect(await ids('type=&status=')).toHaveLength(seeded);
    expect(await ids('status=inactive')).toEqual([]);
    for (const q of ['type=bogus', 'status=paused', 'page=0', `keyword=${'k'.repeat(129)}`])
      expect((await guest(`/sol/programs?${q}`)).status, q).toBe(400);
  });

  it('creates for a signed-in user only (guest 401); the same Program ID twice is a 409; the answer is the saved program', async () => {
    expect((await v1(undefined, 'POST', '/sol/programs', cpmm())).status).toBe(401);
    const created = await v1(
      user,
      'POST',
      '/sol/programs',
      cpmm({
        alias: '  CPMM  ',
        category: '',
        sample_data: { data: '0x02', accounts: [] },
        instruction_rules: [LIMIT_RULE],
      }),
    );
    expect(created.status, created.text).toBe(200);
    expect(created.body.message).toBe('程序已添加');
    expect(created.body.data).toMatchObject({
      program_id: CPMM,
      name: 'Raydium CPMM',
      alias: 'CPMM',
      category: null,
      type: 'dex',
      status: 'active',
      version: null,
      is_system: false,
      description: null,
      instruction_rules: [LIMIT_RULE],
      event_rules: [],
      sample_data: { data: '0x02', accounts: [] },
    });
    expect(typeof created.body.data.id).toBe('number');
    const again = await v1(admin, 'POST', '/sol/programs', cpmm({ name: 'other' }));
    expect([again.status, again.body.message]).toEqual([409, `程序ID ${CPMM} 已存在`]);
    const listed = await guest('/sol/programs?keyword=raydium%20cp');
    expect(listed.body.data.map((p: Json) => p.program_id)).toEqual([CPMM]);
    expect(total(await guest('/sol/programs'))).toBe(seeded + 1);
  });

  it('updates: any signed-in user, Program ID fixed (400), unknown id 404, a bad id 400; the list shows the change', async () => {
    const p = await byProgramId(CPMM);
    const body = cpmm({
      alias: 'CPMM',
      status: 'inactive',
      version: '1',
      instruction_rules: null,
      event_rules: undefined,
    });
    expect((await v1(undefined, 'PUT', `/sol/programs/${p.id}`, body)).status).toBe(401);
    const saved = await v1(user, 'PUT', `/sol/programs/${p.id}`, body);
    expect(saved.status, saved.text).toBe(200);
    expect(saved.body.data).toMatchObject({
      id: p.id,
      status: 'inactive',
      version: '1',
      instruction_rules: [],
      event_rules: [],
      sample_data: null,
      c_time: p.c_time,
    });
    expect(Date.parse(saved.body.data.m_time)).toBeGreaterThanOrEqual(Date.parse(p.m_time));
    const moved = await v1(user, 'PUT', `/sol/programs/${p.id}`, cpmm({ program_id: KAMINO }));
    expect([moved.status, moved.body.message]).toEqual([400, '程序ID不可修改']);
    expect((await v1(user, 'PUT', '/sol/programs/999999999', cpmm())).status).toBe(404);
    expect((await v1(user, 'PUT', '/sol/programs/abc', cpmm())).status).toBe(400);
    expect((await guest('/sol/programs?status=inactive')).body.data.map((x: Json) => x.program_id)).toEqual([
      CPMM,
    ]);
  });

  it('a native program: a user may edit it but neither delete it nor clear is_system (403); an administrator may', async () => {
    const sys = await byProgramId(SYSTEM);
    const { id, c_time: _c, m_time: _m, ...body } = sys;
    const edited = await v1(user, 'PUT', `/sol/programs/${id}`, { ...body, description: 'native' });
    expect([edited.status, edited.body.data?.is_system]).toEqual([200, true]);
    const unflag = await v1(user, 'PUT', `/sol/programs/${id}`, { ...body, is_system: false });
    expect([unflag.status, unflag.body.message]).toEqual([403, '只有管理员可以取消系统程序标志']);
    expect((await v1(undefined, 'DELETE', `/sol/programs/${id}`)).status).toBe(401);
    const refused = await v1(user, 'DELETE', `/sol/programs/${id}`);
    expect([refused.status, refused.body.message]).toEqual([403, '系统程序只有管理员可以删除']);
    expect(await byProgramId(SYSTEM)).toBeDefined();
    expect((await v1(admin, 'DELETE', `/sol/programs/${id}`)).body).toMatchObject({
      success: true,
      message: '程序已删除',
    });
    expect(await byProgramId(SYSTEM)).toBeUndefined();
    expect((await v1(admin, 'DELETE', `/sol/programs/${id}`)).status).toBe(404);
  });

  it('deletes a program that is not native for any signed-in user', async () => {
    const p = await byProgramId(CPMM);
    const r = await v1(user, 'DELETE', `/sol/programs/${p.id}`);
    expect([r.status, r.body.data]).toEqual([200, null]);
    expect(await byProgramId(CPMM)).toBeUndefined();
  });
});
