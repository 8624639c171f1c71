/** Kysely table types of migration 029: the partitioning and retention state per chain. */
import type { ColumnType } from 'kysely';

export interface ChainRetentionTable {
  /** chain_keys.key */
  chain: number;
  /** heights per partition */
  span: number;
  /** nothing of the chain below this height is kept (0: nothing was pruned) */
  pruned_below: ColumnType<number, number | undefined, number>;
  pruned_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}

export interface PartitionedTablesTable {
  name: string;
  height_column: string;
  text_chain: boolean;
  /** the family whose chains write the table; null: every family */
  family: string | null;
  /** storage parameters of each partition (a partitioned table holds none) */
  leaf_options: string;
}
