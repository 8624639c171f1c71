import type { ReactNode } from 'react';
import { ErrorCard } from '../../../components/ErrorCard';
import { LoadingState } from '../../../components/LoadingState';
import { Pagination } from '../../../components/Pagination';
import { useT } from '../../../i18n';
import { BLOCK_TX_PAGE_SIZE } from '../api/block-transactions';

export interface BlockTxSectionProps {
  total: number;
  page: number;
  pages: number;
  /** transactions on this page */
  count: number;
  loading: boolean;
  error: string | null;
  onRetry(): void;
  onPageChange(page: number): void;
  /** the page's transactions in the family's layout */
  children: ReactNode;
}

/**
 * A block's transactions, whatever the family: 共 N 笔交易 (第 p/n 页), then the error card with 重试
 * (the list empties, total 0), the empty text, the loading state or the page, 20 a page.
 */
export function BlockTxSection(props: BlockTxSectionProps) {
  const { total, page, pages, count, loading, error } = props;
  const t = useT();
  const empty = (
    <p className="table-empty" data-testid="tx-empty">
      {t('blockDetail.noTransactions')}
    </p>
  );
  return (
    <section className="card card-flush" data-testid="block-transactions" aria-busy={loading || undefined}>
      <div className="card-head">
        <h2 className="card-title">{t('blockDetail.transactions')}</h2>
        <span className="muted" data-testid="tx-summary">
          {t('blockDetail.txSummary', { total: error ? 0 : total, page, pages })}
        </span>
      </div>
      {error ? (
        <div className="card-pad">
          <ErrorCard message={error} onRetry={props.onRetry} />
        </div>
      ) : total === 0 ? (
        empty
      ) : count === 0 ? (
        loading ? <LoadingState /> : empty
      ) : (
        <>
          {props.children}
          {total > BLOCK_TX_PAGE_SIZE && <Pagination page={page} pageSize={BLOCK_TX_PAGE_SIZE} total={total} onPageChange={props.onPageChange} disabled={loading} />}
        </>
      )}
    </section>
  );
}
