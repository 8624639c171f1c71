/**
 * Configs generated from ABI fragments: offsets from the ABI head (static tuples and arrays take
 * more than one word), topics and data words of events, rule guesses, the fragment forms accepted
 * and refused — and the generated configs read what viem's encoder wrote.
 */
import { checkParserConfig } from '@explorer/core';
import {
  encodeAbiParameters,
  encodeEventTopics,
  parseAbiItem,
  toEventSelector,
  toFunctionSelector,
  type Hex,
} from 'viem';
import { describe, expect, it } from 'vitest';
import { applyParserConfigs } from './apply-parser-configs';
import { AbiFragmentError, parserConfigFromAbi } from './parser-config-from-abi';

const TOKEN = '0x00000000000000000000000000000000000000aa';

describe('functions', () => {
  it('transfer(address to, uint256 amount): one word each, to and amount', () => {
    const c = parserConfigFromAbi('function transfer(address to, uint256 amount)', TOKEN);
    expect(c).toMatchObject({
      contract_address: TOKEN,
      function_signature: '0xa9059cbb',
      function_name: 'transfer',
      function_description: 'transfer(address to, uint256 amount)',
      logs_parser_type: 'input_data',
      is_active: true,
      priority: 0,
      event_signature: null,
      param_config: [
        { name: 'to', type: 'address', offset: 0, length: 32, description: 'address' },
        { name: 'amount', type: 'uint256', offset: 32, length: 32, description: 'uint256' },
      ],
      parser_rules: { extract_to_address: 'to', extract_amount: 'amount' },
    });
    expect(c.parser_rules.extract_from_address).toBeUndefined();
    expect(checkParserConfig(c)).toEqual([]);
  });

  it('a bare signature is a function; unnamed params are arg0…; two addresses → from and to', () => {
    const c = parserConfigFromAbi('transferFrom(address,address,uint256)', TOKEN);
    expect(c.function_signature).toBe('0x23b872dd');
    expect(c.param_config.map((p) => [p.name, p.type, p.offset])).toEqual([
      ['arg0', 'address', 0],
      ['arg1', 'address', 32],
      ['arg2', 'uint256', 64],
    ]);
    expect(c.parser_rules).toMatchObject({
      extract_from_address: 'arg0',
      extract_to_address: 'arg1',
      extract_amount: 'arg2',
    });
  });

  it('names decide over positions: a spender is the to, a value/wad the amount; an unnamed role is no from', () => {
    const approve = parserConfigFromAbi(
      'function approve(address guy, uint256 fee, uint256 wad, address spender)',
      TOKEN,
    );
    expect(approve.parser_rules).toMatchObject({ extract_to_address: 'spender', extract_amount: 'wad' });
    // the from of the row is then the sender of the transaction
    expect(approve.parser_rules.extract_from_address).toBeUndefined();
    const pay = parserConfigFromAbi('function pay(address src, address other, uint256 n)', TOKEN);
    expect(pay.parser_rules).toMatchObject({
      extract_from_address: 'src',
      extract_to_address: 'other',
      extract_amount: 'n',
    });
  });

  const MIXED =
    'function f((uint256,address) pair, uint8[3] small, string memo, int256 delta, bool flag, bytes4 tag, bytes blob, address to)';

  it('head offsets count static tuples and arrays as several words; unreadable types are left out', () => {
    const c = parserConfigFromAbi(MIXED, TOKEN);
    expect(c.param_config.map((p) => [p.name, p.type, p.offset, p.length])).toEqual([
      ['memo', 'string', 160, 32],
      ['delta', 'bytes', 192, 32],
      ['flag', 'uint256', 224, 32],
      ['tag', 'bytes', 256, 4],
      ['to', 'address', 320, 32],
    ]);
    expect(c.parser_rules).toMatchObject({ extract_to_address: 'to', extract_amount: 'flag' });
  });

  it('…and then read what viem encoded', () => {
    const item = parseAbiItem(MIXED);
    const to = '0x1111111111111111111111111111111111111111';
    const args = encodeAbiParameters(item.inputs, [
      [7n, TOKEN],
      [1, 2, 3],
      'héllo ✓',
      -5n,
      true,
      '0xdeadbeef',
      '0x0102',
      to,
    ]);
    const [row] = applyParserConfigs(
      { to: TOKEN, input: `${toFunctionSelector(item)}${args.slice(2)}`, logs: [] },
      [parserConfigFromAbi(MIXED, TOKEN)],
    );
    expect(row).toEqual({
      from_address: null,
      to_address: to,
      amount_wei: '1',
      token_symbol: null,
      source: 'input',
      data: { memo: 'héllo ✓', delta: `0x${'f'.repeat(63)}b`, flag: '1', tag: '0xdeadbeef', to },
    });
  });
});

