/**
 * The chain's newest transactions (/eth/transactions, /bsc/transactions), paged like the block
 * list; each row links to its block. Chains without an indexer show 尚未索引.
 */
import { useAuth } from '../../app/auth-context';
import type { ChainView } from '../../chains/registry';
import { useChain } from '../../chains/use-chain';
import { ErrorCard } from '../../components/ErrorCard';
import { NotIndexedState } from '../../components/NotIndexedState';
import { PageSizeSelect } from '../../components/PageSizeSelect';
import { Pagination } from '../../components/Pagination';
import { useT } from '../../i18n';
import { useTransactions } from './api/transactions';
import { TransactionTable } from './components/TransactionTable';
import { usePageParams } from './page-params';
import { TRANSACTION_TITLES } from './titles';
import '../blocks/chain-data.css';

export function TransactionListPage() {
  const chain = useChain();
  const t = useT();
  if (!chain.indexed) {
    return (
      <section className="page">
        <h1 className="page-title">{t(TRANSACTION_TITLES[chain.id])}</h1>
        <NotIndexedState chainName={chain.name} />
      </section>
    );
  }
  return <IndexedTransactions key={chain.id} chain={chain} />;
}

function IndexedTransactions({ chain }: { chain: ChainView }) {
  const t = useT();
  const { isAuthenticated } = useAuth();
  const { page, pageSize, setPage, setPageSize } = usePageParams();
  const txs = useTransactions({ chain: chain.id, signedIn: isAuthenticated, page, pageSize }, true);
  const data = txs.error ? undefined : txs.data;
  return (
    <section className="page transactions-page" data-testid="transaction-list-page">
      <header className="page-head">
        <h1 className="page-title">{t(TRANSACTION_TITLES[chain.id])}</h1>
        <div className="page-actions">
          {data && (
            <span className="total-count" data-testid="transaction-total">
              {t('transactions.total', { total: data.total })}
            </span>
          )}
          <PageSizeSelect value={pageSize} onChange={setPageSize} />
        </div>
      </header>
      {txs.error ? (
        <ErrorCard message={txs.error.message || t('transactions.loadFailed')} onRetry={() => void txs.refetch()} />
      ) : (
        <div className="card card-flush">
          <TransactionTable
            root={chain.root}
            unit={chain.unit}
            decimals={chain.decimals}
            transactions={data?.transactions ?? []}
            emptyText={txs.isPending ? t('common.loading') : t('transactions.empty')}
            busy={txs.isFetching}
          />
          {data && data.total > 0 && <Pagination page={page} pageSize={pageSize} total={data.total} onPageChange={setPage} disabled={txs.isFetching} />}
        </div>
      )}
    </section>
  );
}
