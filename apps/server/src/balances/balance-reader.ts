/**
 * On-demand native balances of saved addresses (DESIGN §1: the one read the server makes from a
 * node): one JSON-RPC batch per call with a short timeout, of the chain family's balance call
 * (EVM: eth_getBalance; Solana: getBalance, lamports read as exact text). An address the node did not
 * answer for (node down, timeout, error entry) gets null, never a guess. A family without the call
 * (Bitcoin: its balances come from the stored unspent outputs) gets nulls.
 */
import { redactRpcUrl, splitRpcUrls, type ChainId, type Logger } from '@explorer/core';
import { serverFamilyIfAny } from '../families';

export interface BalanceReader {
  /** Balances in base units, in the order of `addresses`; null where unknown. */
  balances(chain: ChainId, addresses: readonly string[]): Promise<(bigint | null)[]>;
}

export interface RpcBalanceReaderOptions {
  rpcUrls: Partial<Record<ChainId, string>>;
  /** per batch; default 3000 ms */
  timeoutMs?: number;
  logger?: Logger;
}

interface RpcReply {
  id?: unknown;
  result?: unknown;
}

/** getBalance's lamports may pass 2^53: kept as text before JSON.parse rounds them */
const exactValues = (text: string) => text.replace(/"value"\s*:\s*(\d+)/g, '"value":"$1"');

export function createRpcBalanceReader(options: RpcBalanceReaderOptions): BalanceReader {
  const { rpcUrls, timeoutMs = 3000, logger } = options;
  return {
    async balances(chain, addresses) {
      const url = rpcUrls[chain];
      const unknown = addresses.map(() => null);
      // the call of the chain's family (families/<family>/index.ts nodeBalance); none: no account balances
      const family = serverFamilyIfAny(chain)?.nodeBalance;
      if (!url || !family || addresses.length === 0) return unknown;
      const batch = JSON.stringify(addresses.map((address, id) => ({ jsonrpc: '2.0', id, ...family.call(address) })));
      // several providers (comma-separated): the next is asked when one does not answer
      for (const node of splitRpcUrls(url)) {
        try {
          const res = await fetch(node, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: batch,
            signal: AbortSignal.timeout(timeoutMs),
          });
          if (!res.ok) throw new Error(`HTTP ${res.status}`);
          const replies: unknown = JSON.parse(exactValues(await res.text()));
          if (!Array.isArray(replies)) throw new Error('not a batch reply');
          const byId = new Map<unknown, unknown>((replies as RpcReply[]).map((r) => [r?.id, r?.result]));
          return addresses.map((_, id) => family.read(byId.get(id)));
        } catch (err) {
          logger?.warn({ chain, rpc: redactRpcUrl(node), err: err instanceof Error ? err.message : String(err) }, 'balance read failed');
        }
      }
      return unknown;
    },
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    balances: BalanceReader;
  }
}

/** Balances of addresses on mixed chains as decimal strings (null where unknown): one batch per chain, chains in parallel. */
export async function balancesOf(reader: BalanceReader, entries: readonly { chain: ChainId; address: string }[]): Promise<(string | null)[]> {
  const byChain = new Map<ChainId, number[]>();
  entries.forEach((e, i) => byChain.set(e.chain, [...(byChain.get(e.chain) ?? []), i]));
  const out: (string | null)[] = entries.map(() => null);
  await Promise.all(
    [...byChain].map(async ([chain, indexes]) => {
      const values = await reader.balances(chain, indexes.map((i) => entries[i]!.address));
      indexes.forEach((entryIndex, k) => (out[entryIndex] = values[k]?.toString() ?? null));
    }),
  );
  return out;
}
