/** Search (address/hash or name; Enter or 搜索), type and status filters, and the page size (spec part 2 §2.6). */
import { useEffect, useId, useState } from 'react';
import { PageSizeSelect } from '../../../components/PageSizeSelect';
import { useT } from '../../../i18n';
import { TYPE_OPTIONS } from '../contract-form';
import type { ContractListParams } from '../list-params';

export interface ContractFiltersProps {
  params: ContractListParams;
  onFilter(patch: Partial<Omit<ContractListParams, 'page'>>): void;
}

export function ContractFilters({ params, onFilter }: ContractFiltersProps) {
  const t = useT();
  const id = useId();
  const [text, setText] = useState(params.search);
  useEffect(() => setText(params.search), [params.search]);
  return (
    <div className="toolbar contract-filters">
      <form
        className="search-box"
        role="search"
        onSubmit={(e) => {
          e.preventDefault();
          onFilter({ search: text.trim() });
        }}
      >
        <input
          type="search"
          value={text}
          maxLength={128}
          onChange={(e) => {
            setText(e.target.value);
            if (e.target.value.trim() === '' && params.search !== '') onFilter({ search: '' });
          }}
          placeholder={t('contracts.searchPlaceholder')}
          aria-label={t('contracts.searchPlaceholder')}
          data-testid="contract-search-input"
        />
        <button type="submit" className="btn btn-primary" data-testid="contract-search-submit">
          {t('contracts.search')}
        </button>
      </form>
      <span className="filter-group">
        <label htmlFor={`${id}-type`} className="sr-only">
          {t('contracts.typeFilter')}
        </label>
        <select id={`${id}-type`} value={params.contractType} onChange={(e) => onFilter({ contractType: e.target.value })} data-testid="contract-type-filter">
          <option value="">{t('contracts.allTypes')}</option>
          {TYPE_OPTIONS.map((v) => (
            <option key={v} value={v}>
              {v}
            </option>
          ))}
        </select>
        <label htmlFor={`${id}-status`} className="sr-only">
          {t('contracts.statusFilter')}
        </label>
        <select id={`${id}-status`} value={params.status} onChange={(e) => onFilter({ status: e.target.value })} data-testid="contract-status-filter">
          <option value="">{t('contracts.allStatuses')}</option>
          <option value="1">{t('contracts.status.enabled')}</option>
          <option value="0">{t('contracts.status.disabled')}</option>
        </select>
        <PageSizeSelect value={params.pageSize} onChange={(pageSize) => onFilter({ pageSize })} />
      </span>
    </div>
  );
}
