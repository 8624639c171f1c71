/** The program table (spec part 2 §2.8): Program ID (copy), name (未命名程序; alias in brackets), category, type, status, edit and delete. */
import { AddressWithCopy } from '../../../components/AddressWithCopy';
import { DataTable } from '../../../components/DataTable';
import { StatusBadge } from '../../../components/StatusBadge';
import { useT } from '../../../i18n';
import type { Program } from '../api/programs';

export function ProgramTable({ rows, emptyText, busy, onEdit, onDelete }: { rows: readonly Program[]; emptyText: string; busy?: boolean; onEdit(p: Program): void; onDelete(p: Program): void }) {
  const t = useT();
  return (
    <DataTable
      columns={[
        {
          key: 'id',
          header: t('programs.col.programId'),
          className: 'mono nowrap',
          cell: (p) => <AddressWithCopy text={p.program_id} testId="program-id" />,
        },
        {
          key: 'name',
          header: t('programs.col.name'),
          cell: (p) => (
            <span data-testid="program-name">
              {p.name || t('programs.unnamed')}
              {p.alias && <span className="muted"> ({p.alias})</span>}
            </span>
          ),
        },
        { key: 'category', header: t('programs.col.category'), cell: (p) => p.category || '-' },
        { key: 'type', header: t('programs.col.type'), cell: (p) => <StatusBadge tone="info">{p.type}</StatusBadge> },
        {
          key: 'status',
          header: t('programs.col.status'),
          cell: (p) => <StatusBadge tone={p.status === 'active' ? 'success' : 'neutral'}>{p.status === 'active' ? t('programs.status.active') : t('programs.status.inactive')}</StatusBadge>,
        },
        {
          key: 'actions',
          header: t('programs.col.actions'),
          className: 'nowrap',
          cell: (p) => (
            <span className="row-actions">
              <button type="button" className="btn btn-small" onClick={() => onEdit(p)} data-testid="program-edit">
                {t('programs.edit')}
              </button>
              <button type="button" className="btn btn-small" onClick={() => onDelete(p)} data-testid="program-delete">
                {t('programs.delete')}
              </button>
            </span>
          ),
        },
      ]}
      rows={rows}
      rowKey={(p) => p.id}
      rowProps={(p) => ({ 'data-testid': 'program-row', 'data-program': p.program_id })}
      empty={emptyText}
      emptyTestId="programs-empty"
      testId="program-table"
      busy={busy}
    />
  );
}
