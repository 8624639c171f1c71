-- Accounts -----------------------------------------------------------------------------------------
CREATE TABLE users (
  id            BIGSERIAL PRIMARY KEY,
  username      TEXT NOT NULL UNIQUE,
  email         TEXT NOT NULL,
  password_hash TEXT NOT NULL,
  role          TEXT NOT NULL DEFAULT 'user' CHECK (role IN ('user', 'administrator')),
  is_active     BOOLEAN NOT NULL DEFAULT TRUE,
  created_at    TIMESTAMPTZ NOT NULL DEFAULT now(),
  updated_at    TIMESTAMPTZ NOT NULL DEFAULT now()
);

CREATE TABLE permission_types (
  config_value TEXT PRIMARY KEY,
  config_name  TEXT NOT NULL,
  sort_order   INTEGER NOT NULL DEFAULT 0
);

INSERT INTO permission_types (config_value, config_name, sort_order) VALUES
  ('blocks:read', '读取区块', 1),
  ('transactions:read', '读取交易', 2),
  ('contracts:read', '读取合约', 3),
  ('addresses:read', '读取地址', 4),
  ('stats:read', '读取统计', 5),
  ('contracts:write', '维护合约', 6);

CREATE TABLE api_keys (
  id           BIGSERIAL PRIMARY KEY,
  user_id      BIGINT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  name         TEXT NOT NULL,
  api_key      TEXT NOT NULL UNIQUE,
  secret_hash  TEXT NOT NULL,
  permissions  TEXT[] NOT NULL,
  rate_limit   INTEGER CHECK (rate_limit IS NULL OR rate_limit > 0),
  is_active    BOOLEAN NOT NULL DEFAULT TRUE,
  expires_at   TIMESTAMPTZ,
  last_used_at TIMESTAMPTZ,
  created_at   TIMESTAMPTZ NOT NULL DEFAULT now()
);
CREATE INDEX api_keys_user ON api_keys (user_id);

CREATE TABLE saved_addresses (
  id         BIGSERIAL PRIMARY KEY,
  user_id    BIGINT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  chain      TEXT NOT NULL,
  address    TEXT NOT NULL,
  label      TEXT NOT NULL,
  type       TEXT NOT NULL DEFAULT 'wallet' CHECK (type IN ('wallet', 'contract', 'exchange', 'other')),
  created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
  UNIQUE (user_id, chain, address)
);

-- Chain data (every chain; EVM-only columns are NULL elsewhere) -----------------------------------
CREATE TABLE blocks (
  chain          TEXT NOT NULL,
  height         BIGINT NOT NULL,
  hash           TEXT NOT NULL,
  parent_hash    TEXT NOT NULL,
  timestamp      BIGINT NOT NULL,           -- unix seconds
  miner          TEXT,
  size           INTEGER NOT NULL,
  tx_count       INTEGER NOT NULL,
  gas_used       NUMERIC(78, 0),
  gas_limit      NUMERIC(78, 0),
  base_fee       NUMERIC(78, 0),            -- wei per gas; NULL before London
  difficulty     NUMERIC(78, 0),
  miner_tip      NUMERIC(78, 0) NOT NULL DEFAULT 0,  -- base units
  burned         NUMERIC(78, 0) NOT NULL DEFAULT 0,  -- base units
  value_sum      NUMERIC(78, 0) NOT NULL DEFAULT 0,  -- Σ native value moved by the block's txs
  gas_price_sum  NUMERIC(78, 0) NOT NULL DEFAULT 0,  -- Σ effective gas price (for window averages)
  extra          JSONB,                     -- per-family extras (btc bits/nonce, sol parent slot, …)
  PRIMARY KEY (chain, height)
);
CREATE UNIQUE INDEX blocks_chain_hash ON blocks (chain, hash);
CREATE INDEX blocks_chain_time ON blocks (chain, timestamp);

