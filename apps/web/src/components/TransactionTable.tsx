import type { ReactNode } from 'react';
import { Link } from 'react-router';
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
  return (
    <div className="table-wrap" aria-busy={busy || undefined}>
      <table className="data-table" data-testid="transaction-table">
        <thead>
          <tr>
            <th>{t('transactions.col.hash')}</th>
            <th>{t('transactions.col.block')}</th>
            <th>{t('transactions.col.time')}</th>
            <th>{t('transactions.col.from')}</th>
            <th>{t('transactions.col.to')}</th>
            <th className="num">{t('transactions.col.amount')}</th>
            <th className="num">{t('transactions.col.gasPrice')}</th>
            <th>{t('transactions.col.status')}</th>
            {extraColumn && <th>{extraColumn.header}</th>}
          </tr>
        </thead>
        <tbody>
          {transactions.length === 0 ? (
            <tr>
              <td colSpan={extraColumn ? 9 : 8} className="table-empty">
                {emptyText}
              </td>
            </tr>
          ) : (
            transactions.map((tx) => {
              const status = STATUS[tx.status] ?? UNKNOWN;
              return (
                <tr key={tx.id} data-testid="transaction-row">
                  <td>
                    <button type="button" className="copy-text mono" title={tx.hash} onClick={() => void copy(tx.hash)}>
                      {shortHash(tx.hash, 8, 6)}
                    </button>
                  </td>
                  <td>
                    <Link to={`${root}/blocks/${tx.block_height}`} className="mono">
                      {tx.block_height}
                    </Link>
                  </td>
                  <td className="nowrap">{formatTime(tx.timestamp)}</td>
                  <td className="mono" title={tx.from ?? undefined}>
                    {shortHash(tx.from, 8, 6)}
                  </td>
                  <td className="mono nowrap" title={tx.to ?? undefined}>
                    {tx.to === null ? <span className="tag tag-first">{t('transactions.contractCreation')}</span> : shortHash(tx.to, 8, 6)}
                    {tx.is_token && <span className="tag tag-token">{tx.token_name || tx.token_symbol || t('transactions.tokenTransfer')}</span>}
                  </td>
                  <td className="num nowrap">{formatCoin(tx.amount, unit, decimals, 6)}</td>
                  <td className="num nowrap">{formatGwei(tx.effective_gas_price ?? tx.gas_price)} Gwei</td>
                  <td>
                    <StatusBadge tone={status.tone}>{t(status.label)}</StatusBadge>
                  </td>
                  {extraColumn && <td className="nowrap">{extraColumn.cell(tx)}</td>}
                </tr>
              );
            })
          )}
        </tbody>
      </table>
    </div>
  );
}
