/**
 * The Solana program registry's pieces both scopes share (spec part 2 §2.8, §7 Programs): the list
 * query (page 1, page_size 25 up to 200, keyword on Program ID prefix, name or alias, type, status;
 * '' means all), its answer { success, data, meta: { total }, message }, the program as the wire
 * has it, and the rule checks whose refusal names the rule's path.
 */
import {
  checkProgramRules,
  SolProgramSchema,
  SolProgramStatusSchema,
  SolProgramTypeSchema,
  type ApiSolProgram,
  type ProgramRules,
} from '@explorer/core';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { badRequest } from '../../../http/errors';
import type { SolProgramRow } from '../../../families/sol/programs-repository';
import { pageQuery, positiveInt, resolvePage, type PageLimits } from '../../../wire/common';

export const PROGRAM_LIST_LIMITS: PageLimits = { defaultSize: 25, cap: 200 };
export const PROGRAM_NOT_FOUND = '程序不存在';

const allOr = <T extends z.ZodType>(schema: T) =>
  z
    .union([z.literal(''), schema])
    .optional()
    .transform((v) => (v === '' ? undefined : (v as z.infer<T> | undefined)));

export const ProgramListQuery = z.object({
  keyword: z
    .string()
    .trim()
    .max(128, '关键词不能超过128个字符')
    .optional()
    .describe('Program ID prefix, or part of the name or alias (any case)'),
  type: allOr(SolProgramTypeSchema).describe('system, token, dex, defi, nft, other; empty: all'),
  status: allOr(SolProgramStatusSchema).describe('active, inactive; empty: all'),
  ...pageQuery,
});

export const ProgramListResponse = z.object({
  success: z.literal(true),
  data: z.array(SolProgramSchema),
  meta: z.object({ total: z.number().int() }),
  message: z.string(),
});

export const ProgramIdPath = z.object({ id: positiveInt('程序记录ID必须是正整数') });

export function toProgramWire(r: SolProgramRow): ApiSolProgram {
  return {
    id: Number(r.id),
    program_id: r.program_id,
    name: r.name,
    alias: r.alias,
    category: r.category,
    type: r.type,
    status: r.status,
    version: r.version,
    is_system: r.is_system,
    description: r.description,
    instruction_rules: r.instruction_rules,
    event_rules: r.event_rules,
    sample_data: r.sample_data ?? null,
    c_time: new Date(r.c_time).toISOString(),
    m_time: new Date(r.m_time).toISOString(),
  };
}

export async function listPrograms(app: FastifyInstance, q: z.infer<typeof ProgramListQuery>) {
  const { page, pageSize } = resolvePage(q, PROGRAM_LIST_LIMITS);
  const { rows, total } = await app.repos.sol.programs.list({
    keyword: q.keyword,
    type: q.type,
    status: q.status,
    page,
    pageSize,
  });
  return { success: true as const, data: rows.map(toProgramWire), meta: { total }, message: 'ok' };
}

/** The rules of a body, checked; a 400 naming the rule's path (`instruction_rules[0].fields[1].type: …`) otherwise. */
export function checkedRules(body: { instruction_rules?: unknown; event_rules?: unknown }): ProgramRules {
  const check = checkProgramRules(body);
  if (!check.ok) throw badRequest(check.message);
  return check.rules;
}
