/** The page's (height, index) keys as SQL array parameters. */
import { sql } from 'kysely';

/** (height, index) pairs as two array parameters for `unnest` */
export function keyArrays(keys: readonly { block_height: number; tx_index: number }[]) {
  return {
    heights: sql`${`{${keys.map((k) => k.block_height).join(',')}}`}::int8[]`,
    indexes: sql`${`{${keys.map((k) => k.tx_index).join(',')}}`}::int4[]`,
  };
}
