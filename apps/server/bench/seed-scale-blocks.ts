/**
 * The blocks the scale seed writes (seed-scale.ts), one generator per chain family, each handing the
 * family's real store a batch of prepared blocks at heights it is asked for — deterministic by height,
 * so an interrupted seed resumes at the chain's highest stored block and writes the same rows:
 *   EVM (eth, bsc): the recorded Ethereum mainnet blocks with their receipts (replay-chain.ts's four),
 *     replayed under new heights: block number, hash, parent hash and time rewritten per height and
 *     every tx hash given the chain and height as its prefix (in the txs, receipts and logs), then
 *     buildEvmBundle → prepareBlock → writePreparedBlocks (writeEvmBundles' two steps, as the indexer's
 *     decode workers split them).
 * The readers' output (the encoders' input) is built once per template — each recorded EVM block
 * through buildEvmBundle, each template Bitcoin transaction through buildBtcBundle, each Solana one
 * through normalizeSolTransaction — and a height's model is a shallow clone with only what the height
 * changes (heights, hashes, txids, signatures, times, index in the block, the block's sums): the same
 * model the reader makes of the height's rendered JSON / parts (`decoded`, compared deep-equal by
 * seed-scale-check.ts), 5-30× less CPU than rendering and decoding each height. The family's prepare
 * and write still run per block, so the rows are what the indexer writes.
 *   btc: the bench node's mainnet-sized regtest blocks (bench-nodes.ts's cache, read once over the
 *     devnet's Bitcoin Core RPC with their prevouts, as the indexer reads them) cut into small blocks
 *     of early-Bitcoin size: a coinbase and the next few template transactions in order. Each pass
 *     over the template ("cycle") renames every txid and every input's prevout txid with the cycle as
 *     prefix, so a transaction spends outputs of the same pass's earlier transactions: UTXOs created
 *     and spent later, as on the chain. buildBtcBundle (mainnet scripts) → prepareBtcBlock → writeBtcBlocks.
 *   sol: the bench node's mainnet-shaped slots (~70 % votes, transfers, SPL transfers, ATA creations,
 *     memos, failures; generated once in SOL_BENCH_CACHE) cut into small slots the same way, every
 *     signature's first 4 bytes replaced by the pass number (unique signatures), readSolBlock →
 *     prepareSolBlock → writeSolBlocks.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import bs58 from 'bs58';
import { createLogger, type BtcBlockBundle, type BtcTransaction, type ChainId, type EvmBlockBundle, type SolBlockBundle, type SolTransaction } from '@explorer/core';
import type { DB } from '@explorer/db';
import { generateMainnetShapedSlots, generateMainnetSizedBlocks, startRpcServer } from '@explorer/devnet';
import {
  btcBlockSums,
  btcNetwork,
  normalizeSolTransaction,
  solBlockTotals,
  buildBtcBundle,
  buildEvmBundle,
  createBtcRpc,
  createRpcClient,
  prepareBtcBlock,
  prepareSolBlock,
  readCoreBlock,
  readSolBlock,
  writeBtcBlocks,
  writePreparedBlocks,
  writeSolBlocks,
  prepareBlock,
  type BlockParts,
  type PreparedBlock,
  type PreparedBtcBlock,
  type PreparedSolBlock,
  type TxParts,
} from '@explorer/indexer';
import type { Kysely } from 'kysely';
import { cpuMs } from './seed-scale-cpu';
import { btcBenchCache, solBenchCache } from '../../../packages/indexer/bench/bench-nodes';
import { CHAINDATA_DIR, RECORDED_BLOCKS } from '../../../packages/indexer/test/support/replay-chain';

export interface ChainSeed<P = unknown> {
  /** the first height the seed writes (real-looking: BSC and Solana do not start at 0 here) */
  start: number;
  /** blocks per batch */
  batch: number;
  /** transactions per block on average (for the plan's estimate) */
  txsPerBlock: number;
  /** the blocks at heights [from, to) encoded for the store, and how many transactions they hold */
  prepare(from: number, to: number, cpu?: { input: number }): { blocks: P[]; txs: number };
  /** the encoders' input at a height as the seed builds it (a decoded template renamed), and as the
   * family's reader decodes the rendered JSON — equal (seed-scale-check.ts) */
  model(height: number): unknown;
  decoded(height: number): unknown;
  /** the family store's write of one batch (one database transaction) */
  write(db: Kysely<DB>, blocks: P[], nodeHead: number): Promise<void>;
}

