/**
 * Contract list of eth and bsc (spec part 2 §2.6): count, search, type and status filters, page
 * size, the table with per-row logos, paging, and for callers the registry lets write
 * (mayWriteContracts: bsc adds for administrators, eth by the contracts:write permission) the add
 * button, edit and 维护币种信息, each opening its modal; a save reloads the list.
 */
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useChain } from '../../chains/use-chain';
import { ErrorCard } from '../../components/ErrorCard';
import { ListFilters } from '../../components/ListFilters';
import { Pagination } from '../../components/Pagination';
import { toast } from '../../components/toast';
import { useT } from '../../i18n';
import { useAuth } from '../../lib/auth/auth-context';
import { mayWriteContracts, type Contract } from '../../lib/core';
import { apiErrorMessage } from '../../lib/http';
import { useFilteredListParams } from '../../lib/filtered-list-params';
import { useClampedPage } from '../../lib/page-params';
import { useContractList } from './api/contracts';
import { CoinInfoModal } from './components/CoinInfoModal';
import { ContractFormModal } from './components/ContractFormModal';
import { ContractTable } from './components/ContractTable';
import { TYPE_OPTIONS } from './contract-form';
import { ParseJobs } from './components/ParseJobs';
import '../../components/chain-data.css';
import '../../components/console.css';

const CHOICES = { types: TYPE_OPTIONS, statuses: ['1', '0'] };

type Open = { kind: 'add' } | { kind: 'edit'; contract: Contract } | { kind: 'coin'; contract: Contract } | null;

export function ContractListPage() {
  const t = useT();
  const chain = useChain();
  const { isAuthenticated, writer } = useAuth();
  const params = useFilteredListParams(CHOICES);
  const [search] = useSearchParams();
  const list = useContractList(chain.id, { search: params.search, contractType: params.type, status: params.status, page: params.page, pageSize: params.pageSize });
  const [open, setOpen] = useState<Open>(null);
  useClampedPage(params.page, params.pageSize, list.data?.total, params.setPage);
  const canAdd = mayWriteContracts(writer, chain.id, 'add');
  const canEdit = mayWriteContracts(writer, chain.id, 'edit');

  // a guest (or a session that ended while the page was open) is told to log in instead
  const guard = (message: 'contracts.guestAdd' | 'contracts.guestEdit', next: Open) => {
    if (!isAuthenticated) return void toast.error(t(message));
    setOpen(next);
  };
  const failure = list.error ? t('contracts.loadFailed', { message: apiErrorMessage(list.error) || t('common.unknownError') }) : null;
  // spec §8: the failure is a toast; the card below keeps it on the page with a retry
  useEffect(() => {
    if (failure) toast.error(failure);
  }, [failure]);

  return (
    <section className="page contracts-page" data-testid="contract-list-page">
      <header className="page-head">
        <h1 className="page-title">{t(chain.titles.addresses)}</h1>
        <div className="page-actions">
          {list.data && (
            <span className="total-count" data-testid="contract-count">
              {t('contracts.count', { count: list.data.total })}
            </span>
          )}
          {canAdd && (
            <button type="button" className="btn btn-primary" onClick={() => guard('contracts.guestAdd', { kind: 'add' })} data-testid="contract-add">
              {t('contracts.add')}
            </button>
          )}
        </div>
      </header>
      {isAuthenticated && <ParseJobs chain={chain.id} />}
      <ListFilters
        search={params.search}
        placeholder={t('contracts.searchPlaceholder')}
        onSearch={(text) => params.setFilter({ search: text })}
        selects={[
          { label: t('contracts.typeFilter'), value: params.type, options: [{ value: '', label: t('contracts.allTypes') }, ...TYPE_OPTIONS.map((v) => ({ value: v, label: v }))], onChange: (type) => params.setFilter({ type }), testId: 'contract-type-filter' },
          {
            label: t('contracts.statusFilter'),
            value: params.status,
            options: [
              { value: '', label: t('contracts.allStatuses') },
              { value: '1', label: t('contracts.status.enabled') },
              { value: '0', label: t('contracts.status.disabled') },
            ],
            onChange: (status) => params.setFilter({ status }),
            testId: 'contract-status-filter',
          },
        ]}
        pageSize={params.pageSize}
        onPageSize={(pageSize) => params.setFilter({ pageSize })}
        testIdPrefix="contract"
      />
      {failure ? (
        <ErrorCard message={failure} onRetry={() => void list.refetch()} />
      ) : (
        <div className="card card-flush">
          <ContractTable
            chain={chain.id}
            root={chain.root}
            rows={list.data?.rows ?? []}
            emptyText={list.isPending ? t('common.loading') : t('contracts.empty')}
            busy={list.isFetching}
            canEdit={canEdit}
            onEdit={(c) => guard('contracts.guestEdit', { kind: 'edit', contract: c })}
            onMaintain={(c) => guard('contracts.guestEdit', { kind: 'coin', contract: c })}
            listSearch={search.toString()}
          />
          {list.data && list.data.total > 0 && <Pagination page={params.page} pageSize={params.pageSize} total={list.data.total} onPageChange={params.setPage} disabled={list.isFetching} />}
        </div>
      )}
      {open?.kind === 'add' && <ContractFormModal chain={chain} onClose={() => setOpen(null)} />}
      {open?.kind === 'edit' && <ContractFormModal chain={chain} row={open.contract} onClose={() => setOpen(null)} />}
      {open?.kind === 'coin' && <CoinInfoModal chain={chain} contract={open.contract} onClose={() => setOpen(null)} />}
    </section>
  );
}
