/**
 * The engine is total: malformed configs (as an old row or a careless caller may hand over) and
 * malformed transactions give no row for that config — with a reason — and never an exception, and
 * a broken config does not keep a sound one from its row. The properties over generated data are
 * apply-parser-configs.properties.test.ts.
 */
import { ParserConfigSchema, type ParserConfig } from '@explorer/core';
import { describe, expect, it } from 'vitest';
import { applyParserConfigs, parseTransaction, type ParseInput } from './apply-parser-configs';
import { mainnetCall } from '../../../../test/support/mainnet-calls';

const USDT = '0xdac17f958d2ee523a2206206994597c13d831ec7';
/** transfer of USDT, block 18000000, with its Transfer log (index 52) */
const transfer = mainnetCall(18000000, '0x73ee5f2594e154c73590ba8339e69a553b14ccce29b5a976b2725885cf86e185');

const sound = ParserConfigSchema.parse({
  id: 1,
  contract_address: USDT,
  logs_parser_type: 'both',
  function_signature: '0xa9059cbb',
  param_config: [
    { name: 'to', type: 'address' },
    { name: 'amount', offset: 32 },
  ],
  parser_rules: { extract_to_address: 'to', extract_amount: 'amount' },
  event_signature: 'Transfer(address,address,uint256)',
  logs_param_config: [
    { name: 'from', type: 'address', topic_index: 1 },
    { name: 'to', type: 'address', topic_index: 2 },
    { name: 'value', type: 'uint256', data_index: 0 },
  ],
  logs_parser_rules: { extract_from_address: 'from', extract_to_address: 'to', extract_amount: 'value' },
});

/** a raw config object bypassing the schema, with a high priority so that it is tried first */
const raw = (patch: Record<string, unknown>) =>
  ({ ...sound, id: 99, priority: 10, ...patch }) as unknown as ParserConfig;
/** broken on the side it takes part in (a 'both' config broken on one side still reads the other) */
const rawInput = (patch: Record<string, unknown>) => raw({ logs_parser_type: 'input_data', ...patch });
const rawLog = (patch: Record<string, unknown>) => raw({ logs_parser_type: 'event_log', ...patch });
const param = (i: number, patch: Record<string, unknown>) =>
  sound.param_config.map((p, j) => (j === i ? { ...p, ...patch } : p));
const logParam = (i: number, patch: Record<string, unknown>) =>
  sound.logs_param_config.map((p, j) => (j === i ? { ...p, ...patch } : p));

const GOOD_INPUT_ROW = {
  source: 'input',
  config_id: 1,
  to_address: '0x7e7bdf8b9bc6bdeeb936e694b3e721424c364e90',
  amount_wei: '337095759',
};
const GOOD_LOG_ROW = {
  source: 'log',
  config_id: 1,
  log_index: 52,
  from_address: '0x28c6c06298d514db089934071355e5743bf21d60',
  amount_wei: '337095759',
};

