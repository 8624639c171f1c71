/** A yes/no choice as a select (是 / 否). */
import { useId } from 'react';
import { useT } from '../../../i18n';

export function YesNo({ label, value, onChange }: { label: string; value: boolean; onChange(v: boolean): void }) {
  const t = useT();
  const id = useId();
  return (
    <div className="field">
      <label className="field-label" htmlFor={id}>
        {label}
      </label>
      <select id={id} value={value ? 'yes' : 'no'} onChange={(e) => onChange(e.target.value === 'yes')}>
        <option value="yes">{t('contracts.yes')}</option>
        <option value="no">{t('contracts.no')}</option>
      </select>
    </div>
  );
}
