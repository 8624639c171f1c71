-- ERC-20 metadata probing (packages/indexer/src/enrich): which contracts were asked name(), symbol(),
-- decimals() and totalSupply(), with what outcome, so a contract is probed once, and a probe that
-- failed because of the node (not because the contract is no token) is retried later with backoff.
ALTER TABLE contracts
  ADD COLUMN token_probe TEXT CHECK (token_probe IS NULL OR token_probe IN ('erc20', 'not_erc20', 'failed')),
  ADD COLUMN token_probed_at TIMESTAMPTZ,
  ADD COLUMN token_probe_failures INTEGER NOT NULL DEFAULT 0,
  -- rows the enricher inserted for tokens seen only in transfers (no creation tx indexed): the
  -- height of the first transfer seen, so a reorg below it can remove the row again
  ADD COLUMN token_first_seen BIGINT;

CREATE INDEX contracts_token_unprobed ON contracts (chain, id) WHERE token_probe IS NULL;
CREATE INDEX contracts_token_probe_failed ON contracts (chain, token_probed_at) WHERE token_probe = 'failed';
CREATE INDEX contracts_token_first_seen ON contracts (chain, token_first_seen) WHERE token_first_seen IS NOT NULL;

-- How far each chain's token_transfers were scanned for tokens without a contracts row; the hash of
-- the block at that height tells a later pass whether a reorg replaced it.
CREATE TABLE token_scan_cursors (
  chain      TEXT PRIMARY KEY,
  height     BIGINT NOT NULL,
  hash       TEXT,
  updated_at TIMESTAMPTZ NOT NULL DEFAULT now()
);
