import { useT } from '../../../i18n';

/** 实时连接 when the live channel is connected, 连接断开 otherwise; 轮询更新 with WebSocket off in the settings. */
export function LiveIndicator({ connected, polling = false }: { connected: boolean; polling?: boolean }) {
  const t = useT();
  if (polling) {
    return (
      <span className="live-indicator is-polling" data-testid="live-indicator" data-connected={false} data-polling="true">
        <span className="live-dot" aria-hidden="true" />
        {t('settings.polling')}
      </span>
    );
  }
  return (
    <span className={`live-indicator ${connected ? 'is-live' : 'is-down'}`} data-testid="live-indicator" data-connected={connected}>
      <span className="live-dot" aria-hidden="true" />
      {connected ? t('blocks.live') : t('blocks.offline')}
    </span>
  );
}
