import { useLiveStatus } from '../../../lib/live-context';
import { useSettings } from '../../../lib/settings';
import { useT } from '../../../i18n';
import { LiveIndicator } from './LiveIndicator';

export interface BlockListHeaderProps {
  title: string;
  total: number | null;
  signedIn: boolean;
}

/** Title, live indicator, 共 N 个区块, and for guests 游客模式：仅显示100个区块. */
export function BlockListHeader({ title, total, signedIn }: BlockListHeaderProps) {
  const t = useT();
  const status = useLiveStatus();
  const { useWebSocket } = useSettings();
  return (
    <header className="page-head">
      <div className="page-head-main">
        <h1 className="page-title">{title}</h1>
        <LiveIndicator connected={status === 'connected'} polling={!useWebSocket} />
      </div>
      <div className="page-actions">
        {!signedIn && (
          <span className="guest-badge" data-testid="guest-badge">
            {t('blocks.guestBadge')}
          </span>
        )}
        {total !== null && (
          <span className="total-count" data-testid="block-total">
            {t('blocks.total', { total })}
          </span>
        )}
      </div>
    </header>
  );
}
