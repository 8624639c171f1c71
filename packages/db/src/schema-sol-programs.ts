/** Kysely table type of the Solana program registry (migration 014). Part of the DB of schema.ts. */
import type { SolProgramStatus, SolProgramType } from '@explorer/core';
import type { ColumnType, Generated } from 'kysely';
import type { Json, Timestamp } from './schema-columns';

/** 014: a program the sol screens name, with its instruction and event rules (JSON written as text) */
export interface SolProgramsTable {
  id: Generated<number>;
  program_id: string;
  name: string;
  alias: string | null;
  category: string | null;
  type: SolProgramType;
  status: Generated<SolProgramStatus>;
  version: string | null;
  is_system: Generated<boolean>;
  description: string | null;
  instruction_rules: Json<unknown>;
  event_rules: Json<unknown>;
  /** any JSON value, or NULL */
  sample_data: ColumnType<unknown, string | null | undefined, string | null>;
  c_time: Timestamp;
  m_time: Timestamp;
}
