/** The transactions touching the address: hash (to its page, or copy), block, time, in/out badge, counterparty (a link to its address page), amount, fee, status, tokens. */
import type { ChainView } from '../../../chains/registry';
import { AddressLink } from '../../../chains/AddressLink';
import { DataTable, type Column } from '../../../components/DataTable';
import { StatusBadge } from '../../../components/StatusBadge';
import { txPlaceColumns } from '../../../chains/tx-place-columns';
import { useT } from '../../../i18n';
import type { AddressTransaction } from '../../../lib/core';
import { formatCoin, formatTokenAmount, shortHash } from '../../../lib/format';

export const DIRECTION = {
  in: { tone: 'success', label: 'address.in' },
  out: { tone: 'warning', label: 'address.out' },
  self: { tone: 'neutral', label: 'address.self' },
} as const;

export function AddressTxTable({ chain, rows, busy }: { chain: ChainView; rows: readonly AddressTransaction[]; busy: boolean }) {
  const t = useT();
  const columns: Column<AddressTransaction>[] = [
    ...txPlaceColumns<AddressTransaction>(chain, t, (r) => r),
    {
      key: 'direction',
      header: t('address.col.direction'),
      cell: (r) => (
        <span data-testid="address-tx-direction" data-direction={r.direction}>
          <StatusBadge tone={DIRECTION[r.direction].tone}>{t(DIRECTION[r.direction].label)}</StatusBadge>
        </span>
      ),
    },
    { key: 'counterparty', header: t('address.col.counterparty'), cell: (r) => <AddressLink root={chain.root} address={r.counterparty} short={[8, 6]} testId="address-tx-counterparty" /> },
    {
      key: 'amount',
      header: t('address.col.amount'),
      className: 'num nowrap',
      cell: (r) => <span data-testid="address-tx-amount">{formatCoin(r.value, chain.unit, chain.decimals, chain.amountDigits)}</span>,
    },
    { key: 'fee', header: t('address.col.fee'), className: 'num nowrap', cell: (r) => formatCoin(r.fee, chain.unit, chain.decimals, chain.decimals) },
    {
      key: 'status',
      header: t('address.col.status'),
      cell: (r) => <StatusBadge tone={r.status === 1 ? 'success' : 'danger'}>{t(r.status === 1 ? 'address.status.success' : 'address.status.failed')}</StatusBadge>,
    },
    {
      key: 'tokens',
      header: t('address.col.tokens'),
      className: 'small',
      cell: (r) => (
        <>
          {(r.token_transfers ?? []).map((x) => (
            <div key={x.log_index} className="nowrap">
              {formatTokenAmount(x.amount, x.decimals)} <span className="muted">{x.symbol ?? shortHash(x.token, 6, 4)}</span>
            </div>
          ))}
          {(r.token_changes ?? []).map((x) => (
            <div key={x.mint} className="nowrap">
              {formatTokenAmount(x.change, x.decimals)} <span className="muted">{shortHash(x.mint, 6, 4)}</span>
            </div>
          ))}
        </>
      ),
    },
  ];
  return <DataTable columns={columns} rows={rows} rowKey={(r) => `${r.block_height}:${r.tx_index}`} rowProps={(r) => ({ 'data-testid': 'address-tx-row', 'data-hash': r.hash })} empty={t('address.tx.empty')} emptyTestId="address-tx-empty" busy={busy} />;
}
