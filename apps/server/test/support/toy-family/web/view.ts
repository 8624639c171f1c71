/** How the toy chain looks in the page: the EVM-style screens, a block list of the common columns, no statistics of its own. */
import type { FamilyView } from '../../../../../web/src/chains/family-view';
import type { FamilyRows } from '../../../../../web/src/chains/family-rows';

interface ToyTransfer {
  block_height: number;
  from: string;
  to: string;
}

export const TOY_VIEW: FamilyView<'toy'> = {
  family: 'toy',
  screens: { home: 'overview', blockDetail: 'receipts', transaction: null, addresses: null, programs: null },
  blockColumns: ['height', 'time', 'txCount', 'hash'],
  transactionColumns: ['hash', 'block', 'time', 'from', 'to', 'amount'],
  addressTabs: ['transactions'],
  statistics: { cards: [], charts: [], ranges: ['7d'] },
  liveTipUpdates: false,
  amountDigits: 0,
  addressCaseInsensitive: false,
};

export const TOY_ROWS: FamilyRows<'toy', ToyTransfer, never> = {
  family: 'toy',
  blockOf: (tx) => tx.block_height,
  transactionCells: {},
  blockCells: {},
  parties: (tx) => ({ senders: [tx.from], receivers: [tx.to] }),
};
