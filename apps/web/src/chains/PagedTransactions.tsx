/**
 * A page of transactions in the URL's paging (?page=&size=): the heading with the total and the page
 * size, then the error card, the `instead` content (e.g. "add an address first") or the table with
 * its pagination. Used by the chain's transaction list and the personal 交易历史.
 */
import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ChainView } from './registry';
import { ErrorCard } from '../components/ErrorCard';
import { PageSizeSelect } from '../components/PageSizeSelect';
import { Pagination } from '../components/Pagination';
import { useT } from '../i18n';
import type { BtcTransactionList, TransactionList } from '../lib/core';
import { useClampedPage, usePageParams } from '../lib/page-params';
import { TransactionTable, type TransactionTableProps } from './TransactionTable';

export interface PagedTransactionsProps {
  chain: ChainView;
  title: string;
  testId: string;
  className: string;
  paging: ReturnType<typeof usePageParams>;
  query: UseQueryResult<TransactionList | BtcTransactionList>;
  totalText(total: number): string;
  emptyText: string;
  /** the error card's title and the message shown when the error has none */
  errorTitle?: string;
  errorFallback?: string;
  /** shown in place of the table (not of an error) */
  instead?: ReactNode;
  extraColumn?: TransactionTableProps['extraColumn'];
  children?: ReactNode;
}

export function PagedTransactions(p: PagedTransactionsProps) {
  const t = useT();
  const { query, paging } = p;
  const data = query.error ? undefined : query.data;
  useClampedPage(paging.page, paging.pageSize, data?.total, paging.setPage);
  return (
    <section className={`page ${p.className}`} data-testid={p.testId}>
      <header className="page-head">
        <h1 className="page-title">{p.title}</h1>
        <div className="page-actions">
          {data && (
            <span className="total-count" data-testid="transaction-total">
              {p.totalText(data.total)}
            </span>
          )}
          <PageSizeSelect value={paging.pageSize} onChange={paging.setPageSize} />
        </div>
      </header>
      {query.error ? (
        <ErrorCard title={p.errorTitle} message={query.error.message || p.errorFallback || ''} onRetry={() => void query.refetch()} />
      ) : p.instead ? (
        p.instead
      ) : (
        <div className="card card-flush">
          <TransactionTable
            root={p.chain.root}
            unit={p.chain.unit}
            decimals={p.chain.decimals}
            amountDigits={p.chain.amountDigits}
            columns={p.chain.transactionColumns}
            transactions={data?.transactions ?? []}
            emptyText={query.isPending ? t('common.loading') : p.emptyText}
            busy={query.isFetching}
            extraColumn={p.extraColumn}
          />
          {data && data.total > 0 && <Pagination page={paging.page} pageSize={paging.pageSize} total={data.total} onPageChange={paging.setPage} disabled={query.isFetching} />}
        </div>
      )}
      {p.children}
    </section>
  );
}
