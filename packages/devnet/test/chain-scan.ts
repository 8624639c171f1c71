/** Test helper: every transaction of a chain with its receipt, read over plain RPC. */
import type { PublicClient, Transaction, TransactionReceipt } from 'viem';

export interface MinedTx {
  tx: Transaction;
  receipt: TransactionReceipt;
}

export async function scanChain(client: PublicClient, from = 0n, to?: bigint): Promise<MinedTx[]> {
  const last = to ?? (await client.getBlockNumber());
  const out: MinedTx[] = [];
  for (let n = from; n <= last; n++) {
    const block = await client.getBlock({ blockNumber: n, includeTransactions: true });
    const receipts = await Promise.all(block.transactions.map((tx) => client.getTransactionReceipt({ hash: tx.hash })));
    block.transactions.forEach((tx, i) => out.push({ tx, receipt: receipts[i]! }));
  }
  return out;
}
