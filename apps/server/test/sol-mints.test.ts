/**
 * The sol mint-address API (spec part 2 §2.7, §5, §6, §7) for every role — guest, user,
 * administrator: the list (search, type and status filters, page size caps, meta.total) and one
 * mint for guests and signed-in callers; create-or-update and delete by address for any signed-in
 * user (401 for a guest), each with its audit row; a user's edit of a mint the indexer found keeps
 * the indexer's chain facts; the checks on bad input; and the EVM contracts console never shows
 * or touches a sol row.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_ENGINES } from '@explorer/db/testing';
import { call, signUp, startTestServer, type TestServer } from './support/server';

type Json = Record<string, any>;
const totalOf = (r: { body: unknown }) => (r.body as { meta: { total: number } }).meta.total;

// real mainnet mints and keys
const USDC = 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v';
const BONK = 'DezXAZ8z7PnrnRJjz3wXBoRgixCa6xjnB7YaB1pPB263';
const TOKEN_PROGRAM = 'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA';
const AUTHORITY = 'DxCsN4jatqeTW2pj6fR55TrNqoCcoo8UNAy8xosheeVf';
const UNKNOWN = 'So1MintAddressNobodyHas11111111111111111111';

const MINT_KEYS = [
  'id', 'address', 'chain_name', 'name', 'symbol', 'decimals', 'contract_type', 'status', 'metadata', 'description', 'contract_logo', 'program_id', 'total_supply',
  'mint_authority', 'freeze_authority', 'creation_slot', 'creation_tx', 'source', 'c_time', 'm_time',
].sort();

describe.each(TEST_ENGINES)('sol mint-address API on %s', (engine) => {
  let s: TestServer;
  let user: string;
  let admin: string;
  beforeAll(async () => {
    s = await startTestServer(engine);
    [user, admin] = await Promise.all([signUp(s.url, 'm-user'), signUp(s.url, 'm-admin')]);
    expect(await s.app.repos.users.setRole('m-admin', 'administrator')).toBe(true);
  });
  afterAll(async () => s?.close());

  const v1 = <T = Json>(token: string | undefined, method: string, path: string, json?: unknown) => call<T>(s.url, '/api/v1' + path, { method, token, json });
  const guest = <T = Json>(path: string) => call<T>(s.url, '/api/no-auth' + path);
  const usdc = { address: USDC, name: 'USD Coin', symbol: 'USDC', decimals: 6, contract_type: '', status: 1, metadata: JSON.stringify({ description: '美元稳定币' }), contract_logo: 'https://example.com/usdc.png', program_id: TOKEN_PROGRAM };

  it('lets signed-in users create and update by address (guests get 401) and answers the Mint shape', async () => {
    expect((await v1(undefined, 'POST', '/sol/mints', usdc)).status).toBe(401);
    const created = await v1(user, 'POST', '/sol/mints', usdc);
    expect([created.status, created.body.message]).toEqual([200, '铸币地址添加成功']);
    expect(Object.keys(created.body.data).sort()).toEqual(MINT_KEYS);
    expect(created.body.data).toMatchObject({
      address: USDC, chain_name: 'sol', name: 'USD Coin', symbol: 'USDC', decimals: 6, contract_type: 'spl', status: 1, metadata: { description: '美元稳定币' },
      description: '美元稳定币', contract_logo: 'https://example.com/usdc.png', program_id: TOKEN_PROGRAM, total_supply: null, mint_authority: null, freeze_authority: null,
      creation_slot: null, creation_tx: null, source: 'user',
    });
    expect(new Date(created.body.data.c_time).toISOString()).toBe(created.body.data.c_time);

    // the form's paused is sent as 0; metadata may also be an object; the type any case
    const updated = await v1(admin, 'POST', '/sol/mints', { ...usdc, name: 'USDC', status: 0, contract_type: 'Utility', metadata: { description: 'Circle' }, contract_logo: '', program_id: null });
    expect([updated.status, updated.body.message]).toEqual([200, '铸币地址保存成功']);
    expect(updated.body.data).toMatchObject({ id: created.body.data.id, name: 'USDC', status: 0, contract_type: 'utility', description: 'Circle', contract_logo: null, program_id: TOKEN_PROGRAM });

    // defaults: decimals 9, type spl, status 1, metadata {} when empty
    const bonk = await v1(user, 'POST', '/sol/mints', { address: BONK, name: 'Bonk', symbol: 'BONK', metadata: '' });
    expect(bonk.body.data).toMatchObject({ decimals: 9, contract_type: 'spl', status: 1, metadata: {}, description: null, program_id: null });
  });

  it('lists for guests (at most 100 a page) and users (at most 200) with search, type and status filters and meta.total', async () => {
    const all = await guest<Json[]>('/sol/mints');
    expect([all.status, totalOf(all), all.body.data.map((m) => m.address)]).toEqual([200, 2, [BONK, USDC]]);
    expect((await guest<Json[]>('/sol/mints?search=usd')).body.data.map((m) => m.address)).toEqual([USDC]);
    expect((await v1<Json[]>(user, 'GET', '/sol/mints?search=bOnK')).body.data.map((m) => m.symbol)).toEqual(['BONK']);
    expect((await guest<Json[]>(`/sol/mints?search=${USDC.slice(0, 6).toLowerCase()}`)).body.data.map((m) => m.address)).toEqual([USDC]);
    expect((await guest<Json[]>(`/sol/mints?search=${USDC}`)).body.data.map((m) => m.address)).toEqual([USDC]);
    // any part of a mint address from 3 characters on (any case, as the prefix), its beginning below
    expect((await guest<Json[]>('/sol/mints?search=qssqem2q')).body.data.map((m) => m.address)).toEqual([USDC]);
    expect((await v1<Json[]>(user, 'GET', '/sol/mints?search=B263')).body.data.map((m) => m.address)).toEqual([BONK]);
    expect(totalOf(await guest('/sol/mints?search=1v'))).toBe(0);
    // %, _ and \ match themselves
    expect(totalOf(await guest('/sol/mints?search=%25'))).toBe(0);
    expect(totalOf(await guest('/sol/mints?search=_'))).toBe(0);
    expect((await guest<Json[]>('/sol/mints?contractType=UTILITY')).body.data.map((m) => m.address)).toEqual([USDC]);
    expect((await guest<Json[]>('/sol/mints?contractType=spl&status=1&chainName=sol')).body.data.map((m) => m.address)).toEqual([BONK]);
    expect(totalOf(await v1(user, 'GET', '/sol/mints?status=0'))).toBe(1);
    expect(totalOf(await guest('/sol/mints?contractType=&status='))).toBe(2);
    expect((await v1(undefined, 'GET', '/sol/mints')).status).toBe(401);

    // page size caps: 25 by default, guests at most 100, users at most 200
    const { db } = s.t.database;
    const keys = Array.from({ length: 210 }, (_, i) => `Mint${String(i).padStart(3, '0')}`.padEnd(43, '1'));
    await db.insertInto('contracts').values(keys.map((address) => ({ chain: 'sol', address, contract_type: 'SPL', decimals: 6, source: 'indexer' as const }))).execute();
    expect((await guest<Json[]>('/sol/mints')).body.data.length).toBe(25);
    expect((await guest<Json[]>('/sol/mints?page_size=500')).body.data.length).toBe(100);
    const big = await v1<Json[]>(user, 'GET', '/sol/mints?page_size=500&page=1');
    expect([big.body.data.length, totalOf(big)]).toEqual([200, 212]);
    expect((await v1<Json[]>(admin, 'GET', '/sol/mints?page_size=200&page=2')).body.data.length).toBe(12);
    await db.deleteFrom('contracts').where('chain', '=', 'sol').where('address', 'in', keys).execute();
  });

  it('answers one mint by address for guests and users; 404 unknown, 400 not a key', async () => {
    expect((await guest<Json>(`/sol/mints/${USDC}`)).body.data).toMatchObject({ address: USDC, name: 'USDC' });
    expect((await v1<Json>(user, 'GET', `/sol/mints/${BONK}`)).body.data).toMatchObject({ address: BONK, symbol: 'BONK' });
    expect((await guest(`/sol/mints/${UNKNOWN}`)).status).toBe(404);
    expect((await v1(admin, 'GET', `/sol/mints/${UNKNOWN}`)).status).toBe(404);
    const bad = await guest('/sol/mints/0OIl');
    expect([bad.status, bad.body.message]).toEqual([400, expect.stringMatching(/^铸币地址不是有效的 SOL 地址/)]);
  });

  it('deletes by address (signed-in users; guests 401), 404 for an unknown mint, and audits every write', async () => {
    expect((await v1(undefined, 'DELETE', `/sol/mints/${BONK}`)).status).toBe(401);
    const gone = await v1(user, 'DELETE', `/sol/mints/${BONK}`);
    expect([gone.status, gone.body.message, gone.body.data]).toEqual([200, '铸币地址已删除', null]);
    expect((await guest(`/sol/mints/${BONK}`)).status).toBe(404);
    expect((await v1(admin, 'DELETE', `/sol/mints/${BONK}`)).status).toBe(404);

    const log = await v1<Json[]>(admin, 'GET', `/contracts/audit?address=${USDC}`);
    expect(log.body.data.map((e) => [e.chain, e.action, e.username, Object.keys(e.changes).sort().join(',')])).toEqual([
      ['sol', 'update', 'm-admin', 'contract_logo,contract_type,metadata,name,status'],
      ['sol', 'create', 'm-user', 'contract_logo,contract_type,decimals,metadata,name,program_id,status,symbol'],
    ]);
    expect(log.body.data[0]!.changes.status).toEqual({ before: 1, after: 0 });
    const deleted = await v1<Json[]>(admin, 'GET', `/contracts/audit?address=${BONK}`);
    expect(deleted.body.data.map((e) => [e.action, e.username])).toEqual([['delete', 'm-user'], ['create', 'm-user']]);
  });

  it('refuses bad input with a 400 naming the field', async () => {
    const base = { address: BONK, name: 'Bonk', symbol: 'BONK' };
    const cases: [Json, RegExp][] = [
      [{ ...base, decimals: 19 }, /^精度必须是 0 到 18 的整数$/],
      [{ ...base, decimals: -1 }, /^精度必须是 0 到 18 的整数$/],
      [{ ...base, contract_logo: 'data:image/png;base64,iVBORw0KGgo=' }, /^图标必须是以 http:\/\/ 或 https:\/\/ 开头的链接$/],
      [{ ...base, contract_logo: 'javascript:alert(1)' }, /^图标必须是以 http/],
      [{ ...base, address: '' }, /^铸币地址不能为空$/],
      [{ ...base, address: undefined }, /^铸币地址不能为空$/],
      [{ ...base, address: '0OIlInvalidBase58Mint11111111111111111111111' }, /^不是有效的 SOL 地址/],
      [{ ...base, address: `0x${'12'.repeat(20)}` }, /^不是有效的 SOL 地址/],
      [{ ...base, name: '' }, /^名称不能为空$/],
      [{ ...base, symbol: undefined }, /^符号不能为空$/],
      [{ ...base, name: 'x'.repeat(101) }, /^名称不能超过100个字符$/],
      [{ ...base, name: 'a\u0000b' }, /^名称包含不允许的字符$/],
      [{ ...base, metadata: JSON.stringify({ description: 'a\u0000b' }) }, /包含不允许的字符$/],
      [{ ...base, contract_type: 'erc20' }, /^代币类型可选: spl, nft, meme, utility, governance, other$/],
      [{ ...base, status: 2 }, /^状态只能是 1（启用）或 0（停用）$/],
      [{ ...base, program_id: 'not-a-key' }, /^程序ID必须是32字节公钥的 base58 编码$/],
      [{ ...base, metadata: '{not json' }, /^元数据必须是 JSON 对象$/],
      [{ ...base, metadata: { website: 'javascript:alert(1)' } }, /^元数据中的链接必须以 http/],
      [{ ...base, metadata: { nested: { a: 1 } } }, /^元数据的值必须是文本、数字、布尔值或 null$/],
      [{ ...base, chain_name: 'eth' }, /^铸币地址只属于 sol 链$/],
    ];
    for (const [body, message] of cases) {
      const r = await v1(user, 'POST', '/sol/mints', body);
      expect([r.status, r.body.message], JSON.stringify(body).slice(0, 80)).toEqual([400, expect.stringMatching(message)]);
    }
    expect((await guest('/sol/mints?contractType=erc20')).status).toBe(400);
    expect((await guest('/sol/mints?status=2')).status).toBe(400);
    expect((await guest('/sol/mints?chainName=eth')).status).toBe(400);
    expect((await guest(`/sol/mints?search=${'x'.repeat(129)}`)).status).toBe(400);
    expect((await v1(user, 'DELETE', '/sol/mints/not-a-key')).status).toBe(400);
  });

  it('keeps the indexer’s chain facts when a user edits a mint it found, and the row becomes the user’s', async () => {
    const found = 'Fishy64jCaa3ooqXw7BHtKvYD8BTkSyAPh6RNE3xZpcN';
    await s.t.database.db
      .insertInto('contracts')
      .values({ chain: 'sol', address: found, contract_type: 'NFT', decimals: 0, total_supply: '1', mint_authority: AUTHORITY, freeze_authority: null, program_id: TOKEN_PROGRAM, creation_block: 250_000_000, creation_tx: 'sig', token_first_seen: 250_000_000, source: 'indexer' })
      .execute();
    expect((await guest<Json>(`/sol/mints/${found}`)).body.data).toMatchObject({ contract_type: 'nft', source: 'indexer', creation_slot: 250_000_000, total_supply: '1' });
    const edited = await v1(user, 'POST', '/sol/mints', { address: found, name: 'Fishy', symbol: 'FISH', decimals: 0, contract_type: 'nft' });
    expect(edited.body.data).toMatchObject({ source: 'user', name: 'Fishy', total_supply: '1', mint_authority: AUTHORITY, program_id: TOKEN_PROGRAM, creation_slot: 250_000_000, creation_tx: 'sig' });
  });

  it('keeps sol rows out of the EVM contracts console', async () => {
    const mint = (await guest<Json>(`/sol/mints/${USDC}`)).body.data;
    expect((await guest<Json[]>('/contracts?chainName=eth')).body.data).toEqual([]);
    expect((await v1<Json[]>(user, 'GET', '/contracts/chain/sol')).body.data).toEqual([]);
    expect((await guest(`/contracts/${mint.id}/logo`)).status).toBe(404);
    expect((await v1(admin, 'PUT', `/contracts/${mint.id}/status/1`)).status).toBe(404);
    expect((await v1(admin, 'PUT', `/contracts/${mint.id}/verify`)).status).toBe(404);
    expect((await v1(admin, 'DELETE', `/contracts/${mint.id}`)).status).toBe(404);
    expect((await guest<Json>(`/sol/mints/${USDC}`)).body.data).toMatchObject({ id: mint.id, status: 0 });
  });
});
