-- The contracts console's and the sol mints list's search (搜索地址/哈希或名称, 搜索地址或名称) finds
-- any part of an address, a name or a symbol: LIKE/ILIKE '%text%' of 3 characters or more is a
-- trigram lookup on these GIN indexes, not a walk of the chain's contracts. pg_trgm ships with
-- PostgreSQL's contrib and with PGlite (loaded by packages/db when it opens PGlite).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
CREATE INDEX contracts_address_trgm ON contracts USING gin (address gin_trgm_ops);
CREATE INDEX contracts_name_trgm ON contracts USING gin (name gin_trgm_ops);
CREATE INDEX contracts_symbol_trgm ON contracts USING gin (symbol gin_trgm_ops);
