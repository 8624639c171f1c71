-- Compact storage, part 2 (issue 24): the EVM chain-data tables (eth, bsc).
--
-- * Transactions move out of the wide `transactions` table (shared with btc until 026) into
--   evm_transactions: hashes, addresses and input as BYTEA, chain as the SMALLINT key, gas, nonce
--   and sizes as BIGINT, fixed-width columns first. Gone: timestamp (join blocks by (chain,
--   height)), the token_* columns (a tx's first token transfer is the token_transfers row of its
--   (chain, block_height, tx_index) with the lowest log_index), the from/to indexes (the address
--   index answers which transactions touch an address). Lookups by hash use a HASH index.
-- * evm_logs lose tx_hash (join evm_transactions by tx_index); token_transfers become a view of
--   the ERC-20 Transfer logs (the same columns, tx_index instead of tx_hash).
-- * parsed_results: chain SMALLINT, contract BYTEA, tx_hash gone (derivable by position).
--   from_address/to_address stay TEXT: a parser config may extract any parameter type there.
--
-- Existing rows are converted. The old `transactions` table keeps its btc rows for 026, which
-- copies them out and drops it.

-- transactions → evm_transactions ------------------------------------------------------------------
CREATE TABLE evm_transactions (
  block_height             BIGINT NOT NULL,
  nonce                    BIGINT NOT NULL,
  gas_limit                BIGINT NOT NULL,
  gas_used                 BIGINT NOT NULL,
  cumulative_gas_used      BIGINT NOT NULL,
  tx_index                 INTEGER NOT NULL,
  chain                    SMALLINT NOT NULL,
  status                   SMALLINT NOT NULL,   -- 1 success, 2 failed
  tx_type                  SMALLINT NOT NULL,
  hash                     BYTEA NOT NULL,
  from_addr                BYTEA NOT NULL,
  to_addr                  BYTEA,               -- null: a contract creation
  contract_address         BYTEA,               -- the created contract
  value                    NUMERIC(78, 0) NOT NULL,
  fee                      NUMERIC(78, 0),      -- NULL: gas_used × effective_gas_price (not a blob tx)
  gas_price                NUMERIC(78, 0),      -- NULL: equal to effective_gas_price (every mined tx a node reports)
  max_fee_per_gas          NUMERIC(78, 0),
  max_priority_fee_per_gas NUMERIC(78, 0),
  effective_gas_price      NUMERIC(78, 0) NOT NULL,
  input                    BYTEA NOT NULL,
  PRIMARY KEY (chain, block_height, tx_index)
);

INSERT INTO evm_transactions (block_height, nonce, gas_limit, gas_used, cumulative_gas_used, tx_index, chain, status, tx_type,
                              hash, from_addr, to_addr, contract_address, value, fee, gas_price, max_fee_per_gas,
                              max_priority_fee_per_gas, effective_gas_price, input)
SELECT t.block_height, coalesce(t.nonce, 0), coalesce(t.gas_limit, 0)::BIGINT, coalesce(t.gas_used, 0)::BIGINT,
       coalesce(t.cumulative_gas_used, 0)::BIGINT, t.tx_index, k.key, t.status, coalesce(t.tx_type, 0),
       decode(substr(t.hash, 3), 'hex'), decode(substr(coalesce(t.from_addr, '0x'), 3), 'hex'),
       decode(substr(t.to_addr, 3), 'hex'), decode(substr(t.contract_address, 3), 'hex'),
       t.value,
       NULLIF(t.fee, coalesce(t.gas_used, 0) * coalesce(t.effective_gas_price, t.gas_price, 0)),
       NULLIF(t.gas_price, coalesce(t.effective_gas_price, t.gas_price, 0)), t.max_fee_per_gas, t.max_priority_fee_per_gas,
       coalesce(t.effective_gas_price, t.gas_price, 0), decode(substr(coalesce(t.input, '0x'), 3), 'hex')
FROM transactions t JOIN chain_keys k ON k.chain = t.chain
WHERE t.chain IN ('eth', 'bsc');

CREATE INDEX evm_transactions_hash ON evm_transactions USING hash (hash);

-- evm_logs ----------------------------------------------------------------------------------------
ALTER TABLE evm_logs RENAME TO evm_logs_text;
ALTER INDEX evm_logs_pkey RENAME TO evm_logs_text_pkey;

CREATE TABLE evm_logs (
  block_height BIGINT NOT NULL,
  log_index    INTEGER NOT NULL,
  tx_index     INTEGER NOT NULL,
  chain        SMALLINT NOT NULL,
  address      BYTEA NOT NULL,
  topic0       BYTEA,
  topic1       BYTEA,
  topic2       BYTEA,
  topic3       BYTEA,
  data         BYTEA NOT NULL,
  PRIMARY KEY (chain, block_height, log_index)
);

INSERT INTO evm_logs (block_height, log_index, tx_index, chain, address, topic0, topic1, topic2, topic3, data)
SELECT l.block_height, l.log_index, l.tx_index, k.key, decode(substr(l.address, 3), 'hex'),
       decode(substr(l.topic0, 3), 'hex'), decode(substr(l.topic1, 3), 'hex'), decode(substr(l.topic2, 3), 'hex'),
       decode(substr(l.topic3, 3), 'hex'), decode(substr(l.data, 3), 'hex')
