/**
 * The mints' part of a Solana rollback above `height` (run while the removed rows are still there):
 * each mint the removed slots changed gets back its state before the earliest of those changes
 * (supply, authorities, creation facts; the type too on the indexer's rows); mints the indexer first
 * saw above the height are deleted unless a user edited them (a user's row only forgets that the
 * indexer saw it there). The change rows themselves go with the family's per-slot tables.
 */
import { sql, type Kysely } from 'kysely';
import type { ChainId } from '@explorer/core';
import type { DB } from '@explorer/db';

export async function rollbackSolMints(trx: Kysely<DB>, chain: ChainId, height: number): Promise<void> {
  await sql`
    UPDATE contracts AS c
    SET total_supply = ch.total_supply, mint_authority = ch.mint_authority, freeze_authority = ch.freeze_authority,
        creation_block = ch.creation_block, creation_tx = ch.creation_tx,
        contract_type = CASE WHEN c.source = 'indexer' AND ch.contract_type IS NOT NULL THEN ch.contract_type ELSE c.contract_type END,
        m_time = now()
    FROM (
      SELECT DISTINCT ON (mint) mint, total_supply, mint_authority, freeze_authority, contract_type, creation_block, creation_tx
      FROM sol_mint_changes WHERE chain = ${chain} AND block_height > ${height}
      ORDER BY mint, block_height
    ) AS ch
    WHERE c.chain = ${chain} AND c.address = ch.mint`.execute(trx);
  await trx.deleteFrom('contracts').where('chain', '=', chain).where('source', '=', 'indexer').where('token_first_seen', '>', height).execute();
  await trx.updateTable('contracts').set({ token_first_seen: null }).where('chain', '=', chain).where('source', '=', 'user').where('token_first_seen', '>', height).execute();
}
