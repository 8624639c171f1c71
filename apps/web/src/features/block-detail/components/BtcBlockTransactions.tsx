import { BtcTxCard } from '../../../chains/btc/BtcTxCard';
import { ErrorCard } from '../../../components/ErrorCard';
import { LoadingState } from '../../../components/LoadingState';
import { Pagination } from '../../../components/Pagination';
import { useT } from '../../../i18n';
import type { ApiBtcTransaction } from '../../../lib/core';
import { BLOCK_TX_PAGE_SIZE } from '../api/block-transactions';

export interface BtcBlockTransactionsProps {
  root: string;
  unit: string;
  decimals: number;
  total: number;
  page: number;
  pages: number;
  transactions: ApiBtcTransaction[];
  loading: boolean;
  error: string | null;
  onRetry(): void;
  onPageChange(page: number): void;
}

/** 共 N 笔交易 (第 p/n 页) and the page's transactions, each with its inputs and outputs, 20 a page. */
export function BtcBlockTransactions(props: BtcBlockTransactionsProps) {
  const { root, unit, decimals, total, page, pages, transactions, loading, error } = props;
  const t = useT();
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
        <p className="table-empty" data-testid="tx-empty">
          {t('blockDetail.noTransactions')}
        </p>
      ) : transactions.length === 0 ? (
        loading ? (
          <LoadingState />
        ) : (
          <p className="table-empty" data-testid="tx-empty">
            {t('blockDetail.noTransactions')}
          </p>
        )
      ) : (
        <>
          <div data-testid="btc-tx-list">
            {transactions.map((tx) => (
              <BtcTxCard key={tx.txid} tx={tx} root={root} unit={unit} decimals={decimals} />
            ))}
          </div>
          {total > BLOCK_TX_PAGE_SIZE && <Pagination page={page} pageSize={BLOCK_TX_PAGE_SIZE} total={total} onPageChange={props.onPageChange} disabled={loading} />}
        </>
      )}
    </section>
  );
}