CREATE TABLE transactions (
  chain                    TEXT NOT NULL,
  block_height             BIGINT NOT NULL,
  tx_index                 INTEGER NOT NULL,
  hash                     TEXT NOT NULL,
  timestamp                BIGINT NOT NULL,
  from_addr                TEXT,
  to_addr                  TEXT,
  value                    NUMERIC(78, 0) NOT NULL DEFAULT 0,
  fee                      NUMERIC(78, 0) NOT NULL DEFAULT 0,
  status                   SMALLINT NOT NULL,       -- 0 pending, 1 success, 2 failed
  -- EVM
  nonce                    BIGINT,
  tx_type                  SMALLINT,
  gas_limit                NUMERIC(78, 0),
  gas_price                NUMERIC(78, 0),
  max_fee_per_gas          NUMERIC(78, 0),
  max_priority_fee_per_gas NUMERIC(78, 0),
  input                    TEXT,
  gas_used                 NUMERIC(78, 0),
  cumulative_gas_used      NUMERIC(78, 0),
  effective_gas_price      NUMERIC(78, 0),
  contract_address         TEXT,                    -- created contract
  token_address            TEXT,                    -- first ERC-20 Transfer of the tx
  token_from               TEXT,
  token_to                 TEXT,
  token_amount             NUMERIC(78, 0),
  PRIMARY KEY (chain, block_height, tx_index)
);
CREATE INDEX transactions_hash ON transactions (chain, hash);
CREATE INDEX transactions_from ON transactions (chain, from_addr, block_height);
CREATE INDEX transactions_to ON transactions (chain, to_addr, block_height);

CREATE TABLE evm_logs (
  chain        TEXT NOT NULL,
  block_height BIGINT NOT NULL,
  log_index    INTEGER NOT NULL,
  tx_index     INTEGER NOT NULL,
  tx_hash      TEXT NOT NULL,
  address      TEXT NOT NULL,
  topic0       TEXT,
  topic1       TEXT,
  topic2       TEXT,
  topic3       TEXT,
  data         TEXT NOT NULL,
  PRIMARY KEY (chain, block_height, log_index)
);

CREATE TABLE token_transfers (
  chain        TEXT NOT NULL,
  block_height BIGINT NOT NULL,
  log_index    INTEGER NOT NULL,
  tx_hash      TEXT NOT NULL,
  token        TEXT NOT NULL,
  from_addr    TEXT NOT NULL,
  to_addr      TEXT NOT NULL,
  amount       NUMERIC(78, 0) NOT NULL,
  PRIMARY KEY (chain, block_height, log_index)
);
CREATE INDEX token_transfers_token ON token_transfers (chain, token, block_height);

CREATE TABLE contracts (
  id             BIGSERIAL PRIMARY KEY,
  chain          TEXT NOT NULL,
  address        TEXT NOT NULL,
  contract_type  TEXT NOT NULL DEFAULT 'OTHER',
  name           TEXT,
  symbol         TEXT,
  decimals       INTEGER CHECK (decimals IS NULL OR decimals BETWEEN 0 AND 18),
  total_supply   TEXT,
  is_erc20       BOOLEAN NOT NULL DEFAULT FALSE,
  interfaces     JSONB NOT NULL DEFAULT '[]',
  methods        JSONB NOT NULL DEFAULT '[]',
  events         JSONB NOT NULL DEFAULT '[]',
  metadata       JSONB NOT NULL DEFAULT '{}',
  status         SMALLINT NOT NULL DEFAULT 1,
  verified       BOOLEAN NOT NULL DEFAULT FALSE,
  creator        TEXT,
  creation_tx    TEXT,
  creation_block BIGINT,
  contract_logo  TEXT,
  program_id     TEXT,
  source         TEXT NOT NULL DEFAULT 'user' CHECK (source IN ('indexer', 'user')),
  c_time         TIMESTAMPTZ NOT NULL DEFAULT now(),
  m_time         TIMESTAMPTZ NOT NULL DEFAULT now(),
  UNIQUE (chain, address)
);

CREATE TABLE chain_counters (
  chain        TEXT PRIMARY KEY,
  total_blocks BIGINT NOT NULL DEFAULT 0,
  total_txs    BIGINT NOT NULL DEFAULT 0,
  updated_at   TIMESTAMPTZ NOT NULL DEFAULT now()
);

CREATE TABLE sync_checkpoints (
  chain      TEXT PRIMARY KEY,
  height     BIGINT NOT NULL,           -- last indexed height
  hash       TEXT NOT NULL,             -- its hash (the next block's parent must match)
  node_head  BIGINT,                    -- the node's head when last seen (for /api/health)
  updated_at TIMESTAMPTZ NOT NULL DEFAULT now()
);

-- Server-wide settings that every API process must share (e.g. the JWT signing secret) -----------
CREATE TABLE app_settings (
  key   TEXT PRIMARY KEY,
  value TEXT NOT NULL
);
