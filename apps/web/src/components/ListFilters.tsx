/**
 * The filter bar of a console list (spec part 2 §2.6–§2.8): a search box (Enter or the button
 * applies it; emptying it clears the search at once), a type and a status select, and the page size.
 */
import { useEffect, useId, useState } from 'react';
import { useT } from '../i18n';
import { PageSizeSelect } from './PageSizeSelect';

export interface FilterSelect {
  label: string;
  value: string;
  /** the first option is the "all" choice with value '' */
  options: readonly { value: string; label: string }[];
  onChange(value: string): void;
  testId: string;
}

export interface ListFiltersProps {
  search: string;
  placeholder: string;
  onSearch(text: string): void;
  selects: readonly FilterSelect[];
  pageSize: number;
  onPageSize(size: number): void;
  testIdPrefix: string;
}

export function ListFilters({ search, placeholder, onSearch, selects, pageSize, onPageSize, testIdPrefix }: ListFiltersProps) {
  const t = useT();
  const id = useId();
  const [text, setText] = useState(search);
  useEffect(() => setText(search), [search]);
  return (
    <div className="toolbar list-filters">
      <form
        className="search-box"
        role="search"
        onSubmit={(e) => {
          e.preventDefault();
          onSearch(text.trim());
        }}
      >
        <input
          type="search"
          value={text}
          maxLength={128}
          onChange={(e) => {
            setText(e.target.value);
            if (e.target.value.trim() === '' && search !== '') onSearch('');
          }}
          placeholder={placeholder}
          aria-label={placeholder}
          data-testid={`${testIdPrefix}-search-input`}
        />
        <button type="submit" className="btn btn-primary" data-testid={`${testIdPrefix}-search-submit`}>
          {t('common.search')}
        </button>
      </form>
      <span className="filter-group">
        {selects.map((s, i) => (
          <span key={s.testId}>
            <label htmlFor={`${id}-${i}`} className="sr-only">
              {s.label}
            </label>
            <select id={`${id}-${i}`} value={s.value} onChange={(e) => s.onChange(e.target.value)} data-testid={s.testId}>
              {s.options.map((o) => (
                <option key={o.value} value={o.value}>
                  {o.label}
                </option>
              ))}
            </select>
          </span>
        ))}
        <PageSizeSelect value={pageSize} onChange={onPageSize} />
      </span>
    </div>
  );
}
