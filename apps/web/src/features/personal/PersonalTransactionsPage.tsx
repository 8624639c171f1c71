/**
 * 交易历史 (/{c}/personal/transactions): transactions sent or received by the saved addresses of this
 * chain, newest first, paged like the transaction list (?page=&size=), each row linking to its block
 * and marked 转入 / 转出 / 自转 relative to the saved addresses. Chains without an indexer show 尚未索引.
 */
import { useMemo, useState } from 'react';
import type { ChainView } from '../../chains/registry';
import { useChain } from '../../chains/use-chain';
import { ErrorCard } from '../../components/ErrorCard';
import { NotIndexedState } from '../../components/NotIndexedState';
import { PageSizeSelect } from '../../components/PageSizeSelect';
import { Pagination } from '../../components/Pagination';
import { StatusBadge } from '../../components/StatusBadge';
import { useT } from '../../i18n';
import { AddressesModal } from '../addresses/AddressesModal';
import { useSavedAddresses } from '../addresses/api/addresses';
import { TransactionTable } from '../transactions/components/TransactionTable';
import { usePageParams } from '../transactions/page-params';
import { usePersonalTransactions } from './api/personal-transactions';
import { directionOf } from './components/direction';
import { NoAddressState } from './components/NoAddressState';
import '../blocks/chain-data.css';
import './personal.css';

const DIRECTION = { in: { tone: 'success', label: 'personal.tx.in' }, out: { tone: 'warning', label: 'personal.tx.out' }, self: { tone: 'neutral', label: 'personal.tx.self' } } as const;

export function PersonalTransactionsPage() {
  const chain = useChain();
  const t = useT();
  if (!chain.indexed) {
    return (
      <section className="page">
        <h1 className="page-title">{t('personal.tx.title')}</h1>
        <NotIndexedState chainName={chain.name} />
      </section>
    );
  }
  return <ChainHistory key={chain.id} chain={chain} />;
}

function ChainHistory({ chain }: { chain: ChainView }) {
  const t = useT();
  const { page, pageSize, setPage, setPageSize } = usePageParams();
  const [managing, setManaging] = useState(false);
  const txs = usePersonalTransactions(chain.id, page, pageSize);
  const saved = useSavedAddresses(chain.id);
  const evm = chain.family === 'evm';
  const mine = useMemo(() => new Set((saved.data ?? []).map((a) => (evm ? a.address.toLowerCase() : a.address))), [saved.data, evm]);
  const data = txs.error ? undefined : txs.data;
  const noAddress = saved.data?.length === 0;

  return (
    <section className="page personal-page" data-testid="personal-transactions-page">
      <header className="page-head">
        <h1 className="page-title">{t('personal.tx.title')}</h1>
        <div className="page-actions">
          {data && (
            <span className="total-count" data-testid="transaction-total">
              {t('personal.tx.total', { total: data.total })}
            </span>
          )}
          <PageSizeSelect value={pageSize} onChange={setPageSize} />
        </div>
      </header>
      {txs.error ? (
        <ErrorCard title={t('personal.tx.loadFailed')} message={txs.error.message} onRetry={() => void txs.refetch()} />
      ) : noAddress ? (
        <NoAddressState onAdd={() => setManaging(true)} />
      ) : (
        <div className="card card-flush">
          <TransactionTable
            root={chain.root}
            unit={chain.unit}
            decimals={chain.decimals}
            transactions={data?.transactions ?? []}
            emptyText={txs.isPending ? t('common.loading') : t('personal.tx.empty')}
            busy={txs.isFetching}
            extraColumn={
              mine.size > 0
                ? {
                    header: t('personal.tx.direction'),
                    cell: (tx) => {
                      const d = DIRECTION[directionOf(tx, mine, evm)];
                      return (
                        <span data-testid="tx-direction">
                          <StatusBadge tone={d.tone}>{t(d.label)}</StatusBadge>
                        </span>
                      );
                    },
                  }
                : undefined
            }
          />
          {data && data.total > 0 && <Pagination page={page} pageSize={pageSize} total={data.total} onPageChange={setPage} disabled={txs.isFetching} />}
        </div>
      )}
      {managing && <AddressesModal onClose={() => setManaging(false)} />}
    </section>
  );
}
