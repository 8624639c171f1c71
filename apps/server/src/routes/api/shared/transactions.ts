/**
 * Transaction reads behind both the signed-in and the guest routes: lists, a block's transactions
 * and one transaction for any served chain (shape from its family, families/index.ts); receipts and
 * parsed results for EVM chains.
 */
import type { ChainId, ParsedResult } from '@explorer/core';
import { missing } from '../../../http/pruned';
import type { Repositories } from '../../../composition';
import type { BlockRow } from '../../../families/evm/blocks-repository';
import type { TransactionRow } from '../../../families/evm/transactions-repository';
import { EVM_CHAINS } from '../../../families/evm/chains';
import { resolvePage, storedHash } from '../../../wire/common';
import { familyReads } from '../../../families';
import type { BlockTxFilter } from '../../../families/types';
import { toReceipt } from '../../../families/evm/receipt';
import { BLOCK_NOT_FOUND } from './blocks';
import { fullRowLimits, type AccessLimits, type BlockTxLimits } from './limits';

export const TX_NOT_FOUND = '交易不存在';

interface PageInput {
  page?: number;
  page_size?: number;
}

/** Newest first; the total is the family's (Solana: non-vote transactions), else the chain's transaction counter. */
export async function listTransactions(repos: Repositories, chain: ChainId, query: PageInput, limits: AccessLimits) {
  const { page, pageSize, offset } = resolvePage(query, limits.transactions);
  const reads = familyReads(chain).transactions;
  const [total, transactions] = await Promise.all([
    reads.total ? reads.total(repos, chain) : repos.blocks.totals(chain).then((t) => t.totalTransactions),
    reads.list(repos, chain, offset, pageSize),
  ]);
  return { transactions, total, page, page_size: pageSize };
}

/** vote=false or include_votes=false leaves a block's vote transactions out (Solana; others have none). */
export const blockTxFilter = (query: { vote?: boolean; include_votes?: boolean; detail?: 'summary' | 'full' }): BlockTxFilter => ({
  votes: query.vote !== false && query.include_votes !== false,
  detail: query.detail ?? 'summary',
});

/**
 * A block's transactions by index; the total is the block's transaction count (without votes when they are left out).
 * Full rows (detail=full) come at most limits.fullRows a page: a larger page_size is a 400.
 */
export async function blockTransactions(repos: Repositories, chain: ChainId, height: number, query: PageInput, limits: BlockTxLimits, filter: BlockTxFilter = { votes: true }) {
  const { page, pageSize, offset } = resolvePage(query, filter.detail === 'full' ? fullRowLimits(query, limits) : limits);
  const reads = familyReads(chain).transactions;
  const total = reads.countOfBlock ? await reads.countOfBlock(repos, chain, height, filter) : (await repos.blocks.byHeight(chain, height))?.tx_count;
  if (total === undefined) throw await missing(repos, chain, BLOCK_NOT_FOUND, height);
  const transactions = offset < total ? await reads.ofBlock(repos, chain, height, offset, pageSize, filter) : [];
  return { transactions, total, page, page_size: pageSize };
}

/** One transaction by its hash (txid) in the chain's format. */
export async function transactionByHash(repos: Repositories, chain: ChainId, hashText: string) {
  const tx = await familyReads(chain).transactions.byHash(repos, chain, storedHash(chain, hashText, '交易哈希'));
  if (!tx) throw await missing(repos, chain, TX_NOT_FOUND);
  return tx;
}

export async function transactionReceipt(repos: Repositories, chain: ChainId, hash: string) {
  const tx = await repos.transactions.byHash([chain], hash);
  if (!tx) throw await missing(repos, chain, TX_NOT_FOUND);
  return receiptOf(repos, tx);
}

/** The receipt of a stored transaction: its block's base fee, its logs, its token's coin config, the called contract's active parser configs. */
export async function receiptOf(repos: Repositories, tx: TransactionRow, block?: BlockRow) {
  const [blockRow, logs, coin, parsers] = await Promise.all([
    block ?? repos.blocks.byHeight(tx.chain, tx.block_height),
    repos.transactions.logs(tx.chain, tx.block_height, tx.tx_index),
    tx.token_address === null ? undefined : repos.coinConfigs.byAddress(tx.chain, tx.token_address),
    tx.to_addr === null ? [] : repos.parserConfigs.ofContract(tx.chain, tx.to_addr),
  ]);
  return toReceipt(tx, blockRow, logs, coin ?? null, parsers.filter((p) => p.is_active));
}

/**
 * Parsed results: what the parser configs of the contracts it touched read from the transaction
 * (stored at ingest, rewritten by re-parse jobs), a movement read by both a call config and an event
 * config once; a transaction no config reads gets one entry per ERC-20 transfer it made.
 */
export async function parsedResults(repos: Repositories, hash: string, chain: ChainId | undefined) {
  const tx = await repos.transactions.byHash(chain ? [chain] : EVM_CHAINS, hash);
  if (!tx) throw await missing(repos, chain ?? EVM_CHAINS[0]!, TX_NOT_FOUND);
  return parsedOf(repos, tx);
}

/** The parse results of a stored transaction (see parsedResults). */
export async function parsedOf(repos: Repositories, tx: TransactionRow): Promise<ParsedResult[]> {
  const stored = await repos.transactions.parsedResults(tx.chain, tx.block_height, tx.tx_index);
  // a call and the event it emitted often read the same movement (transfer() and its Transfer log):
  // it is listed once, as the log's
  const movement = (p: (typeof stored)[number]) => `${p.contract}|${p.from_address}|${p.to_address}|${p.amount_wei}`;
  const logged = new Set(stored.filter((p) => p.source === 'log').map(movement));
  const parsed = stored.filter((p) => p.source === 'log' || !logged.has(movement(p)));
  if (parsed.length > 0) {
    return parsed.map((p) => ({
      from_address: p.from_address,
      to_address: p.to_address,
      amount_wei: p.amount_wei,
      token_symbol: p.token_symbol,
      token_address: p.contract,
      token_decimals: p.coin_decimals ?? p.decimals,
      log_index: p.log_index,
      source: p.source,
      config_id: p.config_id === null ? null : Number(p.config_id),
    }));
  }
  const transfers = await repos.transactions.transfers(tx.chain, tx.block_height, tx.tx_index);
  return transfers.map((t) => ({
    source: 'transfer' as const,
    config_id: null,
    from_address: t.from_addr,
    to_address: t.to_addr,
    amount_wei: t.amount,
    token_symbol: t.symbol,
    token_address: t.token,
    token_decimals: t.decimals,
    log_index: t.log_index,
  }));
}
