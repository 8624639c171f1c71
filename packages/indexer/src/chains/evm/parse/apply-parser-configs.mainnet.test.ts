/**
 * The engine on real mainnet ERC-20 calls and logs (shared/chaindata/ethereum): hand-written
 * configs, the default ERC-20 configs and configs generated from ABI fragments all give the rows
 * viem's decodeFunctionData / decodeEventLog give with the standard ERC-20 ABI.
 *
 * Named transactions:
 * - transfer:     0x73ee5f2594e154c73590ba8339e69a553b14ccce29b5a976b2725885cf86e185 (block 18000000, USDT, Transfer log 52)
 * - transferFrom: 0xcf2e9d7211037ac38c847f4d5a8263183cb90ee5cf9ceab89e5e35053e985caa (block 18000000, USDT, Transfer log 180)
 * - approve:      0xc27c0f273ea3a27fc393d79f732f5733269439d986c213b65b1662945112ddbe (block 19433902, USDC, Approval log 150)
 */
import { ParserConfigSchema, type ParserConfig, type ParserConfigInput } from '@explorer/core';
import { decodeEventLog, decodeFunctionData, erc20Abi, type Hex } from 'viem';
import { describe, expect, it } from 'vitest';
import { applyParserConfigs, type ParsedResult } from './apply-parser-configs';
import { defaultErc20ParserConfigs, ERC20_SELECTORS, ERC20_TOPICS } from './erc20-parser-configs';
import {
  mainnetCall,
  mainnetCallsWithSelector,
  mainnetLogsWithTopic,
  type MainnetCall,
} from '../../../../test/support/mainnet-calls';
import { parserConfigFromAbi } from './parser-config-from-abi';

const TRANSFER_TX = '0x73ee5f2594e154c73590ba8339e69a553b14ccce29b5a976b2725885cf86e185';
const TRANSFER_FROM_TX = '0xcf2e9d7211037ac38c847f4d5a8263183cb90ee5cf9ceab89e5e35053e985caa';
const APPROVE_TX = '0xc27c0f273ea3a27fc393d79f732f5733269439d986c213b65b1662945112ddbe';
const USDT = '0xdac17f958d2ee523a2206206994597c13d831ec7';
const USDC = '0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48';

const transfer = mainnetCall(18000000, TRANSFER_TX);
const transferFrom = mainnetCall(18000000, TRANSFER_FROM_TX);
const approve = mainnetCall(19433902, APPROVE_TX);

const parse = (c: ParserConfigInput): ParserConfig => ParserConfigSchema.parse(c);

/** Written as a maintainer would in the console: ids, priorities, the spec's field names. */
function handWritten(contract: string): ParserConfig[] {
  return [
    parse({
      id: 1,
      contract_address: contract,
      function_signature: 'transfer(address,uint256)',
      function_name: 'transfer',
      param_config: [
        { name: 'recipient', type: 'address', offset: 0, length: 32 },
        { name: 'value', type: 'uint256', offset: 32 },
      ],
      parser_rules: { extract_to_address: 'recipient', extract_amount: 'value', amount_unit: 'wei' },
    }),
    parse({
      id: 2,
      contract_address: contract,
      function_signature: '0x23B872DD',
      param_config: [
        { name: 'src', type: 'address' },
        { name: 'dst', type: 'address', offset: 32, length: 20 + 12 },
        { name: 'wad', offset: 64 },
      ],
      parser_rules: { extract_from_address: 'src', extract_to_address: 'dst', extract_amount: 'wad' },
    }),
    parse({
      id: 3,
      contract_address: contract,
      function_signature: 'approve(address,uint256)',
      param_config: [
        { name: 'spender', type: 'address' },
        { name: 'allowance', offset: 32 },
      ],
      parser_rules: { extract_to_address: 'spender', extract_amount: 'allowance' },
    }),
    parse({
      id: 4,
      contract_address: contract,
      logs_parser_type: 'event_log',
      event_signature: 'Transfer(address,address,uint256)',
      logs_param_config: [
        { name: 'from', type: 'address', topic_index: 1 },
        { name: 'to', type: 'address', topic_index: 2 },
        { name: 'value', type: 'uint256', data_index: 0 },
      ],
      logs_parser_rules: { extract_from_address: 'from', extract_to_address: 'to', extract_amount: 'value' },
    }),
    parse({
      id: 5,
      contract_address: contract,
      logs_parser_type: 'event_log',
      event_signature: 'event Approval(address indexed owner, address indexed spender, uint256 value)',
      logs_param_config: [
        { name: 'owner', type: 'address', topic_index: 1 },
        { name: 'spender', type: 'address', topic_index: 2 },
        { name: 'value', type: 'uint256', data_index: 0 },
      ],
      logs_parser_rules: {
        extract_owner_address: 'owner',
        extract_spender_address: 'spender',
        extract_amount: 'value',
      },
    }),
  ];
}