/** the models of heights [from, to), then the family's prepare of each (`cpu.input`: the models' CPU) */
function prepareBatch<M extends { transactions: unknown[] }, P>(from: number, to: number, model: (height: number) => M, prepare: (m: M) => P, cpu?: { input: number }) {
  const c0 = cpu && cpuMs();
  const models: M[] = [];
  for (let h = from; h < to; h++) models.push(model(h));
  if (cpu) cpu.input += cpuMs() - c0!;
  let txs = 0;
  for (const m of models) txs += m.transactions.length;
  return { blocks: models.map(prepare), txs };
}
const hex = (n: number, width: number) => n.toString(16).padStart(width, '0');
type Json = Record<string, unknown>;

function readRecorded(file: string): unknown {
  const data = JSON.parse(readFileSync(join(CHAINDATA_DIR, file), 'utf8')) as { result?: unknown };
  return data && typeof data === 'object' && !Array.isArray(data) && 'result' in data ? data.result : data;
}

/** EVM: recorded mainnet blocks under new heights; `tag` (one byte) keeps eth's and bsc's hashes apart */
export function evmSeed(chain: ChainId, tag: number, start: number, secondsPerBlock: number): ChainSeed<PreparedBlock> {
  const recorded = RECORDED_BLOCKS.map(([b, r]) => ({ block: readRecorded(b) as Json & { transactions: Json[] }, receipts: readRecorded(r) as (Json & { logs: Json[] })[] }));
  const prefix = (height: number) => `0x${hex(tag, 2)}${hex(height, 14)}`;
  const rename = (hash: unknown, height: number) => prefix(height) + String(hash).slice(18);
  const hashAt = (height: number) => rename(recorded[height % recorded.length]!.block.hash, height);
  const genesisTime = 1_700_000_000;
  function render(height: number): { block: Json; receipts: Json[] } {
    const t = recorded[height % recorded.length]!;
    const blockHash = hashAt(height);
    const number = '0x' + height.toString(16);
    const timestamp = '0x' + (genesisTime + secondsPerBlock * Math.max(0, height - start)).toString(16);
    const block = {
      ...t.block,
      number,
      hash: blockHash,
      parentHash: height === 0 ? '0x' + '0'.repeat(64) : hashAt(height - 1),
      timestamp,
      transactions: t.block.transactions.map((tx) => ({ ...tx, hash: rename(tx.hash, height), blockHash, blockNumber: number })),
    };
    const receipts = t.receipts.map((r) => {
      const transactionHash = rename(r.transactionHash, height);
      return {
        ...r,
        transactionHash,
        blockHash,
        blockNumber: number,
        logs: r.logs.map((l) => ({ ...l, transactionHash, blockHash, blockNumber: number, ...('blockTimestamp' in l ? { blockTimestamp: timestamp } : {}) })),
      };
    });
    return { block, receipts };
  }
  const txsPerBlock = recorded.reduce((s, r) => s + r.block.transactions.length, 0) / recorded.length;
  // each recorded block decoded once (rendered at a height of its own): a height's model is that one
  // with the height's number, hashes and time — what buildEvmBundle makes of render(height)
  const templates = recorded.map((_, k) => buildEvmBundle(render(k).block, render(k).receipts));
  function bundleAt(height: number): EvmBlockBundle {
    const t = templates[height % templates.length]!;
    const blockHash = hashAt(height);
    const timestamp = genesisTime + secondsPerBlock * (height - start);
    return {
      block: { ...t.block, height, hash: blockHash, parentHash: height === 0 ? '0x' + '0'.repeat(64) : hashAt(height - 1), timestamp },
      transactions: t.transactions.map((tx) => ({ ...tx, hash: rename(tx.hash, height), blockHeight: height, blockHash, timestamp })),
      logs: t.logs.map((l) => ({ ...l, blockHeight: height, txHash: rename(l.txHash, height) })),
      tokenTransfers: t.tokenTransfers.map((x) => ({ ...x, blockHeight: height, txHash: rename(x.txHash, height) })),
      contracts: t.contracts.map((c) => ({ ...c, creationTx: rename(c.creationTx, height), creationBlock: height })),
    };
  }
  return {
    start,
    batch: 20,
    txsPerBlock,
    decoded: (height) => buildEvmBundle(render(height).block, render(height).receipts),
    model: bundleAt,
    prepare: (from, to, cpu) => prepareBatch(from, to, bundleAt, (b) => prepareBlock(chain, b), cpu),
    write: (db, blocks, nodeHead) => writePreparedBlocks(db, chain, blocks, { notify: 'none', nodeHead }),
  };
}

/** the template blocks' parts with their prevouts, read from the devnet's Bitcoin Core RPC as the indexer reads a node */
async function btcTemplate(count: number): Promise<BlockParts[]> {
  const { chain, blocks } = generateMainnetSizedBlocks(count, { cacheDir: btcBenchCache() });
  const server = await startRpcServer({ view: chain }, { host: '127.0.0.1' });
  try {
    const logger = createLogger('seed-scale', 'warn');
    // one 3,000-tx block a request, with time to spare: the machine may be busy
    const rpc = createBtcRpc(createRpcClient({ url: server.url, logger, transport: 'plain', batchSize: 1, timeoutMs: 600_000 }), logger);
    const out: BlockParts[] = [];
    for (const b of blocks) for (const { block, prevouts } of await rpc.fetchBlocks([b.height])) out.push(readCoreBlock(block, prevouts));
    return out;
  } finally {
    await server.close();
  }
}

