-- A Bitcoin block's distinct-address sketch (issue 24): out of the `extra` JSON into its own BYTEA
-- column, 1,024 raw bytes instead of 2,048 hex characters inside the JSON. In the JSON it made a btc
-- block's `extra` ~2.4 KB, stored out of line (TOAST), so every read of a block's header fields (the
-- block list, a block's page, the CSV) fetched and decompressed it and took it out again
-- (`extra - 'address_sketch'`): ~3 pages a block at 10M rows. Now `extra` is ~300 bytes and stays in
-- the row, and only the statistics window reads the sketch. NULL for the other families and for a
-- block without one.
ALTER TABLE blocks ADD COLUMN address_sketch BYTEA;

-- 1,024 bytes: kept in the row (no compression attempt, no TOAST) unless the row is too big for a page
ALTER TABLE blocks ALTER COLUMN address_sketch SET STORAGE MAIN;

UPDATE blocks
SET address_sketch = decode(extra->>'address_sketch', 'hex'),
    extra = extra - 'address_sketch'
WHERE extra ? 'address_sketch';
