/**
 * Anchor IDLs → registry rules (anchor-idl.ts) and the Borsh decoding of those rules
 * (sol-borsh.ts, sol-program-rules-apply.ts), checked against an independent decoder:
 * @coral-xyz/borsh (Anchor's own Borsh layouts), whose layouts are built here straight from the
 * IDL, on instructions recorded on mainnet (shared/chaindata/solana): the Orca Whirlpool `swap`
 * inside a Jupiter v2 swap, and a Meteora DLMM `swap` with the `Swap` event its emit_cpi self-call
 * carried. The published IDLs are fixtures (packages/core/test/fixtures/anchor-idl/README.md).
 */
import * as borsh from '@coral-xyz/borsh';
import { base58, base64, hex } from '@scure/base';
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { anchorDiscriminator, anchorIdlToRules, anchorSnakeCase, parseAnchorIdlText, type AnchorIdlRules } from './anchor-idl';
import { decodeBorshFields, MAX_DECODED_VALUES, type BorshTypeDef } from './sol-borsh';
import type { ProgramRules } from './sol-program-rules';
import { checkProgramRules, storedProgramRules } from './sol-program-rules-check';
import { applyProgramRules, decodeAnchorEventLog, EMIT_CPI_TAG } from './sol-program-rules-apply';
import { buildSolProgramRegistry, describeSolProgramEvents } from './sol-program-registry';

type Json = Record<string, any>;
const here = dirname(fileURLToPath(import.meta.url));
const FIXTURES = resolve(here, '../test/fixtures/anchor-idl');
const CHAINDATA = process.env.CHAINDATA_DIR ?? resolve(here, '../../../../shared/chaindata');
const fixture = (name: string): Json => JSON.parse(readFileSync(resolve(FIXTURES, name), 'utf8')) as Json;
const recorded = (name: string): Json => JSON.parse(readFileSync(resolve(CHAINDATA, 'solana', name), 'utf8')) as Json;

const WHIRLPOOL_IDL = fixture('whirlpool-0.9.0.json');
const WHIRLPOOL_LEGACY_IDL = fixture('whirlpool-legacy-0.4.0.json');
const DLMM_IDL = fixture('lb_clmm-0.12.0.json');

function converted(idl: unknown): AnchorIdlRules {
  const r = anchorIdlToRules(idl);
  if (!r.ok) throw new Error(r.message);
  return r;
}
function rulesOf(idl: unknown): ProgramRules {
  const check = checkProgramRules({ instruction_rules: converted(idl).instruction_rules, event_rules: [] });
  if (!check.ok) throw new Error(check.message);
  return check.rules;
}

// ---- the independent decoder: @coral-xyz/borsh layouts built from the IDL (either format) ----
function layout(t: any, idl: Json, property?: string): any {
  if (typeof t === 'string') {
    const prim: Record<string, (p?: string) => any> = {
      u8: borsh.u8, u16: borsh.u16, u32: borsh.u32, u64: borsh.u64, u128: borsh.u128,
      i8: borsh.i8, i16: borsh.i16, i32: borsh.i32, i64: borsh.i64, i128: borsh.i128,
      f32: borsh.f32, f64: borsh.f64, bool: borsh.bool, pubkey: borsh.publicKey, publicKey: borsh.publicKey,
      string: borsh.str, bytes: borsh.vecU8,
    };
    return prim[t]!(property);
  }
  if (t.vec) return borsh.vec(layout(t.vec, idl), property);
  if (t.option) return borsh.option(layout(t.option, idl), property);
  if (t.array) return borsh.array(layout(t.array[0], idl), t.array[1], property);
  const name = typeof t.defined === 'string' ? t.defined : t.defined.name;
  const def = [...(idl.types ?? []), ...(idl.accounts ?? [])].find((d: Json) => d.name === name && d.type);
  const fieldsLayout = (fields: any[] = [], p?: string) =>
    borsh.struct(fields.map((f, i) => (f.name !== undefined ? layout(f.type, idl, f.name) : layout(f, idl, `_${i}`))), p);
  if (def.type.kind === 'struct') return fieldsLayout(def.type.fields, property);
  return borsh.rustEnum(def.type.variants.map((v: Json) => fieldsLayout(v.fields, v.name)), property);
}

