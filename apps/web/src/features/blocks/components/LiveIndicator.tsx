import { useT } from '../../../i18n';

/** 实时连接 when the live channel is connected, 连接断开 otherwise. */
export function LiveIndicator({ connected }: { connected: boolean }) {
  const t = useT();
  return (
    <span className={`live-indicator ${connected ? 'is-live' : 'is-down'}`} data-testid="live-indicator" data-connected={connected}>
      <span className="live-dot" aria-hidden="true" />
      {connected ? t('blocks.live') : t('blocks.offline')}
    </span>
  );
}
