/**
 * The Solana home overview (spec part 1 §2.7): Solana区块链概览 with 刷新数据 and the last-updated
 * time, six cards (total blocks, total transactions, TPS over the last minute, vote share, average
 * fee in SOL, active addresses in 24 h; '-' where the server has no figure), the latest blocks and
 * the latest non-vote transactions (查看全部交易 → /sol/transactions), and the last minute's
 * network figures. A failed load shows the banner 错误: … with 重试, never sample figures; a failed
 * refresh keeps the last real ones.
 */
import type { ChainView } from '../../chains/registry';
import { IndexedChainOnly } from '../../chains/IndexedChainOnly';
import { LoadingState } from '../../components/LoadingState';
import { useT } from '../../i18n';
import { useAuth } from '../../lib/auth/auth-context';
import { useSolHomeStats } from './api/sol-home-stats';
import { ErrorBanner } from './components/ErrorBanner';
import { HomeHeader } from './components/HomeHeader';
import { LatestBlocks } from './components/LatestBlocks';
import { LatestTransactions } from './components/LatestTransactions';
import { NetworkPanel } from './components/NetworkPanel';
import { StatCards } from './components/StatCards';
import { homeErrorText } from './error-message';
import { solCards, solNetwork, solWindow } from './overview-figures';
import '../../components/chain-data.css';
import './home.css';

export function SolHomePage() {
  return <IndexedChainOnly title={(c) => c.titles.home} page={SolHome} />;
}

function SolHome({ chain }: { chain: ChainView }) {
  const t = useT();
  const { isAuthenticated } = useAuth();
  const stats = useSolHomeStats(chain.id, isAuthenticated);
  const data = stats.data;
  return (
    <section className="page home" data-testid="home-page">
      <HomeHeader title={t(chain.titles.home)} loading={stats.isFetching} updatedAt={stats.dataUpdatedAt} onRefresh={() => void stats.refetch()} />
      {stats.error && <ErrorBanner message={t('sol.home.error', { message: homeErrorText(stats.error, t) })} onRetry={() => void stats.refetch()} retrying={stats.isFetching} />}
      {!data && stats.isPending && <LoadingState />}
      {data && (
        <>
          <StatCards cards={solCards(data.overview, chain, t)} />
          <div className="home-columns">
            <LatestBlocks root={chain.root} blocks={data.latestBlocks} sizes={false} />
            <LatestTransactions chain={chain} transactions={data.latestTransactions} />
          </div>
          <NetworkPanel window={solWindow(data.overview)} items={solNetwork(data.overview, t)} />
        </>
      )}
    </section>
  );
}
