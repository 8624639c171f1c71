import type { Catalog } from '../types';

export const transactions: Catalog = {
  'transactions.title.eth': 'Transactions',
  'transactions.title.bsc': 'BSC transactions',
  'transactions.title.btc': 'Bitcoin transactions',
  'transactions.title.sol': 'SOL transactions',
  'transactions.total': '{total} transactions',
  'transactions.empty': 'No transaction data',
  'transactions.loadFailed': 'Failed to get transactions',
  'transactions.col.hash': 'Hash',
  'transactions.col.block': 'Block',
  'transactions.col.time': 'Time',
  'transactions.col.from': 'From',
  'transactions.col.to': 'To',
  'transactions.col.amount': 'Amount',
  'transactions.col.gasPrice': 'Gas price',
  'transactions.col.status': 'Status',
  'transactions.contractCreation': 'Contract creation',
  'transactions.status.pending': 'Pending',
  'transactions.status.success': 'Success',
  'transactions.status.failed': 'Failed',
  'transactions.status.unknown': 'Unknown',
} as const;
