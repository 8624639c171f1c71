/**
 * Kysely table types of the Solana mint addresses (migration 015): the mint's state as the indexer
 * found it before each slot that changed it, for rollbacks. The mints themselves are `contracts`
 * rows with chain 'sol' (schema.ts: mint_authority, freeze_authority beside the shared columns).
 */

/** 015: a mint's indexer-kept fields as they were before the slot (block_height) that changed them */
export interface SolMintChangesTable {
  chain: string;
  block_height: number;
  mint: string;
  total_supply: string | null;
  mint_authority: string | null;
  freeze_authority: string | null;
  contract_type: string | null;
  creation_block: number | null;
  creation_tx: string | null;
}
