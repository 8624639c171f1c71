/** The Bitcoin family as the server serves it: BtcBlock and BtcTransaction (with confirmations, inputs and outputs), its reads, fee rates, search, CSV columns, statistics, address page (balances from unspent outputs) and alerts. */
import { BtcBlockSchema, BtcHomeStatsSchema, BtcTransactionSchema, type ApiBtcBlock, type ApiBtcTransaction, type BtcHomeStats } from '@explorer/core';
import type { ServerFamily } from '../types';
import { btcAddressPage } from './address-page';
import { btcWallet } from './wallet';
import { btcEsplora } from './esplora';
import { btcAlertActivity } from './alerts';
import { btcCsv } from './csv';
import { btcReads } from './reads';
import { createBtcRepositories } from './repositories';
import { btcSearch } from './search';

export const btcFamily: ServerFamily<ApiBtcBlock, ApiBtcTransaction, BtcHomeStats> = {
  family: 'btc',
  schemas: { block: BtcBlockSchema, transaction: BtcTransactionSchema, homeStats: BtcHomeStatsSchema },
  reads: btcReads,
  search: btcSearch,
  csv: btcCsv,
  statistics: {
    figures: ['avgBlockTime', 'difficulty', 'feeRate', 'tps'],
    metrics: ['blocks', 'transactions', 'volume', 'fees', 'feeRate', 'avgBlockTime', 'avgBlockSize'],
  },
  addressPage: btcAddressPage,
  wallet: btcWallet,
  esplora: btcEsplora,
  alertActivity: btcAlertActivity,
  repositories: (db) => ({ btc: createBtcRepositories(db) }),
};
