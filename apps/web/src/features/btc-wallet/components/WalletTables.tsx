/**
 * The wallet's three lists: transactions (one row per transaction: received, sent and the net change
 * to the wallet, the fee), unspent outputs (with the wallet address each pays) and the used addresses
 * with their derivation branch and index.
 */
import { Link } from 'react-router';
import type { ChainView } from '../../../chains/registry';
import { AddressLink } from '../../../chains/AddressLink';
import { txPlaceColumns } from '../../../chains/tx-place-columns';
import { CopyText } from '../../../components/CopyText';
import { DataTable, type Column } from '../../../components/DataTable';
import { useT } from '../../../i18n';
import type { Wallet, WalletTx } from '../../../lib/core';
import { formatCoin } from '../../../lib/format';

type Utxo = Wallet['utxos'][number];
type Used = Wallet['addresses'][number];

/** a signed amount: + for what came in, − for what went out */
function signed(value: string, chain: ChainView): string {
  const negative = value.startsWith('-');
  const text = formatCoin(negative ? value.slice(1) : value, chain.unit, chain.decimals, chain.decimals);
  return value === '0' ? text : `${negative ? '−' : '+'}${text}`;
}

export function WalletTxTable({ chain, rows, busy }: { chain: ChainView; rows: readonly WalletTx[]; busy: boolean }) {
  const t = useT();
  const coin = (v: string) => formatCoin(v, chain.unit, chain.decimals, chain.decimals);
  const columns: Column<WalletTx>[] = [
    ...txPlaceColumns<WalletTx>(chain, t, (r) => r),
    { key: 'received', header: t('wallet.col.received'), className: 'num nowrap', cell: (r) => coin(r.received) },
    { key: 'sent', header: t('wallet.col.sent'), className: 'num nowrap', cell: (r) => coin(r.sent) },
    {
      key: 'net',
      header: t('wallet.col.net'),
      className: 'num nowrap strong',
      cell: (r) => (
        <span data-testid="wallet-tx-net" data-net={r.net} className={r.net.startsWith('-') ? 'wallet-out' : 'wallet-in'}>
          {signed(r.net, chain)}
        </span>
      ),
    },
    { key: 'fee', header: t('wallet.col.fee'), className: 'num nowrap', cell: (r) => coin(r.fee) },
  ];
  return <DataTable columns={columns} rows={rows} rowKey={(r) => r.hash} busy={busy} rowProps={() => ({ 'data-testid': 'wallet-tx-row' })} empty={t('wallet.txEmpty')} />;
}

export function WalletUtxoTable({ chain, wallet }: { chain: ChainView; wallet: Wallet }) {
  const t = useT();
  const columns: Column<Utxo>[] = [
    { key: 'output', header: t('wallet.col.output'), cell: (u) => <CopyText text={`${u.txid}:${u.vout}`} short={[12, 8]} /> },
    { key: 'address', header: t('wallet.col.address'), cell: (u) => <AddressLink root={chain.root} address={u.address} short={[10, 8]} /> },
    {
      key: 'block',
      header: t('wallet.col.block'),
      cell: (u) => (
        <Link to={`${chain.root}/blocks/${u.block_height}`} className="mono">
          {u.block_height}
        </Link>
      ),
    },
    { key: 'amount', header: t('wallet.col.amount'), className: 'num nowrap', cell: (u) => <span data-testid="wallet-utxo-value" data-value={u.value}>{formatCoin(u.value, chain.unit, chain.decimals, chain.decimals)}</span> },
  ];
  return (
    <>
      {wallet.utxos_truncated && <p className="muted small wallet-note">{t('wallet.utxosTruncated', { shown: wallet.utxos.length, total: wallet.utxo_count })}</p>}
      <DataTable columns={columns} rows={wallet.utxos} rowKey={(u) => `${u.txid}:${u.vout}`} rowProps={() => ({ 'data-testid': 'wallet-utxo-row' })} empty={t('wallet.utxoEmpty')} />
    </>
  );
}

export function WalletAddressTable({ chain, wallet }: { chain: ChainView; wallet: Wallet }) {
  const t = useT();
  const columns: Column<Used>[] = [
    { key: 'branch', header: t('wallet.col.branch'), cell: (a) => t(a.branch === 0 ? 'wallet.branch.0' : 'wallet.branch.1') },
    { key: 'path', header: t('wallet.col.path'), className: 'mono', cell: (a) => `/${a.branch}/${a.index}` },
    { key: 'address', header: t('wallet.col.address'), cell: (a) => <AddressLink root={chain.root} address={a.address} testId="wallet-address" /> },
  ];
  return <DataTable columns={columns} rows={wallet.addresses} rowKey={(a) => `${a.branch}/${a.index}`} rowProps={() => ({ 'data-testid': 'wallet-address-row' })} empty={t('wallet.addressEmpty')} />;
}
