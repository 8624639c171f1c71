-- The address index: which transactions touch an address, kept at ingest by every family's store
-- (packages/indexer/src/store/address-activity.ts) so an address page reads one keyset range
-- instead of merging the per-family tables. One row per (address, transaction); flags say how the
-- address takes part: 1 it sends or signs (EVM from / token sender, btc input, sol signer or a
-- balance that went down), 2 it receives (EVM to / token receiver / created contract, btc output,
-- sol transfer receiver or a balance that went up). The transaction's own row is joined by
-- (chain, block_height, tx_index) for hashes, amounts and fees.
CREATE TABLE address_activity (
  chain        TEXT NOT NULL,
  address      TEXT NOT NULL,
  block_height BIGINT NOT NULL,
  tx_index     INTEGER NOT NULL,
  flags        SMALLINT NOT NULL,
  PRIMARY KEY (chain, address, block_height, tx_index)
);
-- a rollback deletes by height: rows arrive in height order, so a BRIN range index is enough and
-- costs nearly nothing at ingest
CREATE INDEX address_activity_height ON address_activity USING brin (block_height);

-- Per address: how many transactions touch it and the first and last block they are in (times:
-- the earliest and latest block time among those blocks). Upserted per batch; a rollback takes
-- away the removed rows' count and moves the last seen back.
CREATE TABLE address_summary (
  chain              TEXT NOT NULL,
  address            TEXT NOT NULL,
  tx_count           BIGINT NOT NULL,
  first_seen_height  BIGINT NOT NULL,
  first_seen_time    BIGINT NOT NULL,
  last_seen_height   BIGINT NOT NULL,
  last_seen_time     BIGINT NOT NULL,
  PRIMARY KEY (chain, address)
);

-- Backfill of what is already indexed. EVM: tx from (1) / to (2), the created contract (2), token
-- transfer sides (the log's tx_index). Bitcoin: input addresses (1), output addresses (2). Solana:
-- the fee payer of non-vote transactions (1), transfer senders (1) and receivers (2); the other
-- signers and balance changes live only in the packed detail and are indexed from now on.
INSERT INTO address_activity (chain, address, block_height, tx_index, flags)
SELECT chain, address, block_height, tx_index, bit_or(flags)::smallint
FROM (
  SELECT chain, from_addr AS address, block_height, tx_index, 1 AS flags FROM transactions WHERE from_addr IS NOT NULL
  UNION ALL SELECT chain, to_addr, block_height, tx_index, 2 FROM transactions WHERE to_addr IS NOT NULL
  UNION ALL SELECT chain, contract_address, block_height, tx_index, 2 FROM transactions WHERE contract_address IS NOT NULL
  UNION ALL SELECT t.chain, t.from_addr, t.block_height, l.tx_index, 1 FROM token_transfers t
    JOIN evm_logs l ON l.chain = t.chain AND l.block_height = t.block_height AND l.log_index = t.log_index
  UNION ALL SELECT t.chain, t.to_addr, t.block_height, l.tx_index, 2 FROM token_transfers t
    JOIN evm_logs l ON l.chain = t.chain AND l.block_height = t.block_height AND l.log_index = t.log_index
  UNION ALL SELECT chain, address, block_height, tx_index, 1 FROM btc_inputs WHERE address IS NOT NULL
  UNION ALL SELECT chain, address, block_height, tx_index, 2 FROM btc_outputs WHERE address IS NOT NULL
  UNION ALL SELECT chain, signer, block_height, tx_index, 1 FROM sol_transactions WHERE NOT vote AND signer <> ''
  UNION ALL SELECT chain, from_address, block_height, tx_index, 1 FROM sol_events
  UNION ALL SELECT chain, to_address, block_height, tx_index, 2 FROM sol_events
) AS a
GROUP BY chain, address, block_height, tx_index;

INSERT INTO address_summary (chain, address, tx_count, first_seen_height, first_seen_time, last_seen_height, last_seen_time)
SELECT a.chain, a.address, count(*), min(a.block_height), min(b.timestamp), max(a.block_height), max(b.timestamp)
FROM address_activity a JOIN blocks b ON b.chain = a.chain AND b.height = a.block_height
GROUP BY a.chain, a.address;
