/**
 * What the index does not keep and Esplora shows — a transaction's version, lock time, input scripts,
 * witnesses and sequences, and the scripts of outputs without an address — read from the chain's node:
 * `getrawtransaction <txid> 2 <blockhash>` (the block hash from the index, so no -txindex is needed;
 * Core ≥ 25 adds each input's prevout script), batched per answer, kept in a bounded cache (a
 * transaction in a block never changes; a reorg changes the block hash, which is part of the key).
 */
import { redactRpcUrl, type Logger } from '@explorer/core';
import { createRpcClient, RpcResponseError, type RpcClient } from '@explorer/indexer';

export interface NodeTx {
  hex: string;
  /** each input's spent script (hex), where the node gave the prevout */
  prevoutScripts: (string | null)[];
  /** the fee in satoshi, where the node gave it (verbosity 2 with prevouts) */
  fee: number | null;
}

export interface NodeTxReader {
  /** by txid; a transaction the node did not give is missing from the map */
  read(txs: readonly { txid: string; blockHash: string }[]): Promise<Map<string, NodeTx>>;
}

export class NodeUnavailableError extends Error {
  constructor(cause: unknown) {
    super('the chain’s node did not answer', { cause });
    this.name = 'NodeUnavailableError';
  }
}

const CACHE_MAX = 4096;

interface RawJson {
  hex?: unknown;
  fee?: unknown;
  vin?: { prevout?: { scriptPubKey?: { hex?: unknown } } }[];
}

export function createNodeTxReader(url: string | undefined, logger?: Logger): NodeTxReader {
  let client: RpcClient | undefined;
  const cache = new Map<string, NodeTx>();
  return {
    async read(txs) {
      const out = new Map<string, NodeTx>();
      const missing = txs.filter((t) => {
        const hit = cache.get(`${t.txid}:${t.blockHash}`);
        if (hit) out.set(t.txid, hit);
        return !hit;
      });
      if (missing.length === 0) return out;
      if (!url) throw new NodeUnavailableError('no node URL configured');
      client ??= createRpcClient({ url, transport: 'plain', retryCount: 1, timeoutMs: 10_000, batchSize: 50, logger });
      let settled: PromiseSettledResult<RawJson>[];
      try {
        settled = await client.requestSettled<RawJson>(missing.map((t) => ({ method: 'getrawtransaction', params: [t.txid, 2, t.blockHash] })));
      } catch (err) {
        logger?.warn({ rpc: redactRpcUrl(url), err: err instanceof Error ? err.message : String(err) }, 'esplora: raw transactions unavailable');
        throw new NodeUnavailableError(err);
      }
      // an answer the node refused (not found) leaves the transaction out; no answer at all is the node away
      const away = settled.find((s) => s.status === 'rejected' && !(s.reason instanceof RpcResponseError));
      if (away) {
        const reason = (away as PromiseRejectedResult).reason as unknown;
        logger?.warn({ rpc: redactRpcUrl(url), err: reason instanceof Error ? reason.message : String(reason) }, 'esplora: raw transactions unavailable');
        throw new NodeUnavailableError(reason);
      }
      settled.forEach((s, k) => {
        if (s.status !== 'fulfilled' || typeof s.value?.hex !== 'string') return;
        const tx: NodeTx = {
          hex: s.value.hex,
          prevoutScripts: (s.value.vin ?? []).map((i) => (typeof i.prevout?.scriptPubKey?.hex === 'string' ? i.prevout.scriptPubKey.hex : null)),
          // Core writes BTC with 8 decimals: rounding the product recovers the satoshi exactly
          fee: typeof s.value.fee === 'number' ? Math.round(s.value.fee * 1e8) : null,
        };
        const key = `${missing[k]!.txid}:${missing[k]!.blockHash}`;
        if (cache.size >= CACHE_MAX) cache.delete(cache.keys().next().value!);
        cache.set(key, tx);
        out.set(missing[k]!.txid, tx);
      });
      return out;
    },
  };
}
