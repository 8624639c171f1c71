/**
 * The activity generator: every few seconds it reads the chain, plans a varied round of
 * transactions, sends them with explicit nonces and waits for their receipts. Any failure is
 * logged and the loop goes on (backing off while the node is unreachable); a node that restarted
 * or went back in height makes it resync nonces and forget contracts that are gone.
 */
import { createPublicClient, http } from 'viem';
import { createLogger, type Logger } from '@explorer/core';
import { devAccounts } from '../accounts';
import { loadContracts, type CompiledContracts } from '../compile';
import { TX_TYPES } from '../fees';
import { createNonceManager } from '../nonces';
import { createRandom } from '../random';
import { planRound } from './round';
import { sendAll, settle, waitReceipts, type SendDeps } from './send';
import { ACTIVITY_KINDS, type ActivityStats } from './types';
import { createWorld, forgetOldContracts, readSnapshot, revalidateWorld } from './world';

export interface ActivityOptions {
  rpcUrl: string;
  chainId: number;
  logger?: Logger;
  /** pause between rounds (default 2000 ms) */
  intervalMs?: number;
  /** stop after this many rounds (attempted); default: run until stop() */
  rounds?: number;
  /** transactions per round, [min, max] (default [2, 8]) */
  txPerRound?: readonly [number, number];
  /** seed of the random choices (default: random) */
  seed?: number;
  /** how long a round waits for its receipts (default 30 s) */
  receiptTimeoutMs?: number;
}

export interface Activity {
  stop(): Promise<void>;
  stats(): ActivityStats;
  /** settles when the loop ends (after `rounds` rounds or stop()); never rejects */
  done: Promise<void>;
}

const MAX_BACKOFF_MS = 30_000;

function emptyStats(): ActivityStats {
  const byKind = Object.fromEntries(ACTIVITY_KINDS.map((k) => [k, 0])) as ActivityStats['byKind'];
  const byType = Object.fromEntries(TX_TYPES.map((t) => [t, 0])) as ActivityStats['byType'];
  return { rounds: 0, submitted: 0, succeeded: 0, reverted: 0, errors: 0, byKind, byType, tokens: [], vaults: [], counters: [], nfts: [], multiTokens: [], factories: [], children: [] };
}

export function startActivity(options: ActivityOptions): Activity {
  const logger = options.logger ?? createLogger('devnet-activity');
  const intervalMs = options.intervalMs ?? 2000;
  const [minTx, maxTx] = options.txPerRound ?? [2, 8];
  const client = createPublicClient({ transport: http(options.rpcUrl, { batch: true, retryCount: 0, timeout: 10_000 }) });
  const stats = emptyStats();
  const world = createWorld();
  const random = createRandom(options.seed);
  const accounts = devAccounts();
  const deps: SendDeps = { client, chainId: options.chainId, nonces: createNonceManager(client), random, logger, stats };
  let stopping = false;
  let wake = () => {};
  const sleep = (ms: number) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, ms);
      wake = () => {
        clearTimeout(timer);
        resolve();
      };
    });

  /** set after a failure: the node may have restarted, gone back, or lost transactions */
  let suspect = false;
  async function resync() {
    logger.info({ lastBlock: world.lastBlock }, 'devnet activity: resyncing nonces and contracts with the node');
    deps.nonces.resync();
    await revalidateWorld(client, world);
    suspect = false;
  }

  async function round(contracts: CompiledContracts) {
    if (suspect) await resync();
    let snap = await readSnapshot(client, world, accounts, contracts);
    if (snap.blockNumber < world.lastBlock) {
      await resync();
      snap = await readSnapshot(client, world, accounts, contracts);
    }
    world.lastBlock = snap.blockNumber;
    const plans = planRound({ random, accounts, contracts, world, snap }, stats, random.int(minTx, maxTx));
    const sent = await sendAll(deps, plans, snap.baseFee);
    const timeoutMs = options.receiptTimeoutMs ?? 30_000;
    const receipts = await waitReceipts(client, sent.map((s) => s.hash), { timeoutMs, pollMs: 200, stopped: () => stopping });
    if (stopping && receipts.size < sent.length) return;
    await settle(deps, sent, receipts);
    if (receipts.size < sent.length) suspect = true;
    stats.rounds++;
    forgetOldContracts(world);
    const { vaults, counters, nfts, multiTokens, factories, children } = world;
    Object.assign(stats, structuredClone({ tokens: world.tokens.map((t) => t.address), vaults, counters, nfts, multiTokens, factories, children }));
    logger.debug({ round: stats.rounds, planned: plans.length, sent: sent.length, block: snap.blockNumber }, 'devnet activity round');
  }

  const done = (async () => {
    let contracts: CompiledContracts | undefined;
    let failures = 0;
    for (let attempt = 0; !stopping && (options.rounds === undefined || attempt < options.rounds); attempt++) {
      try {
        contracts ??= await loadContracts();
        await round(contracts);
        failures = 0;
      } catch (error) {
        failures++;
        suspect = true;
        stats.errors++;
        stats.lastError = error instanceof Error ? (error.message.split('\n')[0] ?? error.name) : String(error);
        logger.warn({ error: stats.lastError, failures }, 'devnet activity: round failed, will retry');
      }
      if (stopping || (options.rounds !== undefined && attempt + 1 >= options.rounds)) break;
      await sleep(failures ? Math.min(intervalMs * 2 ** failures, MAX_BACKOFF_MS) : intervalMs);
    }
  })();

  return {
    async stop() {
      stopping = true;
      wake();
      await done;
    },
    stats: () => structuredClone(stats),
    done,
  };
}
