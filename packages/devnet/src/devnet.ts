/**
 * A local EVM chain for one registry chain (eth → chain id 1, bsc → 56): Anvil with the chain's
 * block time, its state kept in <stateDir>/<chain>-anvil.json (written every few seconds and at
 * stop, reloaded at the next start), and the activity generator feeding it transactions.
 */
import { rename, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { createLogger, type ChainId, type ChainInfo, type Logger } from '@explorer/core';
import { startActivity, type Activity, type ActivityOptions } from './activity/start-activity';
import { startAnvil, type AnvilNode } from './anvil';
import { pruneStateFile } from './state-file';

const DEFAULT_MAX_STATE_BYTES = 128 * 1024 * 1024;

export interface EvmDevnetOptions {
  chain: ChainInfo;
  /** when set, the chain's state is kept in <stateDir>/<chain.id>-anvil.json and reloaded at the next start */
  stateDir?: string;
  /** seconds between blocks; overrides chain.devnetBlockTime (0 → a block per transaction) */
  blockTime?: number;
  logger?: Logger;
  /** run the activity generator (default true) */
  activity?: boolean;
  /** fixed port (default: a free one) */
  port?: number;
  /** seconds between state file writes (default 10; Anvil also writes it when stopped) */
  stateInterval?: number;
  /** a state file bigger than this (default 128 MiB) loses its older half of block history at start */
  maxStateBytes?: number;
  /** tuning of the activity generator (rpcUrl and chainId are filled in) */
  activityOptions?: Partial<Omit<ActivityOptions, 'rpcUrl' | 'chainId'>>;
}

export interface EvmDevnet {
  chain: ChainId;
  rpcUrl: string;
  stop(): Promise<void>;
}

export function stateFileOf(stateDir: string, chain: ChainInfo): string {
  return join(stateDir, `${chain.id}-anvil.json`);
}

async function exists(path: string): Promise<boolean> {
  return stat(path).then(
    () => true,
    () => false,
  );
}

/** starts Anvil on the state file; a state file Anvil cannot load is moved aside and the chain starts anew */
async function startNode(opts: EvmDevnetOptions, chainId: number, blockTime: number, logger: Logger): Promise<AnvilNode> {
  const stateFile = opts.stateDir ? stateFileOf(opts.stateDir, opts.chain) : undefined;
  if (stateFile) {
    await pruneStateFile(stateFile, opts.maxStateBytes ?? DEFAULT_MAX_STATE_BYTES, logger).catch((err: unknown) =>
      logger.warn({ err, stateFile }, 'devnet state file could not be pruned'),
    );
  }
  const start = () => startAnvil({ chainId, blockTime, port: opts.port, stateFile, stateInterval: opts.stateInterval ?? 10 });
  try {
    return await start();
  } catch (error) {
    if (!stateFile || !(await exists(stateFile))) throw error;
    const aside = `${stateFile}.unreadable-${Date.now()}`;
    logger.error({ err: error, stateFile, movedTo: aside }, 'anvil could not start on its state file; starting a new chain');
    await rename(stateFile, aside);
    return start();
  }
}

export async function startEvmDevnet(opts: EvmDevnetOptions): Promise<EvmDevnet> {
  const { chain } = opts;
  if (chain.family !== 'evm' || chain.evmChainId === undefined) throw new Error(`${chain.id} is not an EVM chain`);
  const logger = opts.logger ?? createLogger(`devnet-${chain.id}`);
  const blockTime = opts.blockTime ?? chain.devnetBlockTime;
  const node = await startNode(opts, chain.evmChainId, blockTime, logger);
  await setFeeRecipient(node.rpcUrl, validatorAddress(chain.evmChainId));
  logger.info({ chain: chain.id, chainId: chain.evmChainId, rpcUrl: node.rpcUrl, anvilPid: node.pid, blockTime }, 'anvil devnet listening');
  let activity: Activity | undefined;
  if (opts.activity !== false) {
    activity = startActivity({
      rpcUrl: node.rpcUrl,
      chainId: chain.evmChainId,
      logger,
      intervalMs: Math.max(250, (blockTime * 1000) / 4),
      ...opts.activityOptions,
    });
  }
  let stopping: Promise<void> | undefined;
  return {
    chain: chain.id,
    rpcUrl: node.rpcUrl,
    stop: () =>
      (stopping ??= (async () => {
        await activity?.stop();
        await node.stop();
        logger.info({ chain: chain.id }, 'anvil devnet stopped');
      })()),
  };
}

/**
 * Anvil credits fees to the zero address unless told otherwise; a devnet block should name a real
 * fee recipient, as mainnet blocks do. Each chain gets its own fixed "validator" address.
 */
export function validatorAddress(chainId: number): `0x${string}` {
  return `0x${'7a11da7e'}${chainId.toString(16).padStart(32, '0')}` as `0x${string}`;
}

async function setFeeRecipient(rpcUrl: string, address: string): Promise<void> {
  const res = await fetch(rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'anvil_setCoinbase', params: [address] }),
  });
  const body = (await res.json()) as { error?: { message: string } };
  if (body.error) throw new Error(`anvil_setCoinbase failed: ${body.error.message}`);
}
