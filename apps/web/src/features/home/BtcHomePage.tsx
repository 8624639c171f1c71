/**
 * The Bitcoin home overview (spec part 1 §2.7): 比特币区块链概览 with 刷新数据, four cards (total
 * blocks, total transactions, active addresses, network hashrate), the latest blocks and
 * transactions (BTC from satoshi, bigint), and the network panel (average fee, average block time
 * in minutes, difficulty, daily volume) and the fee-rate percentiles of /api/no-auth/gas/btc, refreshed every 30 s. A failed load shows the error banner
 * with 重试 and never sample figures (DESIGN §6; a failed refresh keeps the last real ones, as on EVM).
 */
import type { ChainView } from '../../chains/registry';
import { IndexedChainOnly } from '../../chains/IndexedChainOnly';
import { LoadingState } from '../../components/LoadingState';
import { useT } from '../../i18n';
import { useAuth } from '../../lib/auth/auth-context';
import { useBtcFeeRates } from './api/btc-fee-rates';
import { useBtcHomeStats } from './api/btc-home-stats';
import { ErrorBanner } from './components/ErrorBanner';
import { FeeRatesPanel } from './components/FeeRatesPanel';
import { HomeHeader } from './components/HomeHeader';
import { LatestBlocks } from './components/LatestBlocks';
import { LatestTransactions } from './components/LatestTransactions';
import { NetworkPanel } from './components/NetworkPanel';
import { StatCards } from './components/StatCards';
import { homeErrorText } from './error-message';
import { btcCards, btcNetwork, overviewWindow } from './overview-figures';
import '../../components/chain-data.css';
import './home.css';

export function BtcHomePage() {
  return <IndexedChainOnly title={(c) => c.titles.home} page={BtcHome} />;
}

function BtcHome({ chain }: { chain: ChainView }) {
  const t = useT();
  const { isAuthenticated } = useAuth();
  const stats = useBtcHomeStats(chain.id, isAuthenticated);
  const rates = useBtcFeeRates(chain.id);
  const data = stats.data;
  return (
    <section className="page home" data-testid="home-page">
      <HomeHeader title={t(chain.titles.home)} loading={stats.isFetching} updatedAt={stats.dataUpdatedAt} onRefresh={() => void stats.refetch()} />
      {stats.error && <ErrorBanner message={homeErrorText(stats.error, t)} onRetry={() => void stats.refetch()} retrying={stats.isFetching} />}
      {!data && stats.isPending && <LoadingState />}
      {data && (
        <>
          <StatCards cards={btcCards(data.overview, t)} />
          <div className="home-columns">
            <LatestBlocks root={chain.root} blocks={data.latestBlocks} />
            <LatestTransactions chain={chain} transactions={data.latestTransactions} />
          </div>
          <NetworkPanel window={overviewWindow(data.overview)} items={btcNetwork(data.overview, chain, t)} />
          <FeeRatesPanel
            rates={rates.data}
            error={rates.error ? rates.error.message || t('home.fetchFailed') : null}
            loading={rates.isFetching}
            onRetry={() => void rates.refetch()}
          />
        </>
      )}
    </section>
  );
}