describe('malformed configs give no row and a reason, never an exception', () => {
  const cases: [string, ParserConfig, RegExp][] = [
    [
      'offset past the data',
      rawInput({ param_config: param(1, { offset: 64 }) }),
      /amount: 偏移 64 \+ 长度 32 超出数据长度 64/,
    ],
    [
      'length running past the data',
      rawInput({ param_config: param(1, { offset: 40, length: 32 }) }),
      /amount: 偏移 40/,
    ],
    ['length 0', rawInput({ param_config: param(1, { length: 0 }) }), /param_config\[1\]\.length 无效/],
    [
      'negative offset',
      rawInput({ param_config: param(0, { offset: -32 }) }),
      /param_config\[0\]\.offset 无效/,
    ],
    [
      'offset as text',
      rawInput({ param_config: param(0, { offset: '32' }) }),
      /param_config\[0\]\.offset 无效/,
    ],
    [
      'offset NaN',
      rawInput({ param_config: param(1, { offset: NaN }) }),
      /param_config\[1\]\.offset 无效: NaN/,
    ],
    [
      'length Infinity',
      rawInput({ param_config: param(1, { length: Infinity }) }),
      /param_config\[1\]\.length 无效: Infinity/,
    ],
    [
      'offset 2^60 (not a safe integer)',
      rawInput({ param_config: param(1, { offset: 2 ** 60 }) }),
      /param_config\[1\]\.offset 无效: 1152921504606847000/,
    ],
    [
      'offset 2^40 (past any data)',
      rawInput({ param_config: param(1, { offset: 2 ** 40 }) }),
      /amount: 偏移 1099511627776 \+ 长度 32 超出数据长度 64/,
    ],
    [
      'unknown type',
      rawInput({ param_config: param(1, { type: 'int8' }) }),
      /param_config\[1\]\.type 未知: int8/,
    ],
    [
      'address longer than a word',
      rawInput({ param_config: param(0, { length: 33 }) }),
      /to: address 的长度应为 20–32/,
    ],
    [
      'uint longer than a word',
      rawInput({ param_config: param(1, { offset: 0, length: 33 }) }),
      /amount: uint256 的长度应为 1–32/,
    ],
    [
      'string with a length other than 32',
      rawInput({ param_config: [{ name: 's', type: 'string', offset: 0, length: 20 }], parser_rules: {} }),
      /s: string 的长度应为 32/,
    ],
    [
      'string whose pointer runs far past the data',
      rawInput({ param_config: [{ name: 's', type: 'string', offset: 32, length: 32 }], parser_rules: {} }),
      /s: string 的位置 337095759 超出数据长度/,
    ],
    [
      'rule naming a missing param',
      rawInput({ parser_rules: { extract_to_address: 'recipient' } }),
      /parser_rules\.extract_to_address: 参数 "recipient" 不存在/,
    ],
    [
      'rule naming a param of the wrong type',
      rawInput({ parser_rules: { extract_amount: 'to' } }),
      /parser_rules\.extract_amount: 参数 "to" 不是 uint256/,
    ],
    [
      'unknown amount unit',
      rawInput({ parser_rules: { extract_amount: 'amount', amount_unit: 'satoshi' } }),
      /amount_unit 未知: satoshi/,
    ],
    ['param_config not a list', rawInput({ param_config: 'to,amount' }), /param_config 不是列表/],
    ['a param that is not an object', rawInput({ param_config: [null] }), /param_config\[0\] 不是对象/],
    [
      'a param without a name',
      rawInput({ param_config: [{ type: 'address' }] }),
      /param_config\[0\]\.name 缺失/,
    ],
    ['rules not an object', rawInput({ parser_rules: 'to' }), /parser_rules 不是对象/],
    [
      'a human function signature (not normalised by the schema)',
      rawInput({ function_signature: 'transfer(address,uint256)' }),
      /function_signature 不是 4 字节选择器/,
    ],
    [
      'topic_index 4',
      rawLog({ logs_param_config: logParam(1, { topic_index: 4 }) }),
      /logs_param_config\[1\]\.topic_index 应为 1–3: 4/,
    ],
    [
      'topic_index 0',
      rawLog({ logs_param_config: logParam(0, { topic_index: 0 }) }),
      /logs_param_config\[0\]\.topic_index 应为 1–3: 0/,
    ],
    [
      'both topic_index and data_index',
      rawLog({ logs_param_config: logParam(2, { topic_index: 3 }) }),
      /logs_param_config\[2\] 需要且只能有/,
    ],
    [
      'negative data_index',
      rawLog({ logs_param_config: logParam(2, { data_index: -1 }) }),
      /logs_param_config\[2\]\.data_index 无效/,
    ],
    [
      'log rule naming a missing param',
      rawLog({ logs_parser_rules: { extract_spender_address: 'spender' } }),
      /logs_parser_rules\.extract_spender_address: 参数 "spender" 不存在/,
    ],
    ['event signature missing', rawLog({ event_signature: null }), /event_signature 不是 32 字节 topic0/],
    ['unknown logs_parser_type', raw({ logs_parser_type: 'logs' }), /logs_parser_type 未知: logs/],
    ['contract address missing', raw({ contract_address: undefined }), /contract_address 无效/],
  ];

  for (const [name, bad, reason] of cases) {
    it(name, () => {
      const { results, skipped } = parseTransaction(transfer, [bad, sound]);
      expect(results.some((r) => r.config_id === 99)).toBe(false);
      expect(
        skipped.filter((s) => s.config_id === 99 || s.config_id === undefined).map((s) => s.reason),
      ).toContainEqual(expect.stringMatching(reason));
      // the sound config still reads what the broken one could not
      const sides = results.map((r) => r.source);
      expect(sides).toContain('input');
      expect(sides).toContain('log');
      expect(results.find((r) => r.source === 'input')).toMatchObject(GOOD_INPUT_ROW);
      expect(results.find((r) => r.source === 'log')).toMatchObject(GOOD_LOG_ROW);
    });
  }

  it('a both config broken on its input side still reads its logs (and the other way round)', () => {
    const brokenInput = parseTransaction(transfer, [raw({ param_config: param(1, { type: 'int8' }) })]);
    expect(brokenInput.results.map((r) => [r.source, r.config_id, r.amount_wei])).toEqual([
      ['log', 99, '337095759'],
    ]);
    expect(brokenInput.skipped.map((s) => s.reason)).toEqual(['param_config[1].type 未知: int8']);
    const brokenLog = parseTransaction(transfer, [
      raw({ logs_param_config: logParam(0, { topic_index: 4 }) }),
    ]);
    expect(brokenLog.results.map((r) => [r.source, r.config_id, r.amount_wei])).toEqual([
      ['input', 99, '337095759'],
    ]);
  });

  it('topic_index past the topics of the log, data_index past its data', () => {
    const { results, skipped } = parseTransaction(transfer, [
      raw({ logs_parser_type: 'event_log', logs_param_config: logParam(2, { data_index: 1 }) }),
    ]);
    expect(results).toEqual([]);
    expect(skipped).toEqual([
      { source: 'log', config_id: 99, log_index: 52, reason: 'value: 偏移 32 + 长度 32 超出数据长度 32' },
    ]);
    const topic3 = parseTransaction(transfer, [
      raw({ logs_parser_type: 'event_log', logs_param_config: logParam(1, { topic_index: 3 }) }),
    ]);
    expect(topic3.results).toEqual([]);
    expect(topic3.skipped[0]!.reason).toBe('to: topic 不是 32 字节的十六进制');
  });

  it('things that are not configs at all, and a config whose field throws when read', () => {
    const hostile = Object.defineProperty({ ...sound }, 'param_config', {
      get() {
        throw new Error('boom');
      },
    });
    const junk = [
      null,
      undefined,
      42,
      'config',
      [],
      { is_active: 'yes' },
      hostile,
    ] as unknown as ParserConfig[];
    const { results, skipped } = parseTransaction(transfer, [...junk, sound]);
    expect(results.map((r) => [r.source, r.config_id])).toEqual([
      ['input', 1],
      ['log', 1],
    ]);
    expect(skipped.map((s) => s.reason)).toEqual([
      '配置不是对象',
      '配置不是对象',
      '配置不是对象',
      '配置不是对象',
      '配置不是对象',
      'contract_address 无效',
      '配置无法读取: boom',
    ]);
    expect(applyParserConfigs(transfer, 'not a list' as unknown as ParserConfig[])).toEqual([]);
  });
});

