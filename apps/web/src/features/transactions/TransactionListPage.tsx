/**
 * The chain's newest transactions (/eth/transactions, /bsc/transactions, /btc/…, /sol/… — the API
 * lists Solana's without votes), paged like the block list; each row links to its block
 * and, where the family has a transaction page, to it. Chains without an indexer show 尚未索引.
 */
import { useAuth } from '../../lib/auth/auth-context';
import type { ChainView } from '../../chains/registry';
import { IndexedChainOnly } from '../../chains/IndexedChainOnly';
import { useT } from '../../i18n';
import { useTransactions } from './api/transactions';
import { PagedTransactions } from '../../chains/PagedTransactions';
import { usePageParams } from '../../lib/page-params';
import '../../components/chain-data.css';

export function TransactionListPage() {
  return <IndexedChainOnly title={(c) => c.titles.transactions} page={IndexedTransactions} />;
}

function IndexedTransactions({ chain }: { chain: ChainView }) {
  const t = useT();
  const { isAuthenticated } = useAuth();
  const paging = usePageParams();
  const query = useTransactions({ chain: chain.id, signedIn: isAuthenticated, page: paging.page, pageSize: paging.pageSize }, true);
  return (
    <PagedTransactions
      chain={chain}
      title={t(chain.titles.transactions)}
      testId="transaction-list-page"
      className="transactions-page"
      paging={paging}
      query={query}
      totalText={(total) => t('transactions.total', { total })}
      emptyText={t('transactions.empty')}
      errorFallback={t('transactions.loadFailed')}
    />
  );
}
