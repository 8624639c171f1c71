-- The network each chain's node reports, recorded by the indexer when it checks the node (Bitcoin:
-- getblockchaininfo's chain — main, test, testnet4, signet, regtest). The API checks the chain's
-- addresses against it (a regtest chain takes bcrt1… / m… / n… / 2…) and GET /api/config reports it.
CREATE TABLE chain_networks (
  chain      TEXT PRIMARY KEY,
  network    TEXT NOT NULL,
  updated_at TIMESTAMPTZ NOT NULL DEFAULT now()
);
