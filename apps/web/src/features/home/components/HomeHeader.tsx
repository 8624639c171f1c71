import { useT } from '../../../i18n';
import { formatClock } from '../../../lib/format';

export interface HomeHeaderProps {
  title: string;
  loading: boolean;
  updatedAt: number;
  onRefresh(): void;
}

/** Title, 刷新数据 (加载中... while loading) and the time of the last successful load. */
export function HomeHeader({ title, loading, updatedAt, onRefresh }: HomeHeaderProps) {
  const t = useT();
  return (
    <header className="page-head">
      <h1 className="page-title">{title}</h1>
      <div className="page-actions">
        {updatedAt > 0 && (
          <span className="muted" data-testid="home-updated">
            {t('home.lastUpdated', { time: formatClock(new Date(updatedAt)) })}
          </span>
        )}
        <button type="button" className="btn btn-primary" onClick={onRefresh} disabled={loading} data-testid="home-refresh">
          {loading ? t('common.loading') : t('home.refresh')}
        </button>
      </div>
    </header>
  );
}
