/** Bitcoin: the address's unspent outputs, newest first (the summary carries the newest 50 and the count). */
import { Link } from 'react-router';
import type { ChainView } from '../registry';
import { CopyText } from '../../components/CopyText';
import { DataTable, type Column } from '../../components/DataTable';
import { useT } from '../../i18n';
import type { AddressSummary } from '../../lib/core';
import { formatCoin } from '../../lib/format';

type Utxo = NonNullable<AddressSummary['btc']>['utxos'][number];

export function UtxoTable({ chain, summary }: { chain: ChainView; summary: AddressSummary }) {
  const t = useT();
  const btc = summary.btc;
  const columns: Column<Utxo>[] = [
    { key: 'output', header: t('address.col.output'), cell: (u) => <CopyText text={`${u.txid}:${u.vout}`} short={[12, 8]} /> },
    {
      key: 'block',
      header: t('address.col.block'),
      cell: (u) => (
        <Link to={`${chain.root}/blocks/${u.block_height}`} className="mono">
          {u.block_height}
        </Link>
      ),
    },
    { key: 'amount', header: t('address.col.amount'), className: 'num nowrap', cell: (u) => formatCoin(u.value, chain.unit, chain.decimals, chain.decimals) },
  ];
  return (
    <>
      {btc?.utxos_truncated && <p className="muted small address-note">{t('address.utxos.truncated', { shown: btc.utxos.length, total: btc.utxo_count })}</p>}
      <DataTable columns={columns} rows={btc?.utxos ?? []} rowKey={(u) => `${u.txid}:${u.vout}`} rowProps={() => ({ 'data-testid': 'address-utxo-row' })} empty={t('address.utxos.empty')} />
    </>
  );
}