/** coral's values in the rule engine's forms: BN → decimal, PublicKey → base58, Buffer → hex, enums */
function plain(v: any, t: any, idl: Json): any {
  if (typeof t === 'string') {
    if (t === 'bool') return v;
    if (t === 'pubkey' || t === 'publicKey') return v.toBase58();
    if (t === 'bytes') return Buffer.from(v).toString('hex');
    if (t === 'string') return v;
    return v.toString();
  }
  if (t.vec) return v.map((x: any) => plain(x, t.vec, idl));
  if (t.array) return v.map((x: any) => plain(x, t.array[0], idl));
  if (t.option) return v === null ? null : plain(v, t.option, idl);
  const name = typeof t.defined === 'string' ? t.defined : t.defined.name;
  const def = [...(idl.types ?? []), ...(idl.accounts ?? [])].find((d: Json) => d.name === name && d.type);
  const fields = (fs: any[] = [], o: any) =>
    fs.length > 0 && fs[0].name === undefined
      ? fs.map((f, i) => plain(o[`_${i}`], f, idl))
      : Object.fromEntries(fs.map((f) => [f.name, plain(o[f.name], f.type, idl)]));
  if (def.type.kind === 'struct') return fields(def.type.fields, v);
  const [variant] = Object.keys(v);
  const vdef = def.type.variants.find((x: Json) => x.name === variant);
  return vdef.fields?.length ? { [variant!]: fields(vdef.fields, v[variant!]) } : variant;
}

/** the IDL's args read by coral from `data` after `skip` bytes, in the rule engine's forms */
function coralDecode(fields: Json[], idl: Json, data: Uint8Array, skip: number): Json {
  const struct = borsh.struct(fields.map((f) => layout(f.type, idl, f.name)));
  const v = struct.decode(Buffer.from(data), skip);
  return Object.fromEntries(fields.map((f) => [f.name, plain(v[f.name], f.type, idl)]));
}

// ---- recorded mainnet instructions ----
const whirlpoolTx = recorded('sol_mainnet_getBlock_jsonParsed_parentSlot195545749_trimmed1tx_v0.chainstorage.json').transactions[0];
const whirlpoolSwap = whirlpoolTx.meta.innerInstructions
  .flatMap((g: Json) => g.instructions)
  .find((i: Json) => i.programId === 'whirLbMiicVdio4qvUfM5KAg6Ct8VwpYzGff3uctyCc');
const whirlpoolSwapData = base58.decode(whirlpoolSwap.data);

// meta only: the DLMM program is account 16 of the message; its swap is the first inner instruction
// of instruction 3, the emit_cpi self-call (stack height 3, only the event authority) its fourth
const dlmmMeta = recorded('sol_mainnet_getTransaction_meta_only_v0_cpi.carbon.json');
const dlmmInner = dlmmMeta.innerInstructions.find((g: Json) => g.index === 3).instructions as Json[];
const dlmmSwapData = base58.decode(dlmmInner[0]!.data);
const dlmmEventData = base58.decode(dlmmInner[3]!.data);

