/** The transaction list's title per chain (a catalog key each, like the registry's titles). */
import type { ChainId } from '../../lib/core';
import type { MessageKey } from '../../i18n';

export const TRANSACTION_TITLES: Readonly<Record<ChainId, MessageKey>> = {
  eth: 'transactions.title.eth',
  bsc: 'transactions.title.bsc',
  btc: 'transactions.title.btc',
  sol: 'transactions.title.sol',
};
