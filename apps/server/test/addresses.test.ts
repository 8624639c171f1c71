import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_ENGINES } from '@explorer/db/testing';
import { BLOCK_1755635, BLOCK_19433902 } from './support/chaindata';
import { seedRawBlock } from './support/seed';
import { call, signUp, startTestServer, type TestServer } from './support/server';

type Json = Record<string, any>;

// EIP-55 checksummed mainnet address from the BSC fixture; mainnet BTC / SOL addresses from their fixtures
const CHECKSUMMED = '0x21d45650db732cE5dF77685d6021d7D5d1da807f';
const BTC_P2WPKH = 'bc1q0hhg573c4wlmqrdlhgm9ert8z2f5e3y3lf9hvx';
const SOL_KEY = '3V9bd3EN5aNuhE4RiHGbZ1eZakJ1F9cDb8V4YLjCG8cg';

describe.each(TEST_ENGINES)('saved addresses: CRUD, validation, isolation, %s', (engine) => {
  let s: TestServer;
  let alice: string;
  let bob: string;
  beforeAll(async () => {
    s = await startTestServer(engine);
    [alice, bob] = await Promise.all([signUp(s.url, 'addr-alice'), signUp(s.url, 'addr-bob')]);
  });
  afterAll(async () => s?.close());

  const api = <T = Json>(token: string | undefined, method: string, path: string, json?: unknown) =>
    call<T>(s.url, '/api/user' + path, { method, token, json });

  it('creates (chain eth and type wallet by default, stored lower-case), lists, relabels and deletes', async () => {
    const created = await api(alice, 'POST', '/addresses', { address: CHECKSUMMED, label: '冷钱包' });
    expect(created.status).toBe(200);
    expect(created.body.message).toBe('地址创建成功');
    expect(created.body.data).toMatchObject({ chain: 'eth', address: CHECKSUMMED.toLowerCase(), label: '冷钱包', type: 'wallet' });
    const id = created.body.data.id as number;
    expect(new Date(created.body.data.created_at).getTime()).toBeGreaterThan(Date.now() - 60_000);

    const listed = await api<Json[]>(alice, 'GET', '/addresses');
    expect(listed.body.data).toEqual([
      { id, chain: 'eth', address: CHECKSUMMED.toLowerCase(), label: '冷钱包', type: 'wallet', balance: null, transaction_count: 0, created_at: created.body.data.created_at },
    ]);

    const relabeled = await api(alice, 'PUT', `/addresses/${id}`, { label: '  热钱包 ' });
    expect(relabeled.status).toBe(200);
    expect(relabeled.body.data).toMatchObject({ id, label: '热钱包' });
    expect((await api<Json[]>(alice, 'GET', '/addresses')).body.data[0]!.label).toBe('热钱包');

    const deleted = await api(alice, 'DELETE', `/addresses/${id}`);
    expect(deleted.status).toBe(200);
    expect(deleted.body.message).toBe('地址已删除');
    expect((await api<Json[]>(alice, 'GET', '/addresses')).body.data).toEqual([]);
    expect((await api(alice, 'DELETE', `/addresses/${id}`)).status).toBe(404);
  });

  it('refuses incomplete input with the spec message and invalid addresses naming the field and chain', async () => {
    for (const body of [{ label: 'x' }, { address: CHECKSUMMED }, { address: '  ', label: 'x' }, { address: CHECKSUMMED, label: '   ' }]) {
      const r = await api(alice, 'POST', '/addresses', body);
      expect(r.status).toBe(400);
      expect(r.body.message).toBe('请填写完整的地址信息');
    }
    const flipped = CHECKSUMMED.replace('cE5', 'ce5');
    expect((await api(alice, 'POST', '/addresses', { address: flipped, label: 'x' })).body.message).toBe('不是有效的 ETH 地址（EIP-55 校验和不匹配）');
    const shortEvm = await api(alice, 'POST', '/addresses', { address: '0x1234', label: 'x', chain: 'bsc' });
    expect(shortEvm).toMatchObject({ status: 400, body: { message: '不是有效的 BSC 地址（需为0x开头的40位十六进制）' } });
    const btcTypo = BTC_P2WPKH.slice(0, -1) + (BTC_P2WPKH.endsWith('x') ? 'v' : 'x');
    expect((await api(alice, 'POST', '/addresses', { address: btcTypo, label: 'x', chain: 'btc' })).body.message).toBe('不是有效的 BTC 地址（bech32 地址校验失败）');
    expect((await api(alice, 'POST', '/addresses', { address: CHECKSUMMED, label: 'x', chain: 'sol' })).body.message).toMatch(/^不是有效的 SOL 地址/);
    expect((await api(alice, 'POST', '/addresses', { address: CHECKSUMMED, label: 'x', type: 'vault' })).body.message).toBe('地址类型可选: wallet, contract, exchange, other');
    expect((await api(alice, 'POST', '/addresses', { address: CHECKSUMMED, label: 'x', chain: 'doge' })).body.message).toBe('不支持的链，可选: eth, btc, bsc, sol');
    expect((await api(alice, 'PUT', '/addresses/abc', { label: 'x' })).body.message).toBe('地址ID必须是正整数');
    expect((await api<Json[]>(alice, 'GET', '/addresses')).body.data).toEqual([]);
  });

  it('saves btc and sol addresses in their formats; a duplicate (any case) is a 409, the same address on another chain is not', async () => {
    const btc = await api(alice, 'POST', '/addresses', { address: BTC_P2WPKH.toUpperCase(), label: 'btc', chain: 'btc', type: 'exchange' });
    expect(btc.body.data).toMatchObject({ chain: 'btc', address: BTC_P2WPKH, type: 'exchange' });
    const sol = await api(alice, 'POST', '/addresses', { address: SOL_KEY, label: 'sol', chain: 'sol', type: 'other' });
    expect(sol.body.data).toMatchObject({ chain: 'sol', address: SOL_KEY, type: 'other' });
    expect((await api(alice, 'POST', '/addresses', { address: CHECKSUMMED, label: 'a' })).status).toBe(200);
    const dup = await api(alice, 'POST', '/addresses', { address: CHECKSUMMED.toLowerCase(), label: 'b' });
    expect(dup).toMatchObject({ status: 409, body: { success: false, data: null, message: '该地址已在您的地址列表中' } });
    expect((await api(alice, 'POST', '/addresses', { address: CHECKSUMMED, label: 'b', chain: 'bsc', type: 'contract' })).status).toBe(200);

    const all = await api<Json[]>(alice, 'GET', '/addresses');
    expect(all.body.data.map((a) => `${a.chain}:${a.label}`)).toEqual(['bsc:b', 'eth:a', 'sol:sol', 'btc:btc']);
    expect(all.body.data.find((a) => a.chain === 'btc')!.balance).toBeNull();
    expect((await api<Json[]>(alice, 'GET', '/addresses?chain=bsc')).body.data.map((a) => a.type)).toEqual(['contract']);
  });

  it('keeps users apart: guessed ids of another user read as absent, lists never show them', async () => {
    const mine = (await api<Json[]>(alice, 'GET', '/addresses')).body.data;
    expect(mine.length).toBeGreaterThan(0);
    expect((await api<Json[]>(bob, 'GET', '/addresses')).body.data).toEqual([]);
    for (const a of mine) {
      expect(await api(bob, 'PUT', `/addresses/${a.id}`, { label: 'stolen' })).toMatchObject({ status: 404, body: { message: '地址不存在' } });
      expect(await api(bob, 'DELETE', `/addresses/${a.id}`)).toMatchObject({ status: 404, body: { message: '地址不存在' } });
    }
    // bob may save the same address himself; alice's list is unchanged
    expect((await api(bob, 'POST', '/addresses', { address: CHECKSUMMED, label: 'bob' })).status).toBe(200);
    expect((await api<Json[]>(bob, 'GET', '/addresses')).body.data.map((a) => a.label)).toEqual(['bob']);
    expect((await api<Json[]>(alice, 'GET', '/addresses')).body.data).toEqual(mine);
    for (const [method, path] of [['GET', '/addresses'], ['POST', '/addresses'], ['PUT', '/addresses/1'], ['DELETE', '/addresses/1']] as const) {
      expect((await api(undefined, method, path, method === 'POST' || method === 'PUT' ? { label: 'x', address: CHECKSUMMED } : undefined)).status).toBe(401);
    }
  });
});

