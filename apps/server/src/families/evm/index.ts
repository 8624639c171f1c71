/** The EVM family (eth, bsc) as the server serves it: the spec's EVM shapes, its reads, search, CSV columns, statistics, address page, alerts and balances (eth_getBalance). */
import { BlockSchema, HomeStatsSchema, TransactionSchema, chainsOfFamily, type ApiBlock, type ApiTransaction, type ChainId, type HomeStats } from '@explorer/core';
import { z } from 'zod';
import type { ServerFamily } from '../types';
import { evmAddressPage } from './address-page';
import { evmAlertActivity } from './alerts';
import { evmCsv } from './csv';
import { evmInternalCalls } from './internal-calls';
import { evmReads } from './reads';
import { createEvmRepositories } from './repositories';
import { evmSearch } from './search';
import { evmTokens } from './tokens';

const chains = z.enum(chainsOfFamily('evm').map((c) => c.id) as [ChainId, ...ChainId[]]);
const QUANTITY = /^0x[0-9a-fA-F]{1,64}$/;

export const evmFamily: ServerFamily<ApiBlock, ApiTransaction, HomeStats> = {
  family: 'evm',
  schemas: { block: BlockSchema.extend({ chain: chains }), transaction: TransactionSchema.extend({ chain: chains }), homeStats: HomeStatsSchema },
  reads: evmReads,
  search: evmSearch,
  csv: evmCsv,
  statistics: {
    figures: ['avgGasPrice', 'avgBlockTime', 'difficulty', 'tps'],
    metrics: ['transactions', 'blocks', 'volume', 'avgGasPrice', 'avgBlockTime', 'avgTxFee', 'gasUsed'],
  },
  addressPage: evmAddressPage,
  nodeBalance: {
    call: (address) => ({ method: 'eth_getBalance', params: [address, 'latest'] }),
    read: (result) => (typeof result === 'string' && QUANTITY.test(result) ? BigInt(result) : null),
  },
  tokens: evmTokens,
  internalCalls: evmInternalCalls,
  alertActivity: evmAlertActivity,
  repositories: (db) => ({ evm: createEvmRepositories(db) }),
};
