import { describe, expect, it } from 'vitest';
import { applyProgramRules, decodeInstructionData } from './sol-program-rules-apply';
import {
  buildSolProgramRegistry,
  describeSolInstruction,
  EMPTY_SOL_PROGRAM_REGISTRY,
} from './sol-program-registry';
import type { ProgramRules } from './sol-program-rules';
import { checkProgramRules } from './sol-program-rules-check';
import { solProgramInfo } from './sol-programs';

const A = 'ATokenGPvbdGVxr1b2hvZbsiqW5xWH25efTNsLJA8knL';
const B = 'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA';
const PROGRAM = 'whirLbMiicVdio4qvUfM5KAg6Ct8VwpYzGff3uctyCc';

const rulesOf = (input: { instruction_rules?: unknown; event_rules?: unknown }): ProgramRules => {
  const check = checkProgramRules(input);
  if (!check.ok) throw new Error(check.message);
  return check.rules;
};
const bytes = (...parts: (number[] | Uint8Array)[]) => Uint8Array.from(parts.flatMap((p) => [...p]));
const le = (value: bigint, size: number) =>
  Array.from({ length: size }, (_, i) => Number((BigInt.asUintN(size * 8, value) >> BigInt(8 * i)) & 0xffn));

describe('the rule schema (checkProgramRules)', () => {
  it('accepts the language with its defaults; absent and null lists are empty', () => {
    expect(rulesOf({})).toEqual({ instruction_rules: [], event_rules: [] });
    expect(rulesOf({ instruction_rules: null, event_rules: null })).toEqual({
      instruction_rules: [],
      event_rules: [],
    });
    const r = rulesOf({
      instruction_rules: [{ name: 'swap', match: { discriminator: '0xF8C69E91E17587C8' } }],
    });
    expect(r.instruction_rules[0]).toEqual({
      name: 'swap',
      match: { discriminator: 'f8c69e91e17587c8' },
      fields: [],
      accounts: [],
    });
  });

  it.each([
    [{ instruction_rules: 'x' }, /^instruction_rules: 必须是指令规则列表/],
    [{ instruction_rules: [{ name: 'a', match: {} }] }, /^instruction_rules\[0\]\.match: 必须恰好给出/],
    [
      { instruction_rules: [{ name: 'a', match: { u8: 256 } }] },
      /^instruction_rules\[0\]\.match\.u8: 不能大于 255/,
    ],
    [
      { instruction_rules: [{ name: 'a', match: { discriminator: 'abc' } }] },
      /^instruction_rules\[0\]\.match\.discriminator: 必须是偶数位/,
    ],
    [
      { instruction_rules: [{ name: 'a', match: { discriminator: 'ab'.repeat(33) } }] },
      /^instruction_rules\[0\]\.match\.discriminator: 最多 32 个字节/,
    ],
    [
      {
        instruction_rules: [
          { name: 'a', match: { u8: 1 }, fields: [{ name: 'x', type: 'u64', offset: -1 }] },
        ],
      },
      /^instruction_rules\[0\]\.fields\[0\]\.offset: 不能为负数/,
    ],
    [
      {
        instruction_rules: [
          {
            name: 'a',
            match: { u8: 1 },
            fields: [
              { name: 'x', type: 'u8', offset: 0 },
              { name: 'x', type: 'u8', offset: 1 },
            ],
          },
        ],
      },
      /^instruction_rules\[0\]\.fields\[1\]\.name: 字段名重复/,
    ],
    [
      { instruction_rules: [{ name: 'a', match: { u8: 1 }, accounts: ['p', 'p'] }] },
      /^instruction_rules\[0\]\.accounts\[1\]: 账户名重复/,
    ],
    [
      { instruction_rules: [{ name: 'a b', match: { u8: 1 } }] },
      /^instruction_rules\[0\]\.name: 必须是标识符/,
    ],
    [
      { instruction_rules: [{ name: 'a', match: { u8: 1 }, extra: 1 }] },
      /^instruction_rules\[0\]: 未知的键 extra/,
    ],
    [
      { event_rules: [{ instruction: 'a', event_type: 't' }] },
      /^event_rules\[0\]\.instruction: 没有名为 a 的指令规则/,
    ],
    [
      {
        instruction_rules: [{ name: 'a', match: { u8: 1 } }],
        event_rules: [{ instruction: 'a', event_type: 't', mint: 'const:nope' }],
      },
      /^event_rules\[0\]\.mint: 常量地址必须是 base58/,
    ],
    [
      {
        instruction_rules: [{ name: 'a', match: { u8: 1 } }],
        event_rules: [{ instruction: 'a', event_type: 't', amount: 'const:1.5' }],
      },
      /^event_rules\[0\]\.amount: 常量金额必须是整数/,
    ],
    [
      {
        instruction_rules: [{ name: 'a', match: { u8: 1 } }],
        event_rules: [{ instruction: 'a', event_type: 't', from: 'signer' }],
      },
      /^event_rules\[0\]\.from: 必须是 account:/,
    ],
    [
      {
        instruction_rules: [{ name: 'a', match: { u8: 1 } }],
        event_rules: [{ instruction: 'a', event_type: 't', to: 'account:999' }],
      },
      /^event_rules\[0\]\.to: 账户序号必须小于 256/,
    ],
  ])('refuses %j naming the path', (input, message) => {
    const check = checkProgramRules(input);
    expect(check.ok).toBe(false);
    if (!check.ok) expect(check.message).toMatch(message);
  });
});

