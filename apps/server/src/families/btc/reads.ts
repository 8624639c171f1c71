/** The Bitcoin family's reads for the chain-data routes: rows → BtcBlock, BtcTransaction (with inputs and outputs), BtcHomeStats, fee rates, the personal pages' coinbase rewards and history. */
import type { ApiBtcBlock, ApiBtcTransaction, BtcHomeStats } from '@explorer/core';
import type { Repositories } from '../repositories';
import type { BtcTxRow } from './transactions-repository';
import type { FamilyReads } from '../types';
import { toBtcBlock } from './block';
import { buildBtcFeeRates } from './fee-rates';
import { buildBtcHomeStats } from './home-stats';
import { byTransaction, toBtcTransaction } from './transaction';

/** The page's transactions with their inputs and outputs: one query for each, whatever the page size. */
async function withInputsAndOutputs(repos: Repositories, chain: string, rows: BtcTxRow[]) {
  if (rows.length === 0) return [];
  const [inputs, outputs, tip] = await Promise.all([repos.btc.transactions.inputsOf(chain, rows), repos.btc.transactions.outputsOf(chain, rows), repos.blocks.tipHeight(chain)]);
  const ins = byTransaction(inputs);
  const outs = byTransaction(outputs);
  return rows.map((r) => toBtcTransaction(r, ins.get(`${r.block_height}:${r.hash}`) ?? [], outs.get(`${r.block_height}:${r.hash}`) ?? [], tip));
}

export const btcReads: FamilyReads<ApiBtcBlock, ApiBtcTransaction, BtcHomeStats> = {
  // blocks and transactions carry their confirmations
  finalAnswersImmutable: false,
  searchHint: '请输入区块高度或64位十六进制区块哈希',
  blocks: {
    list: async (repos, chain, offset, limit) => {
      const [rows, tip] = await Promise.all([repos.btc.blocks.list(chain, offset, limit), repos.blocks.tipHeight(chain)]);
      return rows.map((r) => toBtcBlock(r, tip));
    },
    byHeight: async (repos, chain, height) => {
      const [row, tip] = await Promise.all([repos.btc.blocks.byHeight(chain, height), repos.blocks.tipHeight(chain)]);
      return row && toBtcBlock(row, tip);
    },
    byHash: async (repos, chain, hash) => {
      const [row, tip] = await Promise.all([repos.btc.blocks.byHash(chain, hash), repos.blocks.tipHeight(chain)]);
      return row && toBtcBlock(row, tip);
    },
  },
  transactions: {
    list: async (repos, chain, offset, limit) => withInputsAndOutputs(repos, chain, await repos.btc.transactions.list(chain, offset, limit)),
    ofBlock: async (repos, chain, height, offset, limit) => withInputsAndOutputs(repos, chain, await repos.btc.transactions.ofBlock(chain, height, offset, limit)),
    byHash: async (repos, chain, txid) => {
      const row = await repos.btc.transactions.byTxid(chain, txid);
      return row && (await withInputsAndOutputs(repos, chain, [row]))[0];
    },
  },
  personal: {
    earningsByDay: (repos, chain, addresses, fromTime) => repos.btc.personal.earningsByDay(chain, addresses, fromTime),
    transactions: async (repos, chain, addresses, offset, limit) => withInputsAndOutputs(repos, chain, await repos.btc.personal.transactionsTouching(chain, addresses, offset, limit)),
    countTransactions: (repos, chain, addresses) => repos.btc.personal.countTouching(chain, addresses),
  },
  homeStats: buildBtcHomeStats,
  heightOf: (tx) => tx.block_height,
  feeRates: buildBtcFeeRates,
};