/** from, to, amount, symbol, source and log index: what every way of writing the configs must agree on */
const essentials = (rows: ParsedResult[]) =>
  rows.map(({ from_address, to_address, amount_wei, token_symbol, source, log_index }) => ({
    from_address,
    to_address,
    amount_wei,
    token_symbol,
    source,
    log_index,
  }));

/** The rows the standard ERC-20 ABI gives for the call and its logs of `contract`. */
function viemRows(call: MainnetCall, contract: string, symbol: string | null): ReturnType<typeof essentials> {
  const rows: ReturnType<typeof essentials> = [];
  const fn = decodeFunctionData({ abi: erc20Abi, data: call.input as Hex });
  const lower = (a: string) => a.toLowerCase();
  if (fn.functionName === 'transfer')
    rows.push({
      from_address: call.from,
      to_address: lower(fn.args[0]),
      amount_wei: fn.args[1].toString(),
      token_symbol: symbol,
      source: 'input',
      log_index: undefined,
    });
  else if (fn.functionName === 'transferFrom')
    rows.push({
      from_address: lower(fn.args[0]),
      to_address: lower(fn.args[1]),
      amount_wei: fn.args[2].toString(),
      token_symbol: symbol,
      source: 'input',
      log_index: undefined,
    });
  else if (fn.functionName === 'approve')
    rows.push({
      from_address: call.from,
      to_address: lower(fn.args[0]),
      amount_wei: fn.args[1].toString(),
      token_symbol: symbol,
      source: 'input',
      log_index: undefined,
    });
  else throw new Error(`not an ERC-20 write call: ${fn.functionName}`);
  // the ERC-20 events of the contract; its other events are no business of the ERC-20 configs
  const erc20Shaped = (l: MainnetCall['logs'][number]) =>
    l.address === contract &&
    l.topics.length === 3 &&
    l.data.length === 66 &&
    (l.topics[0] === ERC20_TOPICS.Transfer || l.topics[0] === ERC20_TOPICS.Approval);
  for (const log of call.logs.filter(erc20Shaped)) {
    const ev = decodeEventLog({
      abi: erc20Abi,
      topics: log.topics as [Hex, ...Hex[]],
      data: log.data as Hex,
    });
    if (ev.eventName === 'Transfer')
      rows.push({
        from_address: lower(ev.args.from),
        to_address: lower(ev.args.to),
        amount_wei: ev.args.value.toString(),
        token_symbol: symbol,
        source: 'log',
        log_index: log.logIndex,
      });
    if (ev.eventName === 'Approval')
      rows.push({
        from_address: lower(ev.args.owner),
        to_address: lower(ev.args.spender),
        amount_wei: ev.args.value.toString(),
        token_symbol: symbol,
        source: 'log',
        log_index: log.logIndex,
      });
  }
  return rows;
}

