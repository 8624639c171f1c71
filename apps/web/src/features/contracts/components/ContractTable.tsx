/**
 * The contract table (spec part 2 §2.6): logo, address (link to the detail, copy button), type,
 * name (未命名合约) and symbol (-), decimals (-), status, last activity, and the row actions the
 * caller may use: edit, and 维护币种信息 on ERC-20 rows.
 */
import { Link } from 'react-router';
import { hasTokenPage, TokenLink } from '../../../chains/TokenLink';
import { AddressWithCopy } from '../../../components/AddressWithCopy';
import { DataTable, type Column } from '../../../components/DataTable';
import { useT } from '../../../i18n';
import type { ChainId, Contract } from '../../../lib/core';
import { formatTime } from '../../../lib/format';
import { ContractLogo } from './ContractLogo';
import { ContractStatus, TypeBadge } from '../../../components/ContractStatus';

export interface ContractTableProps {
  chain: ChainId;
  root: string;
  rows: readonly Contract[];
  emptyText: string;
  busy?: boolean;
  canEdit: boolean;
  onEdit(c: Contract): void;
  onMaintain(c: Contract): void;
  /** the query string of the list, kept on the detail link so 返回合约列表 comes back here */
  listSearch: string;
}

export function ContractTable({ chain, root, rows, emptyText, busy, canEdit, onEdit, onMaintain, listSearch }: ContractTableProps) {
  const t = useT();
  const columns: Column<Contract>[] = [
    { key: 'logo', header: t('contracts.col.logo'), className: 'contract-logo-cell', cell: (c) => <ContractLogo chain={chain} contract={c} /> },
    {
      key: 'address',
      header: t('contracts.col.address'),
      className: 'mono nowrap',
      cell: (c) => (
        <AddressWithCopy text={c.address} successMessage={t('contracts.addressCopied')}>
          <Link to={`${root}/addresses/${c.address}`} state={{ list: listSearch }} data-testid="contract-link">
            {c.address}
          </Link>
        </AddressWithCopy>
      ),
    },
    { key: 'type', header: t('contracts.col.type'), cell: (c) => <TypeBadge type={c.contract_type} /> },
    {
      key: 'name',
      header: t('contracts.col.name'),
      cell: (c) => (
        <span className="contract-name-cell">
          <span data-testid="contract-name">{c.name || t('contracts.unnamed')}</span>
          <span className="muted small">{hasTokenPage(chain, c.contract_type) ? <TokenLink root={root} token={c.address} symbol={c.symbol || null} /> : c.symbol || '-'}</span>
        </span>
      ),
    },
    { key: 'decimals', header: t('contracts.col.decimals'), className: 'num', cell: (c) => (c.decimals === null ? '-' : c.decimals) },
    { key: 'status', header: t('contracts.col.status'), cell: (c) => <ContractStatus status={c.status} /> },
    {
      key: 'activity',
      header: t('contracts.col.activity'),
      className: 'nowrap',
      cell: (c) =>
        c.last_activity_block === null ? (
          '-'
        ) : (
          <span title={t('contracts.blockAt', { height: c.last_activity_block })}>
            <Link to={`${root}/blocks/${c.last_activity_block}`}>#{c.last_activity_block}</Link>
            {c.last_activity_at !== null && <span className="muted small"> {formatTime(c.last_activity_at)}</span>}
          </span>
        ),
    },
  ];
  if (canEdit)
    columns.push({
      key: 'actions',
      header: t('contracts.col.actions'),
      className: 'nowrap',
      cell: (c) => (
        <span className="row-actions">
          <button type="button" className="btn btn-small" onClick={() => onEdit(c)} data-testid="contract-edit">
            {t('contracts.edit')}
          </button>
          {c.contract_type.toUpperCase() === 'ERC20' && (
            <button type="button" className="btn btn-small" onClick={() => onMaintain(c)} data-testid="contract-maintain">
              {t('contracts.maintainCoin')}
            </button>
          )}
        </span>
      ),
    });
  return (
    <DataTable
      columns={columns}
      rows={rows}
      rowKey={(c) => c.id}
      rowProps={(c) => ({ 'data-testid': 'contract-row', 'data-address': c.address })}
      empty={emptyText}
      emptyTestId="contracts-empty"
      testId="contract-table"
      busy={busy}
    />
  );
}