describe('events', () => {
  it('Transfer: indexed → topics 1, 2; value → data word 0', () => {
    const c = parserConfigFromAbi(
      'event Transfer(address indexed from, address indexed to, uint256 value)',
      TOKEN,
    );
    expect(c).toMatchObject({
      logs_parser_type: 'event_log',
      function_signature: null,
      event_signature: '0xddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef',
      event_name: 'Transfer',
      event_description: 'Transfer(address indexed from, address indexed to, uint256 value)',
      logs_param_config: [
        { name: 'from', type: 'address', topic_index: 1, data_index: null },
        { name: 'to', type: 'address', topic_index: 2, data_index: null },
        { name: 'value', type: 'uint256', topic_index: null, data_index: 0 },
      ],
      logs_parser_rules: { extract_from_address: 'from', extract_to_address: 'to', extract_amount: 'value' },
    });
    expect(checkParserConfig(c)).toEqual([]);
  });

  it('Approval: owner and spender rules', () => {
    const c = parserConfigFromAbi(
      'event Approval(address indexed owner, address indexed spender, uint256 value)',
      TOKEN,
    );
    expect(c.logs_parser_rules).toEqual({
      extract_owner_address: 'owner',
      extract_spender_address: 'spender',
      extract_amount: 'value',
    });
  });

  const EVENT =
    'event Swap(address indexed sender, string indexed pool, (uint256,uint256) reserves, uint256 amountIn, string note, address indexed recipient)';

  it('an indexed string is its hash (bytes); data indexes skip the words of a static tuple', () => {
    const c = parserConfigFromAbi(EVENT, TOKEN);
    expect(c.logs_param_config.map((p) => [p.name, p.type, p.topic_index, p.data_index])).toEqual([
      ['sender', 'address', 1, null],
      ['pool', 'bytes', 2, null],
      ['amountIn', 'uint256', null, 2],
      ['note', 'string', null, 3],
      ['recipient', 'address', 3, null],
    ]);
    expect(c.logs_parser_rules).toMatchObject({
      extract_from_address: 'sender',
      extract_to_address: 'recipient',
      extract_amount: 'amountIn',
    });
  });

  it('…and read what viem encoded', () => {
    const item = parseAbiItem(EVENT);
    const sender = '0x2222222222222222222222222222222222222222';
    const recipient = '0x3333333333333333333333333333333333333333';
    const topics = encodeEventTopics({
      abi: [item],
      eventName: 'Swap',
      args: { sender, pool: 'ETH/USDT', recipient },
    }) as Hex[];
    const data = encodeAbiParameters(
      item.inputs.filter((p) => !('indexed' in p && p.indexed)),
      [[1n, 2n], 10n ** 30n, '备注'],
    );
    const [row] = applyParserConfigs(
      { to: null, input: '0x', logs: [{ address: TOKEN, topics, data, logIndex: 3 }] },
      [parserConfigFromAbi(EVENT, TOKEN)],
    );
    expect(topics[0]).toBe(toEventSelector(item));
    expect(row).toEqual({
      from_address: sender,
      to_address: recipient,
      amount_wei: (10n ** 30n).toString(),
      token_symbol: null,
      source: 'log',
      log_index: 3,
      data: { sender, pool: topics[2], amountIn: (10n ** 30n).toString(), note: '备注', recipient },
    });
  });
});

describe('fragment forms', () => {
  const transferItem = {
    type: 'function',
    name: 'transfer',
    stateMutability: 'nonpayable',
    inputs: [
      { name: 'to', type: 'address' },
      { name: 'amount', type: 'uint256' },
    ],
    outputs: [{ type: 'bool' }],
  };
  const expected = parserConfigFromAbi('function transfer(address to, uint256 amount)', TOKEN);

  it('JSON text, an object, a list of one: the same config', () => {
    expect(parserConfigFromAbi(JSON.stringify(transferItem), TOKEN)).toEqual(expected);
    expect(parserConfigFromAbi(transferItem, TOKEN)).toEqual(expected);
    expect(parserConfigFromAbi(`  ${JSON.stringify([transferItem])}\n`, TOKEN)).toEqual(expected);
  });

  it('without a contract address: contract_address empty, matching no transaction', () => {
    const c = parserConfigFromAbi(transferItem);
    expect(c.contract_address).toBe('');
    expect(checkParserConfig(c)[0]).toMatch(/^contract_address: /);
    const input = `0xa9059cbb${'00'.repeat(64)}`;
    expect(applyParserConfigs({ to: TOKEN, input, logs: [] }, [c])).toEqual([]);
    expect(
      applyParserConfigs({ to: TOKEN, input, logs: [] }, [{ ...c, contract_address: TOKEN }]),
    ).toHaveLength(1);
  });

  for (const [name, fragment, reason] of [
    ['empty text', '  ', /ABI 片段为空/],
    ['broken JSON', '{"type": "function",', /不是有效的 JSON/],
    ['a list of two', JSON.stringify([transferItem, transferItem]), /只含一项/],
    ['a constructor', { type: 'constructor', inputs: [] }, /只支持 function 或 event/],
    ['a function without a name', { ...transferItem, name: '' }, /有效的名称/],
    ['no inputs', { type: 'function', name: 'f' }, /inputs/],
    [
      'an unknown type',
      { ...transferItem, inputs: [{ name: 'x', type: 'uint7' }] },
      /inputs\[0\]\.type 未知: uint7/,
    ],
    ['a tuple without components', { ...transferItem, inputs: [{ name: 'x', type: 'tuple' }] }, /components/],
    ['an anonymous event', { type: 'event', name: 'E', anonymous: true, inputs: [] }, /匿名事件/],
    [
      'four indexed params',
      'event E(uint256 indexed a, uint256 indexed b, uint256 indexed c, uint256 indexed d)',
      /indexed 参数最多 3 个|无法解析签名/,
    ],
    ['an unreadable signature', 'function transfer(adress to)', /无法解析签名/],
    [
      'a name too long for the schema',
      `function ${'f'.repeat(101)}(address to)`,
      /生成的配置无效.*function_name/,
    ],
  ] as const) {
    it(`refuses ${name}`, () => {
      expect(() => parserConfigFromAbi(fragment, TOKEN)).toThrow(AbiFragmentError);
      expect(() => parserConfigFromAbi(fragment, TOKEN)).toThrow(reason);
    });
  }
});