describe('hand-written configs on real mainnet ERC-20 calls', () => {
  it(`transfer ${TRANSFER_TX}: the call and its Transfer log`, () => {
    const rows = applyParserConfigs(transfer, handWritten(USDT), { symbol: 'USDT' });
    expect(rows).toEqual([
      {
        from_address: '0x28c6c06298d514db089934071355e5743bf21d60',
        to_address: '0x7e7bdf8b9bc6bdeeb936e694b3e721424c364e90',
        amount_wei: '337095759',
        token_symbol: 'USDT',
        source: 'input',
        config_id: 1,
        data: { recipient: '0x7e7bdf8b9bc6bdeeb936e694b3e721424c364e90', value: '337095759' },
      },
      {
        from_address: '0x28c6c06298d514db089934071355e5743bf21d60',
        to_address: '0x7e7bdf8b9bc6bdeeb936e694b3e721424c364e90',
        amount_wei: '337095759',
        token_symbol: 'USDT',
        source: 'log',
        config_id: 4,
        log_index: 52,
        data: {
          from: '0x28c6c06298d514db089934071355e5743bf21d60',
          to: '0x7e7bdf8b9bc6bdeeb936e694b3e721424c364e90',
          value: '337095759',
        },
      },
    ]);
    expect(essentials(rows)).toEqual(viemRows(transfer, USDT, 'USDT'));
  });

  it(`transferFrom ${TRANSFER_FROM_TX}: from is the owner of the tokens, not the sender`, () => {
    const rows = applyParserConfigs(transferFrom, handWritten(USDT), { symbol: 'USDT' });
    expect(essentials(rows)).toEqual(viemRows(transferFrom, USDT, 'USDT'));
    expect(rows.map((r) => [r.source, r.config_id, r.from_address, r.to_address, r.amount_wei])).toEqual([
      [
        'input',
        2,
        '0xcfc9a13f7fdb15dd2a169038c63428a486558c13',
        '0x01c741005a210bde9d8cdbf9581f9f75e390b79a',
        '214354782',
      ],
      [
        'log',
        4,
        '0xcfc9a13f7fdb15dd2a169038c63428a486558c13',
        '0x01c741005a210bde9d8cdbf9581f9f75e390b79a',
        '214354782',
      ],
    ]);
    expect(rows[0]!.from_address).not.toBe(transferFrom.from);
  });

  it(`approve ${APPROVE_TX}: the spender as to_address, owner → spender from the Approval log`, () => {
    const rows = applyParserConfigs(approve, handWritten(USDC), { symbol: 'USDC' });
    expect(essentials(rows)).toEqual(viemRows(approve, USDC, 'USDC'));
    expect(
      rows.map((r) => [r.source, r.config_id, r.log_index, r.from_address, r.to_address, r.amount_wei]),
    ).toEqual([
      [
        'input',
        3,
        undefined,
        '0xb3d29057fbf7cc83f498898fc516bfbdc71a4249',
        '0x735adbbe72226bd52e818e7181953f42e3b0ff21',
        '10009000000',
      ],
      [
        'log',
        5,
        150,
        '0xb3d29057fbf7cc83f498898fc516bfbdc71a4249',
        '0x735adbbe72226bd52e818e7181953f42e3b0ff21',
        '10009000000',
      ],
    ]);
  });

  it('configs of another contract, or inactive ones, give nothing', () => {
    expect(applyParserConfigs(transfer, handWritten(USDC))).toEqual([]);
    expect(
      applyParserConfigs(
        transfer,
        handWritten(USDT).map((c) => ({ ...c, is_active: false })),
      ),
    ).toEqual([]);
    // without the token the symbol is null
    expect(applyParserConfigs(transfer, handWritten(USDT)).map((r) => r.token_symbol)).toEqual([null, null]);
  });

  it('amount_unit scales the amount to base units with bigint math', () => {
    const [config] = handWritten(USDT);
    const inGwei = { ...config!, parser_rules: { ...config!.parser_rules, amount_unit: 'gwei' as const } };
    const in36 = { ...config!, parser_rules: { ...config!.parser_rules, amount_unit: 36 } };
    expect(applyParserConfigs(transfer, [inGwei])[0]!.amount_wei).toBe('337095759000000000');
    expect(applyParserConfigs(transfer, [in36])[0]!.amount_wei).toBe(`337095759${'0'.repeat(36)}`);
  });

  it('the highest priority config of a selector gives the row; a lower one only when the higher cannot read', () => {
    const [config] = handWritten(USDT);
    const other = parse({
      ...config!,
      id: 9,
      priority: 5,
      param_config: [{ name: 'raw', type: 'bytes', offset: 0, length: 64 }],
      parser_rules: {},
    });
    expect(applyParserConfigs(transfer, [config!, other]).find((r) => r.source === 'input')).toMatchObject({
      config_id: 9,
      to_address: null,
      data: { raw: `0x${transfer.input.slice(10)}` },
    });
    const unreadable = parse({
      ...other,
      param_config: [{ name: 'raw', type: 'bytes', offset: 0, length: 65 }],
    });
    expect(
      applyParserConfigs(transfer, [config!, unreadable]).find((r) => r.source === 'input'),
    ).toMatchObject({ config_id: 1, amount_wei: '337095759' });
  });
});

