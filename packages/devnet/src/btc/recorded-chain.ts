/**
 * Serves recorded blocks instead of mining: a directory of blocks as raw hex (`*.hex`), raw bytes
 * (`*.raw`), Core getblock JSON with each transaction's hex (verbosity 2; also Coinbase
 * ChainStorage's wrapper of it, whose input transactions give the prevouts) and getrawtransaction
 * JSON of the transactions the blocks spend. Blocks that chain from regtest's genesis are connected
 * into a full BtcChain (every prevout known); anything else (recorded mainnet blocks, heights with
 * gaps) becomes a sparse chain of just those heights, where a prevout shows what the recordings
 * tell: value and script always, height and coinbase flag when the spending source is loaded too.
 */
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { RawTx } from '@scure/btc-signer';
import { fromHex, toHex } from './bytes';
import { BtcChain } from './chain';
import { REGTEST_GENESIS_HASH, regtestGenesis } from './genesis';
import { MAINNET, REGTEST, REGTEST_BITS, type BtcNetwork } from './network';
import { workOf } from './pow';
import { assembleBlock, describeTx, parseBlock, serializeBlock, type RawBlock } from './raw-block';
import { startRpcServer, type RpcServer, type RpcServerOptions } from './rpc-server';
import type { ChainView, KnownPrevout, ViewBlock } from './view';

interface RecordedBlock {
  raw: RawBlock;
  height?: number;
  mediantime?: number;
  chainwork?: bigint;
}

interface OutputJson {
  n: number;
  value: number;
  scriptPubKey: { hex: string };
}

/** BTC JSON number → satoshi; exact for any amount up to 21M BTC (2.1e15 sat < 2^53) */
const sats = (btcValue: number): bigint => BigInt(Math.round(btcValue * 1e8));

function blockFromJson(j: Record<string, unknown>): RecordedBlock {
  const txs = (j.tx as { hex?: string }[]).map((t, i) => {
    if (typeof t.hex !== 'string') throw new Error(`recorded block ${String(j.hash)}: transaction ${i} has no hex`);
    return describeTx(fromHex(t.hex));
  });
  const raw = assembleBlock(
    {
      version: Number(j.version),
      prevHash: typeof j.previousblockhash === 'string' ? j.previousblockhash : '0'.repeat(64),
      merkleRoot: String(j.merkleroot),
      time: Number(j.time),
      bits: parseInt(String(j.bits), 16),
      nonce: Number(j.nonce),
    },
    txs,
  );
  if (raw.hash !== j.hash) throw new Error(`recorded block ${String(j.hash)} hashes to ${raw.hash}: header fields missing or wrong`);
  return { raw, height: Number(j.height), mediantime: typeof j.mediantime === 'number' ? j.mediantime : undefined, chainwork: typeof j.chainwork === 'string' ? BigInt(`0x${j.chainwork}`) : undefined };
}

interface Loaded {
  blocks: RecordedBlock[];
  outputs: Map<string, KnownPrevout>;
}

function loadDir(dir: string): Loaded {
  const blocks: RecordedBlock[] = [];
  const outputs = new Map<string, KnownPrevout>();
  const addTxJson = (t: { txid: string; vout: OutputJson[] }) => {
    for (const o of t.vout) outputs.set(`${t.txid}:${o.n}`, { value: sats(o.value), script: fromHex(o.scriptPubKey.hex) });
  };
  const decode64 = (b64: string) => JSON.parse(Buffer.from(b64, 'base64').toString('utf8')) as Record<string, unknown>;
  const visitJson = (v: unknown) => {
    if (Array.isArray(v)) return v.forEach(visitJson);
    const j = v as Record<string, unknown>;
    if (!j || typeof j !== 'object') return;
    if (j.result !== undefined && j.id !== undefined) return visitJson(j.result); // a saved RPC reply
    const wrapped = j.bitcoin as { header?: string; inputTransactions?: { data?: string[] }[] } | undefined;
    if (wrapped?.header) {
      visitJson(decode64(wrapped.header));
      for (const entry of wrapped.inputTransactions ?? []) for (const d of entry.data ?? []) visitJson(decode64(d));
    } else if (Array.isArray(j.tx) && typeof j.hash === 'string') blocks.push(blockFromJson(j));
    else if (typeof j.txid === 'string' && Array.isArray(j.vout)) addTxJson(j as { txid: string; vout: OutputJson[] });
  };
  for (const name of readdirSync(dir).sort()) {
    const path = join(dir, name);
    if (name.endsWith('.hex')) blocks.push({ raw: parseBlock(fromHex(readFileSync(path, 'utf8').trim())) });
    else if (name.endsWith('.raw')) blocks.push({ raw: parseBlock(new Uint8Array(readFileSync(path))) });
    else if (name.endsWith('.json')) visitJson(JSON.parse(readFileSync(path, 'utf8')));
  }
  return { blocks, outputs };
}