/** btc: small blocks of `perBlock` template transactions after a coinbase, 10 minutes apart */
export async function btcSeed(perBlock: number, templateBlocks: number): Promise<ChainSeed<PreparedBtcBlock>> {
  const parts = await btcTemplate(templateBlocks);
  const header = parts[0]!;
  const coinbase = parts[0]!.txs[0]!;
  const body: TxParts[] = parts.flatMap((p) => p.txs.slice(1));
  const perCycle = Math.floor(body.length / perBlock);
  const network = btcNetwork('main');
  const start = 0;
  const rename = (txid: string, cycle: number) => hex(cycle, 16) + txid.slice(16);
  const hashAt = (height: number) => 'b' + hex(height, 15) + header.hash.slice(16);
  /** the height's block; without `renamed` its body transactions are the template's as they are (only sizes read) */
  function partsAt(height: number, renamed = true): BlockParts {
    const cycle = Math.floor(height / perCycle);
    const first = (height % perCycle) * perBlock;
    const slice = body.slice(first, first + perBlock);
    const txs = !renamed
      ? slice
      : slice.map((t) => ({
          ...t,
          txid: rename(t.txid, cycle),
          wtxid: rename(t.wtxid, cycle),
          inputs: t.inputs.map((i) => (i.prevTxid === null ? i : { ...i, prevTxid: rename(i.prevTxid, cycle) })),
        }));
    // the coinbase: its own txid per height (prefix 'c' never starts a cycle's 16 hex digits below 2^60)
    const cb = { ...coinbase, txid: 'c' + hex(height, 15) + coinbase.txid.slice(16), wtxid: 'c' + hex(height, 15) + coinbase.wtxid.slice(16) };
    const all = [cb, ...txs];
    const size = 80 + all.reduce((s, t) => s + t.size, 0);
    return {
      ...header,
      height,
      hash: hashAt(height),
      parentHash: height === 0 ? '0'.repeat(64) : hashAt(height - 1),
      timestamp: 1_231_006_505 + 600 * height,
      size,
      strippedSize: size,
      weight: all.reduce((s, t) => s + t.weight, 320),
      txs: all,
    };
  }
  // every template transaction decoded once (scripts → types and addresses, sums, fee); a height's
  // model is its transactions renamed and re-indexed, the block's sums over them — what
  // buildBtcBundle makes of partsAt(height)
  const decodedBody: BtcTransaction[] = parts.flatMap((p) => buildBtcBundle(p, network, { verify: false }).transactions.slice(1));
  const first = buildBtcBundle(partsAt(0), network, { verify: false });
  const decodedCoinbase = first.transactions[0]!;
  function bundleAt(height: number): BtcBlockBundle {
    const p = partsAt(height, false);
    const cycle = Math.floor(height / perCycle);
    const at = (height % perCycle) * perBlock;
    const transactions: BtcTransaction[] = [{ ...decodedCoinbase, txid: p.txs[0]!.txid, wtxid: p.txs[0]!.wtxid }];
    for (let i = 0; i < perBlock; i++) {
      const t = decodedBody[at + i]!;
      transactions.push({
        ...t,
        txid: rename(t.txid, cycle),
        wtxid: rename(t.wtxid, cycle),
        index: i + 1,
        inputs: t.inputs.map((x) => (x.prevTxid === null ? x : { ...x, prevTxid: rename(x.prevTxid, cycle) })),
      });
    }
    const block = {
      ...first.block,
      height,
      hash: p.hash,
      parentHash: p.parentHash,
      timestamp: p.timestamp,
      size: p.size,
      strippedSize: p.strippedSize,
      weight: p.weight,
      ...btcBlockSums(transactions, height, network),
    };
    return { block, transactions };
  }
  return {
    start,
    batch: Math.max(2, Math.round(3000 / (perBlock + 1))),
    txsPerBlock: perBlock + 1,
    decoded: (height) => buildBtcBundle(partsAt(height), network, { verify: false }),
    model: bundleAt,
    prepare: (from, to, cpu) => prepareBatch(from, to, bundleAt, (b) => prepareBtcBlock('btc', b), cpu),
    write: (db, blocks, nodeHead) => writeBtcBlocks(db, 'btc', blocks, { notify: 'none', nodeHead }),
  };
}

const BASE58 = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';
const BASE58_CHUNK = 58n ** 9n; // below 2^53: a chunk's nine digits by Number arithmetic

