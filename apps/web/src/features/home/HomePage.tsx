/**
 * Home overview of a chain (spec part 1 §2.7): real figures from the home stats call, refreshed
 * every 30 s while open. Chains without an indexer show 尚未索引 and make no calls.
 */
import { useAuth } from '../../lib/auth/auth-context';
import type { ChainView } from '../../chains/registry';
import { LoadingState } from '../../components/LoadingState';
import { IndexedChainOnly } from '../../chains/IndexedChainOnly';
import { useT } from '../../i18n';
import { useHomeStats } from './api/home-stats';
import { ErrorBanner } from './components/ErrorBanner';
import { HomeHeader } from './components/HomeHeader';
import { LatestBlocks } from './components/LatestBlocks';
import { LatestTransactions } from './components/LatestTransactions';
import { NetworkPanel } from './components/NetworkPanel';
import { StatCards } from './components/StatCards';
import { homeErrorText } from './error-message';
import { evmCards, evmNetwork, overviewWindow } from './overview-figures';
import '../../components/chain-data.css';
import './home.css';

export function HomePage() {
  return <IndexedChainOnly title={(c) => c.titles.home} page={IndexedHome} />;
}

function IndexedHome({ chain }: { chain: ChainView }) {
  const t = useT();
  const { isAuthenticated } = useAuth();
  const stats = useHomeStats(chain.id, isAuthenticated);
  const data = stats.data;
  return (
    <section className="page home" data-testid="home-page">
      <HomeHeader title={t(chain.titles.home)} loading={stats.isFetching} updatedAt={stats.dataUpdatedAt} onRefresh={() => void stats.refetch()} />
      {stats.error && <ErrorBanner message={homeErrorText(stats.error, t)} />}
      {!data && stats.isPending && <LoadingState />}
      {data && (
        <>
          <StatCards cards={evmCards(data.overview, t)} />
          <div className="home-columns">
            <LatestBlocks root={chain.root} blocks={data.latestBlocks} />
            <LatestTransactions chain={chain} transactions={data.latestTransactions} />
          </div>
          <NetworkPanel window={overviewWindow(data.overview)} items={evmNetwork(data.overview, chain, t)} />
        </>
      )}
    </section>
  );
}
