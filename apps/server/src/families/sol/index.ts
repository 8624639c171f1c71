/** The Solana family as the server serves it: SolBlock and the transaction summary or full row, its reads, search, CSV columns, statistics, address page, alerts and balances (getBalance). */
import { SolBlockSchema, SolHomeStatsSchema, SolTransactionRowSchema, type ApiSolBlock, type ApiSolTransactionSummary, type SolHomeStats } from '@explorer/core';
import type { ServerFamily } from '../types';
import { solAddressPage } from './address-page';
import { solAlertActivity } from './alerts';
import { solCsv } from './csv';
import { solReads } from './reads';
import { createSolRepositories } from './repositories';
import { solSearch } from './search';

const LAMPORTS = /^\d{1,20}$/;

export const solFamily: ServerFamily<ApiSolBlock, ApiSolTransactionSummary, SolHomeStats> = {
  family: 'sol',
  // Solana's transaction member is itself two shapes: the summary, or the full row of a block's list with detail=full
  schemas: { block: SolBlockSchema, transaction: SolTransactionRowSchema, homeStats: SolHomeStatsSchema },
  reads: solReads,
  search: solSearch,
  csv: solCsv,
  statistics: {
    figures: ['avgBlockTime', 'tps', 'voteShare'],
    metrics: ['blocks', 'transactions', 'activeAddresses', 'tps', 'voteShare', 'avgTxFee', 'avgBlockTime'],
  },
  addressPage: solAddressPage,
  nodeBalance: {
    call: (address) => ({ method: 'getBalance', params: [address, { commitment: 'confirmed' }] }),
    read: (result) => {
      const value = (result as { value?: unknown } | null)?.value;
      return typeof value === 'string' && LAMPORTS.test(value) ? BigInt(value) : null;
    },
  },
  alertActivity: solAlertActivity,
  repositories: (db) => ({ sol: createSolRepositories(db) }),
};
