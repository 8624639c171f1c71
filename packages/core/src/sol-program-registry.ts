/**
 * The Solana program registry as the explorer applies it: the active sol_programs rows (migration
 * 014) by program id, each with its rules checked once (rules that no longer pass the schema are
 * ignored, never thrown). Names programs (solProgramInfo's lookup) and, through a program's rules,
 * its instructions and their events. `version` identifies the rows it was built from (the server
 * derives it from ids and modification times), so an answer built with it can say which it used.
 */
import { applyProgramRules, decodeInstructionData, type RuleResult } from './sol-program-rules-apply';
import { checkProgramRules, type ProgramRules } from './sol-program-rules';
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
