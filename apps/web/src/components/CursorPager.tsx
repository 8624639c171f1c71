/** Keyset paging: newest, previous, the page number walked to, next (when the server gave a cursor). */
import { useT } from '../i18n';
import './tab-bar.css';

export interface CursorPagerProps {
  page: number;
  hasNext: boolean;
  busy: boolean;
  onFirst(): void;
  onPrev(): void;
  onNext(): void;
}

export function CursorPager({ page, hasNext, busy, onFirst, onPrev, onNext }: CursorPagerProps) {
  const t = useT();
  if (page === 1 && !hasNext) return null;
  return (
    <nav className="cursor-pager" aria-label={t('address.page', { page })}>
      <button type="button" className="btn btn-small" onClick={onFirst} disabled={busy || page === 1}>
        {t('address.newest')}
      </button>
      <button type="button" className="btn btn-small" onClick={onPrev} disabled={busy || page === 1} data-testid="address-prev">
        {t('address.prev')}
      </button>
      <span className="muted" data-testid="address-page-number">
        {t('address.page', { page })}
      </span>
      <button type="button" className="btn btn-small" onClick={onNext} disabled={busy || !hasNext} data-testid="address-next">
        {t('address.next')}
      </button>
    </nav>
  );
}
