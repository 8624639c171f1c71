export * from './database';
export type { ReadReplicas, ReplicaStatus } from './replicas';
export * from './bytea';
export * from './migrate';
export type * from './schema';
export type * from './schema-tokens';
export { sql } from 'kysely';
export * from './parser-store';
export * from './partitions';
