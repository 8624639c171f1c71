-- Compact storage, part 1 (issue 24): what every family shares.
--
-- * The chain of a chain-data row is a SMALLINT key (chain_keys; the core registry's ChainInfo.key),
--   not its name as text: 2 bytes, compared as an integer in every index.
-- * Hashes and addresses are BYTEA: the raw bytes (32-byte hashes, 20-byte EVM addresses, 32-byte
--   Solana keys, a Bitcoin address as its output script). Both engines return a BYTEA as '0x…' hex
--   text (packages/db/src/database.ts), and take one as '\x…' hex text (bytea() in @explorer/db):
--   the families' wire code turns them into the forms the API shows (hex, base58, bech32).
-- * Columns are ordered fixed width first (8, 4, 2 bytes), then variable width: no alignment padding.
-- * Every table that grows with the chain keys its rows by (chain, block_height, …) and has no
--   unique index without the height, so it can later be partitioned by height range.
--
-- The migration converts what is stored (the decoders below turn base58 and Bitcoin addresses into
-- bytes in SQL; they stay for later migrations and for operators).

CREATE TABLE chain_keys (
  key   SMALLINT PRIMARY KEY,
  chain TEXT NOT NULL UNIQUE
);
INSERT INTO chain_keys (key, chain) VALUES (1, 'eth'), (2, 'bsc'), (3, 'btc'), (4, 'sol');

-- Base58 (Bitcoin alphabet) text → bytes, leading '1's as zero bytes.
CREATE FUNCTION explorer_b58_decode(s TEXT) RETURNS BYTEA LANGUAGE plpgsql IMMUTABLE STRICT AS $$
DECLARE
  alphabet CONSTANT TEXT := '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';
  n NUMERIC := 0;
  digit INT;
  zeros INT := 0;
  out BYTEA := '';
BEGIN
  FOR i IN 1..length(s) LOOP
    digit := strpos(alphabet, substr(s, i, 1)) - 1;
    IF digit < 0 THEN RAISE EXCEPTION 'not base58: %', s; END IF;
    n := n * 58 + digit;
  END LOOP;
  WHILE zeros < length(s) AND substr(s, zeros + 1, 1) = '1' LOOP
    zeros := zeros + 1;
  END LOOP;
  WHILE n > 0 LOOP
    out := set_byte('\x00'::BYTEA, 0, mod(n, 256)::INT) || out;
    n := div(n, 256);
  END LOOP;
  RETURN decode(repeat('00', zeros), 'hex') || out;
END $$;

-- A Bitcoin address (base58check P2PKH/P2SH of any network, bech32/bech32m segwit of bc, tb, bcrt)
-- → its output script. The checksum is not verified: the addresses come from our own tables.
CREATE FUNCTION explorer_btc_script(a TEXT) RETURNS BYTEA LANGUAGE plpgsql IMMUTABLE STRICT AS $$
DECLARE
  charset CONSTANT TEXT := 'qpzry9x8gf2tvdw0s3jn54khce6mua7l';
  low TEXT := lower(a);
  sep INT;
  data TEXT;
  version INT;
  acc INT := 0;
  bits INT := 0;
  program BYTEA := '';
  raw BYTEA;
BEGIN
  IF low ~ '^(bc|tb|bcrt)1[qpzry9x8gf2tvdw0s3jn54khce6mua7l]+$' THEN
    sep := length(low) - strpos(reverse(low), '1') + 1;
    data := substr(low, sep + 1, length(low) - sep - 6);
    version := strpos(charset, substr(data, 1, 1)) - 1;
    FOR i IN 2..length(data) LOOP
      acc := (acc << 5) | (strpos(charset, substr(data, i, 1)) - 1);
      bits := bits + 5;
      IF bits >= 8 THEN
        bits := bits - 8;
        program := program || set_byte('\x00'::BYTEA, 0, (acc >> bits) & 255);
      END IF;
      acc := acc & ((1 << bits) - 1);
    END LOOP;
    RETURN set_byte('\x00'::BYTEA, 0, CASE WHEN version = 0 THEN 0 ELSE 80 + version END)
      || set_byte('\x00'::BYTEA, 0, length(program)) || program;
  END IF;
  raw := explorer_b58_decode(a);
  IF length(raw) <> 25 THEN RETURN NULL; END IF;
  IF get_byte(raw, 0) IN (0, 111) THEN RETURN '\x76a914'::BYTEA || substring(raw FROM 2 FOR 20) || '\x88ac'::BYTEA; END IF;
  IF get_byte(raw, 0) IN (5, 196) THEN RETURN '\xa914'::BYTEA || substring(raw FROM 2 FOR 20) || '\x87'::BYTEA; END IF;
  RETURN NULL;
END $$;

-- A stored address of a chain as its bytes: EVM hex, Solana base58, Bitcoin address → script.
CREATE FUNCTION explorer_address_bytes(chain TEXT, address TEXT) RETURNS BYTEA LANGUAGE sql IMMUTABLE STRICT AS $$
  SELECT CASE
    WHEN address ~ '^0x[0-9a-fA-F]*$' THEN decode(substr(address, 3), 'hex')
    WHEN chain = 'btc' THEN explorer_btc_script(address)
    ELSE explorer_b58_decode(address)
  END
$$;

-- A stored hash of a chain as its bytes: '0x' hex (EVM), bare hex (Bitcoin), base58 (Solana).
CREATE FUNCTION explorer_hash_bytes(chain TEXT, hash TEXT) RETURNS BYTEA LANGUAGE sql IMMUTABLE STRICT AS $$
  SELECT CASE
    WHEN hash ~ '^0x[0-9a-fA-F]*$' THEN decode(substr(hash, 3), 'hex')
    WHEN chain = 'sol' THEN explorer_b58_decode(hash)
    ELSE decode(hash, 'hex')
  END
$$;

-- blocks ------------------------------------------------------------------------------------------
ALTER TABLE blocks RENAME TO blocks_text;
ALTER INDEX blocks_pkey RENAME TO blocks_text_pkey;
ALTER INDEX blocks_chain_hash RENAME TO blocks_text_chain_hash;
ALTER INDEX blocks_chain_time RENAME TO blocks_text_chain_time;
ALTER INDEX blocks_chain_tx_total RENAME TO blocks_text_chain_tx_total;

CREATE TABLE blocks (
  height         BIGINT NOT NULL,
  timestamp      BIGINT NOT NULL,           -- unix seconds
  tx_total       BIGINT NOT NULL DEFAULT 0, -- transactions of this chain indexed up to and including this block
  size           INTEGER NOT NULL,
  tx_count       INTEGER NOT NULL,
  chain          SMALLINT NOT NULL,
  hash           BYTEA NOT NULL,
  parent_hash    BYTEA NOT NULL,
  miner          TEXT,                      -- EVM coinbase (hex), btc pool tag, sol leader (base58)
  gas_used       NUMERIC(78, 0),
  gas_limit      NUMERIC(78, 0),
  base_fee       NUMERIC(78, 0),
  difficulty     NUMERIC(78, 0),
  miner_tip      NUMERIC(78, 0) NOT NULL DEFAULT 0,
  burned         NUMERIC(78, 0) NOT NULL DEFAULT 0,
  value_sum      NUMERIC(78, 0) NOT NULL DEFAULT 0,
  gas_price_sum  NUMERIC(78, 0) NOT NULL DEFAULT 0,
  extra          JSONB,
  PRIMARY KEY (chain, height)
);

INSERT INTO blocks (height, timestamp, tx_total, size, tx_count, chain, hash, parent_hash, miner, gas_used, gas_limit,
                    base_fee, difficulty, miner_tip, burned, value_sum, gas_price_sum, extra)
SELECT b.height, b.timestamp, b.tx_total, b.size, b.tx_count, k.key, explorer_hash_bytes(b.chain, b.hash), explorer_hash_bytes(b.chain, b.parent_hash),
       b.miner, b.gas_used, b.gas_limit, b.base_fee, b.difficulty, b.miner_tip, b.burned, b.value_sum, b.gas_price_sum, b.extra
FROM blocks_text b JOIN chain_keys k ON k.chain = b.chain;
DROP TABLE blocks_text;

-- by hash: equality only (search, a parent link): a hash index, 4-byte entries instead of 32-byte keys
CREATE INDEX blocks_hash ON blocks USING hash (hash);
CREATE INDEX blocks_chain_time ON blocks (chain, timestamp);
CREATE INDEX blocks_chain_tx_total ON blocks (chain, tx_total, height);
-- a miner's blocks over time (personal mining earnings; migration 004)
CREATE INDEX blocks_chain_miner_time ON blocks (chain, miner, timestamp);

-- the address index -------------------------------------------------------------------------------
-- address_summary keys each (chain, address) by an 8-byte id; address_activity names the address by
-- that id (8 bytes instead of the chain and the address's bytes, in the heap and in the primary key).
-- The id is global (one sequence for every chain): a page of an address is its id's primary-key range.
ALTER TABLE address_activity RENAME TO address_activity_text;
ALTER INDEX address_activity_pkey RENAME TO address_activity_text_pkey;
ALTER INDEX address_activity_height RENAME TO address_activity_text_height;
ALTER TABLE address_summary RENAME TO address_summary_text;
ALTER INDEX address_summary_pkey RENAME TO address_summary_text_pkey;

CREATE TABLE address_summary (
  id                 BIGINT GENERATED BY DEFAULT AS IDENTITY,
  tx_count           BIGINT NOT NULL,
  first_seen_height  BIGINT NOT NULL,
  first_seen_time    BIGINT NOT NULL,
  last_seen_height   BIGINT NOT NULL,
  last_seen_time     BIGINT NOT NULL,
  chain              SMALLINT NOT NULL,
  address            BYTEA NOT NULL,
  PRIMARY KEY (chain, address)
);
CREATE UNIQUE INDEX address_summary_id ON address_summary (id);
-- every batch updates the summaries of the addresses it touches (a busy one in every batch): room in
-- each page lets the new version stay in its page (a HOT update, no index entry; the old one is pruned
-- in place) instead of growing the table by a row a batch
ALTER TABLE address_summary SET (fillfactor = 70);
INSERT INTO address_summary (tx_count, first_seen_height, first_seen_time, last_seen_height, last_seen_time, chain, address)
SELECT s.tx_count, s.first_seen_height, s.first_seen_time, s.last_seen_height, s.last_seen_time, k.key, explorer_address_bytes(s.chain, s.address)
FROM address_summary_text s JOIN chain_keys k ON k.chain = s.chain
WHERE explorer_address_bytes(s.chain, s.address) IS NOT NULL
ORDER BY k.key, s.first_seen_height, s.address;

CREATE TABLE address_activity (
  address_id   BIGINT NOT NULL,           -- address_summary.id
  block_height BIGINT NOT NULL,
  tx_index     INTEGER NOT NULL,
  chain        SMALLINT NOT NULL,         -- a rollback deletes by (chain, block_height)
  flags        SMALLINT NOT NULL,
  PRIMARY KEY (address_id, block_height, tx_index)
);
INSERT INTO address_activity (address_id, block_height, tx_index, chain, flags)
SELECT s.id, a.block_height, a.tx_index, s.chain, a.flags
FROM address_activity_text a
JOIN chain_keys k ON k.chain = a.chain
JOIN address_summary s ON s.chain = k.key AND s.address = explorer_address_bytes(a.chain, a.address);
DROP TABLE address_activity_text;
DROP TABLE address_summary_text;
CREATE INDEX address_activity_height ON address_activity USING brin (block_height);
