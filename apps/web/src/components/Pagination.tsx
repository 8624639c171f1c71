/**
 * Paging under a list (spec part 2 §2.2): previous, next, a window of page numbers current ±2 (up to
 * five) and 显示第 x 到 y 条，共 z 条记录.
 */
import { useT } from '../i18n';

export interface PaginationProps {
  page: number;
  pageSize: number;
  total: number;
  onPageChange(page: number): void;
  disabled?: boolean;
}

export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(Math.max(0, total) / Math.max(1, pageSize)));
}

/** page numbers around the current page: current ±2, clipped to 1..pages */
export function pageWindow(page: number, pages: number): number[] {
  const from = Math.max(1, page - 2);
  const to = Math.min(pages, page + 2);
  const out: number[] = [];
  for (let p = from; p <= to; p++) out.push(p);
  return out;
}

export function rangeOf(page: number, pageSize: number, total: number): { from: number; to: number } {
  if (total <= 0) return { from: 0, to: 0 };
  return { from: (page - 1) * pageSize + 1, to: Math.min(page * pageSize, total) };
}

export function Pagination({ page, pageSize, total, onPageChange, disabled }: PaginationProps) {
  const t = useT();
  const pages = pageCount(total, pageSize);
  const { from, to } = rangeOf(page, pageSize, total);
  const go = (p: number) => {
    if (p >= 1 && p <= pages && p !== page) onPageChange(p);
  };
  return (
    <nav className="pagination" aria-label="pagination">
      <span className="pagination-info">{t('common.pageInfo', { from, to, total })}</span>
      <div className="pagination-buttons">
        <button type="button" onClick={() => go(page - 1)} disabled={disabled || page <= 1}>
          {t('common.prev')}
        </button>
        {pageWindow(page, pages).map((p) => (
          <button key={p} type="button" className={p === page ? 'active' : undefined} aria-current={p === page ? 'page' : undefined} onClick={() => go(p)} disabled={disabled}>
            {p}
          </button>
        ))}
        <button type="button" onClick={() => go(page + 1)} disabled={disabled || page >= pages}>
          {t('common.next')}
        </button>
      </div>
    </nav>
  );
}
