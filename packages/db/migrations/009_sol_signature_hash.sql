-- A signature is only ever looked up by equality: a hash index replaces the B-tree on (chain,
-- signature). Its entries are 4-byte hashes instead of 88-character base58 keys compared under the
-- database collation, so every Solana transaction (~1,500 a mainnet slot) costs the writer less;
-- the query's chain = … is checked on the rows found.
DROP INDEX sol_transactions_signature;
CREATE INDEX sol_transactions_signature ON sol_transactions USING hash (signature);
