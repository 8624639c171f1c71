/**
 * A program's rule lists checked together (sol-program-rules.ts has each rule's schema): the lists'
 * bounds, then — only when every rule passed — unique names and every event rule's references
 * resolvable against its instruction rule; the rules as they are stored, and the first problem as
 * `path: reason`. Browser-safe.
 */
import { z } from 'zod';
import { BORSH_INTEGERS, type BorshType, type BorshTypeDef } from './sol-borsh';
import { borshTableProblem } from './sol-borsh-check';
import {
  EventRuleSchema,
  INTEGER_TYPES,
  InstructionRuleSchema,
  InstructionRulesObjectSchema,
  MAX_EVENT_RULES,
  MAX_INSTRUCTION_RULES,
  parseRuleRef,
  type AnchorEventRule,
  type InstructionRule,
  type ProgramRules,
  type RuleFieldType,
  type RuleRefTarget,
} from './sol-program-rules';
import { isSolPublicKey } from './sol-programs';

/** Why a reference cannot be resolved against its instruction rule, or null. */
function refProblem(target: RuleRefTarget, text: string, rule: InstructionRule): string | null {
  const r = parseRuleRef(text);
  if (!r) return '必须是 account:<名称或序号>、field:<字段名> 或 const:<值> (account:…, field:… or const:…)';
  const isAmount = target === 'amount';
  if (r.kind === 'account') {
    if (isAmount) return '金额必须引用整数字段或常量 (amount must be an integer field or a constant)';
    if (r.index !== null) return r.index < 256 ? null : '账户序号必须小于 256 (account index below 256)';
    return rule.accounts.includes(r.name)
      ? null
      : `指令规则 ${rule.name} 没有名为 ${r.name} 的账户 (no such account)`;
  }
  if (r.kind === 'field') {
    const field: { type: unknown } | undefined =
      rule.fields.find((f) => f.name === r.name) ?? rule.args?.find((a) => a.name === r.name);
    if (!field) return `指令规则 ${rule.name} 没有名为 ${r.name} 的字段 (no such field)`;
    const type = typeof field.type === 'string' ? field.type : '';
    if (isAmount && !INTEGER_TYPES.has(type as RuleFieldType) && !BORSH_INTEGERS.has(type))
      return `字段 ${r.name} 不是整数类型 (amount must be an integer field)`;
    if (!isAmount && type !== 'pubkey')
      return `字段 ${r.name} 不是 pubkey 类型 (an address must be a pubkey field)`;
    return null;
  }
  if (isAmount)
    return /^-?\d{1,40}$/.test(r.value) ? null : '常量金额必须是整数 (a constant amount is an integer)';
  return isSolPublicKey(r.value)
    ? null
    : '常量地址必须是 base58 编码的 32 字节公钥 (a constant address is a base58 public key)';
}

const rulesList = <T extends z.ZodType>(item: T, max: number, what: string) =>
  z
    .array(item, { error: `必须是${what}列表 (must be a list)` })
    .max(max, `最多 ${max} 条${what} (at most ${max})`)
    .nullish()
    .transform((v) => v ?? []);

const ruleArray = rulesList(InstructionRuleSchema, MAX_INSTRUCTION_RULES, '指令规则');

const RulesListsSchema = z
  .object({
    instruction_rules: z.unknown(),
    event_rules: rulesList(EventRuleSchema, MAX_EVENT_RULES, '事件规则'),
  })
  .transform((v, ctx) => {
    const r = v.instruction_rules;
    // an object is the object form when it has one of its keys; any other is "not a list", as before
    const objectForm =
      typeof r === 'object' && r !== null && !Array.isArray(r) && ['instructions', 'types', 'events'].some((k) => Object.hasOwn(r, k));
    const parsed = objectForm
      ? InstructionRulesObjectSchema.safeParse(v.instruction_rules)
      : ruleArray.safeParse(v.instruction_rules);
    if (!parsed.success) {
      for (const issue of parsed.error.issues)
        ctx.addIssue({ code: 'custom', path: ['instruction_rules', ...issue.path], message: issue.message });
      return z.NEVER;
    }
    const d = parsed.data;
    return Array.isArray(d)
      ? { instruction_rules: d, event_rules: v.event_rules, types: [] as BorshTypeDef[], events: [] as AnchorEventRule[] }
      : { instruction_rules: d.instructions, event_rules: v.event_rules, types: d.types, events: d.events, objectForm: true as const };
  });
type RulesLists = z.infer<typeof RulesListsSchema>;

