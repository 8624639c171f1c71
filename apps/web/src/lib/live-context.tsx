/**
 * One LiveClient per app, opened at start (spec part 1 §4) unless the settings turn WebSocket off
 * (then no /ws connection is made and the pages that rely on live events poll instead: usePolling).
 * useLiveStatus() gives the connection state; useLiveEvents(category, chain, handler) subscribes
 * while the component is mounted.
 */
import { createContext, useContext, useEffect, useRef, useState, useSyncExternalStore, type ReactNode } from 'react';
import type { ChainId, LiveCategory, LiveMessage } from './core';
import { getApiBase } from './http';
import { documentVisibility, LiveClient, liveUrl, type LiveStatus } from './live';
import { useSettings } from './settings';

const LiveContext = createContext<LiveClient | null>(null);

export function LiveProvider({ children, client: given }: { children: ReactNode; client?: LiveClient }) {
  const [client] = useState(() => given ?? new LiveClient({ url: () => liveUrl(location, getApiBase()), visibility: documentVisibility() }));
  const { useWebSocket: on, apiEndpoint } = useSettings();
  useEffect(() => {
    if (!on) return;
    client.connect();
    return () => client.disconnect();
  }, [client, on, apiEndpoint]);
  return <LiveContext.Provider value={client}>{children}</LiveContext.Provider>;
}

export function useLiveClient(): LiveClient {
  const client = useContext(LiveContext);
  if (!client) throw new Error('useLiveClient outside <LiveProvider>');
  return client;
}

export function useLiveStatus(): LiveStatus {
  const client = useLiveClient();
  return useSyncExternalStore(
    (cb) => client.onStatus(cb),
    () => client.status,
    () => client.status,
  );
}

/** Calls handler for each valid live message of (category, chain) while mounted. */
export function useLiveEvents(category: LiveCategory, chain: ChainId, handler: (msg: LiveMessage) => void): void {
  const client = useLiveClient();
  const ref = useRef(handler);
  useEffect(() => {
    ref.current = handler;
  });
  useEffect(() => client.subscribe(category, chain, (msg) => ref.current(msg)), [client, category, chain]);
}

export type { LiveStatus };

/**
 * The refetch interval (ms) of a query that live events would otherwise keep fresh: the settings'
 * refresh interval while WebSocket is off, else false (live events do it).
 */
export function usePollingInterval(): number | false {
  const { useWebSocket: on, refreshInterval } = useSettings();
  return on ? false : refreshInterval * 1000;
}
