/** The long-running commands; each returns once its parts are up (the process then stays alive). */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { isChainId, packageDir, redactRpcUrls, type ChainId, type Config, type Logger } from '@explorer/core';
import { ensureDemoUser } from './demo-user';
import { indexableChains, indexedChains, onShutdown, openConfiguredDatabase, runIndexers, startChainNodes } from './runtime';

const WEB_ROOT = join(packageDir('@explorer/web'), 'dist');

async function listen(config: Config, logger: Logger, database: Awaited<ReturnType<typeof openConfiguredDatabase>>) {
  const { buildServer } = await import('../index');
  const webRoot = existsSync(WEB_ROOT) ? WEB_ROOT : undefined;
  if (!webRoot) logger.warn('web app not built (apps/web/dist missing): serving the API only');
  const app = await buildServer({ database, config, logger, webRoot });
  await app.listen({ port: config.port, host: config.host });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  return { app, url: `http://localhost:${port}` };
}

export async function runStart(config: Config, logger: Logger): Promise<number> {
  const database = await openConfiguredDatabase(config, logger);
  const nodes = await startChainNodes(config, await indexableChains(indexedChains(), logger), logger);
  const { app, url } = await listen({ ...config, rpcUrls: Object.fromEntries(nodes.map((n) => [n.chain.id, n.rpcUrl])) }, logger, database);
  let indexing: Promise<void> = Promise.resolve();
  const shutdown = onShutdown(logger, async () => {
    // visitors are let go at once while the indexers commit their current batch; the database closes after both
    await Promise.all([indexing, app.close()]);
    await Promise.all(nodes.map((n) => n.stop()));
    await database.close();
  });
  indexing = runIndexers(database, nodes, logger, shutdown.signal, { startHeights: config.startHeights, decodeWorkers: config.decodeWorkers, solVoteDetail: config.solVoteDetail, retention: config.retention, partitionSpans: config.partitionSpans, rpcRps: config.rpcRps, onFatal: (err) => shutdown.fail(err, 'an indexer cannot continue') });
  const demo = config.databaseUrl ? null : await ensureDemoUser(database, config);
  console.log(`\n  Explorer running at ${url}`);
  console.log(`  API docs: ${url}/api/docs`);
  if (demo) console.log(`  Demo login (administrator): ${demo.username} / ${demo.password}`);
  // a provider's URL may hold its API key: only scheme, host and port are printed
  for (const n of nodes) console.log(`  ${n.chain.name}: ${n.local ? `local devnet ${n.rpcUrl}` : `node ${redactRpcUrls(n.rpcUrl)}`}`);
  const validators = nodes.filter((n) => n.validator).map((n) => `${n.chain.id} ${n.validator}`);
  if (validators.length) console.log(`  Devnet validators (save one in 地址管理 to see block rewards): ${validators.join(', ')}`);
  for (const n of nodes) for (const w of n.wallets ?? []) console.log(`  ${n.chain.name} devnet wallet ${w.label}: ${url}/${n.chain.id}/wallet/${encodeURIComponent(w.key)}`);
  console.log('');
  return 0;
}

export async function runServe(config: Config, logger: Logger): Promise<number> {
  const database = await openConfiguredDatabase(config, logger);
  const { app, url } = await listen(config, logger, database);
  onShutdown(logger, async () => {
    await app.close();
    await database.close();
  });
  console.log(`\n  Explorer API running at ${url}\n`);
  return 0;
}

export async function runIndex(config: Config, logger: Logger, args: { chains?: string[]; from?: number }): Promise<number> {
  const requested = requestedChains(args.chains);
  if (!requested) return 1;
  const chains = await indexableChains(indexedChains(requested), logger);
  const missing = chains.filter((c) => !config.rpcUrls[c.id]);
  if (missing.length) {
    console.error(
      `no RPC URL for ${missing.map((c) => c.id).join(', ')}: set ${missing.map((c) => c.rpcEnv).join(', ')} ` +
        '(`explorer devnet` prints local ones; `explorer start` runs devnets itself)',
    );
    return 1;
  }
  const startHeights = args.from === undefined ? config.startHeights : Object.fromEntries(chains.map((c) => [c.id, args.from!]));
  const database = await openConfiguredDatabase(config, logger);
  const nodes = await startChainNodes(config, chains, logger);
  let indexing: Promise<void> = Promise.resolve();
  const shutdown = onShutdown(logger, async () => {
    await indexing; // the current batch is committed before the database closes
    await database.close();
  });
  indexing = runIndexers(database, nodes, logger, shutdown.signal, { startHeights, decodeWorkers: config.decodeWorkers, solVoteDetail: config.solVoteDetail, retention: config.retention, partitionSpans: config.partitionSpans, rpcRps: config.rpcRps, onFatal: (err) => shutdown.fail(err, 'an indexer cannot continue') });
  return 0;
}

/** --chain values checked against the indexed chains (every one when none is given); null (reported) when one is not */
function requestedChains(chains: string[] | undefined): ChainId[] | null {
  const requested = chains ?? indexedChains().map((c) => c.id);
  const bad = requested.filter((c) => !isChainId(c) || !indexedChains().some((e) => e.id === c));
  if (bad.length) {
    console.error(`--chain: unsupported chain ${bad.join(', ')} (indexed: ${indexedChains().map((c) => c.id).join(', ')})`);
    return null;
  }
  return requested as ChainId[];
}

export async function runDevnet(config: Config, logger: Logger, args: { chains?: string[] } = {}): Promise<number> {
  const requested = requestedChains(args.chains);
  if (!requested) return 1;
  const nodes = await startChainNodes({ ...config, rpcUrls: {} }, await indexableChains(indexedChains(requested), logger), logger);
  onShutdown(logger, async () => {
    await Promise.all(nodes.map((n) => n.stop()));
  });
  for (const n of nodes) console.log(`${n.chain.rpcEnv}=${n.rpcUrl}`);
  return 0;
}

export async function runMigrate(config: Config, logger: Logger): Promise<number> {
  const database = await openConfiguredDatabase(config, logger);
  await database.close();
  return 0;
}
