-- The contracts and decoding console (spec part 2 §2.5, §2.6, §3, §6): who may write, what was
-- written, and the per-contract coin and parser configurations.

-- Capabilities granted to a user beyond the role (`explorer user grant <name> contracts:write`):
-- an administrator has them all; a user has the ones granted here. The profile returns them.
CREATE TABLE user_grants (
  user_id    BIGINT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  permission TEXT NOT NULL REFERENCES permission_types (config_value),
  granted_at TIMESTAMPTZ NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, permission)
);

-- Every write of the console: who, when, which row, and the fields it changed (before → after).
-- Kept when the row or the user is deleted (the username is copied for that).
CREATE TABLE contract_audit (
  id          BIGSERIAL PRIMARY KEY,
  chain       TEXT NOT NULL,
  address     TEXT NOT NULL,
  entity      TEXT NOT NULL CHECK (entity IN ('contract', 'coin_config', 'parser_config')),
  entity_id   BIGINT,
  action      TEXT NOT NULL CHECK (action IN ('create', 'update', 'delete')),
  user_id     BIGINT,
  username    TEXT NOT NULL,
  changes     JSONB NOT NULL DEFAULT '{}',
  at          TIMESTAMPTZ NOT NULL DEFAULT now()
);
CREATE INDEX contract_audit_address ON contract_audit (chain, address, id);
CREATE INDEX contract_audit_at ON contract_audit (id DESC);

-- Last activity per contract (a transaction to it or a log it emitted), kept at ingest.
ALTER TABLE contracts
  ADD COLUMN last_activity_block BIGINT,
  ADD COLUMN last_activity_at BIGINT;
CREATE INDEX contracts_type ON contracts (chain, contract_type, id);

-- A contract's coin information as maintainers keep it (one per chain and contract address).
CREATE TABLE coin_configs (
  id              BIGSERIAL PRIMARY KEY,
  chain           TEXT NOT NULL,
  contract_addr   TEXT NOT NULL,
  name            TEXT NOT NULL,
  symbol          TEXT NOT NULL,
  coin_type       SMALLINT NOT NULL DEFAULT 1 CHECK (coin_type BETWEEN 0 AND 4),
  precision       SMALLINT NOT NULL DEFAULT 18 CHECK (precision BETWEEN 0 AND 18),
  decimals        SMALLINT NOT NULL DEFAULT 18 CHECK (decimals BETWEEN 0 AND 18),
  status          SMALLINT NOT NULL DEFAULT 1 CHECK (status IN (0, 1)),
  logo_url        TEXT,
  is_verified     BOOLEAN NOT NULL DEFAULT FALSE,
  market_cap_rank INTEGER CHECK (market_cap_rank IS NULL OR market_cap_rank >= 0),
  is_stablecoin   BOOLEAN NOT NULL DEFAULT FALSE,
  website_url     TEXT,
  explorer_url    TEXT,
  description     TEXT,
  c_time          TIMESTAMPTZ NOT NULL DEFAULT now(),
  m_time          TIMESTAMPTZ NOT NULL DEFAULT now(),
  UNIQUE (chain, contract_addr)
);

-- How to read a contract's input data and logs (the parser engine, packages/indexer/src/parse).
CREATE TABLE parser_configs (
  id                   BIGSERIAL PRIMARY KEY,
  chain                TEXT NOT NULL,
  contract_address     TEXT NOT NULL,
  parser_type          TEXT NOT NULL DEFAULT 'input_data',
  function_signature   TEXT,
  function_name        TEXT,
  function_description TEXT,
  param_config         JSONB NOT NULL DEFAULT '[]',
  parser_rules         JSONB NOT NULL DEFAULT '{}',
  display_format       TEXT,
  is_active            BOOLEAN NOT NULL DEFAULT TRUE,
  priority             INTEGER NOT NULL DEFAULT 0,
  logs_parser_type     TEXT NOT NULL DEFAULT 'input_data' CHECK (logs_parser_type IN ('input_data', 'event_log', 'both')),
  event_signature      TEXT,
  event_name           TEXT,
  event_description    TEXT,
  logs_param_config    JSONB NOT NULL DEFAULT '[]',
  logs_parser_rules    JSONB NOT NULL DEFAULT '{}',
  logs_display_format  TEXT,
  source               TEXT NOT NULL DEFAULT 'user' CHECK (source IN ('default', 'user')),
  c_time               TIMESTAMPTZ NOT NULL DEFAULT now(),
  m_time               TIMESTAMPTZ NOT NULL DEFAULT now()
);
CREATE INDEX parser_configs_contract ON parser_configs (chain, contract_address, priority DESC, id);
