/**
 * Applying a program's registry rules (the language: sol-program-rules.ts) to one instruction: the
 * first instruction rule whose match holds names it and reads its fields; the event rules of that
 * name make its events. Integers come out as decimal strings (bigint math), pubkeys as base58, bools
 * as 'true' / 'false'. A field past the end of the data is left out, an account past the end of
 * the instruction's accounts (or a field left out) is null in an event. Never throws.
 * Instruction data travels as base58 (the node's `json` encoding, SolInstruction.data); sample data
 * may also be 0x-hex (decodeInstructionData).
 */
import { base58, base64, hex } from '@scure/base';
import { decodeBorshFields, type BorshTypeDef, type BorshValue } from './sol-borsh';
import {
  parseRuleRef,
  type AnchorEventRule,
  RULE_FIELD_SIZES,
  type EventRule,
  type InstructionRule,
  type ProgramRules,
  type RuleField,
  type RuleMatch,
} from './sol-program-rules';

export interface RuleInstruction {
  programId: string;
  data: Uint8Array;
  accounts: readonly string[];
}

export interface RuleEvent {
  event_type: string;
  from_address: string | null;
  to_address: string | null;
  mint: string | null;
  /** base units as a decimal string */
  amount: string | null;
}

export interface RuleResult {
  /** the matching instruction rule's name (or, for an emit_cpi self-call, the event's); null when none matches */
  name: string | null;
  /** fixed fields as text, then Borsh args (BorshValue: text, booleans, lists, objects) */
  fields: Record<string, BorshValue>;
  events: RuleEvent[];
  /** set when the instruction is an Anchor emit_cpi self-call carrying an event the rules know */
  anchorEvent?: boolean;
}

/** An Anchor event the rules decoded (from a `Program data:` log line or an emit_cpi self-call). */
export interface DecodedAnchorEvent {
  name: string;
  fields: Record<string, BorshValue>;
}

/** Anchor's emit_cpi instruction tag (its EVENT_IX_TAG, the u64 0x1d9acb512ea545e4 little-endian) */
export const EMIT_CPI_TAG = 'e445a52e51cb9a1d';

const none = (): RuleResult => ({ name: null, fields: {}, events: [] });

/** base58 (the wire's form) or 0x-hex instruction data; null when it is neither. */
export function decodeInstructionData(text: string): Uint8Array | null {
  const t = text.trim();
  try {
    if (/^0x/i.test(t))
      return /^([0-9a-f]{2})*$/i.test(t.slice(2)) ? hex.decode(t.slice(2).toLowerCase()) : null;
    return base58.decode(t);
  } catch {
    return null;
  }
}

function matches(data: Uint8Array, m: RuleMatch): boolean {
  const at = m.offset ?? 0;
  if (m.discriminator !== undefined) {
    const want = hex.decode(m.discriminator);
    if (data.length < at + want.length) return false;
    return want.every((b, i) => data[at + i] === b);
  }
  if (m.u8 !== undefined) return data.length > at && data[at] === m.u8;
  if (m.u32le !== undefined)
    return (
      data.length >= at + 4 &&
      new DataView(data.buffer, data.byteOffset, data.byteLength).getUint32(at, true) === m.u32le
    );
  return false;
}

/** where a rule's args begin: right after the bytes its match reads */
function argsStart(m: RuleMatch): number {
  const at = m.offset ?? 0;
  if (m.discriminator !== undefined) return at + m.discriminator.length / 2;
  return at + (m.u8 !== undefined ? 1 : 4);
}

const tableOf = (types: readonly BorshTypeDef[] | undefined) => new Map((types ?? []).map((d) => [d.name, d]));

const startsWith = (data: Uint8Array, at: number, want: Uint8Array) =>
  data.length >= at + want.length && want.every((b, i) => data[at + i] === b);

function eventIn(rules: ProgramRules, data: Uint8Array, at: number): DecodedAnchorEvent | null {
  const event = (rules.events ?? []).find((e: AnchorEventRule) => startsWith(data, at, hex.decode(e.discriminator)));
  if (!event) return null;
  const { values } = decodeBorshFields(data, at + event.discriminator.length / 2, event.fields, tableOf(rules.types));
  return { name: event.name, fields: Object.fromEntries(values) };
}

