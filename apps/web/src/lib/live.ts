/**
 * The live-channel client (spec part 1 §4). One per app. States: connecting, connected,
 * disconnected, reconnecting, error.
 *  - connect() opens the socket (the app calls it at start).
 *  - An unexpected close or error schedules a reconnect: up to 5 attempts, 3000 ms apart; when the
 *    fifth fails the state becomes 'error'.
 *  - disconnect() is manual: no reconnect follows, not even when the page becomes visible.
 *  - When the page becomes visible and the client is not connected (and not manually off), it
 *    reconnects at once with a fresh attempt budget.
 *  - A server {type:'ping'} is answered with {type:'pong'}.
 *  - Subscriptions are reference-counted topics (category, chain); a topic requested while not
 *    connected is sent once connected, and every topic is sent again after a reconnect.
 *  - event/notification messages with an invalid shape are dropped.
 * The spec's 30 s heartbeat option exists (heartbeatIntervalMs) and is never started, as specified;
 * the server pings and this client answers.
 */
import type { ChainId, LiveCategory, LiveMessage } from './core';
import { isLiveMessage, topicKey } from './live-message';

export type LiveStatus = 'connecting' | 'connected' | 'disconnected' | 'reconnecting' | 'error';
export type LiveHandler = (message: LiveMessage) => void;

/** The part of the browser WebSocket this client uses (tests pass a fake or the ws package). */
export interface SocketLike {
  readonly readyState: number;
  send(data: string): void;
  close(): void;
  onopen: ((ev: unknown) => void) | null;
  onclose: ((ev: unknown) => void) | null;
  onerror: ((ev: unknown) => void) | null;
  onmessage: ((ev: { data: unknown }) => void) | null;
}
export type SocketFactory = (url: string) => SocketLike;

export interface VisibilitySource {
  isVisible(): boolean;
  onChange(listener: () => void): () => void;
}

export interface LiveClientOptions {
  /** the channel's address, or a function asked at each (re)connect (the settings' API endpoint may change) */
  url: string | (() => string);
  createSocket?: SocketFactory;
  visibility?: VisibilitySource;
  reconnectIntervalMs?: number;
  maxReconnectAttempts?: number;
  heartbeatIntervalMs?: number;
}

export const RECONNECT_INTERVAL_MS = 3000;
export const MAX_RECONNECT_ATTEMPTS = 5;
export const HEARTBEAT_INTERVAL_MS = 30_000;
const OPEN = 1;

interface Topic {
  category: LiveCategory;
  chain: ChainId;
  refs: number;
}

export class LiveClient {
  readonly reconnectIntervalMs: number;
  readonly maxReconnectAttempts: number;
  /** option kept from the spec; never started */
  readonly heartbeatIntervalMs: number;
  private socket: SocketLike | null = null;
  private state: LiveStatus = 'disconnected';
  private attempts = 0;
  /** true until connect() and after disconnect(): nothing reconnects on its own */
  private manual = true;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private readonly topics = new Map<string, Topic>();
  private readonly handlers = new Set<{ key: string; fn: LiveHandler }>();
  private readonly statusListeners = new Set<(s: LiveStatus) => void>();
  private readonly stopVisibility: () => void;

  constructor(private readonly opts: LiveClientOptions) {
    this.reconnectIntervalMs = opts.reconnectIntervalMs ?? RECONNECT_INTERVAL_MS;
    this.maxReconnectAttempts = opts.maxReconnectAttempts ?? MAX_RECONNECT_ATTEMPTS;
    this.heartbeatIntervalMs = opts.heartbeatIntervalMs ?? HEARTBEAT_INTERVAL_MS;
    this.stopVisibility = opts.visibility?.onChange(() => this.onVisibility()) ?? (() => {});
  }

  get status(): LiveStatus {
    return this.state;
  }

  get reconnectAttempts(): number {
    return this.attempts;
  }

  onStatus(listener: (s: LiveStatus) => void): () => void {
    this.statusListeners.add(listener);
    return () => this.statusListeners.delete(listener);
  }

  /** Opens the channel (no-op while open or opening). Clears a previous manual disconnect. */
  connect(): void {
    this.manual = false;
    this.attempts = 0;
    this.clearTimer();
    if (this.socket && (this.state === 'connected' || this.state === 'connecting')) return;
    this.open('connecting');
  }

  /** Manual disconnect: closes and stays closed. */
  disconnect(): void {
    this.manual = true;
    this.clearTimer();
    this.dropSocket();
    this.setState('disconnected');
  }

  /** Stops everything, including the page-visibility listener. */
  dispose(): void {
    this.disconnect();
    this.stopVisibility();
    this.handlers.clear();
    this.statusListeners.clear();
  }

