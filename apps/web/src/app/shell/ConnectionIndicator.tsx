/** 网络正常 while the live channel is connected, 连接失败 otherwise; the exact state is in the title. */
import { useT } from '../../i18n';
import { useLiveStatus } from '../../lib/live-context';

export function ConnectionIndicator() {
  const t = useT();
  const status = useLiveStatus();
  const online = status === 'connected';
  return (
    <span className={`connection connection-${status}`} data-testid="connection-indicator" data-status={status} title={t(`shell.liveState.${status}`)}>
      <span className="connection-dot" aria-hidden="true" />
      {t(online ? 'shell.online' : 'shell.offline')}
    </span>
  );
}
