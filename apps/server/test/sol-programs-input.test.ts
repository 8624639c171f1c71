/**
 * What the Solana program registry's API refuses, on PGlite and PostgreSQL (spec part 2 §5: Program
 * ID and name required): an empty or malformed Program ID, a missing or unknown type, text past its
 * cap or with NUL, sample data over 64 KB, and rules that fail the schema — each a 400 whose message
 * names the field or the rule's path (`instruction_rules[1].fields[1].type: …`); and the preview of
 * rules on sample instructions (base58 or 0x-hex), which saves nothing.
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
const LIMIT_RULE = {
  name: 'set_unit_limit',
  match: { u8: 2 },
  fields: [{ name: 'units', type: 'u32', offset: 1 }],
  accounts: [],
};

describe.each(TEST_ENGINES)('sol program registry input checks on %s', (engine) => {
  let s: TestServer;
  let user: string;
  let seeded: number;
  beforeAll(async () => {
    s = await startTestServer(engine);
    user = await signUp(s.url, 'p-input');
    seeded = total(await call(s.url, '/api/no-auth/sol/programs'));
  });
  afterAll(async () => s?.close());

  const v1 = <T = Json>(token: string | undefined, method: string, path: string, json?: unknown) =>
    call<T>(s.url, '/api/v1' + path, { method, token, json });
  const guest = <T = Json[]>(path: string) => call<T>(s.url, '/api/no-auth' + path);
  const cpmm = (extra: Json = {}) => ({ program_id: CPMM, name: 'Raydium CPMM', type: 'dex', ...extra });
  const byProgramId = async (programId: string) =>
    (await v1<Json[]>(user, 'GET', `/sol/programs?keyword=${programId}`)).body.data.find(
      (p) => p.program_id === programId,
    );

  it('refuses bad input with a 400 that names the field or the rule path', async () => {
    const refused = async (body: Json, message: string | RegExp) => {
      const r = await v1(user, 'POST', '/sol/programs', body);
      expect(r.status, JSON.stringify(body).slice(0, 200)).toBe(400);
      expect(r.body).toMatchObject({ success: false, data: null });
      if (typeof message === 'string') expect(r.body.message).toBe(message);
      else expect(r.body.message).toMatch(message);
    };
    await refused({ name: 'x', type: 'dex' }, '程序ID必填');
    await refused(cpmm({ program_id: '   ' }), '程序ID必填');
    await refused(cpmm({ program_id: '0OIl' + 'a'.repeat(40) }), '程序ID必须是base58编码的32字节公钥');
    await refused(cpmm({ program_id: 'z'.repeat(44) }), '程序ID必须是base58编码的32字节公钥'); // 33 bytes
    await refused(cpmm({ program_id: KAMINO, name: '' }), '名称必填');
    await refused(cpmm({ program_id: KAMINO, name: 'n'.repeat(101) }), '名称不能超过100个字符');
    await refused(cpmm({ program_id: KAMINO, type: undefined }), /^类型必填/);
    await refused(cpmm({ program_id: KAMINO, type: 'lending' }), /^类型必填/);
    await refused(cpmm({ program_id: KAMINO, name: 'Kamino\u0000' }), '名称包含不允许的字符');
    await refused(cpmm({ program_id: KAMINO, description: 'a\u0000b' }), '描述包含不允许的字符');
    await refused(
      cpmm({ program_id: KAMINO, sample_data: { blob: 'x'.repeat(64 * 1024) } }),
      '示例数据不能超过 64 KB',
    );
    const bad = (instruction_rules: unknown, event_rules: unknown = []) =>
      cpmm({ program_id: KAMINO, instruction_rules, event_rules });
    await refused(
      bad([
        LIMIT_RULE,
        { ...LIMIT_RULE, name: 'b', fields: [LIMIT_RULE.fields[0], { name: 'x', type: 'u256', offset: 1 }] },
      ]),
      /^instruction_rules\[1\]\.fields\[1\]\.type: 未知的字段类型/,
    );
    await refused(bad({ not: 'a list' }), /^instruction_rules: 必须是指令规则列表/);
    await refused(bad(['swap']), /^instruction_rules\[0\]: 必须是指令规则对象/);
    await refused(
      bad([LIMIT_RULE], [{ instruction: 'set_unit_limit', event_type: 'x', from: 'signer' }]),
      /^event_rules\[0\]\.from: 必须是 account:/,
    );
    await refused(
      bad([{ ...LIMIT_RULE, match: { u8: 2, u32le: 2 } }]),
      /^instruction_rules\[0\]\.match: 必须恰好给出/,
    );
    await refused(
      bad([{ ...LIMIT_RULE, match: { discriminator: 'xyz' } }]),
      /^instruction_rules\[0\]\.match\.discriminator: /,
    );
    await refused(bad([{ ...LIMIT_RULE, ofset: 1 }]), /^instruction_rules\[0\]: 未知的键 ofset/);
    await refused(bad([LIMIT_RULE, LIMIT_RULE]), /^instruction_rules\[1\]\.name: 指令名 set_unit_limit 重复/);
    await refused(
      bad([LIMIT_RULE], [{ instruction: 'swap', event_type: 'x' }]),
      /^event_rules\[0\]\.instruction: 没有名为 swap 的指令规则/,
    );
    await refused(
      bad([LIMIT_RULE], [{ instruction: 'set_unit_limit', event_type: 'x', amount: 'account:0' }]),
      /^event_rules\[0\]\.amount: /,
    );
    await refused(
      bad([LIMIT_RULE], [{ instruction: 'set_unit_limit', event_type: 'x', from: 'field:units' }]),
      /^event_rules\[0\]\.from: 字段 units 不是 pubkey 类型/,
    );
    await refused(
      bad([LIMIT_RULE], [{ instruction: 'set_unit_limit', event_type: 'x', to: 'account:payer' }]),
      /^event_rules\[0\]\.to: 指令规则 set_unit_limit 没有名为 payer 的账户/,
    );
    expect(await byProgramId(KAMINO)).toBeUndefined();
  });

  it('previews rules on sample instructions without saving; guests 401; bad rules or samples 400 naming the path', async () => {
    const rules = {
      instruction_rules: [
        {
          name: 'transfer',
          match: { u32le: 2 },
          fields: [{ name: 'lamports', type: 'u64', offset: 4 }],
          accounts: ['from', 'to'],
        },
      ],
      event_rules: [
        {
          instruction: 'transfer',
          event_type: 'sol_transfer',
          from: 'account:from',
          to: 'account:to',
          amount: 'field:lamports',
          mint: `const:${SYSTEM}`,
        },
      ],
    };
    // System Program transfer of 1 SOL: u32 tag 2, u64 lamports
    const data =
      '0x02000000' + 1_000_000_000n.toString(16).padStart(16, '0').match(/../g)!.reverse().join('');
    const body = { program_id: SYSTEM, ...rules, sample_data: { data, accounts: [TOKEN, CPMM] } };
    expect((await call(s.url, '/api/v1/sol/programs/preview', { method: 'POST', json: body })).status).toBe(
      401,
    );
    const r = await v1(user, 'POST', '/sol/programs/preview', body);
    expect(r.status, r.text).toBe(200);
    expect(r.body.data).toEqual({
      instructions: [{ index: 0, name: 'transfer', fields: { lamports: '1000000000' } }],
      events: [
        {
          event_type: 'sol_transfer',
          from_address: TOKEN,
          to_address: CPMM,
          mint: SYSTEM,
          amount: '1000000000',
        },
      ],
    });
    const none = await v1(user, 'POST', '/sol/programs/preview', {
      ...body,
      sample_data: [{ data: '0x03', accounts: [] }],
    });
    expect(none.body.data).toEqual({ instructions: [{ index: 0, name: null, fields: {} }], events: [] });
    const badRule = await v1(user, 'POST', '/sol/programs/preview', {
      ...body,
      instruction_rules: [{ name: '1x', match: { u8: 1 } }],
    });
    expect([badRule.status, badRule.body.message]).toEqual([
      400,
      expect.stringMatching(/^instruction_rules\[0\]\.name: /),
    ]);
    const badSample = await v1(user, 'POST', '/sol/programs/preview', {
      ...body,
      sample_data: [
        { data, accounts: [] },
        { data: 'not base58 0OIl', accounts: [] },
      ],
    });
    expect([badSample.status, badSample.body.message]).toEqual([
      400,
      expect.stringMatching(/^sample_data\[1\]\.data: /),
    ]);
    expect(total(await guest('/sol/programs'))).toBe(seeded); // nothing saved
  });
});
