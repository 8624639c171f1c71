/**
 * Look-alike usernames (issue 22): a name is one account by its canonical form (NFKC + lower case),
 * so case and fullwidth variants of `demo` are refused as taken and sign in as `demo`; invisible,
 * bidirectional-control and mixed-script names are refused with a message naming 用户名. On both
 * engines, through the real server.
 */
import { TEST_ENGINES } from '@explorer/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, startTestServer, type TestServer } from './support/server';

const register = (s: TestServer, username: string, password = 'secret-123') =>
  call<{ id: number; username: string }>(s.url, '/api/auth/register', { method: 'POST', json: { username, email: 'someone@example.com', password } });
const login = (s: TestServer, username: string, password = 'secret-123') =>
  call<{ user: { id: number; username: string } }>(s.url, '/api/auth/login', { method: 'POST', json: { username, password } });
const refused = (message: string) => ({ success: false, data: null, message });

describe.each(TEST_ENGINES)('usernames on %s', (engine) => {
  let s: TestServer;
  let demoId: number;
  beforeAll(async () => {
    s = await startTestServer(engine);
    const demo = await register(s, 'demo');
    expect(demo.status).toBe(200);
    demoId = demo.body.data.id;
  });
  afterAll(async () => s?.close());

  it.each([['Demo'], ['DEMO'], ['ｄｅｍｏ'], ['ＤＥＭＯ'], [' demo ']])('refuses %j beside demo as taken (用户名已存在)', async (name) => {
    const r = await register(s, name);
    expect(r.status).toBe(409);
    expect(r.body).toEqual(refused('用户名已存在'));
  });

  it.each([
    ['demo + zero-width space', 'demo\u200b', '用户名不能包含不可见字符或方向控制字符'],
    ['a right-to-left override', '\u202eomed', '用户名不能包含不可见字符或方向控制字符'],
    ['a Hangul filler (blank letter)', 'demo\u3164', '用户名不能包含不可见字符或方向控制字符'],
    ['Cyrillic о among Latin letters', 'dem\u043e', '用户名不能混用多种文字'],
    ['Greek ο among Latin letters', 'dem\u03bf', '用户名不能混用多种文字'],
    ['a space inside', 'de mo', '用户名只能包含文字、数字和 _ - . @'],
    ['an overlay mark', 'd\u0338emo', '用户名只能包含文字、数字和 _ - . @'],
  ])('refuses %s with 400 naming 用户名', async (_what, name, message) => {
    const r = await register(s, name);
    expect(r.status).toBe(400);
    expect(r.body).toEqual(refused(message));
    const rows = await s.t.database.db.selectFrom('users').select('username').where('username', '=', name).execute();
    expect(rows).toEqual([]);
  });

  it('keeps the earlier rules and their messages', async () => {
    expect((await register(s, '   ')).body).toEqual(refused('请输入用户名'));
    expect((await register(s, 'x'.repeat(65))).body).toEqual(refused('用户名不能超过64个字符'));
  });

  it('signs demo in by any case or width of its name; a wrong password or an invisible look-alike is still 401', async () => {
    for (const name of ['demo', 'DEMO', 'Demo', 'ｄｅｍｏ']) {
      const r = await login(s, name);
      expect(r.status, name).toBe(200);
      expect(r.body.data.user).toMatchObject({ id: demoId, username: 'demo' });
    }
    expect((await login(s, 'DEMO', 'wrong-password')).status).toBe(401);
    expect((await login(s, 'demo\u200b')).status).toBe(401);
  });

  it('takes names of one script and the combinations Chinese and Japanese names use; shows the name as typed', async () => {
    for (const name of ['张三', '李四abc', 'たなか太郎', 'Иван', 'user_1.x-y', 'mail@example.com']) {
      const r = await register(s, name);
      expect(r.status, name).toBe(200);
      expect(r.body.data.username).toBe(name);
    }
    const wide = await register(s, 'ＷＩＤＥ１');
    expect(wide.status).toBe(200);
    expect(wide.body.data.username).toBe('ＷＩＤＥ１');
    expect((await login(s, 'wide1')).body.data.user).toMatchObject({ id: wide.body.data.id, username: 'ＷＩＤＥ１' });
    expect((await register(s, 'иван')).status).toBe(409);
    const row = await s.t.database.db.selectFrom('users').select('username_canonical').where('id', '=', wide.body.data.id).executeTakeFirstOrThrow();
    expect(row.username_canonical).toBe('wide1');
  });

  it('the database refuses a second row of one canonical form even past the API (unique index)', async () => {
    const insert = s.t.database.db
      .insertInto('users')
      .values({ username: 'DeMo', username_canonical: 'demo', email: 'x@example.com', password_hash: 'x' })
      .execute();
    await expect(insert).rejects.toMatchObject({ code: '23505' });
  });
});
