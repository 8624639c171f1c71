/**
 * What the settings do outside the settings page, for the whole app: a signed-in user's settings are
 * loaded from the server after sign-in (and the guest's come back after sign-out), the session
 * timeout signs an idle user out, and browser notifications announce the current chain's new blocks
 * (from live events, or by polling the newest block while WebSocket is off). Renders nothing.
 */
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useChainId } from '../../chains/use-chain';
import { toast } from '../../components/toast';
import { useT } from '../../i18n';
import { logActivity } from '../../lib/activity-log';
import { useAuth } from '../../lib/auth/auth-context';
import { notifyNewBlock } from '../../lib/block-notifications';
import { CHAINS, type ChainId } from '../../lib/core';
import { apiErrorMessage, apiGet } from '../../lib/http';
import { useLiveEvents, usePollingInterval } from '../../lib/live-context';
import { forgetLastActivity, watchInactivity } from '../../lib/session-timeout';
import { loadUserSettings, restoreGuestSettings, useSettings } from '../../lib/settings';

function useSettingsFollowUser(): void {
  const t = useT();
  const { user } = useAuth();
  const userId = user?.id ?? null;
  const previous = useRef<number | null | undefined>(undefined);
  useEffect(() => {
    const was = previous.current;
    previous.current = userId;
    if (userId === null) {
      if (was !== null && was !== undefined) {
        restoreGuestSettings();
        forgetLastActivity();
        logActivity('signOut');
      }
      return;
    }
    // a sign-in on this page (not a session kept from before) starts the idle clock afresh
    if (was === null) {
      forgetLastActivity();
      logActivity('signIn');
    }
    const controller = new AbortController();
    loadUserSettings(controller.signal).catch((e: unknown) => {
      if (!controller.signal.aborted) toast.error(t('settings.loadFailed', { message: apiErrorMessage(e) || t('common.unknownError') }));
    });
    return () => controller.abort();
  }, [userId, t]);
}

function useSessionTimeout(): void {
  const t = useT();
  const { isAuthenticated, logout } = useAuth();
  const { sessionTimeout } = useSettings();
  useEffect(() => {
    if (!isAuthenticated) return;
    return watchInactivity(sessionTimeout, () => {
      logActivity('timeout');
      logout();
      toast.info(t('settings.sessionExpired'));
    });
  }, [isAuthenticated, sessionTimeout, logout, t]);
}

const heightOf = (data: Record<string, unknown>): number | null => {
  const h = data.height ?? (data.block as { height?: unknown } | undefined)?.height;
  return typeof h === 'number' && Number.isSafeInteger(h) ? h : null;
};

function useBlockNotifications(chain: ChainId): void {
  const t = useT();
  const { browserNotifications } = useSettings();
  const polling = usePollingInterval();
  const last = useRef<number | null>(null);
  const announce = (height: number) => {
    if (last.current !== null && height <= last.current) return;
    const first = last.current === null;
    last.current = height;
    // the first height polled is where we are, not news
    if (first && polling !== false) return;
    const name = CHAINS[chain].name;
    notifyNewBlock(t('settings.newBlockTitle', { chain: name, height }), t('settings.newBlockBody', { chain: name, height }), `block-${chain}`);
  };
  useEffect(() => {
    last.current = null;
  }, [chain, polling]);
  useLiveEvents('block', chain, (msg) => {
    if (!browserNotifications || msg.data.action === 'update') return;
    const height = heightOf(msg.data);
    if (height !== null) announce(height);
  });
  const newest = useQuery({
    queryKey: ['settings-newest-block', chain],
    queryFn: async () => {
      const data = (await apiGet<{ blocks?: Array<{ height?: unknown }> }>('/api/no-auth/blocks', { chain, page: 1, page_size: 1 })).data;
      const h = data?.blocks?.[0]?.height;
      return typeof h === 'number' ? h : null;
    },
    enabled: browserNotifications && polling !== false,
    refetchInterval: polling,
    refetchIntervalInBackground: true,
    retry: false,
  });
  useEffect(() => {
    if (newest.data !== undefined && newest.data !== null) announce(newest.data);
    // announce reads the latest refs; the height decides
  }, [newest.data, newest.dataUpdatedAt]);
}

export function SettingsRuntime() {
  const chain = useChainId();
  useSettingsFollowUser();
  useSessionTimeout();
  useBlockNotifications(chain);
  return null;
}