describe('applyProgramRules', () => {
  const rules = rulesOf({
    instruction_rules: [
      {
        name: 'after_version',
        match: { u32le: 10, offset: 1 },
        fields: [{ name: 'side', type: 'u32', offset: 5 }],
      },
      {
        name: 'all_types',
        match: { discriminator: 'cafe' },
        fields: [
          { name: 'u8', type: 'u8', offset: 2 },
          { name: 'u16', type: 'u16', offset: 3 },
          { name: 'i8', type: 'i8', offset: 5 },
          { name: 'i16', type: 'i16', offset: 6 },
          { name: 'i32', type: 'i32', offset: 8 },
          { name: 'i64', type: 'i64', offset: 12 },
          { name: 'u128', type: 'u128', offset: 20 },
          { name: 'flag', type: 'bool', offset: 36 },
          { name: 'owner', type: 'pubkey', offset: 37 },
          { name: 'past_end', type: 'u64', offset: 66 },
        ],
        accounts: ['source', 'destination', 'missing'],
      },
      { name: 'first_byte', match: { u8: 0xca } },
    ],
    event_rules: [
      {
        instruction: 'all_types',
        event_type: 'move',
        from: 'account:source',
        to: 'account:1',
        mint: 'field:owner',
        amount: 'field:i64',
      },
      {
        instruction: 'all_types',
        event_type: 'gaps',
        from: 'account:missing',
        to: 'account:7',
        mint: `const:${A}`,
        amount: 'field:past_end',
      },
    ],
  });
  const owner = Uint8Array.from({ length: 32 }, (_, i) => i + 1);
  const data = bytes(
    [0xca, 0xfe, 200],
    le(65535n, 2),
    le(-5n, 1),
    le(-300n, 2),
    le(-70000n, 4),
    le(-(2n ** 40n), 8),
    le(2n ** 100n + 7n, 16),
    [2],
    owner,
    [9, 9],
  );

  it('reads every field type little-endian, bigint-exact; a field past the end is left out', () => {
    const r = applyProgramRules(rules, { programId: PROGRAM, data, accounts: [A, B] });
    expect(r.name).toBe('all_types');
    expect(r.fields).toEqual({
      u8: '200',
      u16: '65535',
      i8: '-5',
      i16: '-300',
      i32: '-70000',
      i64: (-(2n ** 40n)).toString(),
      u128: (2n ** 100n + 7n).toString(),
      flag: 'true',
      owner: solKey(owner),
    });
    expect(r.events).toEqual([
      {
        event_type: 'move',
        from_address: A,
        to_address: B,
        mint: solKey(owner),
        amount: (-(2n ** 40n)).toString(),
      },
      { event_type: 'gaps', from_address: null, to_address: null, mint: A, amount: null },
    ]);
  });

  it('the first matching rule wins; u32le at an offset; no match: name null', () => {
    expect(
      applyProgramRules(rules, { programId: PROGRAM, data: bytes([0], le(10n, 4), le(1n, 4)), accounts: [] }),
    ).toEqual({ name: 'after_version', fields: { side: '1' }, events: [] });
    expect(applyProgramRules(rules, { programId: PROGRAM, data: bytes([0xca]), accounts: [] }).name).toBe(
      'first_byte',
    ); // too short for 'cafe'
    expect(applyProgramRules(rules, { programId: PROGRAM, data: bytes([]), accounts: [] })).toEqual({
      name: null,
      fields: {},
      events: [],
    });
  });

  it('never throws, even on rules that did not pass the schema', () => {
    expect(
      applyProgramRules(
        { instruction_rules: [{ name: 'x', match: { discriminator: 'zz' } }] } as unknown as ProgramRules,
        { programId: PROGRAM, data, accounts: [] },
      ),
    ).toEqual({ name: null, fields: {}, events: [] });
    expect(
      applyProgramRules(null as unknown as ProgramRules, { programId: PROGRAM, data, accounts: [] }).name,
    ).toBeNull();
  });

  it('decodes instruction data as base58 or 0x-hex', () => {
    expect([...decodeInstructionData('LagYCX')!]).toEqual([2, 0xfe, 9, 0, 0]); // a mainnet SetComputeUnitLimit(2558)
    expect([...decodeInstructionData('0x02FE090000')!]).toEqual([2, 0xfe, 9, 0, 0]);
    expect(decodeInstructionData('0x2')).toBeNull();
    expect(decodeInstructionData('0OIl')).toBeNull();
  });
});

