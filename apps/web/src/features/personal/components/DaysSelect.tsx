/** The earnings window: 最近 7 / 30 / 90 天. */
import { useId } from 'react';
import { useT } from '../../../i18n';
import { EARNINGS_DAYS } from '../api/earnings';

export function DaysSelect({ value, onChange }: { value: number; onChange(days: number): void }) {
  const t = useT();
  const id = useId();
  return (
    <span className="page-size">
      <label htmlFor={id}>{t('personal.days.label')}</label>
      <select id={id} data-testid="days-select" value={value} onChange={(e) => onChange(Number(e.target.value))}>
        {EARNINGS_DAYS.map((d) => (
          <option key={d} value={d}>
            {t('personal.days.option', { days: d })}
          </option>
        ))}
      </select>
    </span>
  );
}
