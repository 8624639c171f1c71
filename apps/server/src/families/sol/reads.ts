/**
 * The Solana family's reads for the chain-data routes: rows → SolBlock, SolTransactionSummary (lists,
 * non-vote unless a block's votes are asked for; a block's list with detail=full: SolTransaction), SolHomeStats, and the personal pages (the leader's
 * Fee rewards, transactions signed by or transferring to or from the saved addresses). The detail and
 * artifacts of one transaction are the sol routes' own (routes/api/shared/sol.ts).
 */
import type { ApiSolBlock, ApiSolTransactionSummary, SolHomeStats } from '@explorer/core';
import type { Repositories } from '../repositories';
import type { SolTxRow } from './transactions-repository';
import type { FamilyReads } from '../types';
import { toSolBlock } from './block';
import { buildSolHomeStats } from './home-stats';
import { toSolTransaction, toSolTransactionSummary } from './transaction';

/** list rows name programs by the registry (cached in process) */
async function summaries(repos: Repositories, rows: SolTxRow[]) {
  const registry = await repos.sol.programs.registry();
  return rows.map((r) => toSolTransactionSummary(r, registry));
}

export const solReads: FamilyReads<ApiSolBlock, ApiSolTransactionSummary, SolHomeStats> = {
  // no confirmations in the answers: a final block's answer never changes
  finalAnswersImmutable: true,
  searchHint: '请输入槽位（区块高度）或base58编码的区块哈希',
  blocks: {
    list: async (repos, chain, offset, limit) => (await repos.sol.blocks.list(chain, offset, limit)).map(toSolBlock),
    byHeight: async (repos, chain, height) => {
      const row = await repos.sol.blocks.byHeight(chain, height);
      return row && toSolBlock(row);
    },
    byHash: async (repos, chain, hash) => {
      const row = await repos.sol.blocks.byHash(chain, hash);
      return row && toSolBlock(row);
    },
  },
  transactions: {
    list: async (repos, chain, offset, limit) => summaries(repos, await repos.sol.transactions.list(chain, offset, limit)),
    total: (repos, chain) => repos.sol.transactions.nonVoteTotal(chain),
    ofBlock: async (repos, chain, height, offset, limit, filter) => {
      const votes = filter?.votes ?? true;
      if (filter?.detail !== 'full') return summaries(repos, await repos.sol.transactions.ofBlock(chain, height, offset, limit, votes));
      const [rows, registry] = await Promise.all([repos.sol.transactions.ofBlockWithDetail(chain, height, offset, limit, votes), repos.sol.programs.registry()]);
      return rows.map((r) => toSolTransaction(r, registry));
    },
    countOfBlock: async (repos, chain, height, filter) => {
      const row = await repos.sol.blocks.byHeight(chain, height);
      if (!row) return undefined;
      return filter?.votes === false ? toSolBlock(row).non_vote_transaction_count : row.tx_count;
    },
    byHash: async (repos, chain, signature) => {
      const row = await repos.sol.transactions.bySignature(chain, signature);
      return row && toSolTransactionSummary(row, await repos.sol.programs.registry());
    },
  },
  personal: {
    earningsByDay: (repos, chain, addresses, fromTime) => repos.personal.earningsByDay(chain, addresses, fromTime),
    transactions: async (repos, chain, addresses, offset, limit) => summaries(repos, await repos.sol.personal.transactionsTouching(chain, addresses, offset, limit)),
    countTransactions: (repos, chain, addresses) => repos.sol.personal.countTouching(chain, addresses),
  },
  homeStats: buildSolHomeStats,
  heightOf: (tx) => tx.slot,
};
