-- Partitions and retention (issue 24).
--
-- Every table that grows with the chain is partitioned by RANGE (chain, height): one partition per
-- chain and span of heights (`<table>_c<key>_<first height>`, e.g. sol_transactions_c4_380160000 holds
-- Solana's slots 380,160,000 … 380,375,999), so removing old data is a DROP of whole partitions, never
-- a row-by-row delete. The span of a chain is fixed when its first partition is made (chain_retention;
-- the indexer passes the registry's span, packages/core/src/chains.ts).
--
-- * The indexer creates the partitions of a batch's heights and the next span ahead before it
--   writes (explorer_ensure_partitions, under an advisory lock: several processes may race).
-- * A DEFAULT partition per table takes any row no partition covers (a test's or a seed's direct
--   INSERT, a chain without partitions); when a partition for its range is made, the rows move in.
-- * Pruning (explorer_prune_partitions) drops the partitions entirely below a height and deletes the
--   few default-partition rows below it, and records the floor (chain_retention.pruned_below): the API
--   answers 410 for what was there. Aggregates (chain_counters, chain_hourly_stats, address_summary)
--   are not partitioned and keep their totals.
-- * Hash lookups (a tx hash, a block hash) stay index scans: the hash indexes are partitioned indexes
--   (one per partition). The primary keys include (chain, height, …); address_activity's gains chain.
--
-- Existing tables are converted in place, generically from the catalog (their columns, defaults,
-- checks, storage, indexes and storage parameters, whatever earlier migrations made of them).

CREATE TABLE chain_retention (
  chain        SMALLINT PRIMARY KEY,          -- chain_keys.key
  span         BIGINT NOT NULL CHECK (span > 0), -- heights per partition
  pruned_below BIGINT NOT NULL DEFAULT 0,     -- nothing of the chain below this height is kept
  pruned_at    TIMESTAMPTZ
);

-- the partitioned tables: their height column, whether chain is the TEXT id (else the SMALLINT key),
-- the family whose chains write them (NULL: every family) and the storage parameters of a partition
CREATE TABLE partitioned_tables (
  name          TEXT PRIMARY KEY,
  height_column TEXT NOT NULL,
  text_chain    BOOLEAN NOT NULL DEFAULT false,
  family        TEXT,
  leaf_options  TEXT NOT NULL DEFAULT ''
);

-- The partitions of `p_heights` (and of the span after the highest) for the chain's tables; a partition
-- that exists is left alone. Returns the chain's span (the recorded one; p_span records it the first time).
CREATE FUNCTION explorer_ensure_partitions(p_chain SMALLINT, p_name TEXT, p_family TEXT, p_span BIGINT, p_heights BIGINT[])
RETURNS BIGINT LANGUAGE plpgsql AS $$
DECLARE
  v_span BIGINT;
  v_locked BOOLEAN := false;
  v_bucket BIGINT;
  v_lo BIGINT;
  v_hi BIGINT;
  v_part TEXT;
  v_chain TEXT;
  v_with TEXT;
  t RECORD;
BEGIN
  SELECT r.span INTO v_span FROM chain_retention r WHERE r.chain = p_chain;
  IF v_span IS NULL THEN
    PERFORM pg_advisory_xact_lock(7316029);
    v_locked := true;
    INSERT INTO chain_retention (chain, span) VALUES (p_chain, p_span) ON CONFLICT (chain) DO NOTHING;
    SELECT r.span INTO v_span FROM chain_retention r WHERE r.chain = p_chain;
  END IF;
  FOR v_bucket IN
    SELECT DISTINCT b FROM (
      SELECT h / v_span AS b FROM unnest(p_heights) AS h WHERE h >= 0
      UNION SELECT max(h) / v_span + 1 FROM unnest(p_heights) AS h WHERE h >= 0
    ) AS buckets WHERE b IS NOT NULL ORDER BY b
  LOOP
    v_lo := v_bucket * v_span;
    v_hi := v_lo + v_span;
    FOR t IN SELECT * FROM partitioned_tables WHERE family IS NULL OR family = p_family ORDER BY name LOOP
      v_part := format('%s_c%s_%s', t.name, p_chain, v_lo);
      IF to_regclass(v_part) IS NOT NULL THEN CONTINUE; END IF;
      -- only a call that makes a partition waits for the others (one that finds them all takes no lock)
      IF NOT v_locked THEN
        PERFORM pg_advisory_xact_lock(7316029);
        v_locked := true;
        IF to_regclass(v_part) IS NOT NULL THEN CONTINUE; END IF;
      END IF;
      v_chain := CASE WHEN t.text_chain THEN quote_literal(p_name) ELSE p_chain::TEXT END;
      v_with := CASE WHEN t.leaf_options = '' THEN '' ELSE format(' WITH (%s)', t.leaf_options) END;
      BEGIN
        -- LIKE + ATTACH (not PARTITION OF): the same for an empty range and one whose rows wait in the default
        EXECUTE format('CREATE TABLE %I (LIKE %I INCLUDING DEFAULTS INCLUDING CONSTRAINTS INCLUDING STORAGE INCLUDING COMPRESSION)%s',
                       v_part, t.name, v_with);
        EXECUTE format('WITH moved AS (DELETE FROM %I WHERE chain = %s AND %I >= %s AND %I < %s RETURNING *) INSERT INTO %I SELECT * FROM moved',
                       t.name || '_default', v_chain, t.height_column, v_lo, t.height_column, v_hi, v_part);
        EXECUTE format('ALTER TABLE %I ATTACH PARTITION %I FOR VALUES FROM (%s, %s) TO (%s, %s)',
                       t.name, v_part, v_chain, v_lo, v_chain, v_hi);
      EXCEPTION WHEN duplicate_table THEN
        NULL; -- made by another process meanwhile
      END;
    END LOOP;
  END LOOP;
  RETURN v_span;
END $$;

-- Removes everything of the chain below `p_below` rounded down to its span (the granularity of
-- retention): the partitions entirely below it are dropped, the default partitions' rows below it
-- deleted. Records and returns the chain's floor (never lowered).
CREATE FUNCTION explorer_prune_partitions(p_chain SMALLINT, p_name TEXT, p_below BIGINT)
RETURNS BIGINT LANGUAGE plpgsql AS $$
DECLARE
  v_span BIGINT;
  v_floor BIGINT;
  v_chain TEXT;
  t RECORD;
  p RECORD;
BEGIN
  PERFORM pg_advisory_xact_lock(7316029);
  SELECT r.span, r.pruned_below INTO v_span, v_floor FROM chain_retention r WHERE r.chain = p_chain;
  IF v_span IS NULL OR p_below < 0 OR (p_below / v_span) * v_span <= v_floor THEN RETURN coalesce(v_floor, 0); END IF;
  v_floor := (p_below / v_span) * v_span;
  FOR t IN SELECT * FROM partitioned_tables ORDER BY name LOOP
    FOR p IN
      SELECT c.relname FROM pg_inherits i JOIN pg_class c ON c.oid = i.inhrelid
      WHERE i.inhparent = t.name::regclass
        AND c.relname ~ ('^' || t.name || '_c' || p_chain || '_[0-9]+$')
        AND substring(c.relname FROM '_([0-9]+)$')::BIGINT + v_span <= v_floor
    LOOP
      EXECUTE format('DROP TABLE %I', p.relname);
    END LOOP;
    v_chain := CASE WHEN t.text_chain THEN quote_literal(p_name) ELSE p_chain::TEXT END;
    EXECUTE format('DELETE FROM %I WHERE chain = %s AND %I < %s', t.name || '_default', v_chain, t.height_column, v_floor);
  END LOOP;
  UPDATE chain_retention SET pruned_below = v_floor, pruned_at = now() WHERE chain = p_chain;
  RETURN v_floor;
END $$;

-- the tables, their height column and family
INSERT INTO partitioned_tables (name, height_column, text_chain, family) VALUES
  ('blocks', 'height', false, NULL),
  ('address_activity', 'block_height', false, NULL),
  ('evm_transactions', 'block_height', false, 'evm'),
  ('evm_logs', 'block_height', false, 'evm'),
  ('parsed_results', 'block_height', false, 'evm'),
  ('btc_transactions', 'block_height', false, 'btc'),
  ('btc_outputs', 'block_height', false, 'btc'),
  ('btc_inputs', 'block_height', false, 'btc'),
  ('sol_transactions', 'block_height', false, 'sol'),
  ('sol_events', 'block_height', false, 'sol'),
  ('sol_mint_changes', 'block_height', true, 'sol');

-- token_transfers is a view of evm_logs: made again on the partitioned table
CREATE TEMP TABLE explorer_029_views ON COMMIT DROP AS
SELECT viewname AS name, definition FROM pg_views WHERE schemaname = current_schema() AND viewname = 'token_transfers';
DROP VIEW token_transfers;

CREATE TEMP TABLE explorer_029_indexes (tbl TEXT, def TEXT) ON COMMIT DROP;

-- each table: the old one renamed aside, the partitioned one made like it (PRIMARY KEY with chain and
-- height, a DEFAULT partition), its other indexes kept to be made after the rows are in
DO $$
DECLARE
  t RECORD;
  ix RECORD;
  v_pk TEXT[];
  v_options TEXT;
BEGIN
  FOR t IN SELECT * FROM partitioned_tables ORDER BY name LOOP
    SELECT array_agg(a.attname ORDER BY k.ord) INTO v_pk
    FROM pg_index i CROSS JOIN LATERAL unnest(i.indkey) WITH ORDINALITY AS k(attnum, ord)
    JOIN pg_attribute a ON a.attrelid = i.indrelid AND a.attnum = k.attnum
    WHERE i.indrelid = t.name::regclass AND i.indisprimary;
    IF NOT 'chain' = ANY (v_pk) THEN v_pk := v_pk || 'chain'::name; END IF;
    IF NOT t.height_column = ANY (v_pk) THEN v_pk := v_pk || t.height_column::name; END IF;
    SELECT coalesce(array_to_string(reloptions, ', '), '') INTO v_options FROM pg_class WHERE oid = t.name::regclass;
    UPDATE partitioned_tables SET leaf_options = v_options WHERE name = t.name;

    INSERT INTO explorer_029_indexes (tbl, def)
    SELECT t.name, pg_get_indexdef(i.indexrelid) FROM pg_index i
    WHERE i.indrelid = t.name::regclass AND NOT i.indisprimary;
    FOR ix IN SELECT c.relname FROM pg_index i JOIN pg_class c ON c.oid = i.indexrelid WHERE i.indrelid = t.name::regclass LOOP
      EXECUTE format('ALTER INDEX %I RENAME TO %I', ix.relname, ix.relname || '__029');
    END LOOP;
    EXECUTE format('ALTER TABLE %I RENAME TO %I', t.name, t.name || '__029');

    EXECUTE format('CREATE TABLE %I (LIKE %I INCLUDING DEFAULTS INCLUDING CONSTRAINTS INCLUDING STORAGE INCLUDING COMPRESSION, PRIMARY KEY (%s)) PARTITION BY RANGE (chain, %I)',
                   t.name, t.name || '__029', (SELECT string_agg(quote_ident(c), ', ') FROM unnest(v_pk) AS c), t.height_column);
    EXECUTE format('CREATE TABLE %I (LIKE %I INCLUDING DEFAULTS INCLUDING CONSTRAINTS INCLUDING STORAGE INCLUDING COMPRESSION)%s',
                   t.name || '_default', t.name, CASE WHEN v_options = '' THEN '' ELSE format(' WITH (%s)', v_options) END);
    EXECUTE format('ALTER TABLE %I ATTACH PARTITION %I DEFAULT', t.name, t.name || '_default');
  END LOOP;
END $$;

-- the spans of the chains the data holds (the registry's defaults; an operator's override applies to
-- chains indexed from now on), the partitions of the stored heights, then the rows
DO $$
DECLARE
  t RECORD;
  c RECORD;
  v_heights BIGINT[];
BEGIN
  FOR c IN
    SELECT k.key, k.chain, f.family, f.span
    FROM chain_keys k
    JOIN (VALUES ('eth', 'evm', 1000000), ('bsc', 'evm', 1000000), ('btc', 'btc', 50000), ('sol', 'sol', 216000)) AS f(chain, family, span) ON f.chain = k.chain
  LOOP
    v_heights := '{}';
    FOR t IN SELECT * FROM partitioned_tables WHERE family IS NULL OR family = c.family LOOP
      EXECUTE format('SELECT array_agg(DISTINCT %I / %s * %s) FROM %I WHERE chain = %s',
                     t.height_column, c.span, c.span, t.name || '__029',
                     CASE WHEN t.text_chain THEN quote_literal(c.chain) ELSE c.key::TEXT END)
        INTO v_heights;
      IF v_heights IS NOT NULL THEN
        PERFORM explorer_ensure_partitions(c.key, c.chain, c.family, c.span, v_heights);
      END IF;
    END LOOP;
  END LOOP;
  FOR t IN SELECT * FROM partitioned_tables ORDER BY name LOOP
    EXECUTE format('INSERT INTO %I SELECT * FROM %I', t.name, t.name || '__029');
    EXECUTE format('DROP TABLE %I', t.name || '__029');
  END LOOP;
END $$;

-- the other indexes (partitioned: one on each partition, made for every new one)
DO $$
DECLARE
  ix RECORD;
BEGIN
  FOR ix IN SELECT def FROM explorer_029_indexes LOOP
    EXECUTE ix.def;
  END LOOP;
END $$;

-- address_activity's BRIN on block_height mixed the chains' heights; per partition it holds one chain's
-- span, in the order the rows arrive

DO $$
DECLARE
  v RECORD;
BEGIN
  FOR v IN SELECT name, definition FROM explorer_029_views LOOP
    EXECUTE format('CREATE VIEW %I AS %s', v.name, v.definition);
  END LOOP;
END $$;
