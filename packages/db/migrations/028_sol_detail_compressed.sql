-- Compressed Solana detail (issue 24). A transaction's keyed detail (027: the JSON naming its keys by
-- their index in `keys`) is written compressed into the new detail_z BYTEA: one byte, the version of
-- the preset dictionary (packages/core sol-detail-dictionary.ts), then the JSON as raw deflate with
-- that dictionary (sol-detail-zip.ts) — ~600 bytes of JSON become ~190. detail stays for the rows
-- written before (keyed or packed text: PostgreSQL cannot deflate with the dictionary, so they are not
-- rewritten here) and for the plain packed form of a transaction whose keys are not all 32 bytes.
-- A row has at most one of them: detail_z (keys NOT NULL), detail, or neither (a compact vote).
ALTER TABLE sol_transactions ADD COLUMN detail_z BYTEA;

-- already compressed: kept in the row (no compression attempt, no TOAST) unless the row is too big
-- for a page
ALTER TABLE sol_transactions ALTER COLUMN detail_z SET STORAGE MAIN;
