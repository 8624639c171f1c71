/** How the EVM chains (eth, bsc) look in the page: spec part 2 §2.2 (lists), §2.10 (statistics). */
import type { FamilyView } from '../family-view';

export const EVM_VIEW: FamilyView<'evm'> = {
  family: 'evm',
  screens: { home: 'overview', blockDetail: 'receipts', transaction: 'evmTransaction', addresses: 'contracts', programs: null, token: 'evmToken', wallet: null },
  blockColumns: ['height', 'time', 'txCount', 'size', 'gas', 'miner', 'reward'],
  transactionColumns: ['hash', 'block', 'time', 'from', 'to', 'amount', 'gasPrice', 'status'],
  addressTabs: ['transactions', 'tokens', 'tokenTransfers', 'internalCalls'],
  statistics: {
    cards: ['dailyVolume', 'avgGasPrice', 'avgBlockTime', 'difficulty'],
    charts: ['volume', 'gasPrice'],
    ranges: ['24h', '7d', '30d', '90d', '1y'],
  },
  liveTipUpdates: true,
  amountDigits: 6,
  walletKey: null,
  addressCaseInsensitive: true,
};
