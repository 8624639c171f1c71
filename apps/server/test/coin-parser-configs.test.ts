/**
 * Coin configs and parser configs through the API (spec part 2 §2.6 "maintain coin info", §3, §4,
 * §7): who may save (eth: contracts:write; bsc: any signed-in user), defaults and ranges, a config
 * that cannot be applied refused with every reason naming its field, a contract's coin config with
 * its parser configs, the chain's maintenance figures, and the audit rows.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_ENGINES } from '@explorer/db/testing';
import { CHAINS, createLogger } from '@explorer/core';
import { createReparseTask } from '@explorer/indexer';
import { BLOCK_1755635, BLOCK_19433902 } from './support/chaindata';
import { seedRawBlock } from './support/seed';
import { call, signUp, startTestServer, type TestServer } from './support/server';

type Json = Record<string, any>;

const USDT = '0xdac17f958d2ee523a2206206994597c13d831ec7';
const TRANSFER_SELECTOR = '0xa9059cbb';
const TRANSFER_TOPIC = '0xddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef';

const transferConfig = {
  contract_address: USDT,
  function_signature: 'transfer(address,uint256)',
  function_name: 'transfer',
  param_config: [
    { name: 'to', type: 'address' },
    { name: 'amount', type: 'uint256', offset: 32 },
  ],
  parser_rules: { extract_to_address: 'to', extract_amount: 'amount' },
  logs_parser_type: 'both',
  event_signature: 'Transfer(address,address,uint256)',
  logs_param_config: [
    { name: 'from', type: 'address', topic_index: 1 },
    { name: 'to', type: 'address', topic_index: 2 },
    { name: 'value', type: 'uint256', data_index: 0 },
  ],
  logs_parser_rules: { extract_from_address: 'from', extract_to_address: 'to', extract_amount: 'value' },
};

describe.each(TEST_ENGINES)('coin and parser configs API on %s', (engine) => {
  let s: TestServer;
  let user: string;
  let granted: string;
  let admin: string;
  beforeAll(async () => {
    s = await startTestServer(engine);
    [user, granted, admin] = await Promise.all([signUp(s.url, 'k-user'), signUp(s.url, 'k-granted'), signUp(s.url, 'k-admin')]);
    await s.app.repos.users.grant('k-granted', 'contracts:write');
    await s.app.repos.users.setRole('k-admin', 'administrator');
  });
  afterAll(async () => s?.close());

  const v1 = <T = Json>(token: string | undefined, method: string, path: string, json?: unknown) => call<T>(s.url, '/api/v1' + path, { method, token, json });

  it('saves a coin config with its defaults (who may edit the chain’s contracts may save) and reads it back with the parser configs', async () => {
    const coin = { contract_addr: USDT, chain_name: 'eth', name: 'Tether USD', symbol: 'USDT', decimals: 6, website_url: 'https://tether.to' };
    expect((await v1(undefined, 'POST', '/coin-configs', coin)).status).toBe(401);
    expect((await v1(user, 'POST', '/coin-configs', coin)).status).toBe(403);
    const saved = await v1(granted, 'POST', '/coin-configs', coin);
    expect([saved.status, saved.body.message]).toEqual([200, '币种配置保存成功！']);
    expect(saved.body.data).toMatchObject({ contract_addr: USDT, contract_address: USDT, coin_type: 1, precision: 6, decimals: 6, status: 1, is_stablecoin: false, logo_url: null, website_url: 'https://tether.to' });

    const created = await v1(granted, 'POST', '/parser-configs', transferConfig);
    expect([created.status, created.body.message]).toEqual([200, '解析配置保存成功']);
    expect(created.body.data).toMatchObject({ chain_name: 'eth', function_signature: TRANSFER_SELECTOR, event_signature: TRANSFER_TOPIC, is_active: true, priority: 0, logs_parser_type: 'both' });
    expect(created.body.data.param_config).toEqual([
      { name: 'to', type: 'address', offset: 0, length: 32, description: '' },
      { name: 'amount', type: 'uint256', offset: 32, length: 32, description: '' },
    ]);

    const both = await v1(user, 'GET', `/coin-configs/address/${USDT}?chain=eth`);
    expect(both.body.data.coin_config).toMatchObject({ symbol: 'USDT', precision: 6 });
    expect(both.body.data.parser_configs.map((p: Json) => p.id)).toEqual([created.body.data.id]);
    expect((await v1(user, 'GET', `/coin-configs/address/0x${'00'.repeat(20)}`)).body.data).toEqual({ coin_config: null, parser_configs: [] });
    expect((await v1(user, 'GET', '/coin-configs?chain=eth&search=tether')).body.data.map((c: Json) => c.symbol)).toEqual(['USDT']);

  });

  it('updates a parser config by id, keeps its contract, and refuses what cannot be applied with every reason', async () => {
    const created = (await v1(admin, 'POST', '/parser-configs', { ...transferConfig, priority: 5 })).body.data;
    const updated = await v1(granted, 'PUT', `/parser-configs/${created.id}`, { ...transferConfig, is_active: false, priority: 7 });
    expect(updated.body.data).toMatchObject({ id: created.id, is_active: false, priority: 7, contract_address: USDT });
    expect((await v1(user, 'PUT', `/parser-configs/${created.id}`, transferConfig)).status).toBe(403);
    expect((await v1(granted, 'PUT', '/parser-configs/999999', transferConfig)).status).toBe(404);
    const moved = await v1(granted, 'PUT', `/parser-configs/${created.id}`, { ...transferConfig, contract_address: `0x${'66'.repeat(20)}` });
    expect([moved.status, moved.body.message]).toEqual([400, 'contract_address: 解析配置所属的合约不能更改']);

    const bad = await v1(admin, 'POST', '/parser-configs', {
      ...transferConfig,
      param_config: [{ name: 'to', type: 'address', offset: -1 }],
      parser_rules: { extract_amount: 'missing' },
      logs_param_config: [{ name: 'from', type: 'address', topic_index: 4 }],
    });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/^解析配置无法应用：/);
    expect(bad.body.message).toContain('param_config[0].offset');
    expect(bad.body.message).toContain('logs_param_config[0].topic_index');
    expect((await v1(admin, 'POST', '/parser-configs', { ...transferConfig, param_config: [{ name: 'x', type: 'int8' }] })).body.message).toContain('param_config[0].type');
    expect((await v1(admin, 'POST', '/parser-configs', { ...transferConfig, chain_name: 'sol' })).body.message).toMatch(/^chain_name: /);
  });

  it('generates a config from a pasted ABI fragment or signature without saving it; a bad fragment is a 400', async () => {
    const before = (await v1<Json>(user, 'GET', `/coin-configs/address/${USDT}?chain=eth`)).body.data.parser_configs.length;
    const event = await v1<Json>(user, 'POST', '/parser-configs/from-abi', { fragment: 'event Transfer(address indexed from, address indexed to, uint256 value)', contract_address: USDT });
    expect(event.status).toBe(200);
    expect(event.body.data).toMatchObject({
      contract_address: USDT,
      event_signature: '0xddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef',
      logs_parser_type: 'event_log',
      logs_param_config: [expect.objectContaining({ name: 'from', topic_index: 1 }), expect.objectContaining({ name: 'to', topic_index: 2 }), expect.objectContaining({ name: 'value', data_index: 0 })],
      logs_parser_rules: { extract_from_address: 'from', extract_to_address: 'to', extract_amount: 'value' },
    });
    const fn = await v1<Json>(user, 'POST', '/parser-configs/from-abi', { fragment: JSON.stringify({ type: 'function', name: 'transfer', inputs: [{ name: 'to', type: 'address' }, { name: 'amount', type: 'uint256' }] }), contract_address: USDT });
    expect(fn.body.data).toMatchObject({ function_signature: '0xa9059cbb', parser_rules: { extract_to_address: 'to', extract_amount: 'amount' } });
    for (const fragment of ['', 'not an abi', '{"type":"constructor","inputs":[]}', '[1,2]'])
      expect((await v1<Json>(user, 'POST', '/parser-configs/from-abi', { fragment, contract_address: USDT })).body.message, fragment).toMatch(/^fragment: /);
    expect((await v1<Json>(undefined, 'POST', '/parser-configs/from-abi', { fragment: 'transfer(address,uint256)', contract_address: USDT })).status).toBe(401);
    expect((await v1<Json>(user, 'GET', `/coin-configs/address/${USDT}?chain=eth`)).body.data.parser_configs).toHaveLength(before);
  });

  it('refuses bad coin configs naming the field', async () => {
    const base = { contract_addr: USDT, chain_name: 'eth', name: 'T', symbol: 'T' };
    const cases: [Json, RegExp][] = [
      [{ ...base, name: ' ' }, /^名称不能为空$/],
      [{ ...base, symbol: undefined }, /^符号不能为空$/],
      [{ ...base, precision: 19 }, /^精度必须是 0 到 18 的整数$/],
      [{ ...base, coin_type: 5 }, /^币种类型可选/],
      [{ ...base, market_cap_rank: -1 }, /^市值排名必须是非负整数$/],
      [{ ...base, website_url: 'javascript:alert(1)' }, /链接必须以 http/],
      [{ ...base, logo_url: 'data:image/png;base64,AAAA' }, /链接必须以 http/],
      [{ ...base, contract_addr: '0x12' }, /^不是有效的 ETH 地址/],
    ];
    for (const [body, message] of cases) {
      const r = await v1(admin, 'POST', '/coin-configs', body);
      expect([r.status, r.body.message], JSON.stringify(body)).toEqual([400, expect.stringMatching(message)]);
    }
    // no rank is no rank, not rank 0
    expect((await v1(admin, 'POST', '/coin-configs', { ...base, chain_name: 'bsc', contract_addr: `0x${'66'.repeat(20)}`, market_cap_rank: null })).body.data.market_cap_rank).toBeNull();
  });

  it('counts the chain’s configs for maintenance and audits every save', async () => {
    await s.t.database.db.insertInto('contracts').values([
      { chain: 'eth', address: USDT, source: 'indexer', is_erc20: true },
      { chain: 'eth', address: `0x${'77'.repeat(20)}`, source: 'indexer', is_erc20: true },
    ]).execute();
    const m = await v1(user, 'GET', `/coin-configs/maintenance/eth?_t=${Date.now()}`);
    expect(m.body.data).toMatchObject({ chain: 'eth', coin_configs: 1, parser_configs: 2, active_parser_configs: 1, erc20_without_coin_config: 1 });
    // the saves queued one re-parse of USDT's history (a later save restarts the open job), not started yet
    expect(m.body.data.parse_jobs).toEqual([{ id: expect.any(Number), contract: USDT, status: 'queued', done_height: null, to_height: null, results: 0, progress: 0 }]);
    const metrics = await (await fetch(`${s.url}/metrics`, { headers: { authorization: `Bearer ${admin}` } })).text();
    expect(metrics).toContain('explorer_parse_jobs_open{chain="eth"} 1');
    expect(metrics).toContain(`explorer_parse_job_progress_ratio{chain="eth",contract="${USDT}"} 0`);
    const log = await v1<Json[]>(admin, 'GET', `/contracts/audit?chain=eth&address=${USDT}`);
    expect(log.body.data.map((e) => `${e.entity}:${e.action}:${e.username}`)).toEqual([
      'parser_config:update:k-granted',
      'parser_config:create:k-admin',
      'parser_config:create:k-granted',
      'coin_config:create:k-granted',
    ]);
  });

  it('re-parses past transactions when a config is saved: the parsed results of a mainnet transaction follow the config', async () => {
    // mainnet block 1755635, tx 0: a DAO token Transfer of 5 DAO from 0x6498… to 0x8b3b…
    const DAO = '0xbb9bc244d798123fde783fcc1c72d3bb8c189413';
    const TX = '0x2e3dcd051a91d3a694f6b8de2ac4b5fe7acdba55f58bcf8471ff00d4a430074d';
    await seedRawBlock(s.t.database, 'eth', BLOCK_1755635());
    const before = await v1<Json[]>(user, 'GET', `/transactions/parsed/${TX}?chain=eth`);
    expect(before.body.data.map((r) => r.source)).toEqual(['transfer']); // no config yet: the ERC-20 transfer

    const config = await v1(granted, 'POST', '/parser-configs', {
      contract_address: DAO,
      logs_parser_type: 'event_log',
      event_signature: 'Transfer(address indexed from, address indexed to, uint256 value)',
      logs_param_config: [
        { name: 'from', type: 'address', topic_index: 1 },
        { name: 'to', type: 'address', topic_index: 2 },
        { name: 'value', type: 'uint256', data_index: 0 },
      ],
      logs_parser_rules: { extract_from_address: 'from', extract_to_address: 'to', extract_amount: 'value', amount_unit: 'wei' },
    });
    expect(config.status).toBe(200);
    expect(await createReparseTask({ database: s.t.database, chain: CHAINS.eth, logger: createLogger('test', 'silent') }).runOnce()).toBe(true);
    const after = await v1<Json[]>(user, 'GET', `/transactions/parsed/${TX}?chain=eth`);
    expect(after.body.data).toEqual([
      {
        source: 'log',
        config_id: config.body.data.id,
        from_address: '0x6498077292a0921c8804924fdf47b5e91e2a215f',
        to_address: '0x8b3b3b624c3c0397d3da8fd861512393d51dcbac',
        amount_wei: '5000000000000000000',
        token_symbol: null,
        token_address: DAO,
        token_decimals: null,
        log_index: 0,
      },
    ]);
  });

  it('lists a movement read by both a call config and an event config once (approve() and its Approval log)', async () => {
    // mainnet block 19433902: 0xc27c0f… calls USDC approve(); the token emits Approval (log 150)
    const USDC = '0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48';
    const TX = '0xc27c0f273ea3a27fc393d79f732f5733269439d986c213b65b1662945112ddbe';
    await seedRawBlock(s.t.database, 'eth', BLOCK_19433902());
    const approveCall = {
      contract_address: USDC,
      function_signature: 'approve(address,uint256)',
      param_config: [
        { name: 'spender', type: 'address' },
        { name: 'amount', type: 'uint256', offset: 32 },
      ],
      parser_rules: { extract_to_address: 'spender', extract_amount: 'amount' },
    };
    const approvalEvent = {
      contract_address: USDC,
      logs_parser_type: 'event_log',
      event_signature: 'Approval(address,address,uint256)',
      logs_param_config: [
        { name: 'owner', type: 'address', topic_index: 1 },
        { name: 'spender', type: 'address', topic_index: 2 },
        { name: 'value', type: 'uint256', data_index: 0 },
      ],
      logs_parser_rules: { extract_from_address: 'owner', extract_to_address: 'spender', extract_amount: 'value' },
    };
    expect((await v1(granted, 'POST', '/parser-configs', approveCall)).status).toBe(200);
    expect((await v1<Json[]>(user, 'GET', `/transactions/parsed/${TX}?chain=eth`)).body.data).toEqual([]); // not parsed again yet, and no ERC-20 transfer
    expect(await createReparseTask({ database: s.t.database, chain: CHAINS.eth, logger: createLogger('test', 'silent') }).runOnce()).toBe(true);
    const onlyCall = (await v1<Json[]>(user, 'GET', `/transactions/parsed/${TX}?chain=eth`)).body.data;
    expect(onlyCall.map((r) => r.source)).toEqual(['input']);
    expect((await v1(granted, 'POST', '/parser-configs', approvalEvent)).status).toBe(200);
    await createReparseTask({ database: s.t.database, chain: CHAINS.eth, logger: createLogger('test', 'silent') }).runOnce();
    const both = (await v1<Json[]>(user, 'GET', `/transactions/parsed/${TX}?chain=eth`)).body.data;
    expect(both).toEqual([{ ...onlyCall[0], source: 'log', log_index: 150, config_id: expect.any(Number) }]);
    expect(both[0]!.config_id).not.toBe(onlyCall[0]!.config_id);
  });

  it('bsc: any signed-in user maintains coin info and parser configs of a known contract; for an address without a contract row only administrators may (an add)', async () => {
    const known = `0x${'55'.repeat(20)}`;
    const unknown = `0x${'56'.repeat(20)}`;
    await s.t.database.db.insertInto('contracts').values({ chain: 'bsc', address: known, source: 'indexer', is_erc20: true }).execute();
    const coin = (address: string) => ({ contract_addr: address, chain_name: 'bsc', name: 'Token', symbol: 'TKN' });
    const parser = (address: string) => ({ ...transferConfig, chain_name: 'bsc', contract_address: address });
    const ONLY_ADMIN_ADDS = '只有管理员可以添加合约';

    for (const [path, body] of [['/coin-configs', coin], ['/parser-configs', parser]] as const) {
      const refused = await v1(user, 'POST', path, body(unknown));
      expect([refused.status, refused.body.message], path).toEqual([403, ONLY_ADMIN_ADDS]);
      expect((await v1(user, 'POST', path, body(known))).status, path).toBe(200);
      expect((await v1(admin, 'POST', path, body(unknown))).status, path).toBe(200);
      expect((await v1(admin, 'POST', path, body(known))).status, path).toBe(200);
    }
    // nothing was saved for the refused calls: the audit shows the administrator's create only
    const log = await v1<Json[]>(admin, 'GET', `/contracts/audit?chain=bsc&address=${unknown}`);
    expect(log.body.data.map((e) => `${e.entity}:${e.action}:${e.username}`)).toEqual(['parser_config:create:k-admin', 'coin_config:create:k-admin']);

    // eth unchanged: contracts:write decides, known contract or not
    const other = `0x${'57'.repeat(20)}`;
    for (const [path, body] of [['/coin-configs', coin], ['/parser-configs', parser]] as const) {
      const eth = { ...body(other), chain_name: 'eth' };
      expect((await v1(user, 'POST', path, eth)).status, path).toBe(403);
      expect((await v1(granted, 'POST', path, eth)).status, path).toBe(200);
      expect((await v1(admin, 'POST', path, eth)).status, path).toBe(200);
    }
  });
});
