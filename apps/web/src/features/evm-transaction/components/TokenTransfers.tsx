import { AddressLink } from '../../../chains/AddressLink';
import { DataTable, type Column } from '../../../components/DataTable';
import { useT } from '../../../i18n';
import type { ApiTokenTransfer } from '../../../lib/core';
import { TokenLink } from '../../../chains/TokenLink';
import { formatTokenAmount } from '../../../lib/format';

/** Every ERC-20 transfer the transaction made, in log order: log index, token (to its token page, and its address page), from, to, amount with the token's decimals. */
export function TokenTransfers({ transfers, root }: { transfers: readonly ApiTokenTransfer[]; root: string }) {
  const t = useT();
  const columns: Column<ApiTokenTransfer>[] = [
    { key: 'index', header: t('evmTx.col.index'), className: 'num', cell: (x) => `#${x.log_index}` },
    {
      key: 'token',
      header: t('evmTx.col.token'),
      cell: (x) => (
        <span>
          <TokenLink root={root} token={x.token} symbol={x.symbol} /> <AddressLink root={root} address={x.token} short={[6, 4]} />
        </span>
      ),
    },
    { key: 'from', header: t('evmTx.col.from'), cell: (x) => <AddressLink root={root} address={x.from} short={[8, 6]} /> },
    { key: 'to', header: t('evmTx.col.to'), cell: (x) => <AddressLink root={root} address={x.to} short={[8, 6]} /> },
    { key: 'amount', header: t('evmTx.col.amount'), className: 'num nowrap', cell: (x) => <span data-testid="transfer-amount">{formatTokenAmount(x.amount, x.decimals)}</span> },
  ];
  return (
    <section className="card" data-testid="tx-transfers">
      <h2 className="card-title">{t('evmTx.transfers', { count: transfers.length })}</h2>
      <DataTable columns={columns} rows={transfers} rowKey={(x) => String(x.log_index)} rowProps={() => ({ 'data-testid': 'transfer-row' })} empty={t('evmTx.noTransfers')} />
    </section>
  );
}
