-- Issue 26: internal calls that move value, kept by the EVM creation tracer from the same block
-- traces it reads for contracts created inside calls, in the same transaction that moves its cursor
-- (a reorg rollback lowers the cursor first and deletes the rows above the fork point).
--
-- * evm_internal_calls: per transaction (tx_index), in execution order (call_index): depth, kind
--   (1 call, 2 create, 3 create2, 4 selfdestruct), from, to, value in wei and, for a frame that
--   failed itself, its error (the value did not move). Frames undone by an enclosing frame's revert
--   are not stored.
-- * creation_trace_cursors.trace_method: the trace method the node serves ('trace_block',
--   'debug_traceBlockByHash') or 'none'; NULL until the tracer has asked.
-- The cursors go back to the start so the blocks traced before this migration are traced again for
-- their internal calls (the contracts they created are kept: the tracer's write is an upsert).

CREATE TABLE evm_internal_calls (
  chain        SMALLINT NOT NULL,
  block_height BIGINT NOT NULL,
  tx_index     INTEGER NOT NULL,
  call_index   INTEGER NOT NULL,
  depth        SMALLINT NOT NULL,
  kind         SMALLINT NOT NULL,
  from_addr    BYTEA NOT NULL,
  to_addr      BYTEA NOT NULL,
  value        NUMERIC(80, 0) NOT NULL,
  error        TEXT,
  PRIMARY KEY (chain, block_height, tx_index, call_index)
);
-- an address's internal calls, newest first (keyset by block_height, tx_index, call_index)
CREATE INDEX evm_internal_calls_from ON evm_internal_calls (chain, from_addr, block_height DESC, tx_index DESC, call_index DESC);
CREATE INDEX evm_internal_calls_to ON evm_internal_calls (chain, to_addr, block_height DESC, tx_index DESC, call_index DESC);

ALTER TABLE creation_trace_cursors ADD COLUMN trace_method TEXT;
UPDATE creation_trace_cursors SET height = -1;
