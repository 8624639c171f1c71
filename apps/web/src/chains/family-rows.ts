/**
 * The shape of a chain family's list rows (chains/<family>/rows.tsx fills one; row-families.ts
 * lists them): the cells of the transaction and block list columns only that family fills, the
 * block a transaction is in, and who sent and received a transaction. A list asks the family of each
 * row's chain (rows from the API carry it), never the row's shape.
 */
import type { ReactNode } from 'react';
import type { useCopy } from '../components/CopyButton';
import type { MessageKey, MessageParams } from '../i18n';
import type { ApiBlock, ApiBtcBlock, ApiBtcTransaction, ApiSolBlock, ApiSolTransactionSummary, ApiTransaction } from '../lib/core';
import type { BlockColumnId, TransactionColumnId } from './family-view';

export type AnyTransaction = ApiTransaction | ApiBtcTransaction | ApiSolTransactionSummary;
/** a list's block: EVM (wire/block.ts), Bitcoin (wire/btc.ts), a Solana slot (wire/sol.ts: height is the slot, gas_used the compute units, size null, miner the leader) */
export type AnyBlock = ApiBlock | ApiBtcBlock | ApiSolBlock;

export interface TransactionColumnContext {
  root: string;
  unit: string;
  decimals: number;
  amountDigits: number;
  t(key: MessageKey, params?: MessageParams): string;
  copy: ReturnType<typeof useCopy>;
}

export interface BlockColumnContext {
  root: string;
  unit: string;
  decimals: number;
  t(key: MessageKey, params?: MessageParams): string;
}

export interface RowCell<Row, Ctx> {
  cell(row: Row, ctx: Ctx): ReactNode;
  /** the cell element's title (the whole address behind a shortened one) */
  title?(row: Row): string | undefined;
}

export interface Parties {
  senders: (string | null)[];
  receivers: (string | null)[];
}

export interface FamilyRows<F extends string, Tx, Block> {
  family: F;
  /** the block a transaction is in: its height (Solana: the slot) */
  blockOf(tx: Tx): number;
  /** the transaction list's cells this family fills beyond the common ones (a column without one shows '-') */
  transactionCells: Partial<Record<TransactionColumnId, RowCell<Tx, TransactionColumnContext>>>;
  /** the block list's cells this family fills beyond the common ones */
  blockCells: Partial<Record<BlockColumnId, RowCell<Block, BlockColumnContext>>>;
  /** who sent and who received a transaction (the personal history's 转入 / 转出 / 自转) */
  parties(tx: Tx): Parties;
}

/** any family's rows, whatever its row types (a cell is only ever given a row of its own family) */
export type SomeFamilyRows = FamilyRows<string, never, never>;
