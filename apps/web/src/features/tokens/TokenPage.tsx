/**
 * The token page (/{eth,bsc}/tokens/:address, issue 26): the token's name, standard and supply (the
 * node's and the indexed minted − burned), holder and transfer counts, whether its indexed balances
 * can be trusted, and tabs — holders with their share, transfers newest first (with the CSV), and
 * for NFTs the items with their owners — each a keyset page list.
 */
import { useState } from 'react';
import { useParams } from 'react-router';
import { IndexedChainOnly } from '../../chains/IndexedChainOnly';
import type { ChainView } from '../../chains/registry';
import { CsvDownloadButton } from '../../components/CsvDownloadButton';
import { EmptyState } from '../../components/EmptyState';
import { ErrorCard } from '../../components/ErrorCard';
import { LoadingState } from '../../components/LoadingState';
import { StatusBadge } from '../../components/StatusBadge';
import { useT, type MessageKey } from '../../i18n';
import { useAuth } from '../../lib/auth/auth-context';
import type { TokenSummary } from '../../lib/core';
import { ApiError } from '../../lib/http';
import { CursorPager } from '../../components/CursorPager';
import { TabBar } from '../../components/TabBar';
import { tokenResource, TOKEN_PAGE_SIZE, useTokenList, useTokenSummary, type TokenList } from './api/tokens';
import { HoldersTable, InventoryTable, TransfersTable } from './components/TokenLists';
import { TokenSummaryCard } from './components/TokenSummaryCard';
import { useCursorPages } from '../../lib/use-cursor-pages';
import '../../components/chain-data.css';
import './tokens.css';

const TAB_LABELS: Record<TokenList, MessageKey> = { holders: 'tokens.tab.holders', transfers: 'tokens.tab.transfers', inventory: 'tokens.tab.inventory' };

export function TokenPage() {
  return <IndexedChainOnly title="tokens.title" page={TokenOfChain} />;
}

function TokenOfChain({ chain }: { chain: ChainView }) {
  const address = (useParams().address ?? '').trim();
  return <TokenView key={address} chain={chain} address={address} />;
}

function TokenView({ chain, address }: { chain: ChainView; address: string }) {
  const t = useT();
  const { isAuthenticated } = useAuth();
  const summary = useTokenSummary(chain.id, address, isAuthenticated);
  const token = summary.data;
  return (
    <section className="page token-page" data-testid="token-page">
      <h1 className="page-title" data-testid="token-title">
        {token ? `${token.name ?? t('tokens.unnamed')}${token.symbol ? ` (${token.symbol})` : ''}` : t('tokens.title')}{' '}
        {token && <StatusBadge tone="info">{token.standard.toUpperCase().replace('ERC', 'ERC-')}</StatusBadge>}
      </h1>
      {summary.error ? (
        summary.error instanceof ApiError && summary.error.status === 404 ? (
          <EmptyState text={t('tokens.notFound')} />
        ) : (
          <ErrorCard title={t('tokens.loadFailed')} message={summary.error.message} onRetry={() => void summary.refetch()} />
        )
      ) : !token ? (
        <LoadingState />
      ) : (
        <>
          <TokenSummaryCard chain={chain} token={token} />
          <TokenTabs chain={chain} token={token} signedIn={isAuthenticated} />
        </>
      )}
    </section>
  );
}

function TokenTabs({ chain, token, signedIn }: { chain: ChainView; token: TokenSummary; signedIn: boolean }) {
  const t = useT();
  const tabs: TokenList[] = token.standard === 'erc20' ? ['holders', 'transfers'] : ['holders', 'transfers', 'inventory'];
  const [tab, setTab] = useState<TokenList>('holders');
  return (
    <div className="card card-flush">
      <TabBar
        tabs={tabs}
        current={tab}
        label={(id) => t(TAB_LABELS[id])}
        onChange={setTab}
        testIdPrefix="token-tab-"
        extra={
          tab === 'transfers' && (
            <CsvDownloadButton resource={`${tokenResource(chain.id, token.address)}/transfers.csv`} query={{}} fallbackName={`${chain.id}-token-${token.address}-transfers.csv`} testId="token-csv" />
          )
        }
      />
      <TokenListView key={tab} list={tab} chain={chain} token={token} signedIn={signedIn} />
    </div>
  );
}

function TokenListView({ list, chain, token, signedIn }: { list: TokenList; chain: ChainView; token: TokenSummary; signedIn: boolean }) {
  const t = useT();
  const pages = useCursorPages();
  const q = useTokenList(list, chain.id, token.address, signedIn, pages.cursor);
  if (q.error) return <ErrorCard title={t('tokens.list.loadFailed')} message={q.error.message} onRetry={() => void q.refetch()} />;
  if (!q.data) return <LoadingState />;
  const data = q.data;
  return (
    <>
      {'holders' in data && <HoldersTable chain={chain} token={token} rows={data.holders} offset={(pages.page - 1) * TOKEN_PAGE_SIZE} />}
      {'transfers' in data && <TransfersTable chain={chain} token={token} rows={data.transfers} />}
      {'items' in data && <InventoryTable chain={chain} token={token} rows={data.items} />}
      <CursorPager page={pages.page} hasNext={data.next_cursor !== null} busy={q.isFetching} onFirst={pages.first} onPrev={pages.prev} onNext={() => pages.next(data.next_cursor)} />
    </>
  );
}
