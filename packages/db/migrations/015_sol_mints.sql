-- Solana mint addresses (spec part 2 §2.7, §3 "Mint address form"): SPL Token and Token-2022 mints
-- are rows of `contracts` with chain 'sol' — found by the sol indexer (source 'indexer') or added by
-- a user (source 'user') — with the mint's authorities beside the shared columns:
-- decimals, total_supply (base units, exact or NULL), program_id (token or token-2022),
-- creation_block / creation_tx (the InitializeMint slot and signature), token_first_seen (the slot
-- the indexer first saw the mint, so a rollback below it removes the row again).
ALTER TABLE contracts
  ADD COLUMN mint_authority TEXT,
  ADD COLUMN freeze_authority TEXT;

-- A mint's decimals are a u8 on chain; the console's 0–18 stays the rule for every other chain.
ALTER TABLE contracts DROP CONSTRAINT contracts_decimals_check;
ALTER TABLE contracts ADD CONSTRAINT contracts_decimals_check
  CHECK (decimals IS NULL OR decimals BETWEEN 0 AND 18 OR (chain = 'sol' AND decimals BETWEEN 0 AND 255));

-- The mint list pages newest first.
CREATE INDEX contracts_chain_id ON contracts (chain, id);

-- What the indexer changed on a mint (supply, authorities, creation, type) in a slot, as the row was
-- BEFORE that slot: a rollback above a slot puts each mint back to its state before its earliest
-- removed change. Rows older than the reorg window are pruned at ingest.
CREATE TABLE sol_mint_changes (
  chain            TEXT NOT NULL,
  block_height     BIGINT NOT NULL,
  mint             TEXT NOT NULL,
  total_supply     TEXT,
  mint_authority   TEXT,
  freeze_authority TEXT,
  contract_type    TEXT,
  creation_block   BIGINT,
  creation_tx      TEXT,
  PRIMARY KEY (chain, block_height, mint)
);
