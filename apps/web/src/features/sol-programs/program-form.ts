/**
 * The program form (spec part 2 §2.8): Program ID and name required (the ID fixed when editing),
 * type chosen from the list, status active/inactive, and three JSON areas — instruction rules,
 * event rules, sample data. Deviation (DESIGN.md §6): text that is not valid JSON blocks the save
 * with a message instead of being dropped.
 */
import type { Program, ProgramBody } from './api/programs';
import { t } from '../../i18n';

export interface ProgramForm {
  programId: string;
  name: string;
  alias: string;
  category: string;
  type: string;
  status: string;
  version: string;
  isSystem: boolean;
  description: string;
  instructionRules: string;
  eventRules: string;
  sampleData: string;
}

export function defaultProgramForm(): ProgramForm {
  return { programId: '', name: '', alias: '', category: '', type: '', status: 'active', version: '', isSystem: false, description: '', instructionRules: '[]', eventRules: '[]', sampleData: '' };
}

const pretty = (v: unknown) => (v === null || v === undefined ? '' : JSON.stringify(v, null, 2));

export function formFromProgram(p: Program): ProgramForm {
  return {
    programId: p.program_id,
    name: p.name,
    alias: p.alias ?? '',
    category: p.category ?? '',
    type: p.type,
    status: p.status,
    version: p.version ?? '',
    isSystem: p.is_system,
    description: p.description ?? '',
    instructionRules: pretty(p.instruction_rules),
    eventRules: pretty(p.event_rules),
    sampleData: pretty(p.sample_data),
  };
}

/** the JSON value of an area: undefined when blank, or the parse error */
export function readJson(text: string): { ok: true; value: unknown } | { ok: false; message: string } {
  if (text.trim() === '') return { ok: true, value: undefined };
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch (e) {
    return { ok: false, message: e instanceof Error ? e.message : String(e) };
  }
}

export const jsonError = (text: string): string | null => {
  const r = readJson(text);
  return r.ok ? null : t('programs.error.json', { message: r.message });
};
export const requiredError = (label: string) => (v: string) => (v.trim() === '' ? t('programs.error.required', { label }) : null);

export function programBody(f: ProgramForm): ProgramBody {
  const json = (text: string, fallback: unknown) => {
    const r = readJson(text);
    return r.ok && r.value !== undefined ? r.value : fallback;
  };
  const orNull = (v: string) => (v.trim() === '' ? null : v.trim());
  return {
    program_id: f.programId.trim(),
    name: f.name.trim(),
    alias: orNull(f.alias),
    category: orNull(f.category),
    type: f.type as ProgramBody['type'],
    status: f.status as ProgramBody['status'],
    version: orNull(f.version),
    is_system: f.isSystem,
    description: orNull(f.description),
    instruction_rules: json(f.instructionRules, []),
    event_rules: json(f.eventRules, []),
    sample_data: json(f.sampleData, null),
  };
}
