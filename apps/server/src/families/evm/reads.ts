/** The EVM family's reads for the chain-data routes (eth, bsc): rows → the spec's EVM shapes. */
import type { ApiBlock, ApiTransaction, HomeStats } from '@explorer/core';
import type { FamilyReads } from '../types';
import { toBlock } from './block';
import { toTransaction } from './transaction';
import { buildHomeStats } from './home-stats';

export const evmReads: FamilyReads<ApiBlock, ApiTransaction, HomeStats> = {
  finalAnswersImmutable: true,
  searchHint: '请输入区块高度或0x开头的区块哈希',
  blocks: {
    list: async (repos, chain, offset, limit) => (await repos.blocks.list(chain, offset, limit)).map(toBlock),
    byHeight: async (repos, chain, height) => {
      const row = await repos.blocks.byHeight(chain, height);
      return row && toBlock(row);
    },
    byHash: async (repos, chain, hash) => {
      const row = await repos.blocks.byHash(chain, hash);
      return row && toBlock(row);
    },
  },
  transactions: {
    list: async (repos, chain, offset, limit) => (await repos.transactions.list(chain, offset, limit)).map(toTransaction),
    ofBlock: async (repos, chain, height, offset, limit) => (await repos.transactions.ofBlock(chain, height, offset, limit)).map(toTransaction),
    byHash: async (repos, chain, hash) => {
      const row = await repos.transactions.byHash([chain], hash);
      return row && toTransaction(row);
    },
  },
  personal: {
    earningsByDay: (repos, chain, addresses, fromTime) => repos.personal.earningsByDay(chain, addresses, fromTime),
    transactions: async (repos, chain, addresses, offset, limit) => (await repos.personal.transactionsTouching(chain, addresses, offset, limit)).map(toTransaction),
    countTransactions: (repos, chain, addresses) => repos.personal.countTouching(chain, addresses),
  },
  homeStats: buildHomeStats,
  heightOf: (tx) => tx.block_height,
};
