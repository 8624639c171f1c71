/**
 * The contracts console's API (spec part 2 §2.6, §5, §6, §7) for every role — guest, user, user with
 * the contracts:write grant, administrator — on eth (writes need the grant) and bsc (any signed-in
 * user edits; only administrators add): create-or-update, list with search and filters, logo, by
 * address, status, verify, delete, the audit log, and the checks on bad input.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_ENGINES } from '@explorer/db/testing';
import { call, signUp, startTestServer, type TestServer } from './support/server';

type Json = Record<string, any>;
/** the list answers carry count beside data */
const countOf = (r: { body: unknown }) => (r.body as Json).count as number;

// real mainnet contracts: USDT (eth) and WBNB (bsc)
const USDT = '0xdac17f958d2ee523a2206206994597c13d831ec7';
const WBNB = '0xbb4cdb9cbd36b01bd1cbaebf2de08d9173bc095c';
const OTHER = '0x1f9840a85d5af5b3bf1d1762f919e49ac7a2a86e';

const PNG = `data:image/png;base64,${Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]).toString('base64')}`;
const GIF_AS_PNG = `data:image/png;base64,${Buffer.from('GIF89a\u0001\u0000\u0001\u0000', 'latin1').toString('base64')}`;
const SVG = `data:image/svg+xml;base64,${Buffer.from('<svg onload="alert(1)"/>').toString('base64')}`;