describe('Anchor IDL → rules', () => {
  it('converts both formats of the published IDLs: every instruction, event and used type', () => {
    const modern = converted(WHIRLPOOL_IDL);
    expect(modern.format).toBe('anchor-0.30');
    expect(modern.address).toBe('whirLbMiicVdio4qvUfM5KAg6Ct8VwpYzGff3uctyCc');
    expect(modern.counts).toMatchObject({ instructions: WHIRLPOOL_IDL.instructions.length, events: WHIRLPOOL_IDL.events.length });
    expect(modern.warnings).toEqual([]);
    const legacy = converted(WHIRLPOOL_LEGACY_IDL);
    expect(legacy.format).toBe('legacy');
    expect(legacy.counts).toMatchObject({ instructions: WHIRLPOOL_LEGACY_IDL.instructions.length, events: WHIRLPOOL_LEGACY_IDL.events.length });
    const dlmm = converted(DLMM_IDL);
    expect(dlmm.counts).toMatchObject({ instructions: 76, events: 30 });
    // what is saved passes the schema again unchanged
    for (const r of [modern, legacy, dlmm]) {
      const check = checkProgramRules({ instruction_rules: r.instruction_rules, event_rules: [] });
      expect(check.ok).toBe(true);
      if (check.ok) expect(storedProgramRules(check.rules).instruction_rules).toEqual(r.instruction_rules);
    }
  });

  it("legacy discriminators (sha256 of global:<snake_case> / event:<Name>) equal the ones 0.30 writes down", () => {
    const given = new Map<string, string>(WHIRLPOOL_IDL.instructions.map((i: Json) => [i.name, hex.encode(Uint8Array.from(i.discriminator))]));
    const legacy = converted(WHIRLPOOL_LEGACY_IDL).instruction_rules.instructions;
    let compared = 0;
    for (const rule of legacy) {
      const want = given.get(anchorSnakeCase(rule.name));
      if (!want) continue;
      expect(rule.match.discriminator, rule.name).toBe(want);
      compared++;
    }
    expect(compared).toBe(legacy.length); // every legacy instruction is still in 0.9.0
    expect(anchorSnakeCase('twoHopSwapV2')).toBe('two_hop_swap_v2');
    expect(anchorSnakeCase('openPositionWithTokenExtensions')).toBe('open_position_with_token_extensions');
    for (const e of WHIRLPOOL_IDL.events as Json[])
      expect(anchorDiscriminator('event', e.name)).toBe(hex.encode(Uint8Array.from(e.discriminator)));
  });

  it('the recorded Whirlpool swap: name, args and accounts from either IDL equal coral-xyz/borsh on the same bytes', () => {
    const ix = { programId: whirlpoolSwap.programId, data: whirlpoolSwapData, accounts: whirlpoolSwap.accounts };
    const modern = applyProgramRules(rulesOf(WHIRLPOOL_IDL), ix);
    const spec = WHIRLPOOL_IDL.instructions.find((i: Json) => i.name === 'swap');
    expect(modern.name).toBe('swap');
    expect(modern.fields).toEqual(coralDecode(spec.args, WHIRLPOOL_IDL, whirlpoolSwapData, 8));
    expect(modern.fields).toMatchObject({ amount_specified_is_input: true, a_to_b: false });
    const legacy = applyProgramRules(rulesOf(WHIRLPOOL_LEGACY_IDL), ix);
    const legacySpec = WHIRLPOOL_LEGACY_IDL.instructions.find((i: Json) => i.name === 'swap');
    expect(legacy.fields).toEqual(coralDecode(legacySpec.args, WHIRLPOOL_LEGACY_IDL, whirlpoolSwapData, 8));
    // the same values under the legacy (camelCase) names
    expect(Object.values(legacy.fields)).toEqual(Object.values(modern.fields));
    // and the SPL transfer the swap made moved its amount (exact in)
    const transfer = whirlpoolTx.meta.innerInstructions.flatMap((g: Json) => g.instructions).find((i: Json) => i.parsed?.type === 'transfer');
    expect(modern.fields.amount).toBe(transfer.parsed.info.amount);
  });

  it('the recorded Meteora DLMM swap and the Swap event of its emit_cpi self-call equal coral-xyz/borsh', () => {
    const rules = rulesOf(DLMM_IDL);
    const swap = applyProgramRules(rules, { programId: 'LBUZKhRxPF3XUpBCjp4YzTKgLccjZhTSDM9YuVaPwxo', data: dlmmSwapData, accounts: [] });
    const spec = DLMM_IDL.instructions.find((i: Json) => i.name === 'swap');
    expect(swap.name).toBe('swap');
    expect(swap.fields).toEqual(coralDecode(spec.args, DLMM_IDL, dlmmSwapData, 8));
    expect(swap.fields.amount_in).toBe('9372599925000'); // the amount OKX's log says it routed

    expect(hex.encode(dlmmEventData.subarray(0, 8))).toBe(EMIT_CPI_TAG);
    const event = applyProgramRules(rules, { programId: 'LBUZKhRxPF3XUpBCjp4YzTKgLccjZhTSDM9YuVaPwxo', data: dlmmEventData, accounts: [] });
    const struct = DLMM_IDL.types.find((t: Json) => t.name === 'Swap');
    const want = coralDecode(struct.type.fields, DLMM_IDL, dlmmEventData, 16);
    expect(event).toMatchObject({ name: 'Swap', anchorEvent: true, events: [] });
    expect(event.fields).toEqual(want);
    expect(want.amount_in).toBe('9372599925000');
    // the same event as a `Program data:` log line (the bytes after the emit_cpi tag)
    const log = decodeAnchorEventLog(rules, `Program data: ${base64.encode(dlmmEventData.subarray(8))}`);
    expect(log).toEqual({ name: 'Swap', fields: want });
    expect(decodeAnchorEventLog(rules, 'Program data: not-base64!')).toBeNull();
    expect(decodeAnchorEventLog(rules, `Program data: ${base64.encode(new Uint8Array(16))}`)).toBeNull();
  });

  it("a transaction's events: the emit_cpi call, and a Program data: line given to the program running then", () => {
    const DLMM = 'LBUZKhRxPF3XUpBCjp4YzTKgLccjZhTSDM9YuVaPwxo';
    const OKX = '6m2CDdhRgxpH4WjvdzxAYbGxwdGUz5MziiL5jek2kBma';
    const registry = buildSolProgramRegistry(
      [{ program_id: DLMM, name: 'Meteora DLMM', type: 'dex', status: 'active', instruction_rules: converted(DLMM_IDL).instruction_rules, event_rules: [] }],
      'v1',
    );
    const instructions = dlmmInner.map((i, n) => ({ index: 3, innerIndex: n, programId: i.programIdIndex === 16 ? DLMM : 'other', data: i.data as string }));
    // the recorded logs, with the event's bytes also logged by DLMM's swap (after its self-call)
    const logs = [...(dlmmMeta.logMessages as string[])];
    const at = logs.findIndex((l) => l === `Program ${DLMM} consumed 2134 of 93344 compute units`);
    logs.splice(at + 2, 0, `Program data: ${base64.encode(dlmmEventData.subarray(8))}`);
    const events = describeSolProgramEvents(registry, instructions, logs);
    const fields = applyProgramRules(registry.get(DLMM)!.rules!, { programId: DLMM, data: dlmmEventData, accounts: [] }).fields;
    expect(events).toEqual([
      // the swap is the first inner instruction of instruction 3 (after two compute budget calls and the ATA program)
      { program_id: DLMM, instruction_index: 3, inner_index: 0, name: 'Swap', fields, source: 'log' },
      { program_id: DLMM, instruction_index: 3, inner_index: 3, name: 'Swap', fields, source: 'cpi' },
    ]);
    // OKX's own Program data: line is not DLMM's: no event
    expect(logs.some((l) => l.startsWith('Program data: QMbN6'))).toBe(true);
    expect(OKX).not.toBe(DLMM);
  });

  it('refuses malformed IDLs with a message naming the problem', () => {
    const bad = (idl: unknown) => {
      const r = anchorIdlToRules(idl);
      expect(r.ok).toBe(false);
      return r.ok ? '' : r.message;
    };
    expect(bad([])).toContain('必须是 JSON 对象');
    expect(bad({ name: 'x' })).toContain('缺少 instructions');
    expect(bad({ instructions: [{ name: 'a', discriminator: [1, 2, 300], accounts: [], args: [] }] })).toContain('指令 a 的 discriminator');
    expect(bad({ instructions: [{ name: 'a', args: [] }, { name: 'a', args: [] }] })).toContain('指令名 a 重复');
    expect(bad({ instructions: [{ name: 'a', args: [{ name: 'x', type: { defined: 'Nope' } }] }] })).toContain('没有定义类型 Nope');
    expect(bad({ instructions: [{ args: [] }] })).toContain('第 1 条指令缺少名称');
    expect(bad({ instructions: Array.from({ length: 300 }, (_, i) => ({ name: `i${i}`, args: [] })) })).toContain('超过 256 条');
    expect(parseAnchorIdlText('{"instructions": [').ok).toBe(false);
    expect(parseAnchorIdlText('x'.repeat(3 * 1024 * 1024))).toMatchObject({ ok: false, message: expect.stringContaining('不能超过') });
    // a type referring to itself
    const cyclic = { instructions: [{ name: 'a', args: [{ name: 'x', type: { defined: 'Node' } }] }], types: [{ name: 'Node', type: { kind: 'struct', fields: [{ name: 'next', type: { option: { defined: 'Node' } } }] } }] };
    expect(anchorIdlToRules(cyclic)).toMatchObject({ ok: false, message: expect.stringContaining('循环引用') });
  });

  it('unsupported parts are warnings: that instruction keeps its name and accounts, without args', () => {
    const r = converted({
      instructions: [
        { name: 'gen', accounts: [{ name: 'payer', isMut: true, isSigner: true }], args: [{ name: 'x', type: { defined: { name: 'G', generics: [{ kind: 'type', type: 'u8' }] } } }] },
        { name: 'wide', accounts: [], args: [{ name: 'x', type: 'u256' }] },
        { name: 'ok', accounts: [{ name: 'group', accounts: [{ name: 'inner' }] }], args: [{ name: 'x', type: 'u8' }] },
      ],
    });
    expect(r.warnings).toHaveLength(2);
    expect(r.instruction_rules.instructions.map((i) => [i.name, i.args, i.accounts])).toEqual([
      ['gen', undefined, ['payer']],
      ['wide', undefined, []],
      ['ok', [{ name: 'x', type: 'u8' }], ['group.inner']],
    ]);
  });

  it('user input cannot pollute prototypes: __proto__ names are made safe, objects stay plain', () => {
    const text = '{"instructions":[{"name":"a","args":[{"name":"__proto__","type":"u8"},{"name":"constructor","type":"u8"}]}],"__proto__":{"polluted":1}}';
    const parsed = parseAnchorIdlText(text);
    expect(parsed.ok).toBe(true);
    const r = converted(parsed.ok ? parsed.idl : null);
    const rules = rulesOf(parsed.ok ? parsed.idl : null);
    const out = applyProgramRules(rules, { programId: '', data: Uint8Array.from([...hex.decode(r.instruction_rules.instructions[0]!.match.discriminator!), 7, 9]), accounts: [] });
    expect(out.fields).toEqual({ __proto___: '7', constructor_: '9' });
    expect(({} as Json).polluted).toBeUndefined();
    expect(Object.getPrototypeOf(out.fields)).toBe(Object.prototype);
  });
});

