/**
 * Each chain's indexing health from its checkpoint, judged with the registry's block time: behind the
 * node by more than about two minutes of blocks is 'lagging'; a checkpoint not moved for ten block
 * times (at least two minutes) is 'stalled' — an indexer that stopped also stops updating the node
 * head, so lag alone cannot see it. Either makes the service 'degraded'.
 */
import { CHAINS, RPC_ENDPOINT_STATES, type ChainId, type RpcEndpointReport } from '@explorer/core';
import type { CheckpointRow } from '../../plugins/app/health-repository';

export type ChainState = 'ok' | 'lagging' | 'stalled' | 'not started' | 'not indexed';

export interface ChainHealth {
  indexed: boolean;
  state: ChainState;
  indexedHeight?: number | null;
  nodeHead?: number | null;
  lag?: number | null;
  /** bound on lag, in blocks, before the chain counts as lagging */
  maxLag?: number;
  /** ISO time of the indexed tip block */
  lastBlockTime?: string | null;
  /** ISO time the checkpoint last moved */
  updatedAt?: string | null;
  /** each URL of the chain's RPC setting as the indexer last saw it (redacted: scheme, host, port) */
  rpc?: RpcEndpointReport[];
}

const RPC_STATES = new Set<string>(RPC_ENDPOINT_STATES);

/** the indexer's report as written (sync_checkpoints.rpc_endpoints), entries of another shape left out */
function rpcHealth(rows: unknown[] | null): RpcEndpointReport[] | undefined {
  if (!Array.isArray(rows)) return undefined;
  return rows.filter((r): r is RpcEndpointReport => {
    const e = r as Partial<RpcEndpointReport> | null;
    return typeof e?.url === 'string' && RPC_STATES.has(String(e.state)) && typeof e.failures === 'number' && (e.head === null || typeof e.head === 'number');
  }).map(({ url, state, head, failures, lastFault, lastFaultAt }) => ({ url, state, head, failures, ...(lastFault ? { lastFault, lastFaultAt } : {}) }));
}

export const maxLagBlocks = (chain: ChainId) => Math.max(2, Math.ceil(120 / CHAINS[chain].blockTime));
export const stallAfterMs = (chain: ChainId) => Math.max(120_000, 10_000 * CHAINS[chain].blockTime);

export function chainHealth(chain: ChainId, cp: CheckpointRow | undefined, now = Date.now()): ChainHealth {
  if (!CHAINS[chain].indexed) return { indexed: false, state: 'not indexed' };
  if (!cp) return { indexed: true, state: 'not started', indexedHeight: null, nodeHead: null, lag: null, maxLag: maxLagBlocks(chain), lastBlockTime: null, updatedAt: null };
  const lag = cp.node_head === null ? null : Math.max(0, cp.node_head - cp.height);
  const updatedAt = new Date(cp.updated_at);
  const state: ChainState = now - updatedAt.getTime() > stallAfterMs(chain) ? 'stalled' : lag !== null && lag > maxLagBlocks(chain) ? 'lagging' : 'ok';
  return {
    indexed: true,
    state,
    indexedHeight: cp.height,
    nodeHead: cp.node_head,
    lag,
    maxLag: maxLagBlocks(chain),
    lastBlockTime: cp.tip_time === null ? null : new Date(cp.tip_time * 1000).toISOString(),
    updatedAt: updatedAt.toISOString(),
    ...(cp.rpc_endpoints ? { rpc: rpcHealth(cp.rpc_endpoints) } : {}),
  };
}

export const isDegraded = (chains: ChainHealth[]) => chains.some((c) => c.state === 'lagging' || c.state === 'stalled');
