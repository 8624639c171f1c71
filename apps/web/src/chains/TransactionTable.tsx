import type { ReactNode } from 'react';
import type { TransactionColumnId } from './registry';
import { useT } from '../i18n';
import { useCopy } from '../components/CopyButton';
import { DataTable } from '../components/DataTable';
import { transactionColumns, type AnyTransaction } from './transaction-columns';

export interface TransactionTableProps {
  root: string;
  unit: string;
  decimals: number;
  amountDigits: number;
  /** the chain's columns, from its registry entry */
  columns: readonly TransactionColumnId[];
  transactions: AnyTransaction[];
  emptyText: string;
  busy?: boolean;
  /** one more column at the end (e.g. the direction on the personal history) */
  extraColumn?: { header: string; cell(tx: AnyTransaction): ReactNode };
}

/** Newest transactions in the chain's columns (EVM: hash, block, time, from, to, amount, gas price, status; Bitcoin: txid, block, time, inputs, outputs, amount, fee, status). */
export function TransactionTable({ root, unit, decimals, amountDigits, columns, transactions, emptyText, busy, extraColumn }: TransactionTableProps) {
  const t = useT();
  const copy = useCopy();
  return (
    <DataTable
      testId="transaction-table"
      busy={busy}
      columns={[
        ...transactionColumns(columns, { root, unit, decimals, amountDigits, t, copy }),
        extraColumn && { key: 'extra', header: extraColumn.header, className: 'nowrap', cell: extraColumn.cell },
      ]}
      rows={transactions}
      rowKey={(tx) => tx.id}
      rowProps={(tx) => ({ 'data-testid': 'transaction-row', 'data-hash': tx.hash })}
      empty={emptyText}
    />
  );
}
