import { useT } from '../i18n';

/** A spinner with 加载中... (or the given text). */
export function LoadingState({ text }: { text?: string }) {
  const t = useT();
  return (
    <div className="loading-state" role="status" aria-busy="true">
      <span className="spinner" aria-hidden="true" />
      <span>{text ?? t('common.loading')}</span>
    </div>
  );
}
