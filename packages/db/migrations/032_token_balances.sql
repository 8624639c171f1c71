-- Issue 26: token balances kept at ingest (ERC-20, ERC-721, ERC-1155), from the blocks' Transfer,
-- TransferSingle and TransferBatch logs, in the same transaction that stores the block; a rollback
-- takes back what the removed blocks' logs added (the same decoding, negated).
--
-- * token_holders: a holder's balance of a token — ERC-20 the amount, ERC-721 the number of items,
--   ERC-1155 the sum over ids. A row whose balance returns to 0 is deleted. A negative balance means
--   the chain's index started after the holder received (or the token moves balances without events).
-- * token_items: ERC-721 owner per token id (balance 1), ERC-1155 balance per id and holder.
-- * token_stats: per token its standard, holder count (rows of token_holders with balance > 0, kept
--   by the writer from each upsert's before/after), minted and burned (transfers from/to the zero
--   address), transfers (moves) and, once the sampler has compared, whether balanceOf agreed.
-- * token_balance_backfill: for a database indexed before this migration, the heights whose stored
--   logs still have to be counted (from, below): the EVM indexer's background task walks them up.

CREATE TABLE token_holders (
  chain   SMALLINT NOT NULL,
  token   BYTEA NOT NULL,
  holder  BYTEA NOT NULL,
  balance NUMERIC(80, 0) NOT NULL,
  PRIMARY KEY (chain, token, holder)
);
-- top holders of a token (keyset by balance, holder) and an address's tokens
CREATE INDEX token_holders_top ON token_holders (chain, token, balance DESC, holder);
CREATE INDEX token_holders_holder ON token_holders (chain, holder, token);

CREATE TABLE token_items (
  chain    SMALLINT NOT NULL,
  token    BYTEA NOT NULL,
  token_id NUMERIC(80, 0) NOT NULL,
  holder   BYTEA NOT NULL,
  balance  NUMERIC(80, 0) NOT NULL,
  PRIMARY KEY (chain, token, token_id, holder)
);
CREATE INDEX token_items_holder ON token_items (chain, holder, token);

CREATE TABLE token_stats (
  chain          SMALLINT NOT NULL,
  token          BYTEA NOT NULL,
  standard       SMALLINT NOT NULL,           -- 1 erc20, 2 erc721, 3 erc1155
  holders        BIGINT NOT NULL,
  minted         NUMERIC(80, 0) NOT NULL,
  burned         NUMERIC(80, 0) NOT NULL,
  transfers      BIGINT NOT NULL,
  -- the balance sampler's verdict: NULL not compared yet, true every sampled balanceOf agreed
  balances_exact BOOLEAN,
  checked_height BIGINT,
  mismatch       JSONB,                       -- {holder, indexed, chain, height} of the first disagreement
  PRIMARY KEY (chain, token)
);

CREATE TABLE token_balance_backfill (
  chain       SMALLINT PRIMARY KEY,
  next_height BIGINT NOT NULL,
  below       BIGINT NOT NULL
);
INSERT INTO token_balance_backfill (chain, next_height, below)
SELECT b.chain, min(b.height), max(b.height) + 1
FROM blocks b
WHERE b.chain IN (SELECT k.key FROM chain_keys k WHERE EXISTS (SELECT 1 FROM evm_logs l WHERE l.chain = k.key))
GROUP BY b.chain;

-- A token's moves of every standard, newest first (the token page's transfers, keyset by height and
-- log index): the ERC-20 Transfer index becomes one over the three signatures. The token_transfers
-- view's filter (topic0 = Transfer AND topic3 IS NULL) implies this predicate, so it uses it too.
DROP INDEX token_transfers_token;
CREATE INDEX token_transfers_token ON evm_logs (chain, address, block_height, log_index)
  WHERE topic0 IN ('\xddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef'::bytea,
                   '\xc3d58168c5ae7397731d063d5bbf3d657854427343f4c083240f7aacaa2d0f62'::bytea,
                   '\x4a39dc06d4c0dbc64b70af90fd698a233a518aa5d07e595d983b8c0526c8f7fb'::bytea);
