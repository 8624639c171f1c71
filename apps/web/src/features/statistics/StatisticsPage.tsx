/**
 * The statistics page of a chain (spec part 2 §2.10; btc §2.9): four cards over the last 24 h,
 * two trend charts over the chosen range (uPlot, loaded only on this route), the metric table with
 * its coloured 24 h and 7 d changes, and the time of the data. Everything comes from
 * GET …/stats/{chain}?range=, refetched every 300000 ms. The route guard lets this page through only
 * when the server has statistics on (EXPLORER_STATISTICS=1).
 */
import { useSearchParams } from 'react-router';
import type { ChainView } from '../../chains/registry';
import { ErrorCard } from '../../components/ErrorCard';
import { IndexedChainOnly } from '../../chains/IndexedChainOnly';
import { LoadingState } from '../../components/LoadingState';
import { useT } from '../../i18n';
import { useAuth } from '../../lib/auth/auth-context';
import { formatClock, formatTime } from '../../lib/format';
import { localizeServerMessage } from '../../lib/server-message';
import { ApiError } from '../../lib/http';
import { useStatistics, type StatsRange } from './api/statistics';
import { MetricTable } from './components/MetricTable';
import { RangeSelect } from './components/RangeSelect';
import { StatsCards } from './components/StatsCards';
import { TrendChart } from './components/TrendChart';
import { chartSpan, chartSpecs, isStatsRange, statisticsCards } from './figures';
import '../../components/chain-data.css';
import './statistics.css';

export function StatisticsPage() {
  return <IndexedChainOnly title="page.statistics" page={ChainStatistics} />;
}

function ChainStatistics({ chain }: { chain: ChainView }) {
  const t = useT();
  const { isAuthenticated } = useAuth();
  const view = chain.statistics;
  const defaultRange = view.ranges[0];
  const [params, setParams] = useSearchParams();
  const asked = params.get('range');
  const range: StatsRange = isStatsRange(view, asked) ? asked : defaultRange;
  const stats = useStatistics(chain.id, range, isAuthenticated);
  const data = stats.data;
  const pick = (r: StatsRange) => setParams(r === defaultRange ? {} : { range: r }, { replace: true });
  const error =
    stats.error instanceof ApiError
      ? localizeServerMessage(stats.error.message, stats.error.status)
      : undefined;

  return (
    <section className="page stats-page" data-testid="statistics-page" data-chain={chain.id}>
      <header className="page-head">
        <h1 className="page-title">{t('statistics.title', { chain: t(chain.name) })}</h1>
        <div className="page-actions">
          <RangeSelect ranges={view.ranges} value={range} onChange={pick} />
          {stats.dataUpdatedAt > 0 && (
            <span className="muted" data-testid="stats-updated">
              {t('statistics.lastUpdated', { time: formatClock(new Date(stats.dataUpdatedAt)) })}
            </span>
          )}
          <button
            type="button"
            className="btn"
            onClick={() => void stats.refetch()}
            disabled={stats.isFetching}
            data-testid="stats-refresh"
          >
            {stats.isFetching ? t('common.loading') : t('statistics.refresh')}
          </button>
        </div>
      </header>
      {stats.error && !data && <ErrorCard message={error} onRetry={() => void stats.refetch()} />}
      {!data && stats.isPending && <LoadingState />}
      {data && (
        <>
          <p className="muted small" data-testid="stats-data-time">
            {data.updatedAt === null
              ? t('statistics.noData')
              : t('statistics.dataThrough', { time: formatTime(data.updatedAt) })}
          </p>
          <StatsCards cards={statisticsCards(data.summary, chain, t)} />
          <div className="stats-charts">
            {chartSpecs(chain).map((spec) => (
              <TrendChart
                key={spec.id}
                spec={spec}
                points={data.series}
                bucket={data.bucket}
                span={chartSpan(data.range, data.bucket, data.series, Math.floor(stats.dataUpdatedAt / 1000))}
              />
            ))}
          </div>
          <MetricTable metrics={data.metrics} chain={chain} />
        </>
      )}
    </section>
  );
}
