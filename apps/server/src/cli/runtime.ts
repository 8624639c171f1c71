/**
 * The parts `explorer start | serve | index | devnet` assemble: the configured database (migrated),
 * the chain nodes (configured RPC or local devnet), the indexers, and orderly shutdown.
 */
import { join } from 'node:path';
import { CHAIN_IDS, CHAINS, splitRpcUrls, type ChainFamily, type ChainId, type ChainInfo, type Config, type Logger } from '@explorer/core';
import { migrate, openDatabase, type Database } from '@explorer/db';
import { privateDataDir } from './data-dir';
import { reportUsernameClashes } from './username-clashes';

export async function openConfiguredDatabase(config: Config, logger: Logger): Promise<Database> {
  const database = await openDatabase(
    config.databaseUrl
      ? { databaseUrl: config.databaseUrl, readUrls: config.databaseReadUrls, replicaMaxLagMs: config.replicaMaxLagMs }
      : { dataDir: join(privateDataDir(config.dataDir), 'pglite') },
  );
  const applied = await migrate(database);
  logger.info(
    { engine: database.engine, applied, ...(database.replicas ? { replicas: database.replicas.status().map((r) => r.url) } : {}) },
    applied.length ? `database migrated (${applied.join(', ')})` : 'database schema up to date',
  );
  await reportUsernameClashes(database, logger);
  return database;
}

/** Chains the registry marks as indexed (their family has an indexer module), optionally only some. */
export function indexedChains(only?: ChainId[]): ChainInfo[] {
  return CHAIN_IDS.map((id) => CHAINS[id]).filter((c) => c.indexed && (!only || only.includes(c.id)));
}

/**
 * The chains whose family has an indexer module (@explorer/indexer families): a chain the registry
 * marks indexed before its family's indexer lands is served by the API (its tables may be filled by
 * another process) but not indexed here, with a warning instead of a failed start.
 */
export async function indexableChains(chains: ChainInfo[], logger: Logger): Promise<ChainInfo[]> {
  const { hasFamilyModule } = await import('@explorer/indexer');
  const skipped = chains.filter((c) => !hasFamilyModule(c.family));
  for (const c of skipped) logger.warn({ chain: c.id, family: c.family }, `${c.name}: the ${c.family} family has no indexer yet; not indexing it`);
  return chains.filter((c) => hasFamilyModule(c.family));
}

/** Local chains per family, used when no node is configured (`explorer start`, `explorer devnet`). */
const LOCAL_CHAINS: Partial<Record<ChainFamily, (chain: ChainInfo, config: Config, logger: Logger) => Promise<ChainNode>>> = {
  async evm(chain, config, logger) {
    const { startEvmDevnet, validatorAddress } = await import('@explorer/devnet');
    const devnet = await startEvmDevnet({ chain, stateDir: join(privateDataDir(config.dataDir), 'devnet'), blockTime: config.devnetBlockTime, logger });
    return { chain, rpcUrl: devnet.rpcUrl, local: true, validator: validatorAddress(chain.evmChainId!), stop: () => devnet.stop() };
  },
  async btc(chain, config, logger) {
    const { startBtcDevnet } = await import('@explorer/devnet');
    const devnet = await startBtcDevnet({ dataDir: join(privateDataDir(config.dataDir), 'devnet'), blockTime: config.devnetBlockTime ?? chain.devnetBlockTime, logger });
    // the devnet's BIP-32 wallet, to open in the wallet view: its native segwit and taproot accounts
    const wallets = devnet.walletAccounts.filter((a) => a.kind === 'p2wpkh' || a.kind === 'p2tr').map((a) => ({ label: `${a.kind.toUpperCase()} ${a.path}`, key: a.kind === 'p2tr' ? a.descriptor : a.key }));
    return { chain, rpcUrl: devnet.url, local: true, wallets, stop: () => devnet.stop() };
  },
  async sol(chain, config, logger) {
    const { startSolDevnet } = await import('@explorer/devnet');
    const devnet = await startSolDevnet({ dataDir: join(privateDataDir(config.dataDir), 'devnet'), blockTime: config.devnetBlockTime ?? chain.devnetBlockTime, logger });
    return { chain, rpcUrl: devnet.url, local: true, stop: () => devnet.stop() };
  },
};

export interface ChainNode {
  chain: ChainInfo;
  rpcUrl: string;
  local: boolean;
  /** local devnets: the fee recipient of every block (save it as an address to see earnings) */
  validator?: string;
  /** local devnets: wallets whose keys are known (an extended public key or descriptor), for the wallet view */
  wallets?: { label: string; key: string }[];
  stop(): Promise<void>;
}

