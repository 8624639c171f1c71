/**
 * The settings' blockAlerts for a signed-in user: on each new block of an indexed chain (live event,
 * or by polling at the refresh interval) the page asks GET /api/user/alerts?after=<last id> and shows
 * a toast per new alert about a saved address ("saved address X received 1.5 ETH in block N") with a
 * button to its transaction. Alerts older than the last one seen are not shown again. Renders nothing.
 */
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { useT } from '../../i18n';
import { useAuth } from '../../lib/auth/auth-context';
import { CHAIN_IDS, CHAINS, type AddressAlert } from '../../lib/core';
import { apiGet } from '../../lib/http';
import { useLiveClient } from '../../lib/live-context';
import { toastBus } from '../../lib/notify';
import { useSettings } from '../../lib/settings';
import { alertAmountText, alertPath, lastSeenAlert, rememberSeenAlert } from './block-alerts';
import './block-alerts.css';

/** toasts shown at once at most; the rest are counted in one more toast */
const MAX_TOASTS = 5;
const TOAST_MS = 10_000;
/**
 * The server's worker records a block's alerts just after the block's event: ask a moment later. One
 * timer per chain, not restarted by the next event (a throttle: sol's slot a second, or the other
 * chains' blocks, must not keep pushing back the question an eth block asked for); an event that came
 * while it ran gets one more question a moment after (a block's alerts are never left to polling).
 */
const AFTER_EVENT_MS = 1500;

function AlertWatcher({ userId }: { userId: number }) {
  const t = useT();
  const navigate = useNavigate();
  const client = useLiveClient();
  const { refreshInterval } = useSettings();
  const last = useRef<number | null>(lastSeenAlert(userId));
  /** one question at a time: a refetch replacing a running one must read the id that one saw last */
  const queue = useRef<Promise<unknown>>(Promise.resolve());

  const show = (list: AddressAlert[]) => {
    const fresh = [...list].sort((a, b) => a.id - b.id);
    for (const alert of fresh.slice(-MAX_TOASTS)) {
      const path = alertPath(alert);
      const values = { label: alert.label, amount: alertAmountText(alert), height: alert.block_height };
      toastBus.emit({
        kind: 'info',
        message: t(alert.direction === 'in' ? 'alerts.received' : 'alerts.sent', values),
        duration: TOAST_MS,
        action: path ? { label: t('alerts.view'), run: () => navigate(path) } : undefined,
      });
    }
    if (fresh.length > MAX_TOASTS) toastBus.emit({ kind: 'info', message: t('alerts.more', { count: fresh.length - MAX_TOASTS }), duration: TOAST_MS });
  };

  const fetchNew = async () => {
    const after = last.current;
    const list = (await apiGet<AddressAlert[]>('/api/user/alerts', after === null ? { limit: 1 } : { after, limit: 50 })).data ?? [];
    const newest = list.reduce((max, a) => Math.max(max, a.id), after ?? 0);
    // the first visit starts from the newest alert; later ones show what came since
    if (after !== null && list.length > 0) show(list);
    last.current = newest;
    rememberSeenAlert(userId, newest);
    return newest;
  };

  const alerts = useQuery({
    queryKey: ['block-alerts', userId],
    queryFn: () => {
      const run = queue.current.then(fetchNew, fetchNew);
      queue.current = run.catch(() => undefined);
      return run;
    },
    refetchInterval: refreshInterval * 1000,
    refetchIntervalInBackground: true,
    retry: false,
    gcTime: 0,
  });
  const refetch = alerts.refetch;

  useEffect(() => {
    const timers = new Map<string, ReturnType<typeof setTimeout>>();
    /** chains with an event since their timer started: they ask once more, a moment after this answer */
    const again = new Set<string>();
    const soon = (chain: string) => () => {
      if (timers.has(chain)) return void again.add(chain);
      timers.set(
        chain,
        setTimeout(() => {
          timers.delete(chain);
          void refetch();
          if (again.delete(chain)) soon(chain)();
        }, AFTER_EVENT_MS),
      );
    };
    const offs = CHAIN_IDS.filter((id) => CHAINS[id].indexed).map((chain) => client.subscribe('block', chain, soon(chain)));
    return () => {
      for (const timer of timers.values()) clearTimeout(timer);
      for (const off of offs) off();
    };
  }, [client, refetch]);
  return null;
}

export function BlockAlerts() {
  const { user } = useAuth();
  const { blockAlerts } = useSettings();
  if (!user || !blockAlerts) return null;
  return <AlertWatcher key={user.id} userId={user.id} />;
}