describe('the registry', () => {
  const registry = buildSolProgramRegistry(
    [
      {
        program_id: PROGRAM,
        name: 'My Whirlpool',
        type: 'dex',
        status: 'active',
        instruction_rules: [
          { name: 'limit', match: { u8: 2 }, fields: [{ name: 'units', type: 'u32', offset: 1 }] },
        ],
        event_rules: [],
      },
      {
        program_id: B,
        name: 'Off',
        type: 'token',
        status: 'inactive',
        instruction_rules: [],
        event_rules: [],
      },
      {
        program_id: A,
        name: 'Broken rules',
        type: 'other',
        status: 'active',
        instruction_rules: [{ name: 'x' }],
        event_rules: [],
      },
    ],
    'v1',
  );

  it('names active programs first, then the built-in table; categories follow the type', () => {
    expect(solProgramInfo(PROGRAM, registry)).toEqual({ name: 'My Whirlpool', category: 'dex' });
    expect(solProgramInfo(B, registry)).toEqual({ name: 'SPL Token Program', category: 'token' }); // inactive: the table
    expect(solProgramInfo(A, registry)).toEqual({ name: 'Broken rules', category: 'token' }); // 'other' keeps the table's category
    expect(solProgramInfo(PROGRAM, EMPTY_SOL_PROGRAM_REGISTRY).name).toBe('Orca Whirlpools');
    expect(registry.size).toBe(2);
  });

  it('describes an instruction by its program’s rules; rules that fail the schema are ignored', () => {
    expect(describeSolInstruction(registry, { programId: PROGRAM, data: 'LagYCX', accounts: [] })).toEqual({
      programName: 'My Whirlpool',
      name: 'limit',
      fields: { units: '2558' },
      events: [],
    });
    expect(describeSolInstruction(registry, { programId: A, data: 'LagYCX', accounts: [] })).toEqual({
      programName: 'Broken rules',
      name: null,
      fields: {},
      events: [],
    });
    expect(
      describeSolInstruction(registry, { programId: PROGRAM, data: '0OIl', accounts: [] }).name,
    ).toBeNull();
  });
});

function solKey(b: Uint8Array): string {
  // base58 by hand (the alphabet and the big-number division), independent of @scure/base
  const ALPHABET = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';
  let n = BigInt('0x' + Buffer.from(b).toString('hex'));
  let out = '';
  while (n > 0n) {
    out = ALPHABET[Number(n % 58n)] + out;
    n /= 58n;
  }
  for (const byte of b) {
    if (byte !== 0) break;
    out = '1' + out;
  }
  return out;
}
