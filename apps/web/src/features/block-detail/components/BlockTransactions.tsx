import { useState } from 'react';
import { ErrorCard } from '../../../components/ErrorCard';
import { LoadingState } from '../../../components/LoadingState';
import { Pagination } from '../../../components/Pagination';
import { useT } from '../../../i18n';
import { BLOCK_TX_PAGE_SIZE } from '../api/block-transactions';
import type { BlockTransaction } from '../api/types';
import { TransactionRow } from './TransactionRow';

export interface BlockTransactionsProps {
  chain: string;
  unit: string;
  decimals: number;
  total: number;
  page: number;
  pages: number;
  transactions: BlockTransaction[];
  loading: boolean;
  error: string | null;
  onRetry(): void;
  onPageChange(page: number): void;
}

/** 共 N 笔交易 (第 p/n 页), the rows with their expand toggles, 20 a page. */
export function BlockTransactions(props: BlockTransactionsProps) {
  const { chain, unit, decimals, total, page, pages, transactions, loading, error } = props;
  const t = useT();
  const [open, setOpen] = useState<ReadonlySet<string>>(() => new Set());
  const toggle = (hash: string) =>
    setOpen((prev) => {
      const next = new Set(prev);
      if (!next.delete(hash)) next.add(hash);
      return next;
    });

  return (
    <section className="card card-flush" data-testid="block-transactions">
      <div className="card-head">
        <h2 className="card-title">{t('blockDetail.transactions')}</h2>
        <span className="muted" data-testid="tx-summary">
          {t('blockDetail.txSummary', { total, page, pages })}
        </span>
      </div>
      {error ? (
        <div className="card-pad">
          <ErrorCard message={error} onRetry={props.onRetry} />
        </div>
      ) : total === 0 ? (
        <p className="table-empty" data-testid="tx-empty">
          {t('blockDetail.noTransactions')}
        </p>
      ) : loading && transactions.length === 0 ? (
        <LoadingState />
      ) : (
        <div className="table-wrap">
          <table className="data-table" data-testid="tx-table">
            <thead>
              <tr>
                <th>{t('blockDetail.col.hash')}</th>
                <th>{t('blockDetail.col.time')}</th>
                <th>{t('blockDetail.col.from')}</th>
                <th>{t('blockDetail.col.to')}</th>
                <th className="num">{t('blockDetail.col.amount')}</th>
                <th className="num">{t('blockDetail.col.gasUsed')}</th>
                <th>{t('blockDetail.col.status')}</th>
                <th className="num" aria-label={t('blockDetail.col.details')} />
              </tr>
            </thead>
            <tbody>
              {transactions.map((tx) => (
                <TransactionRow key={tx.hash} tx={tx} chain={chain} unit={unit} decimals={decimals} expanded={open.has(tx.hash)} onToggle={() => toggle(tx.hash)} />
              ))}
            </tbody>
          </table>
          {transactions.length === 0 && <p className="table-empty">{t('blockDetail.noTransactions')}</p>}
          {total > BLOCK_TX_PAGE_SIZE && <Pagination page={page} pageSize={BLOCK_TX_PAGE_SIZE} total={total} onPageChange={props.onPageChange} disabled={loading} />}
        </div>
      )}
    </section>
  );
}
