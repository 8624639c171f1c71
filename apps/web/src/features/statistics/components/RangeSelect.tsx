import { useT } from '../../../i18n';
import type { StatsRange } from '../api/statistics';

/** The time range choices (the family view's statistics.ranges), as a group of toggle buttons. */
export function RangeSelect({
  ranges,
  value,
  onChange,
}: {
  ranges: readonly StatsRange[];
  value: StatsRange;
  onChange(range: StatsRange): void;
}) {
  const t = useT();
  return (
    <div className="stats-ranges" role="group" aria-label={t('statistics.range')}>
      {ranges.map((r) => (
        <button
          key={r}
          type="button"
          className={`btn${r === value ? ' btn-primary' : ''}`}
          aria-pressed={r === value}
          onClick={() => onChange(r)}
          data-testid={`stats-range-${r}`}
        >
          {t(`statistics.range.${r}`)}
        </button>
      ))}
    </div>
  );
}