describe('default ERC-20 configs and configs from ABI fragments agree with the hand-written ones', () => {
  const fromAbi = (contract: string) => [
    parserConfigFromAbi('function transfer(address to, uint256 amount)', contract),
    // the JSON items of viem's erc20Abi (named sender / recipient / amount)
    parserConfigFromAbi(
      JSON.stringify(erc20Abi.find((i) => i.type === 'function' && i.name === 'transferFrom')),
      contract,
    ),
    parserConfigFromAbi(
      erc20Abi.find((i) => i.type === 'function' && i.name === 'approve')!,
      contract,
    ),
    parserConfigFromAbi('event Transfer(address indexed from, address indexed to, uint256 value)', contract),
    parserConfigFromAbi([erc20Abi.find((i) => i.type === 'event' && i.name === 'Approval')!], contract),
  ];

  for (const [name, call, contract] of [
    ['transfer', transfer, USDT],
    ['transferFrom', transferFrom, USDT],
    ['approve', approve, USDC],
  ] as const) {
    it(`${name} ${call.hash}`, () => {
      const expected = essentials(applyParserConfigs(call, handWritten(contract), { symbol: 'T' }));
      expect(expected).toHaveLength(2);
      expect(
        essentials(applyParserConfigs(call, defaultErc20ParserConfigs(contract), { symbol: 'T' })),
      ).toEqual(expected);
      expect(essentials(applyParserConfigs(call, fromAbi(contract), { symbol: 'T' }))).toEqual(expected);
    });
  }

  it('the default configs use the selectors and topics of the standard ABI', () => {
    const configs = defaultErc20ParserConfigs(USDT.toUpperCase().replace('0X', '0x'));
    expect(configs.map((c) => c.function_signature ?? c.event_signature)).toEqual([
      '0xa9059cbb',
      '0x23b872dd',
      '0x095ea7b3',
      '0xddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef',
      '0x8c5be1e5ebec7d5bd14f71427d1e84f3dd0314c0f7b2291e5b200ac8c7c3b925',
    ]);
    expect(ERC20_SELECTORS).toEqual({
      transfer: '0xa9059cbb',
      transferFrom: '0x23b872dd',
      approve: '0x095ea7b3',
    });
    expect(ERC20_TOPICS.Transfer).toBe('0xddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef');
    expect(configs.every((c) => c.contract_address === USDT && c.is_active)).toBe(true);
  });
});

describe('sweeps over every fixture block', () => {
  it('every ERC-20 transfer / transferFrom / approve call: the default configs give viem’s decoding', () => {
    const calls = mainnetCallsWithSelector(Object.values(ERC20_SELECTORS));
    expect(calls.length).toBe(157);
    let decoded = 0;
    for (const call of calls) {
      const rows = applyParserConfigs(call, defaultErc20ParserConfigs(call.to));
      let fromViem: ReturnType<typeof essentials> | null;
      try {
        fromViem = viemRows(call, call.to, null);
      } catch {
        fromViem = null; // call data viem cannot decode as ERC-20 (too short)
      }
      if (fromViem === null) {
        expect(
          rows.filter((r) => r.source === 'input'),
          call.hash,
        ).toEqual([]);
        continue;
      }
      decoded++;
      expect(essentials(rows), call.hash).toEqual(fromViem);
    }
    expect(decoded).toBe(157);
  });

  it('every Transfer log: an ERC-20 one (3 topics, one data word) gives viem’s decoding, an ERC-721 one (4 topics) none', () => {
    const logs = mainnetLogsWithTopic(ERC20_TOPICS.Transfer);
    let erc20 = 0;
    let erc721 = 0;
    for (const log of logs) {
      const rows = applyParserConfigs(
        { to: null, input: '0x', logs: [log] },
        defaultErc20ParserConfigs(log.address),
      );
      if (log.topics.length === 3 && log.data.length === 66) {
        erc20++;
        const ev = decodeEventLog({
          abi: erc20Abi,
          eventName: 'Transfer',
          topics: log.topics as [Hex, ...Hex[]],
          data: log.data as Hex,
        });
        expect(essentials(rows), `${log.txHash} ${log.logIndex}`).toEqual([
          {
            from_address: ev.args.from.toLowerCase(),
            to_address: ev.args.to.toLowerCase(),
            amount_wei: ev.args.value.toString(),
            token_symbol: null,
            source: 'log',
            log_index: log.logIndex,
          },
        ]);
      } else if (log.topics.length === 4 && log.data === '0x') {
        erc721++;
        expect(rows, `${log.txHash} ${log.logIndex}`).toEqual([]);
      }
    }
    expect(erc20).toBe(721);
    expect(erc721).toBe(21);
  });
});