FROM evm_logs_text l JOIN chain_keys k ON k.chain = l.chain;

-- token_transfers: a view of evm_logs, not a table ------------------------------------------------
-- A token transfer is the log it was decoded from (packages/indexer/src/chains/evm/erc20-transfer.ts:
-- topic0 the Transfer signature, exactly three topics, both zero-padded addresses, 32 bytes of data),
-- so storing it again cost ~190 bytes a mainnet transaction. The view gives the same columns (from and
-- to: the topics' last 20 bytes; amount: the data as an unsigned 256-bit integer); the partial index
-- keeps "the transfers of a token" an index scan.
DROP TABLE token_transfers;

-- 32 big-endian bytes → NUMERIC, exact: eight 4-byte words by Horner's rule (inlined by the planner)
CREATE FUNCTION explorer_uint256(b BYTEA) RETURNS NUMERIC LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $f$
  SELECT ((((((((('x' || encode(substring(b FROM 1 FOR 4), 'hex'))::bit(32)::bigint::numeric) * 4294967296
    + ('x' || encode(substring(b FROM 5 FOR 4), 'hex'))::bit(32)::bigint) * 4294967296
    + ('x' || encode(substring(b FROM 9 FOR 4), 'hex'))::bit(32)::bigint) * 4294967296
    + ('x' || encode(substring(b FROM 13 FOR 4), 'hex'))::bit(32)::bigint) * 4294967296
    + ('x' || encode(substring(b FROM 17 FOR 4), 'hex'))::bit(32)::bigint) * 4294967296
    + ('x' || encode(substring(b FROM 21 FOR 4), 'hex'))::bit(32)::bigint) * 4294967296
    + ('x' || encode(substring(b FROM 25 FOR 4), 'hex'))::bit(32)::bigint) * 4294967296
    + ('x' || encode(substring(b FROM 29 FOR 4), 'hex'))::bit(32)::bigint)
$f$;

CREATE VIEW token_transfers AS
SELECT block_height, log_index, tx_index, chain, address AS token,
       substring(topic1 FROM 13) AS from_addr, substring(topic2 FROM 13) AS to_addr, explorer_uint256(data) AS amount
FROM evm_logs
WHERE topic0 = '\xddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef'::bytea AND topic3 IS NULL
  AND length(topic1) = 32 AND length(topic2) = 32 AND length(data) = 32
  AND substring(topic1 FROM 1 FOR 12) = '\x000000000000000000000000'::bytea
  AND substring(topic2 FROM 1 FOR 12) = '\x000000000000000000000000'::bytea;

CREATE INDEX token_transfers_token ON evm_logs (chain, address, block_height)
  WHERE topic0 = '\xddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef'::bytea AND topic3 IS NULL;

DROP TABLE evm_logs_text;

-- parsed_results ----------------------------------------------------------------------------------
ALTER TABLE parsed_results RENAME TO parsed_results_text;
ALTER INDEX parsed_results_pkey RENAME TO parsed_results_text_pkey;

CREATE TABLE parsed_results (
  block_height  BIGINT NOT NULL,
  config_id     BIGINT,
  tx_index      INTEGER NOT NULL,
  seq           INTEGER NOT NULL,
  log_index     INTEGER,
  chain         SMALLINT NOT NULL,
  contract      BYTEA NOT NULL,
  source        TEXT NOT NULL CHECK (source IN ('input', 'log')),
  from_address  TEXT,
  to_address    TEXT,
  amount_wei    NUMERIC(78, 0),
  token_symbol  TEXT,
  PRIMARY KEY (chain, block_height, tx_index, contract, seq)
);

INSERT INTO parsed_results (block_height, config_id, tx_index, seq, log_index, chain, contract, source, from_address, to_address, amount_wei, token_symbol)
SELECT p.block_height, p.config_id, p.tx_index, p.seq, p.log_index, k.key, decode(substr(p.contract, 3), 'hex'), p.source,
       p.from_address, p.to_address, p.amount_wei, p.token_symbol
FROM parsed_results_text p JOIN chain_keys k ON k.chain = p.chain;
DROP TABLE parsed_results_text;

-- Input and log data: lz4 where the server has it, else stored uncompressed out of line (see 006).
DO $$
BEGIN
  IF EXISTS (SELECT 1 FROM pg_settings WHERE name = 'default_toast_compression' AND 'lz4' = ANY (enumvals)) THEN
    ALTER TABLE evm_transactions ALTER COLUMN input SET COMPRESSION lz4;
    ALTER TABLE evm_logs ALTER COLUMN data SET COMPRESSION lz4;
  ELSE
    ALTER TABLE evm_transactions ALTER COLUMN input SET STORAGE EXTERNAL;
    ALTER TABLE evm_logs ALTER COLUMN data SET STORAGE EXTERNAL;
  END IF;
END $$;
