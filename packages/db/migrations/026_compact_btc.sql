-- Compact storage, Bitcoin (issue 24). What the wide `transactions` table held for btc (value, fee)
-- and what btc_transactions held (sizes, witness id, input sum) become ONE table; outputs and inputs
-- lose their txid (the transaction's (block_height, tx_index) gives it back by a key join).
--
-- * txid / prev_txid as BYTEA (32 bytes, the node's display byte order); wtxid only where it differs
--   from the txid (a transaction without witness: NULL).
-- * Addresses as their output script (explorer_btc_script, migration 024): the same bytes as the
--   address index's; the server turns a script back into the address with @scure/btc-signer.
-- * Amounts in satoshi as BIGINT (21e6 BTC = 2.1e15 sat < 2^53: read exactly as a number).
-- * Derivable columns are gone: the timestamp (blocks), the status (always 1), coinbase (tx_index 0:
--   the first transaction of a block is its coinbase), vsize (ceil(weight / 4)), value_in
--   (value + fee; NULL when fee is NULL, i.e. an input's value is unknown).
-- * Script types as a SMALLINT code (btc_script_types names them).
-- * No address indexes on outputs and inputs: the address index (address_activity: the output's or
--   the spent output's script) gives the (block_height, tx_index) of every transaction of an address.
-- * The spender of an output is the input naming its outpoint: a HASH index on prev_txid (equality
--   only) keeps that an index scan; nothing is updated at ingest and a reorg deletes only.
--
-- Existing rows are converted; the old shared `transactions` table (its EVM rows moved by 025) goes.

CREATE TABLE btc_script_types (
  code SMALLINT PRIMARY KEY,
  name TEXT NOT NULL UNIQUE
);
INSERT INTO btc_script_types (code, name) VALUES
  (0, 'nonstandard'), (1, 'p2pk'), (2, 'p2pkh'), (3, 'p2sh'), (4, 'p2wpkh'), (5, 'p2wsh'), (6, 'p2tr'),
  (7, 'op_return'), (8, 'anchor'), (9, 'multisig'), (10, 'witness_unknown');

-- transactions + btc_transactions → btc_transactions -----------------------------------------------
ALTER TABLE btc_transactions RENAME TO btc_transactions_text;
ALTER INDEX btc_transactions_pkey RENAME TO btc_transactions_text_pkey;

CREATE TABLE btc_transactions (
  block_height BIGINT NOT NULL,
  value        BIGINT NOT NULL,             -- Σ outputs, sat
  fee          BIGINT,                      -- sat; 0 for the coinbase; NULL when an input's value is unknown
  tx_index     INTEGER NOT NULL,            -- 0: the coinbase
  size         INTEGER NOT NULL,
  weight       INTEGER NOT NULL,            -- vsize = ceil(weight / 4)
  chain        SMALLINT NOT NULL,
  txid         BYTEA NOT NULL,
  wtxid        BYTEA,                       -- NULL when equal to txid
  PRIMARY KEY (chain, block_height, tx_index)
);
INSERT INTO btc_transactions (block_height, value, fee, tx_index, size, weight, chain, txid, wtxid)
SELECT d.block_height, t.value::BIGINT,
       CASE WHEN d.value_in IS NULL AND NOT d.coinbase THEN NULL ELSE t.fee::BIGINT END,
       d.tx_index, d.size, d.weight, k.key, decode(d.txid, 'hex'),
       CASE WHEN d.wtxid = d.txid THEN NULL ELSE decode(d.wtxid, 'hex') END
FROM btc_transactions_text d
JOIN chain_keys k ON k.chain = d.chain
JOIN transactions t ON t.chain = d.chain AND t.block_height = d.block_height AND t.tx_index = d.tx_index;
DROP TABLE btc_transactions_text;
DROP TABLE transactions;
-- by txid: equality only (a transaction page, search, an input's spent output)
CREATE INDEX btc_transactions_txid ON btc_transactions USING hash (txid);

-- btc_outputs --------------------------------------------------------------------------------------
ALTER TABLE btc_outputs RENAME TO btc_outputs_text;
ALTER INDEX btc_outputs_pkey RENAME TO btc_outputs_text_pkey;
DROP INDEX btc_outputs_address;

CREATE TABLE btc_outputs (
  block_height BIGINT NOT NULL,
  value        BIGINT NOT NULL,             -- sat
  tx_index     INTEGER NOT NULL,
  vout         INTEGER NOT NULL,
  chain        SMALLINT NOT NULL,
  script_type  SMALLINT NOT NULL,           -- btc_script_types
  script       BYTEA,                       -- the address's output script; NULL: no address
  PRIMARY KEY (chain, block_height, tx_index, vout)
);
INSERT INTO btc_outputs (block_height, value, tx_index, vout, chain, script_type, script)
SELECT o.block_height, o.value::BIGINT, o.tx_index, o.vout, k.key, s.code, explorer_btc_script(o.address)
FROM btc_outputs_text o
JOIN chain_keys k ON k.chain = o.chain
JOIN btc_script_types s ON s.name = o.script_type;
DROP TABLE btc_outputs_text;

-- btc_inputs ---------------------------------------------------------------------------------------
ALTER TABLE btc_inputs RENAME TO btc_inputs_text;
ALTER INDEX btc_inputs_pkey RENAME TO btc_inputs_text_pkey;
DROP INDEX btc_inputs_address;
DROP INDEX btc_inputs_prevout;

CREATE TABLE btc_inputs (
  block_height BIGINT NOT NULL,
  value        BIGINT,                      -- sat; NULL when the node gave no prevout
  tx_index     INTEGER NOT NULL,
  vin          INTEGER NOT NULL,
  prev_vout    INTEGER,                     -- NULL for the coinbase input
  chain        SMALLINT NOT NULL,
  script_type  SMALLINT,                    -- of the spent output (btc_script_types)
  prev_txid    BYTEA,                       -- NULL for the coinbase input
  script       BYTEA,                       -- the spent output's address as its script
  PRIMARY KEY (chain, block_height, tx_index, vin)
);
INSERT INTO btc_inputs (block_height, value, tx_index, vin, prev_vout, chain, script_type, prev_txid, script)
SELECT i.block_height, i.value::BIGINT, i.tx_index, i.vin, i.prev_vout, k.key, s.code, decode(i.prev_txid, 'hex'), explorer_btc_script(i.address)
FROM btc_inputs_text i
JOIN chain_keys k ON k.chain = i.chain
LEFT JOIN btc_script_types s ON s.name = i.script_type;
DROP TABLE btc_inputs_text;
-- the spender of an output: the input naming its outpoint (prev_vout and chain are checked on the row)
CREATE INDEX btc_inputs_prevout ON btc_inputs USING hash (prev_txid) WHERE prev_txid IS NOT NULL;
