/** Which tabs an address page has, per chain family: the transactions everywhere, then what only the family has. */
import type { ChainFamily } from '../../lib/core';
import type { MessageKey } from '../../i18n';

export type AddressTab = 'transactions' | 'tokens' | 'utxos' | 'tokenAccounts';

export const ADDRESS_TABS: Record<ChainFamily, readonly AddressTab[]> = {
  evm: ['transactions', 'tokens'],
  btc: ['transactions', 'utxos'],
  sol: ['transactions', 'tokenAccounts'],
};

export const TAB_LABELS: Record<AddressTab, MessageKey> = {
  transactions: 'address.tab.transactions',
  tokens: 'address.tab.tokens',
  utxos: 'address.tab.utxos',
  tokenAccounts: 'address.tab.tokenAccounts',
};
