/**
 * One EVM transaction's page (spec part 2 §2.3 and §9), behind the signed-in and the guest routes:
 * the transaction, its block and confirmations (indexed head − block + 1); for signed-in users also
 * the receipt as the block page's expanded row shows it, every token transfer it made and the parse
 * results. Guests see what they see on the block page: the transaction's row, no receipt.
 */
import type { ApiEvmTransactionDetail, ChainId } from '@explorer/core';
import { missing } from '../../../http/pruned';
import type { Repositories } from '../../../composition';
import { confirmations } from '../../../wire/common';
import { toTransaction } from '../../../families/evm/transaction';
import { parsedOf, receiptOf, TX_NOT_FOUND } from './transactions';

/** `hash` in its stored form (lower-case 0x hex). */
export async function evmTransactionDetail(repos: Repositories, chain: ChainId, hash: string, withReceipt: boolean): Promise<ApiEvmTransactionDetail> {
  const tx = await repos.transactions.byHash([chain], hash);
  if (!tx) throw await missing(repos, chain, TX_NOT_FOUND);
  const [block, tip] = await Promise.all([repos.blocks.byHeight(chain, tx.block_height), repos.blocks.tipHeight(chain)]);
  const head = Math.max(tip ?? tx.block_height, tx.block_height);
  const shown = { transaction: toTransaction(tx), block_hash: block?.hash ?? null, head_height: head, confirmations: confirmations(head, tx.block_height) };
  if (!withReceipt) return { ...shown, receipt: null, token_transfers: null, parsed_results: null };
  const [receipt, transfers, parsed] = await Promise.all([receiptOf(repos, tx, block), repos.transactions.transfers(chain, tx.block_height, tx.tx_index), parsedOf(repos, tx)]);
  return {
    ...shown,
    receipt,
    token_transfers: transfers.map((t) => ({ log_index: t.log_index, token: t.token, symbol: t.symbol, decimals: t.decimals, from: t.from_addr, to: t.to_addr, amount: t.amount })),
    parsed_results: parsed,
  };
}
