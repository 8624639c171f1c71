/**
 * Mint地址管理 (/sol/addresses, spec part 2 §2.7): count and 添加 (signed-in), search (address or
 * name), type and status filters, page size, the table with 查看 / 编辑 / 删除, paging, the add/edit
 * modal (a save reloads the list on its page) and the delete confirmation.
 */
import { useState } from 'react';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { ErrorCard } from '../../components/ErrorCard';
import { ListFilters } from '../../components/ListFilters';
import { Pagination } from '../../components/Pagination';
import { toast } from '../../components/toast';
import { useT } from '../../i18n';
import { useAuth } from '../../lib/auth/auth-context';
import { useFilteredListParams } from '../../lib/filtered-list-params';
import { apiErrorMessage } from '../../lib/http';
import { useClampedPage } from '../../lib/page-params';
import { MINT_TYPES, useMintMutations, useMints, type Mint } from './api/mints';
import { MintFormModal } from './components/MintFormModal';
import { MintTable } from './components/MintTable';
import { useChain } from '../../chains/use-chain';
import '../../components/chain-data.css';
import '../../components/console.css';

const CHOICES = { types: MINT_TYPES, statuses: ['1', '0'] };

type Open = { kind: 'form'; mint: Mint | null } | { kind: 'delete'; mint: Mint } | null;

export function MintListPage() {
  const t = useT();
  const chain = useChain();
  const { isAuthenticated } = useAuth();
  const params = useFilteredListParams(CHOICES);
  const list = useMints({ search: params.search, contractType: params.type, status: params.status, page: params.page, pageSize: params.pageSize }, isAuthenticated);
  const { remove } = useMintMutations();
  const [open, setOpen] = useState<Open>(null);
  useClampedPage(params.page, params.pageSize, list.data?.total, params.setPage);

  const confirmDelete = (m: Mint) =>
    remove.mutate(m.address, {
      onSuccess: () => toast.success(t('mints.deleted')),
      onError: (e) => toast.error(t('mints.deleteFailed', { message: apiErrorMessage(e) || t('common.unknownError') })),
      onSettled: () => setOpen(null),
    });

  return (
    <section className="page mints-page" data-testid="mint-list-page">
      <header className="page-head">
        <h1 className="page-title">{t(chain.titles.addresses)}</h1>
        <div className="page-actions">
          {list.data && (
            <span className="total-count" data-testid="mint-count">
              {t('mints.count', { count: list.data.total })}
            </span>
          )}
          {isAuthenticated && (
            <button type="button" className="btn btn-primary" onClick={() => setOpen({ kind: 'form', mint: null })} data-testid="mint-add">
              {t('mints.add')}
            </button>
          )}
        </div>
      </header>
      <ListFilters
        search={params.search}
        placeholder={t('mints.searchPlaceholder')}
        onSearch={(search) => params.setFilter({ search })}
        selects={[
          { label: t('mints.col.type'), value: params.type, options: [{ value: '', label: t('contracts.allTypes') }, ...MINT_TYPES.map((v) => ({ value: v, label: v }))], onChange: (type) => params.setFilter({ type }), testId: 'mint-type-filter' },
          {
            label: t('mints.col.status'),
            value: params.status,
            options: [
              { value: '', label: t('contracts.allStatuses') },
              { value: '1', label: t('mints.status.active') },
              { value: '0', label: t('mints.status.inactive') },
            ],
            onChange: (status) => params.setFilter({ status }),
            testId: 'mint-status-filter',
          },
        ]}
        pageSize={params.pageSize}
        onPageSize={(pageSize) => params.setFilter({ pageSize })}
        testIdPrefix="mint"
      />
      {list.error ? (
        <ErrorCard message={t('mints.loadFailed', { message: apiErrorMessage(list.error) || t('common.unknownError') })} onRetry={() => void list.refetch()} />
      ) : (
        <div className="card card-flush">
          <MintTable
            rows={list.data?.rows ?? []}
            emptyText={list.isPending ? t('common.loading') : t('mints.empty')}
            busy={list.isFetching}
            canWrite={isAuthenticated}
            onEdit={(m) => setOpen({ kind: 'form', mint: m })}
            onDelete={(m) => setOpen({ kind: 'delete', mint: m })}
          />
          {list.data && list.data.total > 0 && <Pagination page={params.page} pageSize={params.pageSize} total={list.data.total} onPageChange={params.setPage} disabled={list.isFetching} />}
        </div>
      )}
      {open?.kind === 'form' && <MintFormModal mint={open.mint} onClose={() => setOpen(null)} />}
      {open?.kind === 'delete' && (
        <ConfirmDialog
          title={t('mints.deleteTitle')}
          message={t('mints.deleteConfirm', { name: open.mint.name || open.mint.address })}
          busy={remove.isPending}
          onConfirm={() => confirmDelete(open.mint)}
          onCancel={() => setOpen(null)}
        />
      )}
    </section>
  );
}
