/** Solana: the address's token accounts (mint, amount) as the newest indexed transactions left them. */
import type { ChainView } from '../registry';
import { AddressLink } from '../AddressLink';
import { DataTable, type Column } from '../../components/DataTable';
import { useT } from '../../i18n';
import type { AddressSummary } from '../../lib/core';
import { formatTokenAmount } from '../../lib/format';

type TokenAccount = NonNullable<AddressSummary['sol']>['token_accounts'][number];

export function TokenAccountsTable({ chain, summary }: { chain: ChainView; summary: AddressSummary }) {
  const t = useT();
  const columns: Column<TokenAccount>[] = [
    { key: 'account', header: t('address.col.account'), cell: (a) => <AddressLink root={chain.root} address={a.account} short={[8, 6]} /> },
    { key: 'mint', header: t('address.col.mint'), cell: (a) => <AddressLink root={chain.root} address={a.mint} short={[8, 6]} /> },
    { key: 'amount', header: t('address.col.amount'), className: 'num nowrap', cell: (a) => formatTokenAmount(a.amount, a.decimals) },
    { key: 'asOf', header: t('address.col.asOf'), className: 'mono', cell: (a) => a.as_of },
  ];
  return (
    <>
      <p className="muted small address-note">{t('address.tokenAccounts.note')}</p>
      <DataTable columns={columns} rows={summary.sol?.token_accounts ?? []} rowKey={(a) => a.account} rowProps={() => ({ 'data-testid': 'address-token-account-row' })} empty={t('address.tokenAccounts.empty')} />
    </>
  );
}
