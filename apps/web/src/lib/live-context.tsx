/**
 * One LiveClient per app, opened at start (spec part 1 §4). useLiveStatus() gives the connection
 * state; useLiveEvents(category, chain, handler) subscribes while the component is mounted.
 */
import { createContext, useContext, useEffect, useRef, useState, useSyncExternalStore, type ReactNode } from 'react';
import type { ChainId, LiveCategory, LiveMessage } from './core';
import { documentVisibility, LiveClient, liveUrl, type LiveStatus } from './live';

const LiveContext = createContext<LiveClient | null>(null);

export function LiveProvider({ children, client: given }: { children: ReactNode; client?: LiveClient }) {
  const [client] = useState(() => given ?? new LiveClient({ url: liveUrl(), visibility: documentVisibility() }));
  useEffect(() => {
    client.connect();
    return () => client.disconnect();
  }, [client]);
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
