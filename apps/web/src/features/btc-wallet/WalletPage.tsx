/**
 * The wallet view (/{c}/wallet and /{c}/wallet/{xpub|descriptor}?gap=, issue 27; chains whose
 * family has one: Bitcoin): a form for the key and gap limit, then the wallet — balance, UTXO count,
 * script type, used addresses and the next receive/change address — and tabs: its transactions (one
 * row per transaction with the wallet's net change, keyset pages), its UTXOs, its used addresses.
 * The server derives and looks up the addresses from the index; the page never asks per address.
 */
import { useState } from 'react';
import { useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import { IndexedChainOnly } from '../../chains/IndexedChainOnly';
import type { ChainView } from '../../chains/registry';
import { CursorPager } from '../../components/CursorPager';
import { ErrorCard } from '../../components/ErrorCard';
import { LoadingState } from '../../components/LoadingState';
import { TabBar } from '../../components/TabBar';
import { useT, type MessageKey } from '../../i18n';
import { useAuth } from '../../lib/auth/auth-context';
import { useCursorPages } from '../../lib/use-cursor-pages';
import { useWallet } from './api/wallet';
import { WalletKeyForm } from './components/WalletKeyForm';
import { WalletSummary } from './components/WalletSummary';
import { WalletAddressTable, WalletTxTable, WalletUtxoTable } from './components/WalletTables';
import { walletPathIn } from '../../lib/wallet-path';
import { gapOf, walletKeyOf } from './wallet-key';
import '../../components/chain-data.css';
import './wallet.css';

type WalletTab = 'transactions' | 'utxos' | 'addresses';
const TABS: readonly WalletTab[] = ['transactions', 'utxos', 'addresses'];
const TAB_LABELS: Readonly<Record<WalletTab, MessageKey>> = { transactions: 'wallet.tab.transactions', utxos: 'wallet.tab.utxos', addresses: 'wallet.tab.addresses' };

export function WalletPage() {
  return <IndexedChainOnly title="wallet.title" page={WalletOfChain} />;
}

function WalletOfChain({ chain }: { chain: ChainView }) {
  const t = useT();
  const navigate = useNavigate();
  const location = useLocation();
  const [params] = useSearchParams();
  const key = walletKeyOf(useParams()['*'], location.hash);
  const gap = gapOf(params.get('gap'));
  return (
    <section className="page wallet-page" data-testid="wallet-page">
      <h1 className="page-title">{t('wallet.title')}</h1>
      <WalletKeyForm key={`form|${key}|${gap}`} initialKey={key} initialGap={gap} onOpen={(k, g) => void navigate(walletPathIn(chain.root, k, g))} />
      {key && <WalletView key={`view|${key}|${gap}`} chain={chain} walletKey={key} gap={gap} />}
    </section>
  );
}

function WalletView({ chain, walletKey, gap }: { chain: ChainView; walletKey: string; gap: number }) {
  const t = useT();
  const { isAuthenticated } = useAuth();
  const [tab, setTab] = useState<WalletTab>('transactions');
  const pages = useCursorPages();
  const wallet = useWallet(chain.id, walletKey, gap, isAuthenticated, pages.cursor);
  if (wallet.error) return <ErrorCard title={t('wallet.loadFailed')} message={wallet.error.message} error={wallet.error} onRetry={() => void wallet.refetch()} />;
  if (!wallet.data) return <LoadingState />;
  const data = wallet.data;
  return (
    <>
      <WalletSummary chain={chain} wallet={data} />
      <div className="card card-flush">
        <TabBar tabs={TABS} current={tab} label={(id) => t(TAB_LABELS[id])} onChange={setTab} testIdPrefix="wallet-tab-" />
        {tab === 'utxos' ? (
          <WalletUtxoTable chain={chain} wallet={data} />
        ) : tab === 'addresses' ? (
          <WalletAddressTable chain={chain} wallet={data} />
        ) : (
          <>
            <WalletTxTable chain={chain} rows={data.transactions} busy={wallet.isFetching} />
            <CursorPager page={pages.page} hasNext={data.next_cursor !== null} busy={wallet.isFetching} onFirst={pages.first} onPrev={pages.prev} onNext={() => pages.next(data.next_cursor)} />
          </>
        )}
      </div>
    </>
  );
}
