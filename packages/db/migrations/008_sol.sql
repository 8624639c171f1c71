-- Solana. A block is a row of `blocks` keyed by its slot (height = slot; hash: blockhash;
-- parent_hash: the parent slot's blockhash; miner: the leader; miner_tip: the leader's Fee reward;
-- burned: fees − that reward; gas_used: compute units consumed; size 0: Solana has no block size;
-- extra: SolBlockExtra). Skipped slots have no row. Every transaction is a row of sol_transactions;
-- a vote transaction is kept compact (no detail, no events) — on mainnet they are ~70 % of all.
CREATE TABLE sol_transactions (
  chain            TEXT NOT NULL,
  block_height     BIGINT NOT NULL,         -- slot
  tx_index         INTEGER NOT NULL,
  signature        TEXT NOT NULL,           -- base58, as the node prints it
  timestamp        BIGINT NOT NULL,
  vote             BOOLEAN NOT NULL,
  fee              NUMERIC(78, 0) NOT NULL, -- lamports
  status           SMALLINT NOT NULL,       -- 1 success, 2 failed
  err              TEXT,                    -- the node's err as JSON
  compute_units    BIGINT,
  version          TEXT NOT NULL,           -- 'legacy' or the message version
  recent_blockhash TEXT NOT NULL,
  signer           TEXT NOT NULL,           -- the fee payer (first signer)
  signer_count     SMALLINT NOT NULL,
  signer_change    NUMERIC(78, 0),          -- lamports the fee payer gained (negative: spent); NULL without balances
  cu_limit         BIGINT,                  -- ComputeBudget SetComputeUnitLimit
  cu_price         NUMERIC(78, 0),          -- ComputeBudget SetComputeUnitPrice (micro-lamports)
  instruction_count SMALLINT NOT NULL,      -- top-level instructions
  summary          TEXT NOT NULL,           -- program:type of the first three top-level instructions, space-separated
  detail           TEXT,                    -- SolTransactionDetail JSON; NULL for a compact vote
  PRIMARY KEY (chain, block_height, tx_index)
);
CREATE INDEX sol_transactions_signature ON sol_transactions (chain, signature);
CREATE INDEX sol_transactions_signer ON sol_transactions (chain, signer, block_height) WHERE NOT vote;

-- SOL and SPL token transfers, from instructions (checked against balance changes at ingest)
CREATE TABLE sol_events (
  chain             TEXT NOT NULL,
  block_height      BIGINT NOT NULL,
  tx_index          INTEGER NOT NULL,
  event_index       INTEGER NOT NULL,
  signature         TEXT NOT NULL,
  event_type        TEXT NOT NULL,          -- sol_transfer, spl_transfer
  program_id        TEXT NOT NULL,
  instruction_index INTEGER NOT NULL,
  inner_index       INTEGER,
  from_address      TEXT NOT NULL,
  to_address        TEXT NOT NULL,
  mint              TEXT,
  amount            NUMERIC(78, 0) NOT NULL,
  decimals          SMALLINT,
  PRIMARY KEY (chain, block_height, tx_index, event_index)
);
CREATE INDEX sol_events_from ON sol_events (chain, from_address, block_height);
CREATE INDEX sol_events_to ON sol_events (chain, to_address, block_height);

-- Per-hour figures kept at ingest (a day of Solana is ~216,000 slots: the 24 h home stats read 25
-- rows, not the blocks). A rollback recomputes the hours it touches from the blocks left.
CREATE TABLE chain_hourly_stats (
  chain          TEXT NOT NULL,
  hour           BIGINT NOT NULL,           -- unix seconds, a multiple of 3600
  blocks         INTEGER NOT NULL,
  txs            BIGINT NOT NULL,
  vote_txs       BIGINT NOT NULL,
  failed_txs     BIGINT NOT NULL,
  fees           NUMERIC(78, 0) NOT NULL,
  address_sketch TEXT NOT NULL,             -- distinct-sketch (packages/core) of the hour's addresses, hex
  PRIMARY KEY (chain, hour)
);

DO $$
BEGIN
  IF EXISTS (SELECT 1 FROM pg_settings WHERE name = 'default_toast_compression' AND 'lz4' = ANY (enumvals)) THEN
    ALTER TABLE sol_transactions ALTER COLUMN detail SET COMPRESSION lz4;
  ELSE
    ALTER TABLE sol_transactions ALTER COLUMN detail SET STORAGE EXTERNAL;
  END IF;
END $$;
