/**
 * Reads what the node has (blocks, txs, receipts) and what the database holds for a chain, in the
 * same shape, so a test can compare them with one toEqual.
 */
import { chainKey } from '@explorer/core';
import { sql, type Database } from '@explorer/db';
import { rpcCall } from './anvil-activity';

interface RawReceipt {
  transactionHash: string;
  status: string;
  gasUsed: string;
  effectiveGasPrice: string;
  logs: { logIndex: string; address: string; topics: string[] }[];
}
interface RawBlock {
  number: string;
  hash: string;
  transactions: { hash: string; from: string; to: string | null; value: string; type: string; nonce: string }[];
}

export interface ChainView {
  blocks: { height: number; hash: string; txCount: number }[];
  txs: { height: number; index: number; hash: string; from: string; to: string | null; value: string; type: number; nonce: number; status: number; fee: string }[];
  logs: { height: number; logIndex: number; address: string; topic0: string | null }[];
}

export async function nodeView(rpcUrl: string, upTo: number): Promise<ChainView> {
  const view: ChainView = { blocks: [], txs: [], logs: [] };
  for (let h = 0; h <= upTo; h++) {
    const hex = '0x' + h.toString(16);
    const block = await rpcCall<RawBlock>(rpcUrl, 'eth_getBlockByNumber', [hex, true]);
    const receipts = await rpcCall<RawReceipt[]>(rpcUrl, 'eth_getBlockReceipts', [hex]);
    view.blocks.push({ height: h, hash: block.hash, txCount: block.transactions.length });
    block.transactions.forEach((tx, index) => {
      const r = receipts.find((x) => x.transactionHash === tx.hash)!;
      view.txs.push({
        height: h,
        index,
        hash: tx.hash,
        from: tx.from.toLowerCase(),
        to: tx.to?.toLowerCase() ?? null,
        value: BigInt(tx.value).toString(),
        type: Number(tx.type),
        nonce: Number(tx.nonce),
        status: r.status === '0x1' ? 1 : 2,
        fee: (BigInt(r.gasUsed) * BigInt(r.effectiveGasPrice)).toString(),
      });
      for (const log of r.logs) view.logs.push({ height: h, logIndex: Number(log.logIndex), address: log.address.toLowerCase(), topic0: log.topics[0] ?? null });
    });
  }
  return view;
}

export async function dbView(database: Database, chain: string): Promise<ChainView> {
  const { db } = database;
  const key = chainKey(chain);
  const blocks = await db.selectFrom('blocks').select(['height', 'hash', 'tx_count']).where('chain', '=', key).orderBy('height').execute();
  const txs = await db
    .selectFrom('evm_transactions')
    .select(['block_height', 'tx_index', 'hash', 'from_addr', 'to_addr', 'value', 'tx_type', 'nonce', 'status'])
    // NULL when derivable (not a blob tx): gas used × effective gas price
    .select(sql<string>`coalesce(fee, gas_used * effective_gas_price)`.as('fee'))
    .where('chain', '=', key)
    .orderBy('block_height')
    .orderBy('tx_index')
    .execute();
  const logs = await db.selectFrom('evm_logs').select(['block_height', 'log_index', 'address', 'topic0']).where('chain', '=', key).orderBy('block_height').orderBy('log_index').execute();
  return {
    blocks: blocks.map((b) => ({ height: b.height, hash: b.hash, txCount: b.tx_count })),
    txs: txs.map((t) => ({ height: t.block_height, index: t.tx_index, hash: t.hash, from: t.from_addr, to: t.to_addr, value: t.value, type: t.tx_type, nonce: t.nonce, status: t.status, fee: t.fee })),
    logs: logs.map((l) => ({ height: l.block_height, logIndex: l.log_index, address: l.address, topic0: l.topic0 })),
  };
}
