/**
 * The blocks the scale seed writes (seed-scale.ts), one generator per chain family, each handing the
 * family's real store a batch of prepared blocks at heights it is asked for — deterministic by height,
 * so an interrupted seed resumes at the chain's highest stored block and writes the same rows:
 *   EVM (eth, bsc): the recorded Ethereum mainnet blocks with their receipts (replay-chain.ts's four),
 *     replayed under new heights: block number, hash, parent hash and time rewritten per height and
 *     every tx hash given the chain and height as its prefix (in the txs, receipts and logs), then
 *     buildEvmBundle → prepareBlock → writePreparedBlocks (writeEvmBundles' two steps, as the indexer's
 *     decode workers split them).
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
import { createLogger, type ChainId } from '@explorer/core';
import type { DB } from '@explorer/db';
import { generateMainnetShapedSlots, generateMainnetSizedBlocks, startRpcServer } from '@explorer/devnet';
import {
  btcNetwork,
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
  prepare(from: number, to: number): { blocks: P[]; txs: number };
  /** the family store's write of one batch (one database transaction) */
  write(db: Kysely<DB>, blocks: P[], nodeHead: number): Promise<void>;
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
    const timestamp = '0x' + (genesisTime + secondsPerBlock * (height - start)).toString(16);
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
  return {
    start,
    batch: 20,
    txsPerBlock,
    prepare(from, to) {
      const blocks = [];
      let txs = 0;
      for (let h = from; h < to; h++) {
        const { block, receipts } = render(h);
        const bundle = buildEvmBundle(block, receipts);
        txs += bundle.transactions.length;
        blocks.push(prepareBlock(chain, bundle));
      }
      return { blocks, txs };
    },
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
  function partsAt(height: number): BlockParts {
    const cycle = Math.floor(height / perCycle);
    const first = (height % perCycle) * perBlock;
    const txs = body.slice(first, first + perBlock).map((t) => ({
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
  return {
    start,
    batch: Math.max(2, Math.round(3000 / (perBlock + 1))),
    txsPerBlock: perBlock + 1,
    prepare(from, to) {
      const blocks = [];
      let txs = 0;
      for (let h = from; h < to; h++) {
        const p = partsAt(h);
        txs += p.txs.length;
        blocks.push(prepareBtcBlock('btc', buildBtcBundle(p, network, { verify: false })));
      }
      return { blocks, txs };
    },
    write: (db, blocks, nodeHead) => writeBtcBlocks(db, 'btc', blocks, { notify: 'none', nodeHead }),
  };
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
  function slotJson(slot: number): Json {
    const n = slot - start;
    const cycle = Math.floor(n / perCycle);
    const first = (n % perCycle) * perSlot;
    const transactions = body.slice(first, first + perSlot).map((t) => {
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
  return {
    start,
    batch: Math.max(2, Math.round(3000 / perSlot)),
    txsPerBlock: perSlot,
    prepare(from, to) {
      const blocks = [];
      let txs = 0;
      for (let s = from; s < to; s++) {
        const bundle = readSolBlock(s, slotJson(s));
        txs += bundle.transactions.length;
        blocks.push(prepareSolBlock('sol', bundle));
      }
      return { blocks, txs };
    },
    write: (db, blocks, nodeHead) => writeSolBlocks(db, 'sol', blocks, { notify: 'none', nodeHead }),
  };
}
