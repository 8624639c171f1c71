-- The running count of a chain's indexed transactions up to and including each block, so the
-- newest-transactions list finds page N by an index lookup (the block holding the N-th newest
-- transaction) instead of skipping N rows with OFFSET. Written by the indexer with each block;
-- a rollback deletes blocks above a height, which keeps the remaining totals right.
ALTER TABLE blocks ADD COLUMN tx_total BIGINT NOT NULL DEFAULT 0;

UPDATE blocks SET tx_total = running.total
FROM (SELECT chain, height, sum(tx_count) OVER (PARTITION BY chain ORDER BY height) AS total FROM blocks) AS running
WHERE blocks.chain = running.chain AND blocks.height = running.height;

CREATE INDEX blocks_chain_tx_total ON blocks (chain, tx_total, height);
