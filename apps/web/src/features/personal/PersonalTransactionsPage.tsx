/**
 * 交易历史 (/{c}/personal/transactions): transactions sent or received by the saved addresses of this
 * chain, newest first, paged like the transaction list (?page=&size=), each row linking to its block
 * and marked 转入 / 转出 / 自转 relative to the saved addresses. Chains without an indexer show 尚未索引.
 */
import { useMemo, useState } from 'react';
import type { ChainView } from '../../chains/registry';
import { IndexedChainOnly } from '../../chains/IndexedChainOnly';
import { StatusBadge } from '../../components/StatusBadge';
import { useT } from '../../i18n';
import { AddressesModal } from './AddressesModal';
import { useSavedAddresses } from './api/addresses';
import { PagedTransactions } from '../../chains/PagedTransactions';
import { usePageParams } from '../../lib/page-params';
import { usePersonalTransactions } from './api/personal-transactions';
import { directionOf } from './components/direction';
import { NoAddressState } from './components/NoAddressState';
import '../../components/chain-data.css';
import './personal.css';

const DIRECTION = { in: { tone: 'success', label: 'personal.tx.in' }, out: { tone: 'warning', label: 'personal.tx.out' }, self: { tone: 'neutral', label: 'personal.tx.self' } } as const;

export function PersonalTransactionsPage() {
  return <IndexedChainOnly title={'personal.tx.title'} page={ChainHistory} />;
}

function ChainHistory({ chain }: { chain: ChainView }) {
  const t = useT();
  const paging = usePageParams();
  const [managing, setManaging] = useState(false);
  const query = usePersonalTransactions(chain.id, paging.page, paging.pageSize);
  const saved = useSavedAddresses(chain.id);
  const anyCase = chain.addressCaseInsensitive;
  const mine = useMemo(() => new Set((saved.data ?? []).map((a) => (anyCase ? a.address.toLowerCase() : a.address))), [saved.data, anyCase]);

  return (
    <PagedTransactions
      chain={chain}
      title={t('personal.tx.title')}
      testId="personal-transactions-page"
      className="personal-page"
      paging={paging}
      query={query}
      totalText={(total) => t('personal.tx.total', { total })}
      emptyText={t('personal.tx.empty')}
      errorTitle={t('personal.tx.loadFailed')}
      instead={saved.data?.length === 0 ? <NoAddressState onAdd={() => setManaging(true)} /> : undefined}
      extraColumn={
        mine.size > 0
          ? {
              header: t('personal.tx.direction'),
              cell: (tx) => {
                const d = DIRECTION[directionOf(tx, mine, anyCase)];
                return (
                  <span data-testid="tx-direction">
                    <StatusBadge tone={d.tone}>{t(d.label)}</StatusBadge>
                  </span>
                );
              },
            }
          : undefined
      }
    >
      {managing && <AddressesModal onClose={() => setManaging(false)} />}
    </PagedTransactions>
  );
}
