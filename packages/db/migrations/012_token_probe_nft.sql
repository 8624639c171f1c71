-- The token probe (packages/indexer/src/enrich) also recognises ERC-721 and ERC-1155 contracts, by
-- ERC-165 supportsInterface: its outcome column takes their values.
ALTER TABLE contracts DROP CONSTRAINT contracts_token_probe_check;
ALTER TABLE contracts ADD CONSTRAINT contracts_token_probe_check
  CHECK (token_probe IS NULL OR token_probe IN ('erc20', 'erc721', 'erc1155', 'not_erc20', 'failed'));