describe('malformed transactions give no row for the part that is broken', () => {
  const withInput = (input: unknown): ParseInput => ({ ...transfer, input: input as string });
  const inputRows = (tx: ParseInput) => parseTransaction(tx, [sound]);

  for (const [name, input, reason] of [
    [
      'truncated input (half the amount word)',
      transfer.input.slice(0, 10 + 64 + 32),
      'amount: 偏移 32 + 长度 32 超出数据长度 48',
    ],
    ['the selector only', transfer.input.slice(0, 10), 'to: 偏移 0 + 长度 32 超出数据长度 0'],
    ['shorter than a selector', '0xa9059c', 'input 不足 4 字节'],
    ['empty', '0x', 'input 不足 4 字节'],
    ['odd-length hex', `${transfer.input}0`, 'input 不是偶数长度的 0x 十六进制'],
    ['non-hex', transfer.input.replace('7e7b', 'zz7b'), 'input 不是偶数长度的 0x 十六进制'],
    ['without 0x', transfer.input.slice(2), 'input 不是偶数长度的 0x 十六进制'],
    ['not a string', null, 'input 不是偶数长度的 0x 十六进制'],
  ] as const) {
    it(`input ${name}: the log row only`, () => {
      const { results, skipped } = inputRows(withInput(input));
      expect(results.map((r) => r.source)).toEqual(['log']);
      expect(skipped.map((s) => s.reason)).toEqual([reason]);
    });
  }

  it('an upper-case input and addresses read the same (stored lower-case)', () => {
    const upper = {
      ...transfer,
      to: USDT.toUpperCase().replace('0X', '0x'),
      input: `0x${transfer.input.slice(2).toUpperCase()}`,
    };
    expect(applyParserConfigs(upper, [sound])).toEqual(applyParserConfigs(transfer, [sound]));
  });

  it('broken logs: odd or non-hex data, missing topics, not objects', () => {
    const log = transfer.logs[0]!;
    const logs = [
      { ...log, data: `${log.data}0` },
      { ...log, data: 'zz' },
      { ...log, topics: log.topics.slice(0, 2) },
      { ...log, topics: undefined },
      null,
      'log',
      { ...log, logIndex: 60 },
    ] as unknown as ParseInput['logs'];
    const { results, skipped } = parseTransaction({ ...transfer, logs }, [sound]);
    expect(results.map((r) => [r.source, r.log_index])).toEqual([
      ['input', undefined],
      ['log', 60],
    ]);
    expect(skipped.map((s) => s.reason)).toEqual([
      'log data 不是十六进制',
      'log data 不是十六进制',
      'to: topic 不是 32 字节的十六进制',
    ]);
  });

  it('no transaction, no logs list, a contract creation', () => {
    expect(applyParserConfigs(null as unknown as ParseInput, [sound])).toEqual([]);
    expect(
      applyParserConfigs({ ...transfer, logs: undefined } as unknown as ParseInput, [sound]).map(
        (r) => r.source,
      ),
    ).toEqual(['input']);
    expect(applyParserConfigs({ ...transfer, to: null }, [sound]).map((r) => r.source)).toEqual(['log']);
  });
});
