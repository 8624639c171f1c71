/** The address page's tab labels (which tabs a family has: its view's addressTabs, chains/<family>/view.ts). */
import type { AddressTab } from '../../chains/family-view';
import type { MessageKey } from '../../i18n';

export const TAB_LABELS: Record<AddressTab, MessageKey> = {
  transactions: 'address.tab.transactions',
  tokens: 'address.tab.tokens',
  tokenTransfers: 'address.tab.tokenTransfers',
  internalCalls: 'address.tab.internalCalls',
  utxos: 'address.tab.utxos',
  tokenAccounts: 'address.tab.tokenAccounts',
};