/** bs58.encode of the `bytes`-byte big-endian `value`: a '1' per leading zero byte, then its base58 digits */
export function base58Of(value: bigint, bytes: number): string {
  let digits = '';
  for (let v = value; v > 0n; v /= BASE58_CHUNK) {
    let chunk = Number(v % BASE58_CHUNK);
    for (let k = 0; k < 9; k++) {
      digits = BASE58[chunk % 58]! + digits;
      chunk = Math.floor(chunk / 58);
    }
  }
  digits = digits.replace(/^1+/, '');
  const zeroBytes = value === 0n ? bytes : bytes - Math.ceil(value.toString(16).length / 2);
  return '1'.repeat(zeroBytes) + digits;
}

/** sol: small slots of `perSlot` template transactions in order, 0.4 s apart */
export function solSeed(perSlot: number, templateSlots: number): ChainSeed<PreparedSolBlock> {
  const generated = generateMainnetShapedSlots({ dir: solBenchCache(), count: templateSlots, txsPerSlot: 1500, voteShare: 0.7, seed: 'scale' });
  const slots = generated.slots.map((s) => JSON.parse(readFileSync(join(generated.dir, `${s}.json`), 'utf8')) as Json & { transactions: Json[] });
  const body = slots.flatMap((s) => s.transactions);
  const template = slots[0]!;
  const perCycle = Math.floor(body.length / perSlot);
  const start = 300_000_000;
  const hashBytes = bs58.decode(String(template.blockhash));
  function blockhash(slot: number): string {
    const b = Uint8Array.from(hashBytes);
    new DataView(b.buffer).setBigUint64(0, BigInt(slot));
    return bs58.encode(b);
  }
  function rename(signature: string, cycle: number): string {
    const b = bs58.decode(signature);
    new DataView(b.buffer, b.byteOffset).setUint32(0, cycle + 1);
    return bs58.encode(b);
  }
  /** the slot's getBlock answer; without `withTransactions` its header only */
  function slotJson(slot: number, withTransactions = true): Json {
    const n = slot - start;
    const cycle = Math.floor(n / perCycle);
    const first = (n % perCycle) * perSlot;
    const transactions = !withTransactions
      ? []
      : body.slice(first, first + perSlot).map((t) => {
          const tx = t.transaction as Json & { signatures: string[] };
          return { ...t, transaction: { ...tx, signatures: tx.signatures.map((s) => rename(s, cycle)) } };
        });
    return {
      ...template,
      blockHeight: slot - 20_000_000,
      blockTime: 1_750_000_000 + Math.floor(n * 0.4),
      blockhash: blockhash(slot),
      previousBlockhash: blockhash(slot - 1),
      parentSlot: slot - 1,
      transactions,
    };
  }
  // every template transaction normalized once; a slot's model is its transactions with the pass's
  // signatures and their index in the slot, the block's header read from the slot's JSON without
  // transactions and its sums over them — what readSolBlock makes of slotJson(slot)
  const decodedBody: SolTransaction[] = body.map((t, i) => normalizeSolTransaction(t, i, start));
  // a renamed signature is (cycle + 1) · 256^60 + the template's last 60 bytes: those as a number once,
  // the base58 of the sum by BigInt (what bs58.encode gives of the renamed bytes, several times faster)
  const signatureTails = decodedBody.map((t) => t.signatures.map((x) => BigInt('0x' + Buffer.from(bs58.decode(x).subarray(4)).toString('hex'))));
  const renamedSignature = (tail: bigint, cycle: number) => base58Of((BigInt(cycle + 1) << 480n) + tail, 64);
  function bundleAt(slot: number): SolBlockBundle {
    const n = slot - start;
    const cycle = Math.floor(n / perCycle);
    const first = (n % perCycle) * perSlot;
    const transactions: SolTransaction[] = [];
    for (let i = 0; i < perSlot; i++) {
      const signatures = signatureTails[first + i]!.map((x) => renamedSignature(x, cycle));
      transactions.push({ ...decodedBody[first + i]!, index: i, signature: signatures[0]!, signatures });
    }
    const { block } = readSolBlock(slot, slotJson(slot, false));
    return { block: { ...block, ...solBlockTotals(transactions) }, transactions };
  }
  return {
    start,
    batch: Math.max(2, Math.round(3000 / perSlot)),
    txsPerBlock: perSlot,
    decoded: (slot) => readSolBlock(slot, slotJson(slot)),
    model: bundleAt,
    prepare: (from, to, cpu) => prepareBatch(from, to, bundleAt, (b) => prepareSolBlock('sol', b), cpu),
    write: (db, blocks, nodeHead) => writeSolBlocks(db, 'sol', blocks, { notify: 'none', nodeHead }),
  };
}
