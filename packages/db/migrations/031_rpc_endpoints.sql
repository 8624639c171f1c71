-- Issue 25: a chain's RPC setting may name several providers. The indexer records what it last saw of
-- each (redacted URL, state, head, consecutive failures, last fault) beside its checkpoint, so
-- /api/health of any API process shows the failing or lagging URL while the indexer works around it.
ALTER TABLE sync_checkpoints ADD COLUMN rpc_endpoints JSONB;
