/**
 * The parser config schema: the spec's defaults filled, signatures turned into selector / topic0,
 * text trimmed and capped, and every config that cannot be applied refused with a reason naming
 * its field.
 */
import { describe, expect, it } from 'vitest';
import {
  amountUnitExponent,
  checkParserConfig,
  formatIssuePath,
  MAX_PARAM_OFFSET,
  ParserConfigSchema,
} from './parser-config';

const TOKEN = '0xdac17f958d2ee523a2206206994597c13d831ec7';
const TRANSFER_TOPIC = '0xddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef';

/** a config that can be applied; each refusal below changes one thing of it */
const valid = () => ({
  contract_address: TOKEN,
  logs_parser_type: 'both',
  function_signature: '0xa9059cbb',
  param_config: [
    { name: 'to', type: 'address', offset: 0, length: 32 },
    { name: 'amount', type: 'uint256', offset: 32, length: 32 },
    { name: 'memo', type: 'string', offset: 64, length: 32 },
  ],
  parser_rules: { extract_to_address: 'to', extract_amount: 'amount', extract_data: 'memo' },
  event_signature: TRANSFER_TOPIC,
  logs_param_config: [
    { name: 'from', type: 'address', topic_index: 1 },
    { name: 'to', type: 'address', topic_index: 2 },
    { name: 'value', type: 'uint256', data_index: 0 },
  ],
  logs_parser_rules: { extract_from_address: 'from', extract_to_address: 'to', extract_amount: 'value' },
});

describe('defaults and normal forms', () => {
  it('fills the spec defaults: offset 0, length 32, type uint256, input_data, active, priority 0', () => {
    const c = ParserConfigSchema.parse({
      contract_address: TOKEN,
      function_signature: '0xa9059cbb',
      param_config: [{ name: 'amount' }],
    });
    expect(c).toEqual({
      contract_address: TOKEN,
      parser_type: 'input_data',
      function_signature: '0xa9059cbb',
      function_name: '',
      function_description: '',
      param_config: [{ name: 'amount', type: 'uint256', offset: 0, length: 32, description: '' }],
      parser_rules: {},
      display_format: '',
      is_active: true,
      priority: 0,
      logs_parser_type: 'input_data',
      event_signature: null,
      event_name: '',
      event_description: '',
      logs_param_config: [],
      logs_parser_rules: {},
      logs_display_format: '',
    });
    const log = ParserConfigSchema.parse({
      contract_address: TOKEN,
      logs_parser_type: 'event_log',
      event_signature: TRANSFER_TOPIC,
      logs_param_config: [{ name: 'v', data_index: 0 }],
    });
    expect(log.logs_param_config).toEqual([
      { name: 'v', type: 'uint256', topic_index: null, data_index: 0, description: '' },
    ]);
    expect(log.function_signature).toBeNull();
  });

  it('null and empty count as absent; text is trimmed; the address is stored lower-case', () => {
    const c = ParserConfigSchema.parse({
      ...valid(),
      id: 7,
      contract_address: ' 0xdAC17F958D2ee523a2206206994597C13D831ec7 ',
      function_name: '  transfer ',
      function_description: null,
      parser_rules: { extract_to_address: ' to ', extract_amount: '', extract_data: null },
      logs_parser_type: 'input_data',
      event_signature: null,
      logs_param_config: null,
      logs_parser_rules: null,
    });
    expect(c).toMatchObject({
      id: 7,
      contract_address: TOKEN,
      function_name: 'transfer',
      function_description: '',
      logs_param_config: [],
      logs_parser_rules: {},
    });
    expect(c.parser_rules).toEqual({
      extract_to_address: 'to',
      extract_amount: undefined,
      extract_data: undefined,
    });
    expect(ParserConfigSchema.parse({ ...valid(), param_config: null, parser_rules: null })).toMatchObject({
      param_config: [],
      parser_rules: {},
    });
  });

  it('function signatures become their 4-byte selector, event signatures their topic0 (viem’s hashing)', () => {
    for (const sig of [
      'transfer(address,uint256)',
      'function transfer(address to, uint256 amount)',
      ' 0xA9059CBB ',
    ]) {
      expect(ParserConfigSchema.parse({ ...valid(), function_signature: sig }).function_signature).toBe(
        '0xa9059cbb',
      );
    }
    for (const sig of [
      'Transfer(address,address,uint256)',
      'event Transfer(address indexed from, address indexed to, uint256 value)',
      TRANSFER_TOPIC.toUpperCase().replace('0X', '0x'),
    ]) {
      expect(ParserConfigSchema.parse({ ...valid(), event_signature: sig }).event_signature).toBe(
        TRANSFER_TOPIC,
      );
    }
    expect(
      ParserConfigSchema.parse({ ...valid(), function_signature: 'approve(address,uint256)' })
        .function_signature,
    ).toBe('0x095ea7b3');
  });

  it('amount_unit: wei, gwei, ether or a decimals count', () => {
    const unit = (amount_unit: unknown) =>
      ParserConfigSchema.parse({ ...valid(), parser_rules: { ...valid().parser_rules, amount_unit } })
        .parser_rules.amount_unit;
    expect([unit('wei'), unit('gwei'), unit('ether'), unit(6), unit('18'), unit(null)]).toEqual([
      'wei',
      'gwei',
      'ether',
      6,
      18,
      undefined,
    ]);
    expect([
      amountUnitExponent('wei'),
      amountUnitExponent('gwei'),
      amountUnitExponent('ether'),
      amountUnitExponent(6),
      amountUnitExponent('18'),
      amountUnitExponent(undefined),
    ]).toEqual([0, 9, 18, 6, 18, 0]);
    expect([
      amountUnitExponent('satoshi'),
      amountUnitExponent(37),
      amountUnitExponent(-1),
      amountUnitExponent(1.5),
      amountUnitExponent('toString'),
    ]).toEqual([null, null, null, null, null]);
  });

  it('the valid base config has no reasons', () => {
    expect(checkParserConfig(valid())).toEqual([]);
  });

  it('formats paths the way the form names its fields', () => {
    expect(formatIssuePath(['param_config', 1, 'offset'])).toBe('param_config[1].offset');
    expect(formatIssuePath(['logs_parser_rules', 'extract_amount'])).toBe('logs_parser_rules.extract_amount');
    expect(formatIssuePath([])).toBe('config');
  });
});