describe('Borsh decoding', () => {
  const IDL: Json = {
    instructions: [],
    types: [
      { name: 'Inner', type: { kind: 'struct', fields: [{ name: 'who', type: 'pubkey' }, { name: 'tags', type: { vec: 'string' } }] } },
      { name: 'Pair', type: { kind: 'struct', fields: ['u16', 'i8'] } },
      {
        name: 'Action',
        type: {
          kind: 'enum',
          variants: [{ name: 'Idle' }, { name: 'Move', fields: [{ name: 'to', type: 'i64' }, { name: 'by', type: { option: 'u32' } }] }, { name: 'Many', fields: ['u8', 'bool'] }],
        },
      },
    ],
  };
  const args = [
    { name: 'big', type: 'i128' },
    { name: 'text', type: 'string' },
    { name: 'maybe', type: { option: 'u64' } },
    { name: 'none', type: { option: { defined: 'Inner' } } },
    { name: 'inner', type: { defined: 'Inner' } },
    { name: 'trio', type: { array: ['u16', 3] } },
    { name: 'pair', type: { defined: 'Pair' } },
    { name: 'acts', type: { vec: { defined: 'Action' } } },
    { name: 'raw', type: 'bytes' },
    { name: 'f', type: 'f64' },
  ];
  const converted30 = (): ProgramRules =>
    rulesOf({ ...IDL, instructions: [{ name: 'all', discriminator: [1, 2, 3, 4, 5, 6, 7, 8], accounts: [], args }] });
  const key = new Uint8Array(32).fill(7);

  it('strings, options, nested structs, tuples, arrays, enums, bytes, i128 and floats equal coral-xyz/borsh', () => {
    const struct = borsh.struct(args.map((a) => layout(a.type, IDL, a.name)));
    const buf = Buffer.alloc(512);
    const BN = borsh.u64().decode(Buffer.alloc(8)).constructor as any;
    const PublicKey = borsh.publicKey().decode(Buffer.alloc(32)).constructor as any;
    const n = struct.encode(
      {
        big: new BN('-170141183460469231731687303715884105728'),
        text: 'héllo ✓',
        maybe: new BN('18446744073709551615'),
        none: null,
        inner: { who: new PublicKey(key), tags: ['a', ''] },
        trio: [1, 65535, 0],
        pair: { _0: 513, _1: -2 },
        acts: [{ Idle: {} }, { Move: { to: new BN(-5), by: 9 } }, { Many: { _0: 3, _1: true } }],
        raw: Buffer.from([0xde, 0xad]),
        f: 1.5,
      },
      buf,
    );
    const data = Uint8Array.from([1, 2, 3, 4, 5, 6, 7, 8, ...buf.subarray(0, n)]);
    const out = applyProgramRules(converted30(), { programId: '', data, accounts: [] });
    expect(out.name).toBe('all');
    expect(out.fields).toEqual(coralDecode(args, IDL, data, 8));
    expect(out.fields).toMatchObject({
      big: '-170141183460469231731687303715884105728',
      maybe: '18446744073709551615',
      acts: ['Idle', { Move: { to: '-5', by: '9' } }, { Many: ['3', true] }],
      raw: 'dead',
    });
    // cut short: the args read before the end are kept, the rest left out
    const short = applyProgramRules(converted30(), { programId: '', data: data.subarray(0, 8 + 16 + 4 + 3), accounts: [] });
    expect(Object.keys(short.fields)).toEqual(['big']);
  });

  it('a huge count ends at once: decoding is bounded whatever the data says', () => {
    const types: BorshTypeDef[] = [{ name: 'Empty', kind: 'struct', fields: [] }];
    const data = Uint8Array.from([0xff, 0xff, 0xff, 0xff]);
    const started = performance.now();
    const r = decodeBorshFields(data, 0, [{ name: 'v', type: { vec: { defined: 'Empty' } } }], new Map(types.map((t) => [t.name, t])));
    expect(r).toEqual({ values: [], complete: false });
    expect(performance.now() - started).toBeLessThan(100);
    // the most the budget allows still decodes
    const ok = decodeBorshFields(Uint8Array.from([...new Uint8Array(new Uint32Array([MAX_DECODED_VALUES - 1]).buffer)]), 0, [{ name: 'v', type: { vec: { defined: 'Empty' } } }], new Map(types.map((t) => [t.name, t])));
    expect(ok.complete).toBe(true);
  });

  it('the rule schema names the path of a bad layout', () => {
    const check = (instruction_rules: unknown) => {
      const r = checkProgramRules({ instruction_rules, event_rules: [] });
      return r.ok ? 'ok' : r.message;
    };
    const rule = (type: unknown) => ({ instructions: [{ name: 'a', match: { u8: 1 }, args: [{ name: 'x', type }] }] });
    expect(check(rule({ vec: 'u7' }))).toMatch(/^instruction_rules\.instructions\[0\]\.args\[0\]\.type\.vec: 未知的类型 u7/);
    expect(check(rule({ array: ['u8', -1] }))).toMatch(/^instruction_rules\.instructions\[0\]\.args\[0\]\.type\.array\[1\]: /);
    expect(check(rule({ defined: 'Missing' }))).toMatch(/^instruction_rules\.instructions\[0\]\.args\[0\]\.type: 没有名为 Missing 的类型/);
    let deep: unknown = 'u8';
    for (let i = 0; i < 12; i++) deep = { vec: deep };
    expect(check(rule(deep))).toContain('嵌套超过 8 层');
    expect(check({ instructions: [], types: [{ name: 'T', kind: 'union' }] })).toMatch(/^instruction_rules\.types\[0\]\.kind: /);
    expect(check({ instructions: [], nope: 1 })).toContain('未知的键 nope');
    expect(check({ nope: 1 })).toMatch(/^instruction_rules: 必须是指令规则列表/);
    // old rules are unchanged: a list, with fixed fields
    expect(check([{ name: 'a', match: { u8: 1 }, fields: [{ name: 'v', type: 'u64', offset: 1 }] }])).toBe('ok');
    // an event rule may take its amount from an integer arg
    const r = checkProgramRules({
      instruction_rules: { instructions: [{ name: 'pay', match: { u8: 1 }, args: [{ name: 'amount', type: 'u64' }, { name: 'to', type: 'pubkey' }] }] },
      event_rules: [{ instruction: 'pay', event_type: 'pay', amount: 'field:amount', to: 'field:to' }],
    });
    expect(r.ok).toBe(true);
    if (r.ok) {
      const data = Uint8Array.from([1, 0x10, 0x27, 0, 0, 0, 0, 0, 0, ...key]);
      expect(applyProgramRules(r.rules, { programId: '', data, accounts: [] }).events).toEqual([
        { event_type: 'pay', from_address: null, to_address: base58.encode(key), mint: null, amount: '10000' },
      ]);
    }
  });
});
