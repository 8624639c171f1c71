/**
 * The balance sampler, beside the ingest path: indexed ERC-20 balances are sums of Transfer events,
 * and a token that moves balances without them (fee-on-transfer, rebasing, airdrops by storage
 * write) makes those sums wrong. A pass takes the tokens not yet compared (then those compared
 * longest ago), reads — in one snapshot — the stored tip and each token's largest holders, asks the
 * node for balanceOf of each at that very block, and records the verdict in token_stats: exact
 * (every sample agreed), not exact with the first disagreement (the token page then says the figures
 * may differ from the chain), or not comparable (balanceOf reverts: not an ERC-20 read). A node
 * error (missing state, unreachable) leaves the token for a later pass. Never throws from run().
 */
import { chainKey, type ChainInfo, type Logger } from '@explorer/core';
import { bytea, sql, type Database } from '@explorer/db';
import { decodeFunctionResult, encodeFunctionData, erc20Abi, type Hex } from 'viem';
import { createRpcClient } from '../../../rpc';
import { toOutcome } from '../enrich/token-calls';
import { repeatPasses } from './repeat';

export interface BalanceSamplerOptions {
  database: Database;
  chain: ChainInfo;
  rpcUrl: string;
  logger: Logger;
  /** pause between passes (default 60 s) */
  intervalMs?: number;
  /** tokens compared per pass (default 20) */
  tokensPerPass?: number;
  /** largest holders compared per token (default 3) */
  holdersPerToken?: number;
  /** an exact token is compared again once the tip moved this many blocks (default 10,000) */
  recheckBlocks?: number;
}

export interface SamplePassStats {
  compared: number;
  exact: number;
  inexact: number;
  notComparable: number;
  /** tokens left for a later pass (node errors) */
  deferred: number;
}

interface Sample {
  token: string;
  holders: { holder: string; balance: string }[];
}

export function createBalanceSampler(opts: BalanceSamplerOptions) {
  const { chain, logger } = opts;
  const db = opts.database.db;
  const key = chainKey(chain.id);
  const rpc = createRpcClient({ url: opts.rpcUrl, logger, batchSize: 16, retryCount: 1 });
  const tokensPerPass = opts.tokensPerPass ?? 20;
  const holdersPerToken = opts.holdersPerToken ?? 3;
  const recheckBlocks = opts.recheckBlocks ?? 10_000;

  /** the stored tip and the samples, read in one snapshot so the balances are those at the tip */
  async function readSamples(): Promise<{ height: number; samples: Sample[] } | null> {
    return db
      .transaction()
      .setIsolationLevel('repeatable read')
      .execute(async (trx) => {
        const tip = await trx.selectFrom('sync_checkpoints').select('height').where('chain', '=', chain.id).executeTakeFirst();
        if (!tip) return null;
        const height = Number(tip.height);
        const tokens = await trx
          .selectFrom('token_stats')
          .select('token')
          .where('chain', '=', key)
          .where('standard', '=', 1)
          .where((eb) => eb.or([eb('checked_height', 'is', null), eb.and([eb('balances_exact', '=', true), eb('checked_height', '<', height - recheckBlocks)])]))
          .orderBy(sql`checked_height ASC NULLS FIRST`)
          .orderBy('transfers', 'desc')
          .limit(tokensPerPass)
          .execute();
        const samples: Sample[] = [];
        for (const { token } of tokens) {
          const holders = await trx
            .selectFrom('token_holders')
            .select(['holder', 'balance'])
            .where('chain', '=', key)
            .where('token', '=', bytea(token))
            .orderBy('balance', 'desc')
            .orderBy('holder')
            .limit(holdersPerToken)
            .execute();
          samples.push({ token, holders });
        }
        return { height, samples };
      });
  }

  async function runOnce(signal?: AbortSignal): Promise<SamplePassStats> {
    const stats: SamplePassStats = { compared: 0, exact: 0, inexact: 0, notComparable: 0, deferred: 0 };
    const read = await readSamples();
    if (!read || read.samples.length === 0) return stats;
    const { height, samples } = read;
    const tag = `0x${height.toString(16)}`;
    const calls = samples.flatMap((s) =>
      s.holders.map((h) => ({ method: 'eth_call', params: [{ to: s.token, data: encodeFunctionData({ abi: erc20Abi, functionName: 'balanceOf', args: [h.holder as Hex] }) }, tag] })),
    );
    const results = calls.length > 0 ? await rpc.requestSettled<Hex>(calls, signal) : [];
    let k = 0;
    for (const s of samples) {
      const outcomes = s.holders.map(() => toOutcome(results[k++]!));
      if (outcomes.some((o) => o.kind === 'error')) {
        stats.deferred++;
        continue;
      }
      stats.compared++;
      let verdict: { exact: boolean | null; mismatch: object | null } = { exact: s.holders.length > 0 ? true : null, mismatch: null };
      for (let i = 0; i < s.holders.length; i++) {
        const o = outcomes[i]!;
        if (o.kind !== 'answer') {
          verdict = { exact: null, mismatch: null };
          break;
        }
        let onChain: bigint;
        try {
          onChain = decodeFunctionResult({ abi: erc20Abi, functionName: 'balanceOf', data: o.data });
        } catch {
          verdict = { exact: null, mismatch: null };
          break;
        }
        if (onChain.toString() !== s.holders[i]!.balance) {
          verdict = { exact: false, mismatch: { holder: s.holders[i]!.holder, tokenId: null, indexed: s.holders[i]!.balance, onChain: onChain.toString(), height } };
          break;
        }
      }
      if (verdict.exact === true) stats.exact++;
      else if (verdict.exact === false) stats.inexact++;
      else stats.notComparable++;
      await db
        .updateTable('token_stats')
        .set({ balances_exact: verdict.exact, checked_height: height, mismatch: verdict.mismatch === null ? null : JSON.stringify(verdict.mismatch) })
        .where('chain', '=', key)
        .where('token', '=', bytea(s.token))
        .execute();
      if (verdict.exact === false) logger.info({ token: s.token, ...verdict.mismatch }, 'token balances move without Transfer events: marked as not exact');
    }
    return stats;
  }

  const run = (signal?: AbortSignal) =>
    repeatPasses(async () => ((await runOnce(signal)).compared > 0 ? 'more' : 'idle'), { pauseMs: opts.intervalMs ?? 60_000, logger, what: 'balance sampler', signal });

  return { run, runOnce };
}
