/**
 * The local Bitcoin chain for the zero-config explorer and for tests: a regtest chain mined in
 * process (wallet traffic every blockTime seconds), kept in <dataDir>/btc-regtest.chain.jsonl and
 * reloaded at the next start, served over Core's JSON-RPC. reorg(depth) replaces the top blocks
 * with different ones and ends one block higher; invalidateblock + generatetoaddress do the same
 * from outside.
 */
import { join } from 'node:path';
import { createLogger, type Logger } from '@explorer/core';
import { toHex } from './bytes';
import { BtcChain, type ChainBlock } from './chain';
import { openChainFile, type ChainFile, type ChainRecord } from './chain-file';
import { regtestGenesis } from './genesis';
import { createKeyring, devnetWalletAccounts, type DevnetWalletAccount, type Keyring } from './keys';
import { blockRandom, mineNext } from './miner';
import { REGTEST, COINBASE_MATURITY } from './network';
import { parseBlock, serializeBlock } from './raw-block';
import type { ChainControl } from './rpc-methods';
import { startRpcServer, type RpcServer } from './rpc-server';

export interface BtcDevnetOptions {
  /** when set, the chain lives in <dataDir>/btc-regtest.chain.jsonl and is reloaded at the next start */
  dataDir?: string;
  /** seconds between mined blocks; 0 → only on request (mine, generatetoaddress) */
  blockTime: number;
  /** fixed port (default: a free one) */
  port?: number;
  host?: string;
  /** wallet keys and every block's choices derive from it (default "devnet"); a loaded chain keeps its own */
  seed?: string;
  /** demand HTTP basic credentials, like Core's rpcuser/rpcpassword */
  auth?: { user: string; password: string };
  /** wallet transactions per block, inclusive range (default [5, 40]) */
  txPerBlock?: [number, number];
  /** mined at once when the chain is shorter (default 110: past coinbase maturity, then some traffic) */
  initialBlocks?: number;
  /** keys of each script type in the wallet (default 40) */
  keysPerKind?: number;
  /** unix seconds (default: the wall clock) */
  clock?: () => number;
  logger?: Logger;
}

export interface BtcDevnet {
  /** the RPC endpoint, with credentials when auth is set */
  url: string;
  port: number;
  chain: BtcChain;
  height(): number;
  /** the wallet's accounts (extended public keys and descriptors) for the wallet view; none for a chain made before BIP-32 keys */
  walletAccounts: DevnetWalletAccount[];
  /** mines n blocks now (default 1) */
  mine(n?: number): ChainBlock[];
  /** replaces the top `depth` (1–6) blocks with different ones and mines one more */
  reorg(depth: number): { orphaned: string[]; mined: string[] };
  /** block production every blockTime seconds (started by startBtcDevnet when blockTime > 0) */
  startMining(): void;
  stopMining(): void;
  stop(): Promise<void>;
}

const FILE_NAME = 'btc-regtest.chain.jsonl';
const DEFAULT_SEED = 'devnet';

export function btcChainFile(dataDir: string): string {
  return join(dataDir, FILE_NAME);
}

function checkOptions(o: BtcDevnetOptions): void {
  if (!(Number.isFinite(o.blockTime) && o.blockTime >= 0)) throw new Error(`blockTime must be seconds ≥ 0, got ${o.blockTime}`);
  const [min, max] = o.txPerBlock ?? [5, 40];
  if (!Number.isInteger(min) || !Number.isInteger(max) || min < 0 || max < min) throw new Error(`txPerBlock must be [min, max] integers, got ${String(o.txPerBlock)}`);
  if (o.initialBlocks !== undefined && !(Number.isInteger(o.initialBlocks) && o.initialBlocks >= 0)) throw new Error(`initialBlocks must be an integer ≥ 0`);
  if (o.seed !== undefined && (typeof o.seed !== 'string' || o.seed.length === 0)) throw new Error('seed must be a non-empty string');
  if (o.port !== undefined && !(Number.isInteger(o.port) && o.port >= 0 && o.port < 65536)) throw new Error(`port must be 0..65535, got ${o.port}`);
}

/** replays the file's records onto a fresh chain; returns how many were applied */
function replay(chain: BtcChain, file: ChainFile, logger: Logger): void {
  for (let i = 0; i < file.records.length; i++) {
    const r = file.records[i]!;
    try {
      if ('block' in r) {
        const raw = parseBlock(Buffer.from(r.block, 'hex'));
        const parent = chain.byHash(raw.header.prevHash);
        if (!parent || !chain.isActive(parent)) throw new Error(`parent ${raw.header.prevHash} is not on the chain`);
        while (chain.tip !== parent) chain.disconnect();
        chain.connect(raw);
      } else {
        const b = chain.byHash(r.invalidate);
        if (b && chain.isActive(b)) while (chain.height >= b.height) chain.disconnect();
      }
    } catch (err) {
      logger.error({ err, record: i }, 'btc devnet chain file: record cannot be applied; the chain is kept up to the record before');
      file.truncateAt(i);
      return;
    }
  }
}

