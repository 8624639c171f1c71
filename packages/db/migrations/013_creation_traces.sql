-- Contracts created inside calls (CREATE and CREATE2 below a transaction's top call frame) are
-- found by tracing the stored blocks (packages/indexer/src/trace). The cursor is the highest height
-- of a chain traced so far. A reorg rollback lowers it to the fork point in the rollback's own
-- transaction (taking this row's lock), so the tracer traces the new branch and never writes a
-- creation in a block the rollback removed.
CREATE TABLE creation_trace_cursors (
  chain      TEXT PRIMARY KEY,
  height     BIGINT NOT NULL,
  updated_at TIMESTAMPTZ NOT NULL DEFAULT now()
);