/** the checks across rules, on lists each of whose rules passed its schema */
function crossCheck({ instruction_rules, event_rules, types, events, ...rest }: RulesLists, ctx: z.RefinementCtx): void {
  const byName = new Map<string, InstructionRule>();
  const dup = (list: string[]) => list.findIndex((n, j) => list.indexOf(n) !== j);
  const base = 'objectForm' in rest ? ['instruction_rules', 'instructions'] : ['instruction_rules'];
  const uses: { path: (string | number)[]; type: BorshType }[] = [];
  instruction_rules.forEach((rule, i) => {
    rule.args?.forEach((a, j) => uses.push({ path: [...base, i, 'args', j, 'type'], type: a.type }));
    if (byName.has(rule.name))
      ctx.addIssue({
        code: 'custom',
        path: [...base, i, 'name'],
        message: `指令名 ${rule.name} 重复 (duplicate name)`,
      });
    byName.set(rule.name, rule);
    const f = dup(rule.fields.map((x) => x.name));
    if (f >= 0)
      ctx.addIssue({
        code: 'custom',
        path: [...base, i, 'fields', f, 'name'],
        message: '字段名重复 (duplicate field name)',
      });
    const a = dup(rule.accounts);
    if (a >= 0)
      ctx.addIssue({
        code: 'custom',
        path: [...base, i, 'accounts', a],
        message: '账户名重复 (duplicate account name)',
      });
  });
  const f = instruction_rules.findIndex((r) => r.args?.some((a) => r.fields.some((x) => x.name === a.name)));
  if (f >= 0)
    ctx.addIssue({ code: 'custom', path: [...base, f, 'args'], message: '参数名与字段名重复 (an arg has a field\'s name)' });
  const eventNames = new Set<string>();
  events.forEach((e, i) => {
    if (eventNames.has(e.name))
      ctx.addIssue({ code: 'custom', path: ['instruction_rules', 'events', i, 'name'], message: `事件名 ${e.name} 重复 (duplicate name)` });
    eventNames.add(e.name);
    e.fields.forEach((a, j) => uses.push({ path: ['instruction_rules', 'events', i, 'fields', j, 'type'], type: a.type }));
  });
  const tableProblem = borshTableProblem(types, uses);
  if (tableProblem) {
    const path = tableProblem.path[0] === 'types' ? ['instruction_rules', ...tableProblem.path] : tableProblem.path;
    ctx.addIssue({ code: 'custom', path, message: tableProblem.message });
  }
  event_rules.forEach((event, i) => {
    const rule = byName.get(event.instruction);
    if (!rule) {
      ctx.addIssue({
        code: 'custom',
        path: ['event_rules', i, 'instruction'],
        message: `没有名为 ${event.instruction} 的指令规则 (no such instruction rule)`,
      });
      return;
    }
    for (const target of ['from', 'to', 'mint', 'amount'] as const) {
      const text = event[target];
      const problem = text === undefined ? null : refProblem(target, text, rule);
      if (problem) ctx.addIssue({ code: 'custom', path: ['event_rules', i, target], message: problem });
    }
  });
}

/**
 * Both lists of a program, checked together: each rule by its schema, then (only when all pass) the
 * names unique and every event rule's references resolvable.
 */
export const ProgramRulesSchema = RulesListsSchema.pipe(z.custom<RulesLists>().superRefine(crossCheck));

/**
 * The rules as they are saved: `instruction_rules` a list as before, or the object form when
 * there are types or events.
 */
export function storedProgramRules(rules: ProgramRules): { instruction_rules: unknown; event_rules: unknown } {
  const types = rules.types ?? [];
  const events = rules.events ?? [];
  return {
    instruction_rules:
      types.length === 0 && events.length === 0
        ? rules.instruction_rules
        : { instructions: rules.instruction_rules, types, events },
    event_rules: rules.event_rules,
  };
}


/** `instruction_rules[0].fields[1].type` */
export function rulePath(path: readonly PropertyKey[]): string {
  return path.reduce<string>(
    (out, p) => (typeof p === 'number' ? `${out}[${p}]` : out === '' ? String(p) : `${out}.${String(p)}`),
    '',
  );
}

export type ProgramRulesCheck =
  { ok: true; rules: ProgramRules } | { ok: false; path: string; message: string };

/** The rules checked, or the first problem as `path: reason` (e.g. `event_rules[0].amount: …`). */
export function checkProgramRules(input: {
  instruction_rules?: unknown;
  event_rules?: unknown;
}): ProgramRulesCheck {
  const parsed = ProgramRulesSchema.safeParse({
    instruction_rules: input.instruction_rules,
    event_rules: input.event_rules,
  });
  if (parsed.success) {
    const { instruction_rules, event_rules, types, events } = parsed.data;
    const rules: ProgramRules = { instruction_rules, event_rules };
    if (types.length > 0) rules.types = types;
    if (events.length > 0) rules.events = events;
    return { ok: true, rules };
  }
  const issue = parsed.error.issues[0]!;
  const path = rulePath(issue.path);
  return { ok: false, path, message: `${path}: ${issue.message}` };
}
