/** EVM: the token transfers from or to the address in the transactions of the page shown (same keyset pages as the transactions tab). */
import type { ChainView } from '../../../chains/registry';
import { AddressLink } from '../../../chains/AddressLink';
import { DataTable, type Column } from '../../../components/DataTable';
import { StatusBadge } from '../../../components/StatusBadge';
import { txPlaceColumns } from '../../../chains/tx-place-columns';
import { useT } from '../../../i18n';
import type { AddressTransaction } from '../../../lib/core';
import { TokenLink } from '../../../chains/TokenLink';
import { formatTokenAmount } from '../../../lib/format';
import { DIRECTION } from './AddressTxTable';

type Transfer = NonNullable<AddressTransaction['token_transfers']>[number] & { tx: AddressTransaction };

export function TokenTransfersTable({ chain, address, rows }: { chain: ChainView; address: string; rows: readonly AddressTransaction[] }) {
  const t = useT();
  const transfers: Transfer[] = rows.flatMap((tx) => (tx.token_transfers ?? []).map((x) => ({ ...x, tx })));
  const columns: Column<Transfer>[] = [
    ...txPlaceColumns<Transfer>(chain, t, (r) => r.tx),
    {
      key: 'direction',
      header: t('address.col.direction'),
      cell: (r) => {
        const d = DIRECTION[r.from === address ? (r.to === address ? 'self' : 'out') : 'in'];
        return <StatusBadge tone={d.tone}>{t(d.label)}</StatusBadge>;
      },
    },
    { key: 'from', header: t('address.col.from'), cell: (r) => <AddressLink root={chain.root} address={r.from} short={[8, 6]} /> },
    { key: 'to', header: t('address.col.to'), cell: (r) => <AddressLink root={chain.root} address={r.to} short={[8, 6]} /> },
    { key: 'amount', header: t('address.col.amount'), className: 'num nowrap', cell: (r) => <span data-testid="address-token-amount">{formatTokenAmount(r.amount, r.decimals)}</span> },
    { key: 'token', header: t('address.col.token'), cell: (r) => <TokenLink root={chain.root} token={r.token} symbol={r.symbol} /> },
  ];
  return (
    <>
      <p className="muted small address-note">{t('address.tokens.note')}</p>
      <DataTable columns={columns} rows={transfers} rowKey={(r) => `${r.tx.block_height}:${r.log_index}`} rowProps={() => ({ 'data-testid': 'address-token-row' })} empty={t('address.tokens.empty')} />
    </>
  );
}