describe.each(TEST_ENGINES)('saved addresses: transaction_count from indexed mainnet blocks, %s', (engine) => {
  let s: TestServer;
  let token: string;
  const blocks = [BLOCK_1755635(), BLOCK_19433902()];
  const txs = blocks.flatMap((b) => b.rawBlock.transactions as Json[]);
  beforeAll(async () => {
    s = await startTestServer(engine);
    for (const b of blocks) await seedRawBlock(s.t.database, 'eth', b);
    token = await signUp(s.url, 'count-user');
  });
  afterAll(async () => s?.close());

  /** the independent figure: transactions of the raw blocks with the address as sender or recipient */
  const expectedCount = (a: string) => txs.filter((t) => t.from?.toLowerCase() === a || t.to?.toLowerCase() === a).length;

  it('equals the raw blocks’ count for the busiest senders and recipients, and 0 elsewhere', async () => {
    const tally = new Map<string, number>();
    for (const t of txs) for (const a of new Set([t.from, t.to].filter(Boolean).map((x: string) => x.toLowerCase()))) tally.set(a, (tally.get(a) ?? 0) + 1);
    const busiest = [...tally].sort((x, y) => y[1] - x[1]).slice(0, 4).map(([a]) => a);
    const quiet = '0x' + '5'.repeat(40);
    for (const a of [...busiest, quiet]) {
      expect((await call(s.url, '/api/user/addresses', { method: 'POST', token, json: { address: a, label: a.slice(0, 8) } })).status).toBe(200);
    }
    const listed = await call<Json[]>(s.url, '/api/user/addresses?chain=eth', { token });
    const counts = Object.fromEntries(listed.body.data.map((a) => [a.address, a.transaction_count]));
    expect(expectedCount(busiest[0]!)).toBeGreaterThan(1);
    for (const a of busiest) expect(counts[a], a).toBe(expectedCount(a));
    expect(counts[quiet]).toBe(0);
    // on another chain the same address has no indexed transactions
    await call(s.url, '/api/user/addresses', { method: 'POST', token, json: { address: busiest[0], label: 'bsc', chain: 'bsc' } });
    expect((await call<Json[]>(s.url, '/api/user/addresses?chain=bsc', { token })).body.data[0]!.transaction_count).toBe(0);
  });
});
