import { useT } from '../../../i18n';
import { formatCoin, formatGwei, formatInteger, formatSeconds } from '../../../lib/format';
import type { HomeOverview } from '../api/home-stats';

/** Figures over the ten minutes ending at the newest block: avg gas price, avg block time, volume. */
export function NetworkPanel({ overview, unit, decimals }: { overview: HomeOverview; unit: string; decimals: number }) {
  const t = useT();
  const minutes = Math.round(overview.windowSeconds / 60);
  const items = [
    { id: 'avg-gas-price', label: t('home.avgGasPrice'), value: overview.avgGasPrice === null ? formatGwei(null) : `${formatGwei(overview.avgGasPrice)} Gwei` },
    { id: 'avg-block-time', label: t('home.avgBlockTime'), value: overview.avgBlockTime === null ? formatSeconds(null) : t('home.secondsValue', { value: formatSeconds(overview.avgBlockTime) }) },
    { id: 'volume', label: t('home.volume'), value: formatCoin(overview.dailyVolume, unit, decimals, 6) },
  ];
  return (
    <section className="panel" data-testid="network-panel">
      <div className="panel-head">
        <h2>{t('home.networkTitle', { minutes })}</h2>
        <span className="muted small">
          {t('home.windowSummary', { blocks: formatInteger(overview.windowBlocks), transactions: formatInteger(overview.windowTransactions) })}
        </span>
      </div>
      <dl className="network-grid">
        {items.map((i) => (
          <div key={i.id} className="network-item" data-testid={`net-${i.id}`}>
            <dt>{i.label}</dt>
            <dd>{i.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