  /** Subscribes to a topic; the returned function unsubscribes (and stops the handler). */
  subscribe(category: LiveCategory, chain: ChainId, handler?: LiveHandler): () => void {
    const key = topicKey(category, chain);
    const entry = handler ? { key, fn: handler } : undefined;
    if (entry) this.handlers.add(entry);
    const topic = this.topics.get(key);
    if (topic) topic.refs++;
    else {
      this.topics.set(key, { category, chain, refs: 1 });
      this.sendIfOpen({ type: 'subscribe', category, chain });
    }
    let done = false;
    return () => {
      if (done) return;
      done = true;
      if (entry) this.handlers.delete(entry);
      const t = this.topics.get(key);
      if (!t) return;
      t.refs--;
      if (t.refs <= 0) {
        this.topics.delete(key);
        this.sendIfOpen({ type: 'unsubscribe', category, chain });
      }
    };
  }

  private open(state: 'connecting' | 'reconnecting'): void {
    this.dropSocket();
    this.setState(state);
    const factory = this.opts.createSocket ?? ((url: string) => new WebSocket(url) as unknown as SocketLike);
    let socket: SocketLike;
    try {
      socket = factory(typeof this.opts.url === 'function' ? this.opts.url() : this.opts.url);
    } catch {
      this.socket = null;
      this.onLost();
      return;
    }
    this.socket = socket;
    socket.onopen = () => {
      if (this.socket !== socket) return;
      this.attempts = 0;
      this.setState('connected');
      for (const t of this.topics.values()) this.send({ type: 'subscribe', category: t.category, chain: t.chain });
    };
    socket.onmessage = (ev) => {
      if (this.socket === socket) this.onMessage(ev.data);
    };
    const lost = () => {
      if (this.socket !== socket) return;
      this.dropSocket();
      this.onLost();
    };
    socket.onclose = lost;
    socket.onerror = lost;
  }

  private onLost(): void {
    if (this.manual) {
      this.setState('disconnected');
      return;
    }
    if (this.attempts >= this.maxReconnectAttempts) {
      this.setState('error');
      return;
    }
    this.attempts++;
    this.setState('reconnecting');
    this.clearTimer();
    this.timer = setTimeout(() => {
      this.timer = null;
      this.open('reconnecting');
    }, this.reconnectIntervalMs);
  }

  private onVisibility(): void {
    if (!this.opts.visibility?.isVisible() || this.manual) return;
    if (this.state === 'connected' || this.state === 'connecting') return;
    if (this.state === 'reconnecting' && this.socket) return; // an attempt is in flight
    this.attempts = 0;
    this.clearTimer();
    this.open('connecting');
  }

  private onMessage(raw: unknown): void {
    let msg: unknown;
    try {
      msg = JSON.parse(typeof raw === 'string' ? raw : String(raw));
    } catch {
      return;
    }
    if (!msg || typeof msg !== 'object') return;
    const type = (msg as { type?: unknown }).type;
    if (type === 'ping') {
      this.send({ type: 'pong', timestamp: Date.now() });
      return;
    }
    if (type !== 'event' && type !== 'notification') return;
    if (!isLiveMessage(msg)) return;
    const key = topicKey(msg.category, msg.chain);
    for (const h of [...this.handlers]) {
      if (h.key !== key) continue;
      try {
        h.fn(msg);
      } catch (e) {
        console.error('live handler failed', e);
      }
    }
  }

  private send(msg: object): void {
    try {
      this.socket?.send(JSON.stringify(msg));
    } catch {
      // the close handler takes over
    }
  }

  private sendIfOpen(msg: object): void {
    if (this.state === 'connected' && this.socket?.readyState === OPEN) this.send(msg);
  }

  private dropSocket(): void {
    const s = this.socket;
    this.socket = null;
    if (!s) return;
    s.onopen = s.onclose = s.onerror = null;
    s.onmessage = null;
    try {
      s.close();
    } catch {
      // already closed
    }
  }

  private clearTimer(): void {
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = null;
  }

  private setState(next: LiveStatus): void {
    if (this.state === next) return;
    this.state = next;
    for (const l of [...this.statusListeners]) l(next);
  }
}

/** ws(s)://<host>/ws of the page, or of the settings' API endpoint (an http(s) URL) when one is set. */
export function liveUrl(loc: Pick<Location, 'protocol' | 'host'> = location, apiBase = ''): string {
  if (apiBase) {
    try {
      const u = new URL(apiBase);
      return `${u.protocol === 'https:' ? 'wss' : 'ws'}://${u.host}${u.pathname.replace(/\/+$/, '')}/ws`;
    } catch {
      // not a URL: the page's own host
    }
  }
  return `${loc.protocol === 'https:' ? 'wss' : 'ws'}://${loc.host}/ws`;
}

export function documentVisibility(doc: Document = document): VisibilitySource {
  return {
    isVisible: () => doc.visibilityState === 'visible',
    onChange(listener) {
      doc.addEventListener('visibilitychange', listener);
      return () => doc.removeEventListener('visibilitychange', listener);
    },
  };
}
