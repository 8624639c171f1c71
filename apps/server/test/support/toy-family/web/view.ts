/** How the toy chain looks in the page: the EVM-style screens, a block list of the common columns, no statistics of its own, its titles. */
import type { FamilyView } from '../../../../../web/src/chains/family-view';
import type { FamilyRows } from '../../../../../web/src/chains/family-rows';

interface ToyTransfer {
  block_height: number;
  from: string;
  to: string;
}

export const TOY_VIEW: FamilyView<'toy'> = {
  family: 'toy',
  screens: { home: 'overview', blockDetail: 'receipts', transaction: null, addresses: null, programs: null, token: null, wallet: null },
  blockColumns: ['height', 'time', 'txCount', 'hash'],
  transactionColumns: ['hash', 'block', 'time', 'from', 'to', 'amount'],
  addressTabs: ['transactions'],
  statistics: { cards: [], charts: [], ranges: ['7d'] },
  liveTipUpdates: false,
  amountDigits: 0,
  walletKey: null,
  addressCaseInsensitive: false,
};

export const TOY_ROWS: FamilyRows<'toy', ToyTransfer, never> = {
  family: 'toy',
  blockOf: (tx) => tx.block_height,
  transactionCells: {},
  blockCells: {},
  parties: (tx) => ({ senders: [tx.from], receivers: [tx.to] }),
};

/** the chain's name and titles (the keys chains/registry.ts gives a chain) */
export const TOY_MESSAGES = {
  'chain.toy.name': 'Toy Chain',
  'chain.toy.homeTitle': 'Toy区块链概览',
  'chain.toy.blocksTitle': 'Toy区块列表',
  'chain.toy.addressesTitle': 'Toy地址',
  'transactions.title.toy': 'Toy转账列表',
};
