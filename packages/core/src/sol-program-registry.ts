/**
 * The Solana program registry as the explorer applies it: the active sol_programs rows (migration
 * 014) by program id, each with its rules checked once (rules that no longer pass the schema are
 * ignored, never thrown). Names programs (solProgramInfo's lookup) and, through a program's rules,
 * its instructions and their events. `version` identifies the rows it was built from (the server
 * derives it from ids and modification times), so an answer built with it can say which it used.
 */
import {
  applyProgramRules,
  decodeAnchorEventLog,
  decodeInstructionData,
  EMIT_CPI_TAG,
  type RuleResult,
} from './sol-program-rules-apply';
import type { BorshValue } from './sol-borsh';
import type { ProgramRules } from './sol-program-rules';
import { checkProgramRules } from './sol-program-rules-check';
import {
  solProgramInfo,
  type SolProgramLookup,
  type SolProgramStatus,
  type SolProgramType,
} from './sol-programs';

export interface SolProgramRecord {
  program_id: string;
  name: string;
  type: SolProgramType;
  status: SolProgramStatus;
  instruction_rules: unknown;
  event_rules: unknown;
}

export interface SolRegisteredProgram {
  programId: string;
  name: string;
  type: SolProgramType;
  /** null when it has none or they do not pass the schema */
  rules: ProgramRules | null;
}

export interface SolProgramRegistry extends SolProgramLookup {
  readonly version: string;
  readonly size: number;
  get(programId: string): SolRegisteredProgram | undefined;
}

export function buildSolProgramRegistry(
  rows: readonly SolProgramRecord[],
  version: string,
): SolProgramRegistry {
  const byId = new Map<string, SolRegisteredProgram>();
  for (const r of rows) {
    if (r.status !== 'active') continue;
    const check = checkProgramRules(r);
    const rules = check.ok && check.rules.instruction_rules.length > 0 ? check.rules : null;
    byId.set(r.program_id, { programId: r.program_id, name: r.name, type: r.type, rules });
  }
  return { version, size: byId.size, get: (programId) => byId.get(programId) };
}

export const EMPTY_SOL_PROGRAM_REGISTRY: SolProgramRegistry = buildSolProgramRegistry([], 'empty');

export interface DescribedSolInstruction extends RuleResult {
  programName: string;
}

/**
 * An instruction as the registry sees it: its program's name, and what the program's rules make of
 * it (name null, no fields or events when no rule matches). `data` is base58 as stored.
 */
export function describeSolInstruction(
  registry: SolProgramRegistry,
  ix: { programId: string; data: string; accounts: readonly string[] },
): DescribedSolInstruction {
  const programName = solProgramInfo(ix.programId, registry).name;
  const rules = registry.get(ix.programId)?.rules;
  const data = rules ? decodeInstructionData(ix.data) : null;
  if (!rules || !data) return { programName, name: null, fields: {}, events: [] };
  return {
    programName,
    ...applyProgramRules(rules, { programId: ix.programId, data, accounts: ix.accounts }),
  };
}

export interface SolProgramEvent {
  program_id: string;
  instruction_index: number;
  inner_index: number | null;
  name: string;
  fields: Record<string, BorshValue>;
  source: 'log' | 'cpi';
}

const INVOKE = /^Program (\S+) invoke \[(\d+)\]$/;
const EXIT = /^Program (\S+) (success|failed)/;

/**
 * The Anchor events of a transaction the registry's rules decode: emit_cpi self-calls among its
 * instructions, and `Program data:` log lines, each given to the program running when it was
 * logged (followed through the `invoke [n]` / `success` lines: the n-th invoke at depth > 1 inside
 * a top-level instruction is its n-th inner instruction). Truncated logs give what they hold.
 */
export function describeSolProgramEvents(
  registry: SolProgramRegistry,
  instructions: readonly { index: number; innerIndex: number | null; programId: string; data: string }[],
  logs: readonly string[] | null,
): SolProgramEvent[] {
  const out: SolProgramEvent[] = [];
  const hasEvents = (programId: string) => (registry.get(programId)?.rules?.events?.length ?? 0) > 0;
  for (const ix of instructions) {
    if (!hasEvents(ix.programId)) continue;
    const data = decodeInstructionData(ix.data);
    if (!data || data.length < 16 || hex(data.subarray(0, 8)) !== EMIT_CPI_TAG) continue;
    const r = applyProgramRules(registry.get(ix.programId)!.rules!, { programId: ix.programId, data, accounts: [] });
    if (r.anchorEvent && r.name)
      out.push({ program_id: ix.programId, instruction_index: ix.index, inner_index: ix.innerIndex, name: r.name, fields: r.fields, source: 'cpi' });
  }
  const stack: { programId: string; inner: number | null }[] = [];
  let top = -1;
  let inner = -1;
  for (const line of logs ?? []) {
    const invoke = INVOKE.exec(line);
    if (invoke) {
      if (invoke[2] === '1') {
        top++;
        inner = -1;
        stack.length = 0;
        stack.push({ programId: invoke[1]!, inner: null });
      } else stack.push({ programId: invoke[1]!, inner: ++inner });
      continue;
    }
    if (EXIT.test(line)) {
      stack.pop();
      continue;
    }
    const frame = stack[stack.length - 1];
    if (!frame || !line.startsWith('Program data: ') || !hasEvents(frame.programId)) continue;
    const e = decodeAnchorEventLog(registry.get(frame.programId)!.rules!, line);
    if (e)
      out.push({ program_id: frame.programId, instruction_index: top, inner_index: frame.inner, name: e.name, fields: e.fields, source: 'log' });
  }
  return out.sort((a, b) => a.instruction_index - b.instruction_index || (a.inner_index ?? -1) - (b.inner_index ?? -1));
}

const hex = (b: Uint8Array) => Array.from(b, (x) => x.toString(16).padStart(2, '0')).join('');
