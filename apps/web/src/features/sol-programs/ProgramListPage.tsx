/**
 * Sol 程序维护 (/sol/programs, spec part 2 §2.8): the count with thousands separators, 添加程序,
 * search (Enter), type and status filters, page size, the table, paging, the add/edit modal (after a
 * save the list goes to page 1) and the delete confirmation (the current page reloads). Any visitor
 * is offered the buttons (§6); the server refuses a guest's write with 401, which opens the login.
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
import { formatInteger } from '../../lib/format';
import { apiErrorMessage } from '../../lib/http';
import { useClampedPage } from '../../lib/page-params';
import { PROGRAM_STATUSES, PROGRAM_TYPES, useProgramMutations, usePrograms, type Program } from './api/programs';
import { ProgramFormModal } from './components/ProgramFormModal';
import { ProgramTable } from './components/ProgramTable';
import '../../components/chain-data.css';
import '../../components/console.css';
import './programs.css';

const CHOICES = { types: PROGRAM_TYPES, statuses: PROGRAM_STATUSES };

type Open = { kind: 'form'; program: Program | null } | { kind: 'delete'; program: Program } | null;

export function ProgramListPage() {
  const t = useT();
  const { isAuthenticated } = useAuth();
  const params = useFilteredListParams(CHOICES);
  const list = usePrograms({ keyword: params.search, type: params.type, status: params.status, page: params.page, pageSize: params.pageSize }, isAuthenticated);
  const { remove } = useProgramMutations();
  const [open, setOpen] = useState<Open>(null);
  useClampedPage(params.page, params.pageSize, list.data?.total, params.setPage);

  const confirmDelete = (p: Program) =>
    remove.mutate(p.id, {
      onSuccess: () => toast.success(t('programs.deleted')),
      onError: (e) => toast.error(t('programs.deleteFailed', { message: apiErrorMessage(e) || t('common.unknownError') })),
      onSettled: () => setOpen(null),
    });

  return (
    <section className="page programs-page" data-testid="program-list-page">
      <header className="page-head">
        <h1 className="page-title">{t('programs.title')}</h1>
        <div className="page-actions">
          {list.data && (
            <span className="total-count" data-testid="program-count">
              {t('programs.count', { count: formatInteger(list.data.total) })}
            </span>
          )}
          <button type="button" className="btn btn-primary" onClick={() => setOpen({ kind: 'form', program: null })} data-testid="program-add">
            {t('programs.add')}
          </button>
        </div>
      </header>
      <ListFilters
        search={params.search}
        placeholder={t('programs.searchPlaceholder')}
        onSearch={(search) => params.setFilter({ search })}
        selects={[
          { label: t('programs.col.type'), value: params.type, options: [{ value: '', label: t('programs.allTypes') }, ...PROGRAM_TYPES.map((v) => ({ value: v, label: v }))], onChange: (type) => params.setFilter({ type }), testId: 'program-type-filter' },
          {
            label: t('programs.col.status'),
            value: params.status,
            options: [
              { value: '', label: t('programs.allStatuses') },
              { value: 'active', label: t('programs.status.active') },
              { value: 'inactive', label: t('programs.status.inactive') },
            ],
            onChange: (status) => params.setFilter({ status }),
            testId: 'program-status-filter',
          },
        ]}
        pageSize={params.pageSize}
        onPageSize={(pageSize) => params.setFilter({ pageSize })}
        testIdPrefix="program"
      />
      {list.error ? (
        <ErrorCard message={t('programs.loadFailed', { message: apiErrorMessage(list.error) || t('common.unknownError') })} onRetry={() => void list.refetch()} />
      ) : (
        <div className="card card-flush">
          <ProgramTable
            rows={list.data?.rows ?? []}
            emptyText={list.isPending ? t('common.loading') : t('programs.empty')}
            busy={list.isFetching}
            onEdit={(p) => setOpen({ kind: 'form', program: p })}
            onDelete={(p) => setOpen({ kind: 'delete', program: p })}
          />
          {list.data && list.data.total > 0 && <Pagination page={params.page} pageSize={params.pageSize} total={list.data.total} onPageChange={params.setPage} disabled={list.isFetching} />}
        </div>
      )}
      {open?.kind === 'form' && (
        <ProgramFormModal
          program={open.program}
          onClose={() => setOpen(null)}
          onSaved={() => {
            setOpen(null);
            params.setPage(1);
          }}
        />
      )}
      {open?.kind === 'delete' && (
        <ConfirmDialog
          title={t('programs.deleteTitle')}
          message={t('programs.deleteConfirm', { name: open.program.name || open.program.program_id })}
          busy={remove.isPending}
          onConfirm={() => confirmDelete(open.program)}
          onCancel={() => setOpen(null)}
        />
      )}
    </section>
  );
}
