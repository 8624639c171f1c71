/**
 * Transaction reads behind both the signed-in and the guest routes: lists, a block's transactions
 * and one transaction for any served chain (shape from its family, wire/families.ts); receipts and
 * parsed results for EVM chains.
 */
import type { ChainId } from '@explorer/core';
import { notFound } from '../../../errors';
import type { Repositories } from '../../../plugins/app';
import { EVM_CHAINS, resolvePage, storedHash, type PageLimits } from '../../../wire/common';
import { familyReads } from '../../../wire/families';
import { toReceipt } from '../../../wire/receipt';
import { BLOCK_NOT_FOUND } from './blocks';
import type { AccessLimits } from './limits';

export const TX_NOT_FOUND = '交易不存在';

interface PageInput {
  page?: number;
  page_size?: number;
}

/** Newest first; the total is the chain's transaction counter. */
export async function listTransactions(repos: Repositories, chain: ChainId, query: PageInput, limits: AccessLimits) {
  const { page, pageSize, offset } = resolvePage(query, limits.transactions);
  const [{ totalTransactions }, transactions] = await Promise.all([repos.blocks.totals(chain), familyReads(chain).transactions.list(repos, chain, offset, pageSize)]);
  return { transactions, total: totalTransactions, page, page_size: pageSize };
}

/** A block's transactions by index; the total is the block's transaction count. */
export async function blockTransactions(repos: Repositories, chain: ChainId, height: number, query: PageInput, limits: PageLimits) {
  const { page, pageSize, offset } = resolvePage(query, limits);
  const block = await repos.blocks.byHeight(chain, height);
  if (!block) throw notFound(BLOCK_NOT_FOUND);
  const transactions = offset < block.tx_count ? await familyReads(chain).transactions.ofBlock(repos, chain, height, offset, pageSize) : [];
  return { transactions, total: block.tx_count, page, page_size: pageSize };
}

/** One transaction by its hash (txid) in the chain's format. */
export async function transactionByHash(repos: Repositories, chain: ChainId, hashText: string) {
  const tx = await familyReads(chain).transactions.byHash(repos, chain, storedHash(chain, hashText, '交易哈希'));
  if (!tx) throw notFound(TX_NOT_FOUND);
  return tx;
}

export async function transactionReceipt(repos: Repositories, chain: ChainId, hash: string) {
  const tx = await repos.transactions.byHash([chain], hash);
  if (!tx) throw notFound(TX_NOT_FOUND);
  const [block, logs] = await Promise.all([repos.blocks.byHeight(chain, tx.block_height), repos.transactions.logs(chain, tx.block_height, tx.tx_index)]);
  return toReceipt(tx, block, logs);
}

/** Parsed results: for now one entry per ERC-20 transfer made by the transaction. */
export async function parsedResults(repos: Repositories, hash: string, chain: ChainId | undefined) {
  const tx = await repos.transactions.byHash(chain ? [chain] : EVM_CHAINS, hash);
  if (!tx) throw notFound(TX_NOT_FOUND);
  const transfers = await repos.transactions.transfers(tx.chain, tx.block_height, tx.hash);
  return transfers.map((t) => ({
    from_address: t.from_addr,
    to_address: t.to_addr,
    amount_wei: t.amount,
    token_symbol: t.symbol,
    token_address: t.token,
    token_decimals: t.decimals,
    log_index: t.log_index,
  }));
}
