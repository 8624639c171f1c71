/** The mint table (spec part 2 §2.7): address (copy), name with logo, symbol, type, decimals, status, and 查看 / 编辑 / 删除 (the last two signed-in only). */
import { Link } from 'react-router';
import { AddressWithCopy } from '../../../components/AddressWithCopy';
import { DataTable, type Column } from '../../../components/DataTable';
import { StatusBadge } from '../../../components/StatusBadge';
import { useChain } from '../../../chains/use-chain';
import { useT } from '../../../i18n';
import { LogoImage } from '../../../components/LogoImage';
import type { Mint } from '../api/mints';

const safeUrl = (v: string | null) => (v && /^https?:\/\//i.test(v) ? v : null);

export function MintTable({ rows, emptyText, busy, canWrite, onEdit, onDelete }: { rows: readonly Mint[]; emptyText: string; busy?: boolean; canWrite: boolean; onEdit(m: Mint): void; onDelete(m: Mint): void }) {
  const t = useT();
  const { root } = useChain();
  const columns: Column<Mint>[] = [
    {
      key: 'address',
      header: t('mints.col.address'),
      className: 'mono nowrap',
      cell: (m) => <AddressWithCopy text={m.address} testId="mint-address" successMessage={t('contracts.addressCopied')} />,
    },
    {
      key: 'name',
      header: t('mints.col.name'),
      cell: (m) => (
        <span className="mint-name">
          <LogoImage src={safeUrl(m.contract_logo)} name={m.name} size={24} /> <span data-testid="mint-name">{m.name || t('mints.unnamed')}</span>
        </span>
      ),
    },
    { key: 'symbol', header: t('mints.col.symbol'), cell: (m) => m.symbol || '-' },
    { key: 'type', header: t('mints.col.type'), cell: (m) => <StatusBadge tone="info">{m.contract_type.toLowerCase()}</StatusBadge> },
    { key: 'decimals', header: t('mints.col.decimals'), className: 'num', cell: (m) => <span data-testid="mint-decimals">{m.decimals ?? '-'}</span> },
    { key: 'status', header: t('mints.col.status'), cell: (m) => <StatusBadge tone={m.status === 1 ? 'success' : 'neutral'}>{m.status === 1 ? t('mints.status.active') : t('mints.status.inactive')}</StatusBadge> },
    {
      key: 'actions',
      header: t('mints.col.actions'),
      className: 'nowrap',
      cell: (m) => (
        <span className="row-actions">
          <Link className="btn btn-small" to={`${root}/addresses/${m.address}?from=${encodeURIComponent(`${root}/addresses`)}`} data-testid="mint-view">
            {t('mints.view')}
          </Link>
          {canWrite && (
            <>
              <button type="button" className="btn btn-small" onClick={() => onEdit(m)} data-testid="mint-edit">
                {t('mints.edit')}
              </button>
              <button type="button" className="btn btn-small" onClick={() => onDelete(m)} data-testid="mint-delete">
                {t('mints.delete')}
              </button>
            </>
          )}
        </span>
      ),
    },
  ];
  return <DataTable columns={columns} rows={rows} rowKey={(m) => m.id} rowProps={(m) => ({ 'data-testid': 'mint-row', 'data-address': m.address })} empty={emptyText} emptyTestId="mints-empty" testId="mint-table" busy={busy} />;
}