/** the first push of a BIP34 coinbase (block version ≥ 2), as a height */
function bip34Height(raw: RawBlock): number | undefined {
  if (raw.header.version < 2) return undefined; // before BIP34 the first push is arbitrary
  const sig = RawTx.decode(raw.txs[0]!.raw).inputs[0]?.finalScriptSig;
  if (!sig?.length) return undefined;
  if (sig[0]! >= 0x51 && sig[0]! <= 0x60) return sig[0]! - 0x50;
  const len = sig[0]!;
  if (len < 1 || len > 4 || sig.length < 1 + len) return undefined;
  let h = 0;
  for (let i = len; i >= 1; i--) h = h * 256 + sig[i]!;
  return h;
}

class SparseChain implements ChainView {
  private readonly heights = new Map<number, ViewBlock>();
  private readonly hashes = new Map<string, ViewBlock>();
  private readonly txs = new Map<string, { block: ViewBlock; index: number }>();
  private readonly mtp = new Map<string, number>();
  readonly tip: ViewBlock;

  constructor(
    readonly network: BtcNetwork,
    loaded: Loaded,
  ) {
    const recorded = loaded.blocks.map((b) => ({ ...b, height: b.height ?? bip34Height(b.raw) }));
    const outputs = new Map(loaded.outputs);
    const made = new Map<string, { height: number; generated: boolean }>();
    for (const b of recorded) {
      if (b.height === undefined) throw new Error(`recorded block ${b.raw.hash} has no height (no JSON height, no BIP34 coinbase)`);
      b.raw.txs.forEach((t, i) => {
        RawTx.decode(t.raw).outputs.forEach((o, n) => outputs.set(`${t.txid}:${n}`, { value: o.amount, script: Uint8Array.from(o.script) }));
        made.set(t.txid, { height: b.height!, generated: i === 0 });
      });
    }
    for (const b of recorded.sort((x, y) => x.height! - y.height!)) {
      const spent = b.raw.txs.map((t, i) =>
        i === 0
          ? []
          : RawTx.decode(t.raw).inputs.map((input) => {
              const txid = toHex(input.txid);
              const out = outputs.get(`${txid}:${input.index}`);
              return out && { ...out, ...made.get(txid) };
            }),
      );
      const block: ViewBlock = { ...b.raw, height: b.height!, spent, chainwork: b.chainwork ?? workOf(b.raw.header.bits) };
      this.heights.set(block.height, block);
      this.hashes.set(block.hash, block);
      if (b.mediantime !== undefined) this.mtp.set(block.hash, b.mediantime);
      block.txs.forEach((t, index) => this.txs.set(t.txid, { block, index }));
    }
    const top = Math.max(...this.heights.keys());
    if (!Number.isFinite(top)) throw new Error('no recorded blocks');
    this.tip = this.heights.get(top)!;
  }
  get height(): number {
    return this.tip.height;
  }
  at(height: number): ViewBlock | undefined {
    return this.heights.get(height);
  }
  byHash(hash: string): ViewBlock | undefined {
    return this.hashes.get(hash);
  }
  isActive(): boolean {
    return true;
  }
  findTx(txid: string): { block: ViewBlock; index: number } | undefined {
    return this.txs.get(txid);
  }
  medianTimePast(block: ViewBlock): number {
    const recorded = this.mtp.get(block.hash);
    if (recorded !== undefined) return recorded;
    const times: number[] = [];
    for (let h = block.height; h > block.height - 11; h--) {
      const b = this.heights.get(h);
      if (b) times.push(b.header.time);
    }
    times.sort((x, y) => x - y);
    return times[Math.floor(times.length / 2)]!;
  }
}

export function loadRecordedChain(dir: string): ChainView {
  const loaded = loadDir(dir);
  if (loaded.blocks.length === 0) throw new Error(`no recorded blocks in ${dir}`);
  const byParent = new Map(loaded.blocks.map((b) => [b.raw.header.prevHash, b.raw]));
  if (byParent.has(REGTEST_GENESIS_HASH)) {
    // a regtest chain from genesis: connect it, so every input's prevout comes from the chain itself
    const chain = new BtcChain(REGTEST, regtestGenesis());
    for (let next = byParent.get(chain.tip.hash); next; next = byParent.get(chain.tip.hash)) chain.connect(next);
    return chain;
  }
  const regtest = loaded.blocks.every((b) => b.raw.header.bits === REGTEST_BITS);
  return new SparseChain(regtest ? REGTEST : MAINNET, loaded);
}

/** writes every block above genesis as <height>.hex (raw block hex), for startRecordedBtcNode */
export function writeBlockFiles(dir: string, chain: BtcChain): void {
  mkdirSync(dir, { recursive: true });
  for (let h = 1; h <= chain.height; h++) writeFileSync(join(dir, `${String(h).padStart(8, '0')}.hex`), toHex(serializeBlock(chain.at(h)!)));
}

export interface RecordedBtcNode extends RpcServer {
  view: ChainView;
}

/** a Core-shaped RPC node serving the recorded blocks of `dir` (read-only: no invalidateblock, no mining) */
export async function startRecordedBtcNode(opts: { dir: string } & RpcServerOptions): Promise<RecordedBtcNode> {
  const view = loadRecordedChain(opts.dir);
  const server = await startRpcServer({ view }, opts);
  return { ...server, view };
}
