-- The global search's contract and token lookups by name or symbol (GET /api/no-auth/search): an
-- anchored lower-case prefix (LIKE 'text%' in byte order) is an index range on these, not a walk of
-- the chain's contracts.
CREATE INDEX contracts_name_prefix ON contracts (chain, (lower(name) COLLATE "C"), id);
CREATE INDEX contracts_symbol_prefix ON contracts (chain, (lower(symbol) COLLATE "C"), id);
