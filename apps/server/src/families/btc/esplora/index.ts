/**
 * The Bitcoin family's Esplora API (issue 28; the paths are routes/esplora): blocks, transactions,
 * addresses and fee estimates in Esplora's shapes over the index, the transactions' scripts and
 * witnesses from the node (node.ts). Errors are Esplora's: a status and a short English text.
 */
import { hex } from '@scure/base';
import { HttpError } from '../../../http/errors';
import type { EsploraApi, FamilyEsplora } from '../../types';
import type { Repositories } from '../../repositories';
import type { BtcTxRow } from '../transactions-repository';
import { readBlockExtra } from '../block-extra';
import { addressOfScript, btcAddressBytes } from '../stored';
import { createNodeTxReader, NodeUnavailableError, type NodeTxReader } from './node';
import { blockHeaderHex } from './header';
import { statusOf, toEsploraTx, type EsploraTx } from './transaction';
import { addressScript } from '@explorer/indexer';

/** Esplora's page sizes: blocks, a block's transactions, an address's confirmed transactions; its UTXO cap */
export const BLOCKS_PAGE = 10;
export const BLOCK_TXS_PAGE = 25;
export const ADDRESS_TXS_PAGE = 25;
export const UTXO_LIMIT = 500;
/** the confirmation targets Esplora estimates for */
const FEE_TARGETS = [1, 2, 3, 4, 5, 6, 10, 20, 25, 144, 504, 1008] as const;

const TXID = /^[0-9a-f]{64}$/;
const fail = (status: number, text: string): never => {
  throw new HttpError(status, text);
};
const checkHash = (value: string, what: string) => (TXID.test(value) ? value : fail(400, `Invalid ${what}`));

const readers = new Map<string, NodeTxReader>();
const readerFor = (url: string | undefined, logger: Parameters<typeof createNodeTxReader>[1]): NodeTxReader => {
  const key = url ?? '';
  let reader = readers.get(key);
  if (!reader) readers.set(key, (reader = createNodeTxReader(url, logger)));
  return reader;
};

