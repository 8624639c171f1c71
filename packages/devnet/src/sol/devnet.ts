/**
 * The local Solana chain for the zero-config explorer and for tests: LiteSVM executes seeded
 * traffic (real signed transactions) one slot every blockTime seconds, about 5% of slots are
 * skipped (deterministically), and the blocks are served over the Solana JSON-RPC. With a dataDir
 * the produced blocks are appended to <dataDir>/sol-devnet.chain.jsonl and replayed at the next
 * start, so a restart continues the same chain.
 */
import { createHash } from 'node:crypto';
import { join } from 'node:path';
import { base64 } from '@scure/base';
import { CHAINS, createLogger, type Logger } from '@explorer/core';
import { openSolChainFile, type SlotRecord, type SolChainFile } from './chain-file';
import type { SolBlock } from './model';
import { createRpcContext } from './rpc-methods';
import { startSolRpcServer, type SolRpcServer } from './rpc-server';
import { SolChain } from './svm-chain';
import { createTraffic } from './traffic';
import { createWallets, signerFor } from './wallets';

export interface SolDevnetOptions {
  /** when set, the chain lives in <dataDir>/sol-devnet.chain.jsonl and continues at the next start */
  dataDir?: string;
  /** seconds between slots (default: the registry's CHAINS.sol.devnetBlockTime); 0 → only produce() */
  blockTime?: number;
  port?: number;
  host?: string;
  /** keys and every slot's choices derive from it (default "devnet"); a loaded chain keeps its own */
  seed?: string;
  /** transactions per produced slot, inclusive range (default [4, 14]) */
  txPerSlot?: [number, number];
  /** slots produced at once when the chain is shorter (default 20), spaced back from now */
  initialSlots?: number;
  /** share of skipped slots (default 0.05) */
  skipRate?: number;
  /** unix seconds (default: the wall clock) */
  clock?: () => number;
  logger?: Logger;
}

export interface SolDevnet {
  url: string;
  port: number;
  chain: SolChain;
  /** the highest produced slot */
  slot(): number;
  /** advances n slots (skipped ones included); resolves with the blocks produced */
  produce(n?: number): Promise<SolBlock[]>;
  startProducing(): void;
  stopProducing(): void;
  stop(): Promise<void>;
}

const FILE_NAME = 'sol-devnet.chain.jsonl';
const WALLETS = 12;
const WALLET_LAMPORTS = 5_000n * 1_000_000_000n;
const LEADER_LAMPORTS = 500n * 1_000_000_000n;

export function solChainFile(dataDir: string): string {
  return join(dataDir, FILE_NAME);
}

/** is this slot skipped by the leader schedule? (never the first ones, which set the traffic up) */
export function isSkipped(seed: string, slot: number, rate: number): boolean {
  if (slot < 4 || rate <= 0) return false;
  return createHash('sha256').update(`${seed}/skip/${slot}`).digest().readUInt32LE(0) / 2 ** 32 < rate;
}

function checkOptions(o: SolDevnetOptions): void {
  if (o.blockTime !== undefined && !(Number.isFinite(o.blockTime) && o.blockTime >= 0)) throw new Error(`blockTime must be seconds ≥ 0, got ${o.blockTime}`);
  const [min, max] = o.txPerSlot ?? [4, 14];
  if (!Number.isInteger(min) || !Number.isInteger(max) || min < 0 || max < min) throw new Error(`txPerSlot must be [min, max] integers, got ${String(o.txPerSlot)}`);
  if (o.skipRate !== undefined && !(o.skipRate >= 0 && o.skipRate < 1)) throw new Error(`skipRate must be in [0, 1), got ${o.skipRate}`);
}

