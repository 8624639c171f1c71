/**
 * Saved addresses of one chain: label, type, address (shortened, full in the title, copy button),
 * balance in the chain coin with 4 decimals (未知 when the node could not be asked, never 0) and the
 * indexed transaction count. With actions, each row also has 编辑 and 删除.
 */
import { useCopy } from '../../../components/CopyButton';
import { useT, type MessageKey } from '../../../i18n';
import { EMPTY, formatCoin, formatInteger, shortHash } from '../../../lib/format';
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
  return (
    <div className="table-wrap">
      <table className="data-table address-table" data-testid="address-table">
        <thead>
          <tr>
            <th>{t('addresses.col.label')}</th>
            <th>{t('addresses.col.type')}</th>
            <th>{t('addresses.col.address')}</th>
            <th className="num">{t('addresses.col.balance')}</th>
            <th className="num">{t('addresses.col.txCount')}</th>
            <th>{t('addresses.col.actions')}</th>
          </tr>
        </thead>
        <tbody>
          {addresses.map((a) => (
            <tr key={a.id} data-testid="address-row" data-address={a.address}>
              <td className="address-label" data-testid="address-label">
                {a.label}
              </td>
              <td className="nowrap">{t(TYPE_LABELS[a.type] ?? 'addresses.type.other')}</td>
              <td className="mono nowrap" title={a.address}>
                {shortHash(a.address, 8, 6)}
              </td>
              <td className="num nowrap" data-testid="address-balance" title={a.balance === null ? t('addresses.balanceUnknownHint') : undefined}>
                {a.balance === null ? t('addresses.balanceUnknown') : formatCoin(a.balance, unit, decimals, 4)}
              </td>
              <td className="num" data-testid="address-tx-count" title={indexed ? undefined : t('addresses.notIndexedHint')}>
                {indexed ? formatInteger(a.transaction_count) : EMPTY}
              </td>
              <td className="nowrap row-actions">
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
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
