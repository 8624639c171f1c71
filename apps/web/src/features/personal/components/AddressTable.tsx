/**
 * Saved addresses of one chain: label, type, address (shortened, full in the title, copy button),
 * balance in the chain coin with 4 decimals (未知 when the node could not be asked, never 0) and the
 * indexed transaction count. With actions, each row also has 编辑 and 删除.
 */
import { AddressLink } from '../../../chains/AddressLink';
import { DataTable, type Column } from '../../../components/DataTable';
import { useCopy } from '../../../components/CopyButton';
import { useT, type MessageKey } from '../../../i18n';
import { EMPTY, formatCoin, formatInteger } from '../../../lib/format';
import type { AddressType, SavedAddress } from '../api/addresses';

export const TYPE_LABELS: Readonly<Record<AddressType, MessageKey>> = {
  wallet: 'addresses.type.wallet',
  contract: 'addresses.type.contract',
  exchange: 'addresses.type.exchange',
  other: 'addresses.type.other',
};

export interface AddressTableProps {
  addresses: SavedAddress[];
  unit: string;
  decimals: number;
  /** false on chains without an indexer: the transaction count is not known */
  indexed: boolean;
  actions?: { onEdit(a: SavedAddress): void; onDelete(a: SavedAddress): void };
}

export function AddressTable({ addresses, unit, decimals, indexed, actions }: AddressTableProps) {
  const t = useT();
  const copy = useCopy();
  const columns: Column<SavedAddress>[] = [
    { key: 'label', header: t('addresses.col.label'), className: 'address-label', cellProps: () => ({ 'data-testid': 'address-label' }), cell: (a) => a.label },
    { key: 'type', header: t('addresses.col.type'), className: 'nowrap', cell: (a) => t(TYPE_LABELS[a.type] ?? 'addresses.type.other') },
    { key: 'address', header: t('addresses.col.address'), className: 'mono nowrap', cellProps: (a) => ({ title: a.address }), cell: (a) => <AddressLink root={`/${a.chain}`} address={a.address} short={[8, 6]} /> },
    {
      key: 'balance',
      header: t('addresses.col.balance'),
      className: 'num nowrap',
      cellProps: (a) => ({ 'data-testid': 'address-balance', title: a.balance === null ? t('addresses.balanceUnknownHint') : undefined }),
      cell: (a) => (a.balance === null ? t('addresses.balanceUnknown') : formatCoin(a.balance, unit, decimals, 4)),
    },
    {
      key: 'txs',
      header: t('addresses.col.txCount'),
      className: 'num',
      cellProps: () => ({ 'data-testid': 'address-tx-count', title: indexed ? undefined : t('addresses.notIndexedHint') }),
      cell: (a) => (indexed ? formatInteger(a.transaction_count) : EMPTY),
    },
    {
      key: 'actions',
      header: t('addresses.col.actions'),
      className: 'nowrap row-actions',
      cell: (a) => (
        <>
          <button type="button" className="btn btn-small" onClick={() => void copy(a.address, t('addresses.copied'))}>
            {t('addresses.copy')}
          </button>
          {actions && (
            <>
              <button type="button" className="btn btn-small" onClick={() => actions.onEdit(a)}>
                {t('addresses.edit')}
              </button>
              <button type="button" className="btn btn-small btn-danger" onClick={() => actions.onDelete(a)}>
                {t('addresses.delete')}
              </button>
            </>
          )}
        </>
      ),
    },
  ];
  return (
    <DataTable
      testId="address-table"
      className="data-table address-table"
      columns={columns}
      rows={addresses}
      rowKey={(a) => a.id}
      rowProps={(a) => ({ 'data-testid': 'address-row', 'data-address': a.address })}
      empty={t('addresses.empty')}
    />
  );
}
