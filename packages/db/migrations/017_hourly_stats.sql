-- Per-hour figures for every chain family (the statistics pages read these rows, never the blocks).
-- chain_hourly_stats (008) held Solana's counts; every column added here is derived from the
-- `blocks` rows alone, so ingest, a reorg and this backfill use the same aggregate:
--   fees = Σ (miner_tip + burned) (EVM: tips + burned base fee; btc: fees; sol: the block's fees),
--   value_sum / gas_price_sum / gas_used / size as stored per block, weight_sum Σ extra.weight (btc),
--   first_ts / last_ts the hour's earliest and latest block time (average block interval over any
--   span = (last − first) / (blocks − 1)), difficulty the hour's highest block's (last_height).
-- The indexer keeps them in the batch's transaction (packages/indexer/src/store/hourly-stats.ts).
ALTER TABLE chain_hourly_stats
  ALTER COLUMN vote_txs SET DEFAULT 0,
  ALTER COLUMN failed_txs SET DEFAULT 0,
  ALTER COLUMN fees SET DEFAULT 0,
  ALTER COLUMN address_sketch SET DEFAULT '',
  ADD COLUMN value_sum     NUMERIC(78, 0) NOT NULL DEFAULT 0,  -- base units
  ADD COLUMN gas_price_sum NUMERIC(78, 0) NOT NULL DEFAULT 0,  -- Σ effective gas price of the txs (wei)
  ADD COLUMN gas_used      NUMERIC(78, 0) NOT NULL DEFAULT 0,  -- EVM gas; sol compute units
  ADD COLUMN size_sum      BIGINT NOT NULL DEFAULT 0,          -- bytes
  ADD COLUMN weight_sum    BIGINT NOT NULL DEFAULT 0,          -- btc weight units (vsize = weight / 4)
  ADD COLUMN first_ts      BIGINT,                             -- unix seconds
  ADD COLUMN last_ts       BIGINT,
  ADD COLUMN last_height   BIGINT,
  ADD COLUMN difficulty    NUMERIC;                            -- of the block at last_height (btc: fractional)

-- Backfill from the blocks already indexed: a new row per hour for EVM and btc chains; Solana's rows
-- (kept since 008) get only the new columns.
INSERT INTO chain_hourly_stats AS h
  (chain, hour, blocks, txs, fees, value_sum, gas_price_sum, gas_used, size_sum, weight_sum, first_ts, last_ts, last_height, difficulty)
SELECT chain, timestamp - timestamp % 3600, count(*)::int, sum(tx_count)::bigint, sum(miner_tip + burned), sum(value_sum),
       sum(gas_price_sum), sum(coalesce(gas_used, 0)), sum(size)::bigint, sum(coalesce((extra->>'weight')::bigint, 0))::bigint,
       min(timestamp), max(timestamp), max(height),
       (array_agg(coalesce(difficulty, (extra->>'difficulty')::numeric) ORDER BY height DESC))[1]
FROM blocks
GROUP BY chain, timestamp - timestamp % 3600
ON CONFLICT (chain, hour) DO UPDATE SET
  value_sum = EXCLUDED.value_sum, gas_price_sum = EXCLUDED.gas_price_sum, gas_used = EXCLUDED.gas_used,
  size_sum = EXCLUDED.size_sum, weight_sum = EXCLUDED.weight_sum, first_ts = EXCLUDED.first_ts,
  last_ts = EXCLUDED.last_ts, last_height = EXCLUDED.last_height, difficulty = EXCLUDED.difficulty;