describe.each(TEST_ENGINES)('contracts console API on %s', (engine) => {
  let s: TestServer;
  let user: string;
  let granted: string;
  let admin: string;
  beforeAll(async () => {
    s = await startTestServer(engine);
    [user, granted, admin] = await Promise.all([signUp(s.url, 'c-user'), signUp(s.url, 'c-granted'), signUp(s.url, 'c-admin')]);
    expect(await s.app.repos.users.grant('c-granted', 'contracts:write')).toBe('granted');
    expect(await s.app.repos.users.setRole('c-admin', 'administrator')).toBe(true);
  });
  afterAll(async () => s?.close());

  const v1 = <T = Json>(token: string | undefined, method: string, path: string, json?: unknown) => call<T>(s.url, '/api/v1' + path, { method, token, json });
  const guest = <T = Json>(path: string) => call<T>(s.url, '/api/no-auth' + path);

  it('returns the permission flag in the profile: granted users and administrators may edit contracts', async () => {
    const profile = async (token: string) => (await call<Json>(s.url, '/api/user/profile', { token })).body.data;
    expect(await profile(user)).toMatchObject({ permissions: [], can_edit_contracts: false });
    expect(await profile(granted)).toMatchObject({ permissions: ['contracts:write'], can_edit_contracts: true });
    expect((await profile(admin)).permissions).toContain('contracts:write');
    expect((await profile(admin)).can_edit_contracts).toBe(true);
  });

  it('enforces who may add and edit per chain: 401 guest, 403 with the missing right, 200 allowed', async () => {
    const usdt = { address: USDT.toUpperCase().replace('0X', '0x'), chain_name: 'eth', contract_type: 'erc20', name: 'Tether USD', symbol: 'USDT', decimals: 6 };
    expect((await v1(undefined, 'POST', '/contracts', usdt)).status).toBe(401);
    const refused = await v1(user, 'POST', '/contracts', usdt);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('没有添加合约的权限（需要 contracts:write）');

    const added = await v1(granted, 'POST', '/contracts', usdt);
    expect(added.status).toBe(200);
    expect(added.body.message).toBe('新合约添加成功！');
    expect(added.body.data).toMatchObject({ address: USDT, chain_name: 'eth', contract_type: 'ERC20', decimals: 6, is_erc20: true, status: 1, source: 'user' });

    const edited = await v1(granted, 'POST', '/contracts', { ...usdt, name: 'Tether', metadata: JSON.stringify({ description: '美元稳定币', website: 'https://tether.to' }) });
    expect(edited.body.message).toBe('合约信息保存成功！');
    expect(edited.body.data).toMatchObject({ id: added.body.data.id, name: 'Tether', description: '美元稳定币', metadata: { description: '美元稳定币', website: 'https://tether.to' } });
    expect((await v1(user, 'PUT', `/contracts/${added.body.data.id}/verify`)).status).toBe(403);

    // bsc: only administrators add; any signed-in user edits
    const wbnb = { address: WBNB, chain_name: 'bsc', contract_type: 'ERC20', name: 'Wrapped BNB', symbol: 'WBNB', decimals: 18 };
    const notAdmin = await v1(granted, 'POST', '/contracts', wbnb);
    expect([notAdmin.status, notAdmin.body.message]).toEqual([403, '只有管理员可以添加合约']);
    expect((await v1(admin, 'POST', '/contracts', wbnb)).status).toBe(200);
    const byUser = await v1(user, 'POST', '/contracts', { ...wbnb, name: 'WBNB token' });
    expect([byUser.status, byUser.body.data?.name]).toEqual([200, 'WBNB token']);
  });

  it('lists with search, type and status filters, counts, answers logos only when asked, and finds by address', async () => {
    await v1(admin, 'POST', '/contracts', { address: OTHER, chain_name: 'eth', contract_type: 'dex', name: 'Uniswap', symbol: 'UNI', status: 0, contract_logo: PNG, is_erc20: false });
    const all = await guest<Json[]>('/contracts?chainName=eth');
    expect(all.status).toBe(200);
    expect(countOf(all)).toBe(2);
    const uni = all.body.data.find((c) => c.address === OTHER)!;
    expect([uni.contract_logo, uni.has_logo, uni.contract_type]).toEqual([null, true, 'DEX']);
    expect((await guest<Json[]>('/contracts?chainName=eth&search=tether')).body.data.map((c) => c.address)).toEqual([USDT]);
    expect((await guest<Json[]>(`/contracts?chainName=eth&search=${OTHER.toUpperCase().replace('0X', '0x')}`)).body.data.map((c) => c.symbol)).toEqual(['UNI']);
    // any part of an address from 3 characters on (a trigram lookup, migration 023); shorter: its beginning
    expect((await guest<Json[]>('/contracts?chainName=eth&search=58D2EE523')).body.data.map((c) => c.address)).toEqual([USDT]);
    expect((await v1<Json[]>(user, 'GET', '/contracts?chainName=eth&search=08d9173')).body.data).toEqual([]);
    expect((await v1<Json[]>(admin, 'GET', '/contracts?chainName=bsc&search=08d9173')).body.data.map((c) => c.address)).toEqual([WBNB]);
    expect(countOf(await guest<Json[]>('/contracts?chainName=eth&search=c7'))).toBe(0);
    expect((await guest<Json[]>('/contracts?chainName=eth&search=0xd')).body.data.map((c) => c.address)).toEqual([USDT]);
    expect(countOf(await guest<Json[]>('/contracts?chainName=eth&search=%25%25%25'))).toBe(0);
    expect(countOf(await guest<Json[]>('/contracts?chainName=eth&contractType=dex'))).toBe(1);
    expect((await guest<Json[]>('/contracts?chainName=eth&status=0')).body.data.map((c) => c.name)).toEqual(['Uniswap']);
    expect((await guest<Json[]>('/contracts?chainName=eth&includeLogo=true&status=inactive')).body.data[0]!.contract_logo).toBe(PNG);
    expect(countOf(await guest<Json[]>('/contracts?chainName=bsc'))).toBe(1);
    expect((await guest<Json>(`/contracts/${uni.id}/logo`)).body.data).toEqual({ contract_logo: PNG });
    expect((await guest(`/contracts/999999/logo`)).status).toBe(404);

    const found = await v1(user, 'GET', `/contracts/address/${OTHER}`);
    expect(found.body.data).toMatchObject({ name: 'Uniswap', contract_logo: PNG });
    expect((await v1(user, 'GET', `/contracts/address/${WBNB}?chain=bsc`)).body.data.chain_name).toBe('bsc');
    expect((await v1(user, 'GET', `/contracts/address/0x${'ab'.repeat(20)}`)).status).toBe(404);
    expect((await v1(undefined, 'GET', `/contracts/address/${OTHER}`)).status).toBe(401);
    expect((await v1<Json[]>(user, 'GET', '/contracts/erc20?chain=eth')).body.data.map((c) => c.address)).toEqual([USDT]);
    expect(countOf(await v1<Json[]>(user, 'GET', '/contracts/type/DEX'))).toBe(1);
    expect(countOf(await v1<Json[]>(user, 'GET', '/contracts/chain/bsc'))).toBe(1);
  });

  it('sets status and verification, deletes, and keeps every write in the audit log (administrators read it)', async () => {
    const usdt = (await v1(user, 'GET', `/contracts/address/${USDT}`)).body.data;
    const disabled = await v1(granted, 'PUT', `/contracts/${usdt.id}/status/0`);
    expect([disabled.status, disabled.body.data.status]).toEqual([200, 0]);
    expect((await v1(granted, 'PUT', `/contracts/${usdt.id}/verify`)).body.data.verified).toBe(true);
    expect((await v1(granted, 'PUT', `/contracts/${usdt.id}/status/2`)).status).toBe(400);
    expect((await v1(granted, 'PUT', `/contracts/999999/verify`)).status).toBe(404);

    expect((await v1(user, 'GET', '/contracts/audit')).status).toBe(403);
    const log = await v1<Json[]>(admin, 'GET', `/contracts/audit?chain=eth&address=${USDT}`);
    expect(log.body.data.map((e) => [e.action, e.username, Object.keys(e.changes).sort().join(',')])).toEqual([
      ['update', 'c-granted', 'verified'],
      ['update', 'c-granted', 'status'],
      ['update', 'c-granted', 'metadata,name'],
      ['create', 'c-granted', 'contract_type,decimals,is_erc20,name,status,symbol'],
    ]);
    expect(log.body.data[2]!.changes.name).toEqual({ before: 'Tether USD', after: 'Tether' });

    expect((await v1(user, 'DELETE', `/contracts/${usdt.id}`)).status).toBe(403);
    expect((await v1(granted, 'DELETE', `/contracts/${usdt.id}`)).body.message).toBe('合约已删除');
    expect((await v1(user, 'GET', `/contracts/address/${USDT}`)).status).toBe(404);
    expect((await v1<Json[]>(admin, 'GET', `/contracts/audit?address=${USDT}`)).body.data[0]!.action).toBe('delete');
  });

  it('refuses bad input with a 400 naming the field', async () => {
    const base = { address: `0x${'12'.repeat(20)}`, chain_name: 'eth', name: 'T' };
    const cases: [Json, RegExp][] = [
      [{ ...base, decimals: 19 }, /^精度必须是 0 到 18 的整数$/],
      [{ ...base, contract_type: 'meme' }, /^合约类型可选: erc20, erc721/],
      [{ ...base, address: '0x1234' }, /^不是有效的 ETH 地址/],
      [{ ...base, chain_name: 'btc' }, /^合约链可选: eth, bsc$/],
      [{ ...base, name: 'x'.repeat(101) }, /^名称不能超过100个字符$/],
      [{ ...base, contract_logo: SVG }, /^合约图标只接受 PNG、JPEG、GIF 或 WebP/],
      [{ ...base, contract_logo: GIF_AS_PNG }, /^合约图标的内容与声明的图片类型不符$/],
      [{ ...base, contract_logo: `data:image/png;base64,${'A'.repeat(400_000)}` }, /^合约图标不能超过256 KB$/],
      [{ ...base, metadata: { website: 'javascript:alert(1)' } }, /^元数据中的链接必须以 http/],
      [{ ...base, metadata: '{not json' }, /^元数据必须是 JSON 对象$/],
      [{ ...base, name: 'a\u0000b' }, /^名称包含不允许的字符$/],
      [{ ...base, creation_tx: '0x1234' }, /^创建交易必须是交易哈希$/],
      [{ ...base, total_supply: '-5' }, /^总供应量必须是非负整数$/],
    ];
    for (const [body, message] of cases) {
      const r = await v1(admin, 'POST', '/contracts', body);
      expect([r.status, r.body.message], JSON.stringify(body).slice(0, 80)).toEqual([400, expect.stringMatching(message)]);
    }
    expect((await guest('/contracts?chainName=btc')).status).toBe(400);
    expect((await guest('/contracts?contractType=meme')).status).toBe(400);
  });

  it('makes a contract the indexer found the user’s once edited (a reorg then keeps it)', async () => {
    const address = `0x${'56'.repeat(20)}`;
    await s.t.database.db.insertInto('contracts').values({ chain: 'eth', address, source: 'indexer', creation_block: 5 }).execute();
    const edited = await v1(granted, 'POST', '/contracts', { address, chain_name: 'eth', name: 'Found', creation_block: 5 });
    expect(edited.body.data).toMatchObject({ source: 'user', name: 'Found', creation_block: 5 });
    // a cleared creation block is stored as unknown, not as block 0
    const cleared = await v1(granted, 'POST', '/contracts', { address, chain_name: 'eth', name: 'Found', creation_block: null });
    expect(cleared.body.data.creation_block).toBeNull();
  });

  it('refuses metadata given as JSON text with an escaped NUL (a 400, not a database error)', async () => {
    const r = await v1(admin, 'POST', '/contracts', { address: `0x${'35'.repeat(20)}`, chain_name: 'eth', metadata: '{"k":"a\\u0000b"}' });
    expect([r.status, r.body.message]).toEqual([400, expect.stringContaining('NUL')]);
  });

  it('stores markup in text fields as text (the page renders it inert)', async () => {
    const xss = '<img src=x onerror=alert(1)>';
    const saved = await v1(admin, 'POST', '/contracts', { address: `0x${'34'.repeat(20)}`, chain_name: 'eth', name: xss, metadata: { description: xss }, methods: [xss, '  ', xss] });
    expect(saved.body.data).toMatchObject({ name: xss, description: xss, methods: [xss] });
  });
});