export async function startBtcDevnet(opts: BtcDevnetOptions): Promise<BtcDevnet> {
  checkOptions(opts);
  const logger = opts.logger ?? createLogger('devnet-btc');
  const clock = opts.clock ?? (() => Math.floor(Date.now() / 1000));
  const [minTx, maxTx] = opts.txPerBlock ?? [5, 40];
  const file = opts.dataDir
    ? openChainFile(btcChainFile(opts.dataDir), { seed: opts.seed ?? DEFAULT_SEED, keysPerKind: opts.keysPerKind ?? 40, keys: 'bip32' }, (why) => logger.warn({ why }, 'btc devnet chain file damaged'))
    : undefined;
  const seed = file?.header.seed ?? opts.seed ?? DEFAULT_SEED;
  if (file && opts.seed !== undefined && opts.seed !== seed) logger.warn({ fileSeed: seed, asked: opts.seed }, 'btc devnet: the saved chain keeps the seed it was made with');
  const derivation = file ? (file.header.keys ?? 'sha256') : 'bip32';
  const keyring: Keyring = createKeyring(seed, file?.header.keysPerKind ?? opts.keysPerKind ?? 40, REGTEST, derivation);
  const chain = new BtcChain(REGTEST, regtestGenesis());
  if (file) replay(chain, file, logger);

  const persist = (records: ChainRecord[]) => file?.append(records);
  const record = (b: ChainBlock): ChainRecord => ({ block: toHex(serializeBlock(b)) });

  function mineOne(time: number, payoutScript?: Uint8Array): ChainBlock {
    const height = chain.height + 1;
    // coinbase-only until coinbases mature: before that the wallet has nothing to spend
    const random = blockRandom(seed, chain.tip.hash, height, 'size');
    const txCount = height <= COINBASE_MATURITY ? 0 : random.int(minTx, maxTx);
    return mineNext(chain, keyring, seed, { time, txCount, payoutScript, salt: String(chain.blocksSeenAt(height)) });
  }
  let stopped = false;
  function mine(n = 1, payoutScript?: Uint8Array): ChainBlock[] {
    if (stopped) throw new Error('the btc devnet is stopped');
    if (!Number.isInteger(n) || n < 0) throw new Error(`mine(n): n must be an integer ≥ 0, got ${n}`);
    const blocks: ChainBlock[] = [];
    for (let i = 0; i < n; i++) blocks.push(mineOne(clock(), payoutScript));
    persist(blocks.map(record));
    return blocks;
  }

  const initial = opts.initialBlocks ?? 110;
  if (chain.height < initial) {
    // a short history behind the present, one block per spacing, so the first page is not a burst of one second
    const missing = initial - chain.height;
    const spacing = Math.max(1, Math.round(opts.blockTime || 10));
    const start = clock() - missing * spacing;
    const blocks: ChainBlock[] = [];
    for (let i = 0; i < missing; i++) blocks.push(mineOne(start + i * spacing));
    persist(blocks.map(record));
    logger.info({ height: chain.height }, 'btc devnet: initial blocks mined');
  }

  const control: ChainControl = {
    invalidate(hash) {
      const b = chain.byHash(hash);
      if (!b || !chain.isActive(b)) return;
      while (chain.height >= b.height) chain.disconnect();
      persist([{ invalidate: hash }]);
    },
    generate: (count, payoutScript) => mine(count, payoutScript).map((b) => b.hash),
  };

  let server: RpcServer;
  try {
    server = await startRpcServer(
      { view: chain, control },
      { port: opts.port, host: opts.host, auth: opts.auth, onInternalError: (err) => logger.error({ err }, 'btc devnet rpc: internal error') },
    );
  } catch (error) {
    file?.close();
    throw error;
  }
  logger.info({ url: server.url.replace(/\/\/[^@]*@/, '//'), height: chain.height, seed, dataDir: opts.dataDir }, 'btc devnet listening');

  let timer: NodeJS.Timeout | undefined;
  let stopping: Promise<void> | undefined;
  const schedule = () => {
    timer = setTimeout(() => {
      try {
        mine(1);
      } catch (err) {
        logger.error({ err }, 'btc devnet: mining a block failed');
      }
      if (timer) schedule();
    }, opts.blockTime * 1000);
    timer.unref();
  };
  const devnet: BtcDevnet = {
    url: server.url,
    port: server.port,
    chain,
    height: () => chain.height,
    walletAccounts: derivation === 'bip32' ? devnetWalletAccounts(seed) : [],
    mine: (n) => mine(n),
    reorg(depth) {
      if (!Number.isInteger(depth) || depth < 1 || depth > 6) throw new Error(`reorg depth must be 1..6, got ${depth}`);
      if (depth >= chain.height) throw new Error(`the chain (height ${chain.height}) is too short for a reorg of ${depth}`);
      const orphaned: string[] = [];
      for (let i = 0; i < depth; i++) orphaned.push(chain.disconnect().hash);
      // the replacements are salted by how many blocks each height has seen, so they differ from the orphans
      const mined = mine(depth + 1).map((b) => b.hash);
      logger.info({ depth, orphaned, height: chain.height }, 'btc devnet: reorg');
      return { orphaned: orphaned.reverse(), mined };
    },
    startMining() {
      if (!timer && opts.blockTime > 0) schedule();
    },
    stopMining() {
      if (timer) clearTimeout(timer);
      timer = undefined;
    },
    stop: () =>
      (stopping ??= (async () => {
        stopped = true;
        devnet.stopMining();
        await server.close();
        file?.close();
        logger.info({ height: chain.height }, 'btc devnet stopped');
      })()),
  };
  devnet.startMining();
  return devnet;
}