/**
 * The event of one `Program data: <base64>` log line of a program whose rules define events, or
 * null (not base64, or no event's discriminator). Never throws.
 */
export function decodeAnchorEventLog(rules: ProgramRules, line: string): DecodedAnchorEvent | null {
  const m = /^Program data: (\S+)/.exec(line);
  if (!m || !rules.events?.length) return null;
  try {
    return eventIn(rules, base64.decode(m[1]!), 0);
  } catch {
    return null;
  }
}

function readField(data: Uint8Array, f: RuleField): string | undefined {
  const size = RULE_FIELD_SIZES[f.type];
  if (f.offset + size > data.length) return undefined;
  const v = new DataView(data.buffer, data.byteOffset + f.offset, size);
  switch (f.type) {
    case 'u8':
      return String(v.getUint8(0));
    case 'u16':
      return String(v.getUint16(0, true));
    case 'u32':
      return String(v.getUint32(0, true));
    case 'u64':
      return v.getBigUint64(0, true).toString();
    case 'u128':
      return (v.getBigUint64(0, true) | (v.getBigUint64(8, true) << 64n)).toString();
    case 'i8':
      return String(v.getInt8(0));
    case 'i16':
      return String(v.getInt16(0, true));
    case 'i32':
      return String(v.getInt32(0, true));
    case 'i64':
      return v.getBigInt64(0, true).toString();
    case 'bool':
      return v.getUint8(0) === 0 ? 'false' : 'true';
    case 'pubkey':
      return base58.encode(data.subarray(f.offset, f.offset + size));
  }
}

function resolve(
  text: string | undefined,
  rule: InstructionRule,
  accounts: readonly string[],
  fields: Record<string, BorshValue>,
): string | null {
  if (text === undefined) return null;
  const r = parseRuleRef(text);
  if (!r) return null;
  if (r.kind === 'const') return r.value;
  if (r.kind === 'field') {
    const v = Object.hasOwn(fields, r.name) ? fields[r.name] : null;
    return typeof v === 'string' ? v : null;
  }
  const at = r.index ?? rule.accounts.indexOf(r.name);
  return at >= 0 ? (accounts[at] ?? null) : null;
}

function eventOf(
  e: EventRule,
  rule: InstructionRule,
  accounts: readonly string[],
  fields: Record<string, BorshValue>,
): RuleEvent {
  return {
    event_type: e.event_type,
    from_address: resolve(e.from, rule, accounts, fields),
    to_address: resolve(e.to, rule, accounts, fields),
    mint: resolve(e.mint, rule, accounts, fields),
    amount: resolve(e.amount, rule, accounts, fields),
  };
}

/** What a program's rules make of one instruction (rules as checkProgramRules returns them). */
export function applyProgramRules(rules: ProgramRules, ix: RuleInstruction): RuleResult {
  try {
    if (rules.events?.length && startsWith(ix.data, 0, hex.decode(EMIT_CPI_TAG))) {
      const event = eventIn(rules, ix.data, 8);
      if (event) return { name: event.name, fields: event.fields, events: [], anchorEvent: true };
    }
    const rule = rules.instruction_rules.find((r) => matches(ix.data, r.match));
    if (!rule) return none();
    const pairs: [string, BorshValue][] = [];
    for (const f of rule.fields) {
      const value = readField(ix.data, f);
      if (value !== undefined) pairs.push([f.name, value]);
    }
    if (rule.args?.length)
      pairs.push(...decodeBorshFields(ix.data, argsStart(rule.match), rule.args, tableOf(rules.types)).values);
    const fields: Record<string, BorshValue> = Object.fromEntries(pairs);
    const events = rules.event_rules
      .filter((e) => e.instruction === rule.name)
      .map((e) => eventOf(e, rule, ix.accounts, fields));
    return { name: rule.name, fields, events };
  } catch {
    return none();
  }
}