function open(repos: Repositories, chain: string, node: Parameters<FamilyEsplora['open']>[2]): EsploraApi {
  const btc = repos.btc;
  const reader = readerFor(node.url, node.logger);

  async function tip() {
    const [block] = await btc.blocks.list(chain, 0, 1);
    return block ?? fail(404, 'Block not found');
  }
  async function blockByHash(hash: string) {
    return (await btc.blocks.byHash(chain, checkHash(hash, 'block hash'))) ?? fail(404, 'Block not found');
  }
  async function blockJson(b: NonNullable<Awaited<ReturnType<typeof btc.blocks.byHeight>>>) {
    const extra = readBlockExtra(b.extra);
    return {
      id: b.hash,
      height: b.height,
      version: extra.version,
      timestamp: b.timestamp,
      tx_count: b.tx_count,
      size: b.size,
      weight: extra.weight,
      merkle_root: extra.merkle_root,
      previousblockhash: b.height === 0 ? null : b.parent_hash,
      mediantime: await btc.esplora.medianTime(chain, b.height),
      nonce: extra.nonce,
      bits: Number.parseInt(extra.bits, 16),
      difficulty: Number(extra.difficulty),
    };
  }
  /** the transactions in Esplora's shape, in the rows' order: inputs from the index, scripts from the node */
  async function txsOf(rows: readonly BtcTxRow[]): Promise<EsploraTx[]> {
    if (rows.length === 0) return [];
    let raw;
    try {
      raw = await reader.read(rows.map((r) => ({ txid: r.hash, blockHash: r.block_hash })));
    } catch (err) {
      if (err instanceof NodeUnavailableError) fail(503, 'The node is unavailable: transaction scripts and witnesses cannot be read');
      throw err;
    }
    const [network, inputs] = await Promise.all([btc.esplora.network(chain), btc.transactions.inputsOf(chain, rows)]);
    return rows.map((r) => {
      const nodeTx = raw.get(r.hash) ?? fail(503, `The node did not return transaction ${r.hash}`);
      return toEsploraTx(r, inputs.filter((i) => i.txid === r.hash && i.block_height === r.block_height), nodeTx, network);
    });
  }
  /** for each output, whether and by which input it is spent (the spender's status from the index) */
  async function outspends(row: BtcTxRow) {
    const outputs = await btc.transactions.outputsOf(chain, [row]);
    const spenders = await Promise.all(outputs.map((o) => (o.spent_txid ? btc.transactions.byTxid(chain, o.spent_txid) : undefined)));
    return outputs.map((o, k) => {
      const by = spenders[k];
      return o.spent_txid && by ? { spent: true, txid: o.spent_txid, vin: o.spent_vin, status: statusOf(by) } : { spent: false };
    });
  }
  async function txRow(txid: string) {
    return (await btc.transactions.byTxid(chain, checkHash(txid, 'transaction id'))) ?? fail(404, 'Transaction not found');
  }
  /** the address's output script, refusing an address of another network */
  async function scriptOf(address: string) {
    const script = addressScript(address);
    const network = await btc.esplora.network(chain);
    const again = script && addressOfScript(hex.encode(script), network);
    if (!script || !again || again.toLowerCase() !== address.toLowerCase()) fail(400, 'Invalid Bitcoin address');
    return btcAddressBytes(address)!;
  }
  async function addressTxRows(address: string, before: { height: number; index: number } | null) {
    const keys = await repos.addressIndex.page(chain, await scriptOf(address), before, ADDRESS_TXS_PAGE);
    return btc.esplora.txsAt(chain, keys);
  }

  return {
    tipHeight: async () => (await tip()).height,
    tipHash: async () => (await tip()).hash,
    async blocks(start) {
      const top = (await tip()).height;
      if (start !== undefined && node.guestNewest !== null && start < top - node.guestNewest + 1) fail(400, `Guests may list only the ${node.guestNewest} newest blocks`);
      const from = start === undefined ? top : Math.min(start, top);
      const list = await btc.blocks.list(chain, top - from, BLOCKS_PAGE);
      return Promise.all(list.map(blockJson));
    },
    async blockHashAt(height) {
      return ((await btc.blocks.byHeight(chain, height)) ?? fail(404, 'Block not found')).hash;
    },
    block: async (hash) => blockJson(await blockByHash(hash)),
    async blockStatus(hash) {
      const b = await btc.blocks.byHash(chain, checkHash(hash, 'block hash'));
      if (!b) return { in_best_chain: false };
      const next = await btc.blocks.byHeight(chain, b.height + 1);
      return { in_best_chain: true, height: b.height, next_best: next?.hash ?? null };
    },
    blockTxids: async (hash) => btc.esplora.txids(chain, (await blockByHash(hash)).height),
    async blockTxs(hash, start) {
      if (start % BLOCK_TXS_PAGE !== 0) fail(400, `start index must be a multiple of ${BLOCK_TXS_PAGE}`);
      const b = await blockByHash(hash);
      if (start >= b.tx_count) fail(400, 'start index out of range');
      return txsOf(await btc.transactions.ofBlock(chain, b.height, start, BLOCK_TXS_PAGE));
    },
    async blockTxid(hash, index) {
      const txids = await btc.esplora.txids(chain, (await blockByHash(hash)).height);
      return txids[index] ?? fail(404, 'Transaction not found');
    },
    async blockHeader(hash) {
      const b = await blockByHash(hash);
      return blockHeaderHex(b.parent_hash, readBlockExtra(b.extra), b.timestamp);
    },
    async tx(txid) {
      const [tx] = await txsOf([await txRow(txid)]);
      return tx!;
    },
    txStatus: async (txid) => statusOf(await txRow(txid)),
    async txHex(txid) {
      const row = await txRow(txid);
      try {
        const raw = await reader.read([{ txid: row.hash, blockHash: row.block_hash }]);
        return raw.get(row.hash)?.hex ?? fail(503, `The node did not return transaction ${row.hash}`);
      } catch (err) {
        if (err instanceof NodeUnavailableError) fail(503, 'The node is unavailable: the raw transaction cannot be read');
        throw err;
      }
    },
    txOutspends: async (txid) => outspends(await txRow(txid)),
    async txOutspend(txid, vout) {
      const all = await outspends(await txRow(txid));
      return all[vout] ?? fail(404, 'Output not found');
    },
    async address(address) {
      const script = await scriptOf(address);
      const [summary, totals] = await Promise.all([repos.addressIndex.summary(chain, script), btc.esplora.addressTotals(chain, script)]);
      const empty = { funded_txo_count: 0, funded_txo_sum: 0, spent_txo_count: 0, spent_txo_sum: 0, tx_count: 0 };
      return { address, chain_stats: { ...totals, tx_count: summary?.tx_count ?? 0 }, mempool_stats: empty };
    },
    async addressTxs(address, lastSeen) {
      let before: { height: number; index: number } | null = null;
      if (lastSeen !== undefined) {
        const seen = await txRow(lastSeen);
        before = { height: seen.block_height, index: seen.tx_index };
      }
      return txsOf(await addressTxRows(address, before));
    },
    async addressUtxos(address) {
      await scriptOf(address);
      const u = await btc.address.utxos(chain, address, UTXO_LIMIT + 1);
      if (u.count > UTXO_LIMIT) fail(400, `Too many unspent outputs (more than ${UTXO_LIMIT})`);
      const blocks = new Map<number, { hash: string; timestamp: number }>();
      for (const h of new Set(u.rows.map((r) => r.block_height))) {
        const b = await btc.blocks.byHeight(chain, h);
        if (b) blocks.set(h, b);
      }
      return u.rows.map((r) => {
        const b = blocks.get(r.block_height)!;
        return { txid: r.txid, vout: r.vout, status: statusOf({ block_height: r.block_height, block_hash: b.hash, timestamp: b.timestamp }), value: Number(r.value) };
      });
    },
    async feeEstimates() {
      const row = await btc.stats.feeRates(chain, 6, [90, 75, 50, 25, 10]);
      // no paying transaction in the newest blocks: no estimate (as Esplora leaves out a target it cannot estimate)
      if (row.transactions === 0) return {};
      const [p90, p75, p50, p25, p10] = row.percentiles.map(Number) as [number, number, number, number, number];
      const rate = (target: number) => (target <= 1 ? p90 : target <= 3 ? p75 : target <= 6 ? p50 : target <= 25 ? p25 : p10);
      return Object.fromEntries(FEE_TARGETS.map((t) => [String(t), Math.max(1, rate(t))]));
    },
  };
}

export const btcEsplora: FamilyEsplora = { open };
