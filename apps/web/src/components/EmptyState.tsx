import type { ReactNode } from 'react';
import { useT } from '../i18n';

/** An empty list or table body: 暂无数据 or the given text. */
export function EmptyState({ text, children }: { text?: string; children?: ReactNode }) {
  const t = useT();
  return (
    <div className="empty-state">
      <p>{text ?? t('common.empty')}</p>
      {children}
    </div>
  );
}
