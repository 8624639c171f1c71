/**
 * 网络正常 while the live channel is connected, 连接失败 otherwise; the exact state is in the title.
 * With WebSocket off in the settings it says the pages poll instead.
 */
import { useT } from '../../i18n';
import { useLiveStatus } from '../../lib/live-context';
import { useSettings } from '../../lib/settings';
import './connection-polling.css';

export function ConnectionIndicator() {
  const t = useT();
  const status = useLiveStatus();
  const { useWebSocket, refreshInterval } = useSettings();
  if (!useWebSocket) {
    return (
      <span className="connection connection-polling" data-testid="connection-indicator" data-status="polling" title={t('settings.pollingTitle', { seconds: refreshInterval })}>
        <span className="connection-dot" aria-hidden="true" />
        {t('settings.polling')}
      </span>
    );
  }
  const online = status === 'connected';
  return (
    <span className={`connection connection-${status}`} data-testid="connection-indicator" data-status={status} title={t(`shell.liveState.${status}`)}>
      <span className="connection-dot" aria-hidden="true" />
      {t(online ? 'shell.online' : 'shell.offline')}
    </span>
  );
}
