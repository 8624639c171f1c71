/**
 * The address page (/{c}/address-transactions?address=…, spec part 2 §2.1): the address with its copy
 * button and the CSV download, a summary (balance — live from the node for EVM and Solana, the
 * unspent outputs for Bitcoin —, transaction count, first and last seen, family extras), and tabs:
 * its transactions (newest first, keyset pages: next / previous), token balances, token transfers and
 * internal transactions (EVM), UTXOs (Bitcoin), token accounts (Solana).
 */
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import type { ChainView } from '../../chains/registry';
import { EmptyState } from '../../components/EmptyState';
import { ErrorCard } from '../../components/ErrorCard';
import { IndexedChainOnly } from '../../chains/IndexedChainOnly';
import { LoadingState } from '../../components/LoadingState';
import { useT } from '../../i18n';
import { useAuth } from '../../lib/auth/auth-context';
import { useAddressSummary, useAddressTransactions } from './api/address';
import { AddressHeader } from './components/AddressHeader';
import { AddressSummaryCard } from './components/AddressSummaryCard';
import { AddressTxTable } from './components/AddressTxTable';
import { CursorPager } from '../../components/CursorPager';
import { TabBar } from '../../components/TabBar';
import { PrunedNotice } from '../../components/PrunedNotice';
import { usePrunedBelow } from '../../lib/pruned';
import { useCursorPages } from '../../lib/use-cursor-pages';
import { TokenAccountsTable } from '../../chains/sol/TokenAccountsTable';
import { TokenTransfersTable } from './components/TokenTransfersTable';
import { AddressTokensTable } from './components/AddressTokensTable';
import { AddressInternalCallsTable } from './components/AddressInternalCallsTable';
import { UtxoTable } from '../../chains/btc/UtxoTable';
import type { AddressTab } from '../../chains/family-view';
import { TAB_LABELS } from './tabs';
import '../../components/chain-data.css';
import './address.css';

export function AddressPage() {
  return <IndexedChainOnly title="address.title" page={AddressOfChain} />;
}

function AddressOfChain({ chain }: { chain: ChainView }) {
  const t = useT();
  const [params] = useSearchParams();
  const address = (params.get('address') ?? '').trim();
  if (!address) {
    return (
      <section className="page address-page" data-testid="address-page">
        <h1 className="page-title">{t('address.title')}</h1>
        <EmptyState text={t('address.missing')} />
      </section>
    );
  }
  return <AddressView key={address} chain={chain} address={address} />;
}

function AddressView({ chain, address }: { chain: ChainView; address: string }) {
  const t = useT();
  const { isAuthenticated } = useAuth();
  const [tab, setTab] = useState<AddressTab>('transactions');
  const pages = useCursorPages();
  const summary = useAddressSummary(chain.id, address, isAuthenticated);
  const txs = useAddressTransactions(chain.id, address, isAuthenticated, pages.cursor);
  // the last page of a chain whose older data was pruned: its older transactions are gone
  const floor = usePrunedBelow(chain.id);
  const tabs = chain.addressTabs;

  return (
    <section className="page address-page" data-testid="address-page">
      <AddressHeader chain={chain} address={summary.data?.address ?? address} signedIn={isAuthenticated} />
      {summary.error ? (
        <ErrorCard title={t('address.loadFailed')} message={summary.error.message} onRetry={() => void summary.refetch()} />
      ) : !summary.data ? (
        <LoadingState />
      ) : (
        <>
          <AddressSummaryCard chain={chain} summary={summary.data} />
          <div className="card card-flush">
            <TabBar tabs={tabs} current={tab} label={(id) => t(TAB_LABELS[id])} onChange={setTab} testIdPrefix="address-tab-" />
            {tab === 'utxos' ? (
              <UtxoTable chain={chain} summary={summary.data} />
            ) : tab === 'tokens' ? (
              <AddressTokensTable chain={chain} address={summary.data.address} signedIn={isAuthenticated} />
            ) : tab === 'internalCalls' ? (
              <AddressInternalCallsTable chain={chain} address={summary.data.address} signedIn={isAuthenticated} />
            ) : tab === 'tokenAccounts' ? (
              <TokenAccountsTable chain={chain} summary={summary.data} />
            ) : txs.error ? (
              <ErrorCard title={t('address.tx.loadFailed')} message={txs.error.message} onRetry={() => void txs.refetch()} />
            ) : !txs.data ? (
              <LoadingState />
            ) : (
              <>
                {tab === 'tokenTransfers' ? <TokenTransfersTable chain={chain} address={summary.data.address} rows={txs.data.transactions} /> : <AddressTxTable chain={chain} rows={txs.data.transactions} busy={txs.isFetching} />}
                {floor !== null && txs.data.next_cursor === null && <PrunedNotice floor={floor} />}
                <CursorPager
                  page={pages.page}
                  hasNext={txs.data.next_cursor !== null}
                  busy={txs.isFetching}
                  onFirst={pages.first}
                  onPrev={pages.prev}
                  onNext={() => pages.next(txs.data?.next_cursor)}
                />
              </>
            )}
          </div>
        </>
      )}
    </section>
  );
}
