/**
 * One JSON-RPC call to a chain's node (config.rpcUrls, several providers comma-separated: the next is
 * asked when one does not answer), for the Etherscan API's proxy module and balances. The node's
 * answer object is handed back as it came ({ result } or { error }); null when no node answered.
 */
import { redactRpcUrl, splitRpcUrls, type ChainId, type Logger } from '@explorer/core';

export interface NodeRpcAnswer {
  result?: unknown;
  error?: { code?: number; message?: string };
}

export interface NodeRpc {
  call(chain: ChainId, method: string, params: readonly unknown[]): Promise<NodeRpcAnswer | null>;
}

export function createNodeRpc(options: {
  rpcUrls: Partial<Record<ChainId, string>>;
  timeoutMs?: number;
  logger?: Logger;
}): NodeRpc {
  const { rpcUrls, timeoutMs = 5000, logger } = options;
  return {
    async call(chain, method, params) {
      const url = rpcUrls[chain];
      if (!url) return null;
      const body = JSON.stringify({ jsonrpc: '2.0', id: 1, method, params });
      for (const node of splitRpcUrls(url)) {
        try {
          const res = await fetch(node, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body,
            signal: AbortSignal.timeout(timeoutMs),
          });
          if (!res.ok) throw new Error(`HTTP ${res.status}`);
          const reply = (await res.json()) as NodeRpcAnswer | null;
          if (typeof reply !== 'object' || reply === null || Array.isArray(reply))
            throw new Error('not a JSON-RPC answer');
          return {
            ...(reply.error !== undefined ? { error: reply.error } : { result: reply.result ?? null }),
          };
        } catch (err) {
          logger?.warn(
            { chain, rpc: redactRpcUrl(node), method, err: err instanceof Error ? err.message : String(err) },
            'node call failed',
          );
        }
      }
      return null;
    },
  };
}
