/**
 * The token metadata loop, beside (never inside) the ingest path: each pass takes a bounded batch of
 * contracts due for a probe — unprobed contracts rows, node-failed probes past their backoff, and
 * tokens seen in transfers without a row — asks each for name/symbol/decimals/totalSupply and its
 * ERC-165 interfaces (ERC-721, ERC-1155) with batched eth_calls, and writes what it learned. It sleeps only when nothing is left; a failing
 * pass (database, unreachable node) is logged and retried with backoff, never thrown.
 */
import type { ChainInfo, Logger } from '@explorer/core';
import type { Database } from '@explorer/db';
import { createRpcClient, errorSummary, sleep, type RpcClientOptions } from '../../../rpc';
import { dueContracts, type RetryPolicy } from './probe-candidates';
import { probeContracts } from './probe-contracts';
import { ensureDefaultParserConfigs } from '@explorer/db';
import { defaultErc20ParserConfigs } from '../../../chains/evm/parse/erc20-parser-configs';
import { saveProbe } from './save-probe';
import { scanNewTokens, type ScanOptions } from './transfer-scan';

export interface TokenEnricherOptions {
  database: Database;
  chain: ChainInfo;
  rpcUrl: string;
  logger: Logger;
  /** pause between passes once nothing is left to probe (default 3000 ms) */
  intervalMs?: number;
  /** contracts probed per pass, 6 eth_calls each, 2 more for an ERC-165 contract (default 50) */
  batchSize?: number;
  /** first retry of a probe the node failed, doubled per failure up to retryMaxMs (default 30 s / 1 h) */
  retryBaseMs?: number;
  retryMaxMs?: number;
  /** blocks of token_transfers scanned per pass (default 1000) */
  scanWindowBlocks?: number;
  /** how far the transfer scan steps back after a reorg (default 256, the indexer's default deepest reorg) */
  reorgRewindBlocks?: number;
  /** RPC client tuning (default: batches of 16, 2 retries: a failed probe is retried on a later pass anyway) */
  rpc?: Partial<Omit<RpcClientOptions, 'url' | 'logger'>>;
}

export interface EnrichPassStats {
  probed: number;
  erc20: number;
  erc721: number;
  erc1155: number;
  /** no token standard found */
  notErc20: number;
  failed: number;
  /** rows written (a row deleted by a reorg meanwhile is not) */
  written: number;
  /** more is due right away: the next pass should not wait */
  more: boolean;
}

export interface TokenEnricher {
  /** Enriches until the signal aborts; resolves then. */
  run(signal?: AbortSignal): Promise<void>;
  /** One pass. Rejects on a database error or when the node cannot be reached at all. */
  runOnce(signal?: AbortSignal): Promise<EnrichPassStats>;
}

export function createTokenEnricher(opts: TokenEnricherOptions): TokenEnricher {
  const { chain, logger } = opts;
  const db = opts.database.db;
  const intervalMs = opts.intervalMs ?? 3000;
  const batchSize = opts.batchSize ?? 50;
  const retry: RetryPolicy = {
    retryBaseMs: opts.retryBaseMs ?? 30_000,
    retryMaxMs: opts.retryMaxMs ?? 3_600_000,
  };
  const scan: ScanOptions = {
    windowBlocks: opts.scanWindowBlocks ?? 1000,
    rewindBlocks: opts.reorgRewindBlocks ?? 256,
  };
  const client = createRpcClient({ retryCount: 2, ...opts.rpc, url: opts.rpcUrl, logger });

  async function runOnce(signal?: AbortSignal): Promise<EnrichPassStats> {
    const due = await dueContracts(db, chain.id, batchSize, retry);
    const found = await scanNewTokens(db, chain.id, batchSize - due.length, scan);
    if (found.rewound)
      logger.info({ chain: chain.id }, 'reorg below the token scan cursor: rescanning the new branch');
    const candidates = [...due, ...found.tokens];
    const stats: EnrichPassStats = {
      probed: candidates.length,
      erc20: 0,
      erc721: 0,
      erc1155: 0,
      notErc20: 0,
      failed: 0,
      written: 0,
      more: due.length >= batchSize || found.more,
    };
    if (candidates.length === 0) {
      await found.advance?.();
      return stats;
    }
    const probes = await probeContracts(client, candidates, signal);
    signal?.throwIfAborted();
    for (const [i, candidate] of candidates.entries()) {
      const probe = probes[i]!;
      if (probe.kind === 'erc20') stats.erc20++;
      else if (probe.kind === 'erc721') stats.erc721++;
      else if (probe.kind === 'erc1155') stats.erc1155++;
      else if (probe.kind === 'not_erc20') stats.notErc20++;
      else {
        stats.failed++;
        logger.debug(
          { chain: chain.id, address: candidate.address, err: errorSummary(probe.error) },
          'token probe failed; will retry',
        );
      }
      if (await saveProbe(db, chain.id, candidate, probe)) {
        stats.written++;
        // a discovered ERC-20 gets the default parser configs (maintainers edit them), and its history is parsed
        if (probe.kind === 'erc20') await db.transaction().execute((trx) => ensureDefaultParserConfigs(trx, chain.id, candidate.address, defaultErc20ParserConfigs(candidate.address)));
      }
    }
    await found.advance?.();
    return stats;
  }

  async function run(signal?: AbortSignal): Promise<void> {
    const pause = (ms: number) => sleep(ms, signal).catch(() => undefined);
    let failures = 0;
    while (!signal?.aborted) {
      try {
        const stats = await runOnce(signal);
        failures = 0;
        if (stats.probed > 0) logger.info({ chain: chain.id, ...stats }, 'token metadata probed');
        if (!stats.more) await pause(intervalMs);
      } catch (err) {
        if (signal?.aborted) break;
        const delayMs = Math.min(intervalMs * 2 ** failures++, 60_000);
        logger.warn(
          { chain: chain.id, err: errorSummary(err), delayMs },
          'token metadata pass failed; retrying',
        );
        await pause(delayMs);
      }
    }
  }

  return { run, runOnce };
}
