/**
 * Beside the checkpoint, what the indexer last saw of each of the chain's RPC URLs
 * (sync_checkpoints.rpc_endpoints, read by /api/health): written when a URL's state, failures or
 * last fault change, else at most every few seconds (the heads move with every block).
 */
import type { Kysely } from 'kysely';
import type { ChainId } from '@explorer/core';
import type { DB } from '@explorer/db';
import { rpcEndpointReport } from '../rpc/endpoint-board';

const REFRESH_MS = 5000;

export function createRpcReporter(db: Kysely<DB>, chain: ChainId, rpcUrl: string): () => Promise<void> {
  let written = '';
  let writtenAt = 0;
  return async () => {
    const entries = rpcEndpointReport(rpcUrl);
    const key = JSON.stringify(entries.map((e) => [e.state, e.failures, e.lastFaultAt]));
    if (key === written && Date.now() - writtenAt < REFRESH_MS) return;
    const res = await db.updateTable('sync_checkpoints').set({ rpc_endpoints: JSON.stringify(entries) }).where('chain', '=', chain).executeTakeFirst();
    if (Number(res.numUpdatedRows) === 0) return; // no checkpoint yet: nothing indexed to show it beside
    written = key;
    writtenAt = Date.now();
  };
}
