/**
 * The parts `explorer start | serve | index | devnet` assemble: the configured database (migrated),
 * the chain nodes (configured RPC or local devnet), the indexers, and orderly shutdown.
 */
import { join, resolve } from 'node:path';
import { CHAIN_IDS, CHAINS, type ChainId, type ChainInfo, type Config, type Logger } from '@explorer/core';
import { migrate, openDatabase, type Database } from '@explorer/db';

export async function openConfiguredDatabase(config: Config, logger: Logger): Promise<Database> {
  const database = await openDatabase(
    config.databaseUrl ? { databaseUrl: config.databaseUrl } : { dataDir: join(resolve(config.dataDir), 'pglite') },
  );
  const applied = await migrate(database);
  logger.info(
    { engine: database.engine, applied },
    applied.length ? `database migrated (${applied.join(', ')})` : 'database schema up to date',
  );
  return database;
}

/** EVM chains the indexer serves today (registry: family evm and indexed). */
export function evmChains(only?: ChainId[]): ChainInfo[] {
  return CHAIN_IDS.map((id) => CHAINS[id]).filter(
    (c) => c.family === 'evm' && c.indexed && (!only || only.includes(c.id)),
  );
}

export interface ChainNode {
  chain: ChainInfo;
  rpcUrl: string;
  local: boolean;
  /** local devnets: the fee recipient of every block (save it as an address to see earnings) */
  validator?: string;
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
    const { startEvmDevnet, validatorAddress } = await import('@explorer/devnet');
    const devnet = await startEvmDevnet({
      chain,
      stateDir: join(resolve(config.dataDir), 'devnet'),
      blockTime: config.devnetBlockTime,
      logger: logger.child({ part: `devnet-${chain.id}` }),
    });
    logger.info({ chain: chain.id, rpcUrl: devnet.rpcUrl }, `local ${chain.name} devnet running`);
    nodes.push({ chain, rpcUrl: devnet.rpcUrl, local: true, validator: validatorAddress(chain.evmChainId!), stop: () => devnet.stop() });
  }
  return nodes;
}

/** Runs one indexer (and its token metadata enricher) per node until the signal aborts; a crashed indexer is logged and restarted. */
export function runIndexers(database: Database, nodes: ChainNode[], logger: Logger, signal: AbortSignal): Promise<void> {
  return Promise.all(
    nodes.map(async (node) => {
      const { createEvmIndexer, createTokenEnricher } = await import('@explorer/indexer');
      const log = logger.child({ part: `indexer-${node.chain.id}` });
      const tokenLog = logger.child({ part: `tokens-${node.chain.id}` });
      const enriching = createTokenEnricher({ database, chain: node.chain, rpcUrl: node.rpcUrl, logger: tokenLog }).run(signal);
      while (!signal.aborted) {
        try {
          await createEvmIndexer({ database, chain: node.chain, rpcUrl: node.rpcUrl, logger: log }).run(signal);
        } catch (err) {
          log.error({ err }, 'indexer stopped with an error; restarting in 5 s');
          await new Promise((r) => setTimeout(r, 5000));
        }
      }
      await enriching;
    }),
  ).then(() => undefined);
}

/** Calls `stop` once on SIGINT/SIGTERM and returns the signal the long-running parts watch. */
export function onShutdown(logger: Logger, stop: () => Promise<void>): AbortSignal {
  const controller = new AbortController();
  let stopping = false;
  const handler = (sig: string) => {
    if (stopping) return;
    stopping = true;
    logger.info(`${sig} received, shutting down`);
    controller.abort();
    stop()
      .catch((err) => logger.error({ err }, 'error during shutdown'))
      .finally(() => process.exit(0));
  };
  process.once('SIGINT', () => handler('SIGINT'));
  process.once('SIGTERM', () => handler('SIGTERM'));
  return controller.signal;
}
