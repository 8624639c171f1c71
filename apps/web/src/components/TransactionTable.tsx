import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { DataTable, type Column } from './DataTable';
import { StatusBadge } from './StatusBadge';
import { useCopy } from './CopyButton';
import { useT, type MessageKey } from '../i18n';
import type { BadgeTone } from './StatusBadge';
import { formatCoin, formatGwei, formatTime, shortHash } from '../lib/format';
import type { ApiTransaction as ListTransaction } from '../lib/core';

export interface TransactionTableProps {
  root: string;
  unit: string;
  decimals: number;
  transactions: ListTransaction[];
  emptyText: string;
  busy?: boolean;
  /** one more column at the end (e.g. the direction on the personal history) */
  extraColumn?: { header: string; cell(tx: ListTransaction): ReactNode };
}

const STATUS: Record<number, { tone: BadgeTone; label: MessageKey }> = {
  0: { tone: 'warning', label: 'transactions.status.pending' },
  1: { tone: 'success', label: 'transactions.status.success' },
  2: { tone: 'danger', label: 'transactions.status.failed' },
};
const UNKNOWN = { tone: 'neutral' as const, label: 'transactions.status.unknown' as const };

/** Newest transactions: hash (click copies), block (link), time, from, to, amount, gas price, status. */
export function TransactionTable({ root, unit, decimals, transactions, emptyText, busy, extraColumn }: TransactionTableProps) {
  const t = useT();
  const copy = useCopy();
  const columns: (Column<ListTransaction> | undefined)[] = [
    {
      key: 'hash',
      header: t('transactions.col.hash'),
      cell: (tx) => (
        <button type="button" className="copy-text mono" title={tx.hash} onClick={() => void copy(tx.hash)}>
          {shortHash(tx.hash, 8, 6)}
        </button>
      ),
    },
    {
      key: 'block',
      header: t('transactions.col.block'),
      cell: (tx) => (
        <Link to={`${root}/blocks/${tx.block_height}`} className="mono">
          {tx.block_height}
        </Link>
      ),
    },
    { key: 'time', header: t('transactions.col.time'), className: 'nowrap', cell: (tx) => formatTime(tx.timestamp) },
    { key: 'from', header: t('transactions.col.from'), className: 'mono', cellProps: (tx) => ({ title: tx.from ?? undefined }), cell: (tx) => shortHash(tx.from, 8, 6) },
    {
      key: 'to',
      header: t('transactions.col.to'),
      className: 'mono nowrap',
      cellProps: (tx) => ({ title: tx.to ?? undefined }),
      cell: (tx) => (
        <>
          {tx.to === null ? <span className="tag tag-first">{t('transactions.contractCreation')}</span> : shortHash(tx.to, 8, 6)}
          {tx.is_token && <span className="tag tag-token">{tx.token_name || tx.token_symbol || t('transactions.tokenTransfer')}</span>}
        </>
      ),
    },
    { key: 'amount', header: t('transactions.col.amount'), className: 'num nowrap', cell: (tx) => formatCoin(tx.amount, unit, decimals, 6) },
    { key: 'gasPrice', header: t('transactions.col.gasPrice'), className: 'num nowrap', cell: (tx) => `${formatGwei(tx.effective_gas_price ?? tx.gas_price)} Gwei` },
    {
      key: 'status',
      header: t('transactions.col.status'),
      cell: (tx) => {
        const status = STATUS[tx.status] ?? UNKNOWN;
        return <StatusBadge tone={status.tone}>{t(status.label)}</StatusBadge>;
      },
    },
    extraColumn && { key: 'extra', header: extraColumn.header, className: 'nowrap', cell: extraColumn.cell },
  ];
  return (
    <DataTable
      testId="transaction-table"
      busy={busy}
      columns={columns}
      rows={transactions}
      rowKey={(tx) => tx.id}
      rowProps={() => ({ 'data-testid': 'transaction-row' })}
      empty={emptyText}
    />
  );
}
