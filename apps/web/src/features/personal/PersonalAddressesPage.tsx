/**
 * 个人地址 (/{c}/personal/addresses): the saved addresses of this chain with balance and transaction
 * count (the dialog's data) and 管理地址, which opens the address dialog. Saved addresses exist on
 * every chain, so this page shows on btc and sol too (balance 未知, no transaction count there).
 */
import { useState } from 'react';
import { useChain } from '../../chains/use-chain';
import { ErrorCard } from '../../components/ErrorCard';
import { LoadingState } from '../../components/LoadingState';
import { useT } from '../../i18n';
import { AddressesModal } from './AddressesModal';
import { useSavedAddresses } from './api/addresses';
import { AddressTable } from './components/AddressTable';
import { NoAddressState } from './components/NoAddressState';
import '../../components/chain-data.css';
import './addresses.css';
import './personal.css';

export function PersonalAddressesPage() {
  const t = useT();
  const chain = useChain();
  const list = useSavedAddresses(chain.id);
  const [managing, setManaging] = useState(false);
  return (
    <section className="page personal-page" data-testid="personal-addresses-page">
      <header className="page-head">
        <h1 className="page-title">{t('personal.addresses.title')}</h1>
        <div className="page-actions">
          {list.data && list.data.length > 0 && <span className="total-count">{t('addresses.count', { count: list.data.length })}</span>}
          <button type="button" className="btn btn-primary" onClick={() => setManaging(true)}>
            {t('personal.addresses.manage')}
          </button>
        </div>
      </header>
      {list.isPending ? (
        <LoadingState />
      ) : list.error ? (
        <ErrorCard title={t('addresses.loadFailed')} message={list.error.message} onRetry={() => void list.refetch()} />
      ) : list.data.length === 0 ? (
        <NoAddressState onAdd={() => setManaging(true)} />
      ) : (
        <div className="card card-flush">
          <AddressTable addresses={list.data} unit={chain.unit} decimals={chain.decimals} indexed={chain.indexed} />
        </div>
      )}
      {managing && <AddressesModal onClose={() => setManaging(false)} />}
    </section>
  );
}