export async function startSolDevnet(opts: SolDevnetOptions = {}): Promise<SolDevnet> {
  checkOptions(opts);
  const logger = opts.logger ?? createLogger('devnet-sol');
  const clock = opts.clock ?? (() => Math.floor(Date.now() / 1000));
  const blockTime = opts.blockTime ?? CHAINS.sol.devnetBlockTime;
  const [minTx, maxTx] = opts.txPerSlot ?? [4, 14];
  const skipRate = opts.skipRate ?? 0.05;
  const initialSlots = opts.initialSlots ?? 20;
  const spacing = Math.max(1, Math.round(blockTime || 1));
  const fresh = { seed: opts.seed ?? 'devnet', genesisTime: clock() - initialSlots * spacing };
  const file: SolChainFile | undefined = opts.dataDir ? openSolChainFile(solChainFile(opts.dataDir), fresh, (why) => logger.warn({ why }, 'sol devnet chain file damaged')) : undefined;
  const { seed, genesisTime } = file?.header ?? fresh;

  const wallets = await createWallets(seed, WALLETS);
  const leader = await signerFor(seed, 'leader');
  const chain = new SolChain({
    seed,
    genesisTime,
    leader: leader.address,
    genesisAccounts: [...wallets.map((w) => ({ address: w.address as string, lamports: WALLET_LAMPORTS })), { address: leader.address, lamports: LEADER_LAMPORTS }],
  });
  const traffic = createTraffic(chain, wallets, seed, (kind, err) => logger.warn({ kind, err }, 'sol devnet: a transaction was rejected'));

  if (file) {
    for (let i = 0; i < file.records.length; i++) {
      const r = file.records[i]!;
      try {
        while (chain.nextSlot < r.slot) chain.skipSlot();
        if (chain.nextSlot !== r.slot) throw new Error(`slot ${r.slot} is not after ${chain.tip.slot}`);
        chain.openSlot(r.time);
        for (const t of r.txs) chain.execute(base64.decode(t));
        const b = chain.closeSlot();
        if (b.blockhash !== r.blockhash) throw new Error(`slot ${r.slot} replays to blockhash ${b.blockhash}, the file says ${r.blockhash}`);
      } catch (err) {
        logger.error({ err, record: i }, 'sol devnet chain file: a slot cannot be replayed; the chain is kept up to the slot before');
        file.truncateAt(i);
        break;
      }
    }
  }

  let lastTime = chain.tip.blockTime;
  let queue: Promise<unknown> = Promise.resolve();
  let stopped = false;

  async function advance(time: number): Promise<SolBlock | undefined> {
    if (isSkipped(seed, chain.nextSlot, skipRate)) {
      chain.skipSlot();
      return undefined;
    }
    lastTime = Math.max(lastTime, time);
    const slot = chain.openSlot(lastTime);
    const rnd = createHash('sha256').update(`${seed}/size/${slot}`).digest().readUInt32LE(0);
    try {
      await traffic.fill(minTx + (rnd % (maxTx - minTx + 1)));
    } finally {
      const block = chain.closeSlot();
      const record: SlotRecord = { slot: block.slot, time: block.blockTime, blockhash: block.blockhash, txs: block.transactions.map((t) => base64.encode(t.wire)) };
      file?.append([record]);
    }
    return chain.tip;
  }

  function produce(n = 1, times?: (i: number) => number): Promise<SolBlock[]> {
    if (stopped) return Promise.reject(new Error('the sol devnet is stopped'));
    if (!Number.isInteger(n) || n < 0) return Promise.reject(new Error(`produce(n): n must be an integer ≥ 0, got ${n}`));
    const run = queue.then(async () => {
      const blocks: SolBlock[] = [];
      for (let i = 0; i < n; i++) {
        const b = await advance(times ? times(i) : clock());
        if (b) blocks.push(b);
      }
      return blocks;
    });
    queue = run.catch(() => undefined);
    return run;
  }

  const missing = initialSlots - chain.tip.slot;
  if (missing > 0) {
    const start = Math.max(lastTime, clock() - missing * spacing);
    await produce(missing, (i) => start + i * spacing);
    logger.info({ slot: chain.tip.slot }, 'sol devnet: initial slots produced');
  }

  let server: SolRpcServer;
  try {
    server = await startSolRpcServer(createRpcContext(chain), { port: opts.port, host: opts.host, onInternalError: (err) => logger.error({ err }, 'sol devnet rpc: internal error') });
  } catch (error) {
    file?.close();
    throw error;
  }
  logger.info({ url: server.url, slot: chain.tip.slot, seed, dataDir: opts.dataDir }, 'sol devnet listening');

  let timer: NodeJS.Timeout | undefined;
  let stopping: Promise<void> | undefined;
  const schedule = () => {
    timer = setTimeout(() => {
      produce(1)
        .catch((err: unknown) => logger.error({ err }, 'sol devnet: producing a slot failed'))
        .finally(() => {
          if (timer) schedule();
        });
    }, blockTime * 1000);
    timer.unref();
  };
  const devnet: SolDevnet = {
    url: server.url,
    port: server.port,
    chain,
    slot: () => chain.tip.slot,
    produce: (n) => produce(n),
    startProducing() {
      if (!timer && blockTime > 0) schedule();
    },
    stopProducing() {
      if (timer) clearTimeout(timer);
      timer = undefined;
    },
    stop: () =>
      (stopping ??= (async () => {
        devnet.stopProducing();
        stopped = true;
        await queue;
        await server.close();
        file?.close();
        logger.info({ slot: chain.tip.slot }, 'sol devnet stopped');
      })()),
  };
  devnet.startProducing();
  return devnet;
}
