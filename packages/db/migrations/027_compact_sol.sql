-- Compact storage, Solana (issue 24; the shared part is 024). sol_transactions and sol_events keep
-- what they held, in fewer bytes:
--
-- * chain: the SMALLINT key (chain_keys); signatures (64 bytes), keys (signer, addresses, mints,
--   programs: 32 bytes) and the recent blockhash as BYTEA instead of base58 text (the server turns
--   them back into base58).
-- * sol_transactions: no timestamp (the block's, joined by (chain, slot)); version as a SMALLINT
--   (-1 'legacy', else the message version); the summary names the well-known programs by an alias
--   ('~' and one character, the order of SOL_PROGRAMS in packages/core; SOL_SUMMARY_PROGRAMS in
--   packages/db/src/schema-sol.ts); the packed detail leaves out the first signature and the first
--   account key (the row's signature and signer: "" in their place).
-- * keys: the detail's 32-byte keys as raw bytes (32 a key): the account keys after the fee payer
--   (the row's signer), then the other keys the detail names (mints, owners, programs); the detail
--   JSON then names each key by its index (the keyed form of packages/core sol-detail.ts). NULL:
--   the detail is in the plain packed form (the rows migrated here, or keys that are not 32 bytes).
-- * sol_events: no signature (the transaction's, joined by (chain, slot, tx_index)); event_type as a
--   SMALLINT (1 sol_transfer, 2 spl_transfer); program_id NULL when it is the type's own program
--   (the System program for 1, the Token program for 2).
-- * Indexes: the signature stays a hash index; the signer and from/to indexes go — the address
--   index (address_activity, address_summary) answers which transactions touch an address.
-- * detail and keys are STORAGE MAIN (detail lz4 where the server has it): a row above PostgreSQL's
--   toast threshold (~2 kB, whatever toast_tuple_target says: smaller rows are stored as they are)
--   has its detail compressed in the row instead of moved to TOAST.

-- sol_transactions --------------------------------------------------------------------------------
ALTER TABLE sol_transactions RENAME TO sol_transactions_text;
ALTER INDEX sol_transactions_pkey RENAME TO sol_transactions_text_pkey;
DROP INDEX sol_transactions_signature;
DROP INDEX sol_transactions_signer;

CREATE TABLE sol_transactions (
  block_height      BIGINT NOT NULL,         -- slot
  cu_limit          BIGINT,                  -- ComputeBudget SetComputeUnitLimit (a u32)
  tx_index          INTEGER NOT NULL,
  compute_units     INTEGER,                 -- consumed (at most 1,400,000 a transaction)
  chain             SMALLINT NOT NULL,
  status            SMALLINT NOT NULL,       -- 1 success, 2 failed
  signer_count      SMALLINT NOT NULL,
  instruction_count SMALLINT NOT NULL,       -- top-level instructions
  version           SMALLINT NOT NULL,       -- -1 legacy, else the message version
  vote              BOOLEAN NOT NULL,
  signature         BYTEA NOT NULL,          -- 64 bytes
  signer            BYTEA NOT NULL,          -- the fee payer (first account key), 32 bytes
  recent_blockhash  BYTEA NOT NULL,          -- 32 bytes
  keys              BYTEA,                   -- the detail's keys after the signer, 32 bytes each; NULL: detail in the plain packed form
  fee               NUMERIC(78, 0) NOT NULL, -- lamports
  signer_change     NUMERIC(78, 0),          -- lamports the fee payer gained (negative: spent); NULL without balances
  cu_price          NUMERIC(78, 0),          -- ComputeBudget SetComputeUnitPrice (micro-lamports)
  err               TEXT,                    -- the node's err as JSON
  summary           TEXT NOT NULL,           -- program:type of the first three top-level instructions (programs aliased)
  detail            TEXT,                    -- SolTransactionDetail JSON, keyed (keys NOT NULL) or packed, without s[0] and k[0][0]; NULL for a compact vote
  PRIMARY KEY (chain, block_height, tx_index)
);

INSERT INTO sol_transactions (block_height, cu_limit, tx_index, compute_units, chain, status, signer_count, instruction_count, version, vote,
                              signature, signer, recent_blockhash, fee, signer_change, cu_price, err, summary, detail)
SELECT t.block_height, t.cu_limit, t.tx_index, t.compute_units, k.key, t.status, t.signer_count, t.instruction_count,
       CASE WHEN t.version = 'legacy' THEN -1 ELSE t.version::SMALLINT END, t.vote,
       explorer_b58_decode(t.signature), explorer_b58_decode(t.signer), explorer_b58_decode(t.recent_blockhash),
       t.fee, t.signer_change, t.cu_price, t.err,
       regexp_replace(regexp_replace(regexp_replace(regexp_replace(regexp_replace(regexp_replace(regexp_replace(regexp_replace(regexp_replace(regexp_replace(regexp_replace(t.summary,
         '(^| )11111111111111111111111111111111:', '\1~0:', 'g'),
         '(^| )Vote111111111111111111111111111111111111111:', '\1~1:', 'g'),
         '(^| )Stake11111111111111111111111111111111111111:', '\1~2:', 'g'),
         '(^| )Config1111111111111111111111111111111111111:', '\1~3:', 'g'),
         '(^| )ComputeBudget111111111111111111111111111111:', '\1~4:', 'g'),
         '(^| )AddressLookupTab1e1111111111111111111111111:', '\1~5:', 'g'),
         '(^| )TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA:', '\1~6:', 'g'),
         '(^| )TokenzQdBNbLqP5VEhdkAS6EPFLC1PHnBqCXEpPxuEb:', '\1~7:', 'g'),
         '(^| )ATokenGPvbdGVxr1b2hvZbsiqW5xWH25efTNsLJA8knL:', '\1~8:', 'g'),
         '(^| )MemoSq4gqABAXKb96qnH8TysNcWxMyWCqXgDLGmfcHr:', '\1~9:', 'g'),
         '(^| )Memo1UhkJRfHyvLMcVucJwxXeuD728EqVDDwQDxFMNo:', '\1~a:', 'g'),
       regexp_replace(regexp_replace(t.detail, '^\{"s":\["[^"]*"', '{"s":[""'), '^(\{"s":\[[^]]*\],"k":\[\[)"[^"]*"', '\1""')
FROM sol_transactions_text t JOIN chain_keys k ON k.chain = t.chain;
DROP TABLE sol_transactions_text;

-- a signature is only ever looked up by equality: 4-byte hash entries
CREATE INDEX sol_transactions_signature ON sol_transactions USING hash (signature);

-- signatures and keys are random bytes (never compressed); keys stay in the row unless it is too big
-- for a page; detail is compressed in the row where lz4 is available
ALTER TABLE sol_transactions ALTER COLUMN signature SET STORAGE PLAIN;
ALTER TABLE sol_transactions ALTER COLUMN signer SET STORAGE PLAIN;
ALTER TABLE sol_transactions ALTER COLUMN recent_blockhash SET STORAGE PLAIN;
ALTER TABLE sol_transactions ALTER COLUMN keys SET STORAGE MAIN;
DO $$
BEGIN
  IF EXISTS (SELECT 1 FROM pg_settings WHERE name = 'default_toast_compression' AND 'lz4' = ANY (enumvals)) THEN
    ALTER TABLE sol_transactions ALTER COLUMN detail SET COMPRESSION lz4;
    ALTER TABLE sol_transactions ALTER COLUMN detail SET STORAGE MAIN;
    ALTER TABLE sol_transactions SET (toast_tuple_target = 128);
  ELSE
    ALTER TABLE sol_transactions ALTER COLUMN detail SET STORAGE EXTERNAL;
  END IF;
END $$;

-- sol_events --------------------------------------------------------------------------------------
ALTER TABLE sol_events RENAME TO sol_events_text;
ALTER INDEX sol_events_pkey RENAME TO sol_events_text_pkey;
DROP INDEX sol_events_from;
DROP INDEX sol_events_to;

CREATE TABLE sol_events (
  block_height      BIGINT NOT NULL,
  tx_index          INTEGER NOT NULL,
  event_index       INTEGER NOT NULL,
  instruction_index INTEGER NOT NULL,
  inner_index       INTEGER,
  chain             SMALLINT NOT NULL,
  event_type        SMALLINT NOT NULL,       -- 1 sol_transfer, 2 spl_transfer
  decimals          SMALLINT,
  from_address      BYTEA NOT NULL,
  to_address        BYTEA NOT NULL,
  mint              BYTEA,
  program_id        BYTEA,                   -- NULL: the type's program (System for 1, Token for 2)
  amount            NUMERIC(78, 0) NOT NULL,
  PRIMARY KEY (chain, block_height, tx_index, event_index)
);

INSERT INTO sol_events (block_height, tx_index, event_index, instruction_index, inner_index, chain, event_type, decimals,
                        from_address, to_address, mint, program_id, amount)
SELECT e.block_height, e.tx_index, e.event_index, e.instruction_index, e.inner_index, k.key,
       CASE e.event_type WHEN 'sol_transfer' THEN 1 ELSE 2 END, e.decimals,
       explorer_b58_decode(e.from_address), explorer_b58_decode(e.to_address), explorer_b58_decode(e.mint),
       CASE WHEN e.program_id = CASE e.event_type WHEN 'sol_transfer' THEN '11111111111111111111111111111111' ELSE 'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA' END
            THEN NULL ELSE explorer_b58_decode(e.program_id) END,
       e.amount
FROM sol_events_text e JOIN chain_keys k ON k.chain = e.chain;
DROP TABLE sol_events_text;

ALTER TABLE sol_events ALTER COLUMN from_address SET STORAGE PLAIN;
ALTER TABLE sol_events ALTER COLUMN to_address SET STORAGE PLAIN;
ALTER TABLE sol_events ALTER COLUMN mint SET STORAGE PLAIN;
ALTER TABLE sol_events ALTER COLUMN program_id SET STORAGE PLAIN;

-- Bytes → base58 (Bitcoin alphabet), leading zero bytes as '1's: the inverse of explorer_b58_decode,
-- for the few rows SQL itself must show as base58 (the alert finder's matched Solana transfers).
CREATE FUNCTION explorer_b58_encode(b BYTEA) RETURNS TEXT LANGUAGE plpgsql IMMUTABLE STRICT AS $$
DECLARE
  alphabet CONSTANT TEXT := '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';
  n NUMERIC := 0;
  zeros INT := 0;
  out TEXT := '';
BEGIN
  FOR i IN 0..length(b) - 1 LOOP
    n := n * 256 + get_byte(b, i);
  END LOOP;
  WHILE zeros < length(b) AND get_byte(b, zeros) = 0 LOOP
    zeros := zeros + 1;
  END LOOP;
  WHILE n > 0 LOOP
    out := substr(alphabet, mod(n, 58)::INT + 1, 1) || out;
    n := div(n, 58);
  END LOOP;
  RETURN repeat('1', zeros) || out;
END $$;
