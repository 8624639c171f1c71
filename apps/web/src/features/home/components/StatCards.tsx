import { useT } from '../../../i18n';
import { formatGwei, formatInteger } from '../../../lib/format';
import type { HomeOverview } from '../api/home-stats';

/** The three stat cards: total blocks, total transactions, the newest block's base fee in Gwei. */
export function StatCards({ overview }: { overview: HomeOverview }) {
  const t = useT();
  const cards = [
    { id: 'total-blocks', label: t('home.totalBlocks'), value: formatInteger(overview.totalBlocks), unit: '' },
    { id: 'total-transactions', label: t('home.totalTransactions'), value: formatInteger(overview.totalTransactions), unit: '' },
    { id: 'base-fee', label: t('home.baseFee'), value: formatGwei(overview.baseFee), unit: overview.baseFee === null ? '' : 'Gwei' },
  ];
  return (
    <div className="stat-cards">
      {cards.map((c) => (
        <div key={c.id} className="stat-card" data-testid={`stat-${c.id}`}>
          <div className="stat-label">{c.label}</div>
          <div className="stat-value">
            <span data-testid={`stat-${c.id}-value`}>{c.value}</span>
            {c.unit && <span className="stat-unit">{c.unit}</span>}
          </div>
        </div>
      ))}
    </div>
  );
}
