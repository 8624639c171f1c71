/** Page size selector (spec part 2 §2.2): 10, 25, 50, 100 with the label 每页显示. */
import { useId } from 'react';
import { useT } from '../i18n';
import { PAGE_SIZES } from '../lib/page-sizes';

export interface PageSizeSelectProps {
  value: number;
  onChange(size: number): void;
  options?: readonly number[];
}

export function PageSizeSelect({ value, onChange, options = PAGE_SIZES }: PageSizeSelectProps) {
  const t = useT();
  const id = useId();
  return (
    <span className="page-size">
      <label htmlFor={id}>{t('common.pageSize')}</label>
      <select id={id} value={value} onChange={(e) => onChange(Number(e.target.value))}>
        {options.map((size) => (
          <option key={size} value={size}>
            {t('common.pageSizeOption', { size })}
          </option>
        ))}
      </select>
    </span>
  );
}
