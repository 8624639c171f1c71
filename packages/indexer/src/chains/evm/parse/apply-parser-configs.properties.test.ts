/**
 * Properties of the parse engine over generated data (fast-check): no input/config combination
 * throws, every row is well-formed, random call data with the transfer selector is read by the
 * default ERC-20 config or gives nothing, and address / uint256 / string parameters read what viem's
 * ABI encoder wrote. The hand-written malformed cases are apply-parser-configs.malformed.test.ts.
 */
import { PARAM_TYPES, ParserConfigSchema, type ParserConfig } from '@explorer/core';
import fc from 'fast-check';
import { encodeAbiParameters, toFunctionSelector, type Hex } from 'viem';
import { describe, expect, it } from 'vitest';
import { applyParserConfigs, parseTransaction, type ParseInput, type ParsedResult } from './apply-parser-configs';
import { defaultErc20ParserConfigs, ERC20_TOPICS } from './erc20-parser-configs';
import { mainnetCall } from '../../../../test/support/mainnet-calls';

const USDT = '0xdac17f958d2ee523a2206206994597c13d831ec7';
/** transfer of USDT, block 18000000 */
const transfer = mainnetCall(18000000, '0x73ee5f2594e154c73590ba8339e69a553b14ccce29b5a976b2725885cf86e185');

const hexOf = (bytes: Uint8Array) => `0x${Buffer.from(bytes).toString('hex')}`;
const isRow = (r: ParsedResult) =>
  (r.source === 'input' || r.source === 'log') &&
  [r.from_address, r.to_address].every((a) => a === null || /^0x[0-9a-f]{40}$/.test(a)) &&
  (r.amount_wei === null || /^\d+$/.test(r.amount_wei));

describe('properties (fast-check)', () => {
  const runs = { numRuns: 600, seed: 20261125 };
  const anyNumber = fc.oneof(
    fc.integer({ min: -40, max: 200 }),
    fc.constantFrom(NaN, Infinity, -0, 1.5, 2 ** 53, 2 ** 60),
    fc.anything(),
  );
  const name = fc.constantFrom('to', 'amount', 'from', 'x', '', ' ');
  const type = fc.oneof(fc.constantFrom(...PARAM_TYPES), fc.constantFrom('int8', undefined, null, 5));
  const rules = fc.dictionary(
    fc.constantFrom(
      'extract_from_address',
      'extract_to_address',
      'extract_amount',
      'extract_data',
      'extract_owner_address',
      'extract_spender_address',
      'amount_unit',
    ),
    fc.oneof(name, anyNumber),
  );
  const config = fc.record(
    {
      id: fc.oneof(fc.nat(), fc.anything()),
      contract_address: fc.constantFrom(USDT, USDT.toUpperCase(), 'x', undefined),
      is_active: fc.oneof(fc.boolean(), fc.anything()),
      priority: anyNumber,
      logs_parser_type: fc.constantFrom('input_data', 'event_log', 'both', 'logs', undefined),
      function_signature: fc.constantFrom('0xa9059cbb', '0xA9059CBB', '0x12345678', 'transfer', null),
      param_config: fc.oneof(
        fc.array(fc.record({ name, type, offset: anyNumber, length: anyNumber }, { requiredKeys: [] }), {
          maxLength: 4,
        }),
        fc.anything(),
      ),
      parser_rules: fc.oneof(rules, fc.anything()),
      event_signature: fc.constantFrom(ERC20_TOPICS.Transfer, '0x00', null),
      logs_param_config: fc.oneof(
        fc.array(
          fc.record({ name, type, topic_index: anyNumber, data_index: anyNumber }, { requiredKeys: [] }),
          { maxLength: 4 },
        ),
        fc.anything(),
      ),
      logs_parser_rules: fc.oneof(rules, fc.anything()),
    },
    { requiredKeys: [] },
  );
  const hexish = fc.oneof(
    fc.uint8Array({ maxLength: 200 }).map(hexOf),
    fc.uint8Array({ maxLength: 200 }).map((b) => `0xa9059cbb${hexOf(b).slice(2)}`),
    fc.string(),
    fc.anything(),
  );
  const log = fc.record({
    address: fc.constantFrom(USDT, 'x'),
    topics: fc.oneof(
      fc.array(
        fc.oneof(
          fc.constant(ERC20_TOPICS.Transfer),
          fc.uint8Array({ minLength: 32, maxLength: 32 }).map(hexOf),
          fc.anything(),
        ),
        { maxLength: 5 },
      ),
      fc.anything(),
    ),
    data: hexish,
    logIndex: anyNumber,
  });

  it('no input/config combination throws, and every row is well-formed', () => {
    fc.assert(
      fc.property(
        hexish,
        fc.array(log, { maxLength: 3 }),
        fc.array(config, { maxLength: 4 }),
        (input, logs, configs) => {
          const tx = { to: USDT, from: transfer.from, input, logs } as unknown as ParseInput;
          const { results } = parseTransaction(tx, configs as unknown as ParserConfig[], { symbol: 'USDT' });
          expect(results.every(isRow)).toBe(true);
        },
      ),
      runs,
    );
  });

  it('random call data with the transfer selector: the default ERC-20 config reads the two words, or gives nothing when short', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 100 }), (bytes) => {
        const input = `0xa9059cbb${hexOf(bytes).slice(2)}`;
        const rows = applyParserConfigs({ to: USDT, input, logs: [] }, defaultErc20ParserConfigs(USDT));
        if (bytes.length < 64) {
          expect(rows).toEqual([]);
        } else {
          expect(rows).toHaveLength(1);
          expect(rows[0]!.to_address).toBe(`0x${hexOf(bytes.subarray(12, 32)).slice(2)}`);
          expect(rows[0]!.amount_wei).toBe(BigInt(hexOf(bytes.subarray(32, 64))).toString());
        }
      }),
      runs,
    );
  });

  it('address, uint256 and string parameters read what viem’s ABI encoder wrote', () => {
    const selector = toFunctionSelector('send(address,uint256,string,bytes4)');
    const cfg = ParserConfigSchema.parse({
      contract_address: USDT,
      function_signature: selector,
      param_config: [
        { name: 'to', type: 'address', offset: 0 },
        { name: 'amount', type: 'uint256', offset: 32 },
        { name: 'memo', type: 'string', offset: 64 },
        { name: 'tag', type: 'bytes', offset: 96, length: 4 },
      ],
      parser_rules: { extract_to_address: 'to', extract_amount: 'amount', extract_data: 'memo' },
    });
    fc.assert(
      fc.property(
        fc.uint8Array({ minLength: 20, maxLength: 20 }).map(hexOf),
        fc.bigInt({ min: 0n, max: 2n ** 256n - 1n }),
        fc.string({ unit: 'grapheme', maxLength: 80 }).filter((s) => !s.includes('\u0000')),
        fc.uint8Array({ minLength: 4, maxLength: 4 }).map(hexOf),
        (to, amount, memo, tag) => {
          const args = encodeAbiParameters(
            [{ type: 'address' }, { type: 'uint256' }, { type: 'string' }, { type: 'bytes4' }],
            [to as Hex, amount, memo, tag as Hex],
          );
          const [row] = applyParserConfigs({ to: USDT, input: `${selector}${args.slice(2)}`, logs: [] }, [
            cfg,
          ]);
          expect(row).toEqual({
            from_address: null,
            to_address: to,
            amount_wei: amount.toString(),
            token_symbol: null,
            source: 'input',
            data: { to, amount: amount.toString(), memo, tag },
          });
        },
      ),
      runs,
    );
  });
});