/** The configured node for each chain, or a local devnet (Anvil + activity) when none is configured. */
export async function startChainNodes(config: Config, chains: ChainInfo[], logger: Logger): Promise<ChainNode[]> {
  const nodes: ChainNode[] = [];
  for (const chain of chains) {
    const configured = config.rpcUrls[chain.id];
    if (configured) {
      nodes.push({ chain, rpcUrl: configured, local: false, stop: async () => {} });
      continue;
    }
    const local = LOCAL_CHAINS[chain.family];
    if (!local) throw new Error(`no local ${chain.family} chain: set ${chain.rpcEnv}`);
    const node = await local(chain, config, logger.child({ part: `devnet-${chain.id}` }));
    logger.info({ chain: chain.id, rpcUrl: node.rpcUrl }, `local ${chain.name} devnet running`);
    nodes.push(node);
  }
  return nodes;
}

/** Errors an indexer cannot recover from by restarting: the node lacks what indexing needs, or a reorg is too deep. */
const isFatal = (err: unknown) => err instanceof Error && (err.name === 'NodeCapabilityError' || err.name === 'ReorgTooDeepError');

/**
 * Runs one indexer (and its token metadata enricher) per node until the signal aborts. A crashed
 * indexer is logged and restarted; one that cannot recover (see isFatal) stops and is reported to
 * onFatal (which is expected to shut everything down). The promise resolves once every indexer has
 * stopped, after finishing its current batch.
 */
export function runIndexers(
  database: Database,
  nodes: ChainNode[],
  logger: Logger,
  signal: AbortSignal,
  opts: {
    startHeights?: Partial<Record<ChainId, number>>;
    decodeWorkers?: number;
    solVoteDetail?: 'compact' | 'full';
    /** what each chain keeps (config.retention) and its partition span (config.partitionSpans) */
    retention?: Config['retention'];
    partitionSpans?: Config['partitionSpans'];
    /** requests per second per RPC URL (config.rpcRps) */
    rpcRps?: Config['rpcRps'];
    onFatal: (err: unknown) => void;
  },
): Promise<void> {
  return Promise.all(
    nodes.map(async (node) => {
      const { createIndexer, familyModule, setRpcRateLimit } = await import('@explorer/indexer');
      setRpcRateLimit(splitRpcUrls(node.rpcUrl), opts.rpcRps?.[node.chain.id]);
      const log = logger.child({ part: `indexer-${node.chain.id}` });
      const tasks = familyModule(node.chain.family).background?.({ database, chain: node.chain, rpcUrl: node.rpcUrl, logger: log }) ?? [];
      const enriching = Promise.all(tasks.map((t) => t.run(signal)));
      try {
        while (!signal.aborted) {
          try {
            await createIndexer({ database, chain: node.chain, rpcUrl: node.rpcUrl, logger: log, startHeight: opts.startHeights?.[node.chain.id], decodeWorkers: opts.decodeWorkers, familyOptions: { solVoteDetail: opts.solVoteDetail }, retention: opts.retention?.[node.chain.id], partitionSpan: opts.partitionSpans?.[node.chain.id] }).run(signal);
          } catch (err) {
            if (isFatal(err)) {
              opts.onFatal(err);
              return;
            }
            log.error({ err }, 'indexer stopped with an error; restarting in 5 s');
            await new Promise<void>((resolve) => {
              const t = setTimeout(resolve, 5000);
              signal.addEventListener('abort', () => (clearTimeout(t), resolve()), { once: true });
            });
          }
        }
      } finally {
        await enriching;
      }
    }),
  ).then(() => undefined);
}

export interface Shutdown {
  /** aborted on SIGINT/SIGTERM or a failure: the long-running parts watch it */
  signal: AbortSignal;
  /** a part failed for good: shut down in order and exit with code 1 */
  fail(err: unknown, what: string): void;
}

/** Most a shutdown may take before the process exits anyway (code 1). */
const SHUTDOWN_LIMIT_MS = 30_000;

/**
 * Calls `stop` once on SIGINT/SIGTERM (exit code 0) or on fail() (exit code 1); a `stop` that throws
 * or outlasts SHUTDOWN_LIMIT_MS also exits 1. `stop` should wait for the indexers' current batch,
 * then close the server, the nodes and the database.
 */
export function onShutdown(logger: Logger, stop: () => Promise<void>): Shutdown {
  const controller = new AbortController();
  let stopping = false;
  const shutdown = (reason: string, code: number) => {
    if (stopping) return;
    stopping = true;
    logger.info(`${reason}, shutting down`);
    controller.abort();
    const force = setTimeout(() => {
      logger.error(`shutdown took longer than ${SHUTDOWN_LIMIT_MS / 1000} s; exiting`);
      process.exit(1);
    }, SHUTDOWN_LIMIT_MS);
    force.unref();
    stop()
      .then(
        () => code,
        (err: unknown) => {
          logger.error({ err }, 'error during shutdown');
          return 1;
        },
      )
      .then((exitCode) => {
        clearTimeout(force);
        logger.info({ exitCode }, 'stopped');
        process.exit(exitCode);
      });
  };
  process.once('SIGINT', () => shutdown('SIGINT received', 0));
  process.once('SIGTERM', () => shutdown('SIGTERM received', 0));
  return {
    signal: controller.signal,
    fail(err, what) {
      logger.error({ err }, what);
      shutdown(what, 1);
    },
  };
}
