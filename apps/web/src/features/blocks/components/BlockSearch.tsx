import { useEffect, useState, type FormEvent } from 'react';
import { useT } from '../../../i18n';

export interface BlockSearchProps {
  value: string;
  onSearch(text: string): void;
}

/**
 * Search by height or hash: Enter or 搜索 applies the text; emptying the box (or 清除) goes back to
 * the normal list at once.
 */
export function BlockSearch({ value, onSearch }: BlockSearchProps) {
  const t = useT();
  const [text, setText] = useState(value);
  useEffect(() => setText(value), [value]);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    onSearch(text.trim());
  };
  const change = (next: string) => {
    setText(next);
    if (next.trim() === '' && value !== '') onSearch('');
  };

  return (
    <form className="search-box" role="search" onSubmit={submit}>
      <input
        type="search"
        value={text}
        onChange={(e) => change(e.target.value)}
        placeholder={t('blocks.searchPlaceholder')}
        aria-label={t('blocks.searchPlaceholder')}
        data-testid="block-search-input"
      />
      <button type="submit" className="btn btn-primary" data-testid="block-search-submit">
        {t('blocks.search')}
      </button>
      {value !== '' && (
        <button type="button" className="btn" onClick={() => change('')}>
          {t('blocks.clearSearch')}
        </button>
      )}
    </form>
  );
}
