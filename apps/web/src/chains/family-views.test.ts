/**
 * The family tables are built from lists of family modules, so a new family registers its views
 * without editing the existing ones: here a toy family joins the real three and its rows get their
 * cells, while the real families' rows keep theirs.
 */
import { isValidElement, type ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import type { ApiTransaction } from '../lib/core';
import { CHAIN_IDS, CHAINS } from '../lib/core';
import { blockColumns, type AnyBlock } from './block-columns';
import { BTC_ROWS } from './btc/rows';
import { EVM_ROWS } from './evm/rows';
import type { FamilyRows, TransactionColumnContext } from './family-rows';
import type { FamilyView } from './family-view';
import { FAMILY_VIEWS, familyViewTable } from './family-views';
import { familyOfChain, familyRowsTable } from './row-families';
import { SOL_ROWS } from './sol/rows';
import { transactionColumns, type AnyTransaction } from './transaction-columns';

interface ToyTransaction {
  chain: 'toy1';
  id: string;
  hash: string;
  timestamp: number;
  round: number;
  tip: string;
}
interface ToyBlock {
  chain: 'toy1';
  height: number;
  hash: string;
  timestamp: number;
  transaction_count: number;
  size: number;
  miner: string | null;
  tip: string;
}

const TOY_VIEW: FamilyView<'toy'> = {
  family: 'toy',
  screens: { home: 'overview', blockDetail: 'receipts', transaction: null, addresses: null, programs: null, token: null, wallet: null },
  blockColumns: ['height', 'reward'],
  transactionColumns: ['hash', 'block', 'fee', 'status'],
  addressTabs: ['transactions'],
  statistics: { cards: ['dailyVolume'], charts: ['volume'], ranges: ['7d'] },
  liveTipUpdates: false,
  amountDigits: 2,
  walletKey: null,
  addressCaseInsensitive: false,
};

const TOY_ROWS: FamilyRows<'toy', ToyTransaction, ToyBlock> = {
  family: 'toy',
  blockOf: (tx) => tx.round,
  transactionCells: { fee: { cell: (tx, { unit }) => `${tx.tip} ${unit}`, title: (tx) => `tip of ${tx.hash}` } },
  blockCells: { reward: { cell: (b) => `reward ${b.tip}` } },
  parties: () => ({ senders: [], receivers: [] }),
};

const rowsOf = familyRowsTable([EVM_ROWS, BTC_ROWS, SOL_ROWS, TOY_ROWS], (chain) => (chain === 'toy1' ? 'toy' : familyOfChain(chain)));
const ctx: TransactionColumnContext = { root: '/toy1', unit: 'TOY', decimals: 2, amountDigits: 2, t: (key) => key, copy: async () => true };
const toyTx: ToyTransaction = { chain: 'toy1', id: 't1', hash: 'ab'.repeat(16), timestamp: 0, round: 7, tip: '3' };
const toyBlock: ToyBlock = { chain: 'toy1', height: 7, hash: 'cd'.repeat(16), timestamp: 0, transaction_count: 1, size: 10, miner: null, tip: '5' };

describe('family views, built from the families’ modules', () => {
  it('every chain’s family has a view, and a table takes a toy family beside the real ones', () => {
    for (const id of CHAIN_IDS) expect(FAMILY_VIEWS[CHAINS[id].family].family).toBe(CHAINS[id].family);
    const table = familyViewTable<string>([...Object.values(FAMILY_VIEWS), TOY_VIEW]);
    expect(table.toy).toBe(TOY_VIEW);
    expect(table.evm).toBe(FAMILY_VIEWS.evm);
  });

  it('a toy family’s transaction rows get its cells; a column it does not fill shows -', () => {
    const columns = transactionColumns(TOY_VIEW.transactionColumns, ctx, rowsOf);
    const row = toyTx as unknown as AnyTransaction;
    const cells = Object.fromEntries(columns.map((c) => [c.key, c.cell(row)]));
    expect(cells.fee).toBe('3 TOY');
    expect(cells.status).toBe('-');
    // the block column links to the round the toy family names
    expect(isValidElement(cells.block) && (cells.block as ReactElement<{ to: string }>).props.to).toBe('/toy1/blocks/7');
    expect(columns.find((c) => c.key === 'fee')!.cellProps!(row)).toEqual({ title: `tip of ${toyTx.hash}` });
    expect(columns.map((c) => c.header)).toEqual(['transactions.col.hash', 'transactions.col.block', 'transactions.col.fee', 'transactions.col.status']);
  });

  it('a toy family’s blocks get its cells, and the real families keep theirs in the same table', () => {
    const [height, reward] = blockColumns(TOY_VIEW.blockColumns, ctx, rowsOf);
    expect(reward!.cell(toyBlock as unknown as AnyBlock)).toBe('reward 5');
    expect(isValidElement(height!.cell(toyBlock as unknown as AnyBlock))).toBe(true);
    const evmTx = { chain: 'eth', effective_gas_price: '2000000000', gas_price: '1' } as ApiTransaction;
    const [gasPrice, inputs] = transactionColumns(['gasPrice', 'inputs'], ctx, rowsOf);
    expect(gasPrice!.cell(evmTx)).toBe('2.00 Gwei');
    expect(inputs!.cell(evmTx)).toBe('-');
  });

  it('a row of a chain no family serves shows - in the family cells', () => {
    const [fee] = transactionColumns(['fee'], ctx, rowsOf);
    expect(fee!.cell({ ...toyTx, chain: 'nowhere' } as unknown as AnyTransaction)).toBe('-');
  });
});
