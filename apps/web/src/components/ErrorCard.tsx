import { useT } from '../i18n';
import { ApiError } from '../lib/http';

export interface ErrorCardProps {
  message?: string;
  onRetry?(): void;
  title?: string;
  /** the failed call's error: a 410 (data the server's retention removed) gets the title 数据已清理 and no retry */
  error?: unknown;
}

/** Error card (spec part 2 §2.3): title 加载失败, the message, a 重试 button. */
export function ErrorCard({ message, onRetry, title, error }: ErrorCardProps) {
  const t = useT();
  const pruned = error instanceof ApiError && error.status === 410;
  return (
    <div className={pruned ? 'error-card pruned-card' : 'error-card'} role="alert" data-testid={pruned ? 'pruned-notice' : undefined}>
      <h3>{pruned ? t('pruned.title') : (title ?? t('common.loadFailed'))}</h3>
      <p>{message || t('common.unknownError')}</p>
      {onRetry && !pruned && (
        <button type="button" className="btn" onClick={onRetry}>
          {t('common.retry')}
        </button>
      )}
    </div>
  );
}
