-- Parsed results (the contracts and decoding console): what a contract's parser configs read from a
-- transaction's input data and logs, written at ingest in the batch's transaction and rewritten by a
-- re-parse job when the contract's configs change. `contract` is the config's contract (a
-- transaction to A may carry results of B's event configs); seq orders the results of one contract's
-- configs in a transaction (input first, then logs in order).
CREATE TABLE parsed_results (
  chain         TEXT NOT NULL,
  block_height  BIGINT NOT NULL,
  tx_index      INTEGER NOT NULL,
  seq           INTEGER NOT NULL,
  tx_hash       TEXT NOT NULL,
  contract      TEXT NOT NULL,
  config_id     BIGINT,
  source        TEXT NOT NULL CHECK (source IN ('input', 'log')),
  log_index     INTEGER,
  from_address  TEXT,
  to_address    TEXT,
  amount_wei    NUMERIC(78, 0),
  token_symbol  TEXT,
  PRIMARY KEY (chain, block_height, tx_index, contract, seq)
);
-- No other index: a transaction's results are read by its position (the API finds the transaction
-- first) and a re-parse window deletes a contract's rows in a height range (the primary key's range).

-- Re-parse jobs: a contract's past transactions parsed again after its configs changed, in height
-- order; at most one open job per contract (a further change restarts it).
CREATE TABLE parse_jobs (
  id           BIGSERIAL PRIMARY KEY,
  chain        TEXT NOT NULL,
  contract     TEXT NOT NULL,
  status       TEXT NOT NULL DEFAULT 'queued' CHECK (status IN ('queued', 'running', 'done', 'failed')),
  to_height    BIGINT,
  done_height  BIGINT,
  results      BIGINT NOT NULL DEFAULT 0,
  error        TEXT,
  created_at   TIMESTAMPTZ NOT NULL DEFAULT now(),
  updated_at   TIMESTAMPTZ NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX parse_jobs_open ON parse_jobs (chain, contract) WHERE status IN ('queued', 'running');
