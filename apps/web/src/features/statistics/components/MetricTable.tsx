import type { ChainView } from '../../../chains/registry';
import { useT } from '../../../i18n';
import type { StatsMetric } from '../api/statistics';
import { formatChange, formatMetricValue } from '../figures';

function Change({ value }: { value: number | null }) {
  const { text, tone } = formatChange(value);
  return <span className={`stats-change stats-change-${tone}`}>{text}</span>;
}

/** The metric table: name, value over the last 24 h, change against the day before and a week before. */
export function MetricTable({ metrics, chain }: { metrics: readonly StatsMetric[]; chain: ChainView }) {
  const t = useT();
  return (
    <div className="panel stats-metrics">
      <div className="panel-head">
        <h2 className="panel-title">{t('statistics.metrics')}</h2>
        <span className="muted">{t('statistics.metricsNote')}</span>
      </div>
      <div className="table-wrap">
        <table className="data-table" data-testid="stats-metrics">
          <thead>
            <tr>
              <th scope="col">{t('statistics.col.name')}</th>
              <th scope="col">{t('statistics.col.current')}</th>
              <th scope="col">{t('statistics.col.change24h')}</th>
              <th scope="col">{t('statistics.col.change7d')}</th>
            </tr>
          </thead>
          <tbody>
            {metrics.map((m) => (
              <tr key={m.name} data-testid={`stats-metric-${m.name}`}>
                <th scope="row">{t(`statistics.metric.${m.name}`)}</th>
                <td className="amount">{formatMetricValue(m, chain, t)}</td>
                <td>
                  <Change value={m.change24h} />
                </td>
                <td>
                  <Change value={m.change7d} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
