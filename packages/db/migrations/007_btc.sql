-- Bitcoin. A block is a row of `blocks` (miner: the coinbase tag when a pool is known; miner_tip:
-- the fees; value_sum: Σ outputs; extra: version, bits, nonce, merkle root, difficulty, weight,
-- stripped size, subsidy, reward) and a transaction a row of `transactions` (hash: txid; value:
-- Σ outputs; fee; status 1; the EVM columns NULL). What only Bitcoin has is kept here: each
-- transaction's sizes and witness id, its inputs, and its outputs — the UTXOs. Who spent an output
-- is the input whose outpoint names it (btc_inputs_prevout): nothing is updated at ingest, and a
-- reorg that removes the spending block's inputs unspends the output by that alone.
CREATE TABLE btc_transactions (
  chain        TEXT NOT NULL,
  block_height BIGINT NOT NULL,
  tx_index     INTEGER NOT NULL,
  txid         TEXT NOT NULL,
  wtxid        TEXT NOT NULL,
  size         INTEGER NOT NULL,
  vsize        INTEGER NOT NULL,
  weight       INTEGER NOT NULL,
  coinbase     BOOLEAN NOT NULL,
  value_in     NUMERIC(78, 0),             -- sat; NULL when an input's value is unknown
  PRIMARY KEY (chain, block_height, tx_index)
);

CREATE TABLE btc_outputs (
  chain        TEXT NOT NULL,
  block_height BIGINT NOT NULL,
  txid         TEXT NOT NULL,
  vout         INTEGER NOT NULL,
  tx_index     INTEGER NOT NULL,
  value        NUMERIC(78, 0) NOT NULL,    -- sat
  address      TEXT,
  script_type  TEXT NOT NULL,
  -- txids are not unique in history (BIP 30: two coinbases repeat): the height keeps rows apart
  PRIMARY KEY (chain, block_height, txid, vout)
);
CREATE INDEX btc_outputs_address ON btc_outputs (chain, address, block_height);

CREATE TABLE btc_inputs (
  chain        TEXT NOT NULL,
  block_height BIGINT NOT NULL,
  txid         TEXT NOT NULL,
  vin          INTEGER NOT NULL,
  tx_index     INTEGER NOT NULL,
  prev_txid    TEXT,                       -- NULL for the coinbase input
  prev_vout    INTEGER,
  value        NUMERIC(78, 0),             -- sat; NULL when the node gave no prevout
  address      TEXT,
  script_type  TEXT,
  PRIMARY KEY (chain, block_height, txid, vin)
);
CREATE INDEX btc_inputs_address ON btc_inputs (chain, address, block_height);
-- the spender of an output: the input naming its outpoint
CREATE INDEX btc_inputs_prevout ON btc_inputs (chain, prev_txid, prev_vout) WHERE prev_txid IS NOT NULL;
