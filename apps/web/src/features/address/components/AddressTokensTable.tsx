/** The address page's tokens tab: the tokens the address holds, from the indexed balances (keyset pages by token). */
import { Link } from 'react-router';
import type { ChainView } from '../../../chains/registry';
import { DataTable, type Column } from '../../../components/DataTable';
import { ErrorCard } from '../../../components/ErrorCard';
import { LoadingState } from '../../../components/LoadingState';
import { useT } from '../../../i18n';
import type { AddressToken } from '../../../lib/core';
import { formatInteger, formatTokenAmount, shortHash } from '../../../lib/format';
import { CursorPager } from '../../../components/CursorPager';
import { useCursorPages } from '../../../lib/use-cursor-pages';
import { useAddressTokens } from '../api/address';

export function AddressTokensTable({ chain, address, signedIn }: { chain: ChainView; address: string; signedIn: boolean }) {
  const t = useT();
  const pages = useCursorPages();
  const q = useAddressTokens(chain.id, address, signedIn, pages.cursor);
  const columns: Column<AddressToken>[] = [
    {
      key: 'token',
      header: t('address.col.token'),
      cell: (r) => (
        <Link to={`${chain.root}/tokens/${r.token}`} title={r.token} data-testid="address-token-link">
          {r.name ?? r.symbol ?? shortHash(r.token, 8, 6)}
        </Link>
      ),
    },
    { key: 'symbol', header: t('tokens.standard'), cell: (r) => `${r.symbol ?? '-'} · ${r.standard.toUpperCase().replace('ERC', 'ERC-')}` },
    {
      key: 'balance',
      header: t('tokens.col.balance'),
      className: 'num nowrap',
      cell: (r) => (
        <span data-testid="address-token-balance">
          {r.standard === 'erc20' ? formatTokenAmount(r.balance, r.decimals) : t('tokens.items', { count: formatInteger(r.balance) })}
          {r.exact === false && <span className="warning-text small"> ({t('tokens.balances.inexact')})</span>}
        </span>
      ),
    },
  ];
  if (q.error) return <ErrorCard title={t('tokens.list.loadFailed')} message={q.error.message} onRetry={() => void q.refetch()} />;
  if (!q.data) return <LoadingState />;
  const data = q.data;
  return (
    <>
      <p className="muted small address-note">{t('tokens.balances.note')}</p>
      <DataTable columns={columns} rows={data.tokens} rowKey={(r) => r.token} rowProps={() => ({ 'data-testid': 'address-token-balance-row' })} empty={t('tokens.balances.empty')} />
      <CursorPager page={pages.page} hasNext={data.next_cursor !== null} busy={q.isFetching} onFirst={pages.first} onPrev={pages.prev} onNext={() => pages.next(data.next_cursor)} />
    </>
  );
}