type Config = ReturnType<typeof valid> & Record<string, unknown>;
const withParam = (i: number, patch: Record<string, unknown>) => (c: Config) => ({
  ...c,
  param_config: c.param_config.map((p, j) => (j === i ? { ...p, ...patch } : p)),
});
const withLogParam = (i: number, patch: Record<string, unknown>) => (c: Config) => ({
  ...c,
  logs_param_config: c.logs_param_config.map((p, j) => (j === i ? { ...p, ...patch } : p)),
});
const with_ = (patch: Record<string, unknown>) => (c: Config) => ({ ...c, ...patch });

describe('refusals name the field', () => {
  const cases: [string, (c: Config) => unknown, string, RegExp?][] = [
    ['no contract address', with_({ contract_address: undefined }), 'contract_address'],
    ['a contract address that is not one', with_({ contract_address: '0x1234' }), 'contract_address', /EVM/],
    [
      'a signature viem cannot read',
      with_({ function_signature: 'transfer(adress,uint256)' }),
      'function_signature',
    ],
    ['a 3-byte selector', with_({ function_signature: '0x123456' }), 'function_signature'],
    [
      'an event signature viem cannot read',
      with_({ event_signature: 'Transfer(address,address' }),
      'event_signature',
    ],
    ['an unknown type', withParam(1, { type: 'int8' }), 'param_config[1].type', /未知的参数类型/],
    ['a negative offset', withParam(1, { offset: -1 }), 'param_config[1].offset', /偏移不能为负/],
    ['a fractional offset', withParam(1, { offset: 1.5 }), 'param_config[1].offset', /整数/],
    ['an offset as text', withParam(1, { offset: '32' }), 'param_config[1].offset'],
    ['length 0', withParam(1, { length: 0 }), 'param_config[1].length', /长度至少为 1/],
    [
      'an address reading 64 bytes',
      withParam(0, { length: 64 }),
      'param_config[0].length',
      /address 类型的长度应为 20–32/,
    ],
    ['an address reading 19 bytes', withParam(0, { length: 19 }), 'param_config[0].length'],
    [
      'a uint256 reading 33 bytes',
      withParam(1, { length: 33 }),
      'param_config[1].length',
      /uint256 类型的长度应为 1–32/,
    ],
    [
      'a string reading 20 bytes',
      withParam(2, { length: 20 }),
      'param_config[2].length',
      /string 类型的长度应为 32/,
    ],
    [
      'offset + length past the call data limit',
      withParam(1, { offset: MAX_PARAM_OFFSET }),
      'param_config[1].offset',
      /偏移 \+ 长度/,
    ],
    ['an empty param name', withParam(1, { name: '  ' }), 'param_config[1].name'],
    ['a duplicate param name', withParam(1, { name: 'to' }), 'param_config[1].name', /重复/],
    [
      'a description too long',
      withParam(0, { description: 'x'.repeat(1001) }),
      'param_config[0].description',
      /1000/,
    ],
    ['topic_index 4', withLogParam(0, { topic_index: 4 }), 'logs_param_config[0].topic_index', /1–3/],
    [
      'topic_index 0 (the signature)',
      withLogParam(0, { topic_index: 0 }),
      'logs_param_config[0].topic_index',
    ],
    [
      'both a topic and a data word',
      withLogParam(2, { topic_index: 3 }),
      'logs_param_config[2].topic_index',
      /只能填写一个/,
    ],
    [
      'neither a topic nor a data word',
      withLogParam(2, { data_index: null }),
      'logs_param_config[2].topic_index',
    ],
    ['an indexed string', withLogParam(0, { type: 'string' }), 'logs_param_config[0].type', /bytes/],
    ['a negative data word', withLogParam(2, { data_index: -1 }), 'logs_param_config[2].data_index'],
    [
      'a rule naming a missing param',
      (c) => ({ ...c, parser_rules: { ...c.parser_rules, extract_to_address: 'recipient' } }),
      'parser_rules.extract_to_address',
      /"recipient" 不在 param_config 中/,
    ],
    [
      'an amount rule naming an address',
      (c) => ({ ...c, parser_rules: { ...c.parser_rules, extract_amount: 'to' } }),
      'parser_rules.extract_amount',
      /uint256/,
    ],
    [
      'a to rule naming a uint',
      (c) => ({ ...c, parser_rules: { ...c.parser_rules, extract_to_address: 'amount' } }),
      'parser_rules.extract_to_address',
      /address/,
    ],
    [
      'an unknown amount unit',
      (c) => ({ ...c, parser_rules: { ...c.parser_rules, amount_unit: 'satoshi' } }),
      'parser_rules.amount_unit',
    ],
    [
      '37 decimals',
      (c) => ({ ...c, parser_rules: { ...c.parser_rules, amount_unit: 37 } }),
      'parser_rules.amount_unit',
    ],
    [
      'a log rule naming a missing param',
      (c) => ({ ...c, logs_parser_rules: { ...c.logs_parser_rules, extract_owner_address: 'owner' } }),
      'logs_parser_rules.extract_owner_address',
      /logs_param_config/,
    ],
    [
      'a log rule without an event signature',
      with_({ logs_parser_type: 'input_data', event_signature: null }),
      'event_signature',
      /事件签名/,
    ],
    [
      'event_log without an event signature',
      (c) => ({
        ...c,
        logs_parser_type: 'event_log',
        event_signature: '',
        logs_param_config: [],
        logs_parser_rules: {},
      }),
      'event_signature',
    ],
    [
      'input_data without a function signature',
      with_({ function_signature: null }),
      'function_signature',
      /函数签名/,
    ],
    ['an unknown logs_parser_type', with_({ logs_parser_type: 'logs' }), 'logs_parser_type'],
    ['a NUL in a name', with_({ function_name: 'trans\u0000fer' }), 'function_name', /NUL/],
    ['a display format too long', with_({ display_format: 'x'.repeat(1001) }), 'display_format'],
    ['is_active as text', with_({ is_active: 'yes' }), 'is_active'],
    ['a fractional priority', with_({ priority: 1.5 }), 'priority'],
    [
      '33 params',
      (c) => ({
        ...c,
        param_config: Array.from({ length: 33 }, (_, i) => ({ name: `p${i}` })),
        parser_rules: {},
      }),
      'param_config',
      /32/,
    ],
    ['param_config not a list', with_({ param_config: 'to' }), 'param_config'],
    ['rules not an object', with_({ parser_rules: 'to' }), 'parser_rules'],
  ];

  for (const [name, mutate, field, message] of cases) {
    it(name, () => {
      const reasons = checkParserConfig(mutate(valid() as Config));
      const mine = reasons.filter((r) => r.startsWith(`${field}: `));
      expect(mine.length, reasons.join('\n')).toBeGreaterThan(0);
      if (message) expect(mine.join('\n')).toMatch(message);
      expect(ParserConfigSchema.safeParse(mutate(valid() as Config)).success).toBe(false);
    });
  }

  it('not an object at all', () => {
    expect(checkParserConfig(null)).toEqual([expect.stringMatching(/^config: /)]);
    expect(checkParserConfig('config')).toHaveLength(1);
  });

  it('lists every cross-field reason of a config at once', () => {
    const reasons = checkParserConfig({
      ...valid(),
      param_config: [
        { name: 'to', type: 'address', length: 64 },
        { name: 'to', type: 'uint256', offset: 32 },
      ],
      parser_rules: { extract_amount: 'amount' },
      logs_param_config: [{ name: 'from', type: 'address', topic_index: 1, data_index: 0 }],
      logs_parser_rules: { extract_to_address: 'to' },
    });
    expect(reasons.map((r) => r.slice(0, r.indexOf(':')))).toEqual([
      'param_config[0].length',
      'logs_param_config[0].topic_index',
      'param_config[1].name',
      'parser_rules.extract_amount',
      'logs_parser_rules.extract_to_address',
    ]);
  });
});
