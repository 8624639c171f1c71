import { useT } from '../i18n';

export interface ErrorCardProps {
  message?: string;
  onRetry?(): void;
  title?: string;
}

/** Error card (spec part 2 §2.3): title 加载失败, the message, a 重试 button. */
export function ErrorCard({ message, onRetry, title }: ErrorCardProps) {
  const t = useT();
  return (
    <div className="error-card" role="alert">
      <h3>{title ?? t('common.loadFailed')}</h3>
      <p>{message || t('common.unknownError')}</p>
      {onRetry && (
        <button type="button" className="btn" onClick={onRetry}>
          {t('common.retry')}
        </button>
      )}
    </div>
  );
}
