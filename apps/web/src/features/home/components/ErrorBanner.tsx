import { useT } from '../../../i18n';

/** The home error banner: the server's message, 获取数据失败, or 网络错误，请稍后重试; with 重试 when given. */
export function ErrorBanner({ message, onRetry, retrying }: { message: string; onRetry?(): void; retrying?: boolean }) {
  const t = useT();
  return (
    <div className="error-banner" role="alert" data-testid="home-error">
      <span>{message}</span>
      {onRetry && (
        <button type="button" className="btn btn-small" onClick={onRetry} disabled={retrying} data-testid="home-retry">
          {t('common.retry')}
        </button>
      )}
    </div>
  );
}
