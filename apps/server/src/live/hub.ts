/**
 * The WebSocket hub: keeps each socket's subscriptions (category, chain), fans published messages out
 * to the subscribed sockets only, answers pings, and runs the heartbeat: a {type:'ping'} every
 * interval, and a socket that has answered none of the last two pings (nothing received since they
 * were sent) is terminated. Counting unanswered pings rather than wall time means a late timer on a
 * busy machine never drops a client that was never pinged. It bounds what one client may take:
 * connections per IP, messages per second, and bytes queued for a client that does not read (closed
 * with a code rather than left to grow the server's memory).
 */
import type { LiveMessage, Logger } from '@explorer/core';
import type { Duplex } from 'node:stream';
import type { WebSocket } from 'ws';
import { textFrame } from './frame';
import { ClientMessage, topicKey } from './messages';

export const DEFAULT_HEARTBEAT_MS = 30_000;

export interface LiveLimits {
  /** open sockets one IP address may hold (default 20) */
  maxConnectionsPerIp: number;
  /** messages one client may send per second (default 20) */
  maxMessagesPerSecond: number;
  /** bytes queued for a client before it is closed as too slow (default 1 MiB) */
  maxBufferedBytes: number;
}

export const DEFAULT_LIVE_LIMITS: LiveLimits = { maxConnectionsPerIp: 20, maxMessagesPerSecond: 20, maxBufferedBytes: 1024 * 1024 };

/** close codes: 1008 policy violation (too many connections or messages), 1013 try again later (too slow) */
export const CLOSE_POLICY = 1008;
export const CLOSE_TOO_SLOW = 1013;

interface Client {
  ip: string;
  topics: Set<string>;
  /** pings sent since the client last said anything (any message or a protocol pong) */
  unanswered: number;
  second: number;
  messages: number;
  closing: boolean;
  /** the upgraded connection, written to directly with a prebuilt frame when no extension is in use */
  connection?: Duplex;
}

export interface LiveHub {
  /** `connection`: the request's upgraded TCP socket, so a published event is framed once for all */
  attach(socket: WebSocket, ip?: string, connection?: Duplex): void;
  hasSubscribers(category: string, chain: string): boolean;
  publish(message: LiveMessage): number;
  readonly size: number;
  close(): void;
}

/** an event's UTF-8 bytes and the text frame holding them */
interface Framed {
  payload: Buffer;
  frame: Buffer;
}

export function createLiveHub(deps: { logger: Logger; heartbeatMs?: number; limits?: Partial<LiveLimits> }): LiveHub {
  const heartbeatMs = deps.heartbeatMs ?? DEFAULT_HEARTBEAT_MS;
  const limits: LiveLimits = { ...DEFAULT_LIVE_LIMITS, ...deps.limits };
  const clients = new Map<WebSocket, Client>();
  const perIp = new Map<string, number>();

  /** closes with a code; a client that does not read may never answer the close, so it is cut after 5 s */
  const shut = (socket: WebSocket, client: Client | undefined, code: number, reason: string) => {
    if (client) client.closing = true;
    socket.close(code, reason);
    setTimeout(() => socket.terminate(), 5000).unref();
  };

  /**
   * text, or a whole prebuilt text frame (an event to many clients is encoded and framed once; ws's
   * own writes go to the same connection synchronously, so the order of frames is kept)
   */
  const send = (socket: WebSocket, text: string | Framed, client = clients.get(socket)) => {
    if (socket.readyState !== socket.OPEN || client?.closing) return;
    const length = typeof text === 'string' ? text.length : text.frame.length;
    if (socket.bufferedAmount + length > limits.maxBufferedBytes) {
      deps.logger.warn({ ip: client?.ip, buffered: socket.bufferedAmount }, 'live: closing a client that does not read');
      shut(socket, client, CLOSE_TOO_SLOW, 'client too slow');
      return;
    }
    if (typeof text === 'string') socket.send(text);
    else if (client?.connection) client.connection.write(text.frame);
    else socket.send(text.payload, { binary: false });
  };

  const onMessage = (socket: WebSocket, client: Client, raw: string) => {
    let parsed: ClientMessage;
    try {
      parsed = ClientMessage.parse(JSON.parse(raw));
    } catch {
      send(socket, JSON.stringify({ type: 'error', message: 'invalid message', timestamp: Date.now() }));
      return;
    }
    switch (parsed.type) {
      case 'subscribe':
      case 'unsubscribe': {
        const key = topicKey(parsed.category, parsed.chain);
        if (parsed.type === 'subscribe') client.topics.add(key);
        else client.topics.delete(key);
        send(socket, JSON.stringify({ type: `${parsed.type}d`, category: parsed.category, chain: parsed.chain, timestamp: Date.now() }));
        break;
      }
      case 'ping':
        send(socket, JSON.stringify({ type: 'pong', timestamp: Date.now() }));
        break;
      case 'pong':
        break;
    }
  };

  const heartbeat = setInterval(() => {
    const ping = JSON.stringify({ type: 'ping', timestamp: Date.now() });
    for (const [socket, client] of clients) {
      if (client.unanswered >= 2) {
        socket.terminate();
        clients.delete(socket);
      } else {
        client.unanswered++;
        send(socket, ping);
      }
    }
  }, heartbeatMs);
  heartbeat.unref();

  return {
    attach(socket, ip = 'unknown', connection) {
      const open = perIp.get(ip) ?? 0;
      if (open >= limits.maxConnectionsPerIp) {
        deps.logger.warn({ ip }, 'live: too many connections from one address');
        shut(socket, undefined, CLOSE_POLICY, 'too many connections');
        return;
      }
      perIp.set(ip, open + 1);
      const client: Client = { ip, topics: new Set(), unanswered: 0, second: 0, messages: 0, closing: false };
      // a negotiated extension (compression) transforms frames: then ws frames each message itself
      if (connection && socket.extensions === '') client.connection = connection;
      clients.set(socket, client);
      socket.on('message', (data) => {
        const now = Date.now();
        client.unanswered = 0;
        const second = Math.floor(now / 1000);
        if (second !== client.second) {
          client.second = second;
          client.messages = 0;
        }
        if (++client.messages > limits.maxMessagesPerSecond) {
          if (!client.closing) {
            deps.logger.warn({ ip }, 'live: closing a client that sends too many messages');
            shut(socket, client, CLOSE_POLICY, 'too many messages');
          }
          return;
        }
        onMessage(socket, client, data.toString());
      });
      socket.on('pong', () => (client.unanswered = 0));
      socket.on('close', () => {
        clients.delete(socket);
        const left = (perIp.get(ip) ?? 1) - 1;
        if (left > 0) perIp.set(ip, left);
        else perIp.delete(ip);
      });
      socket.on('error', (err) => deps.logger.debug({ err }, 'live: socket error'));
    },
    hasSubscribers(category, chain) {
      const key = topicKey(category, chain);
      for (const client of clients.values()) if (client.topics.has(key)) return true;
      return false;
    },
    publish(message) {
      const key = topicKey(message.category, message.chain);
      const payload = Buffer.from(JSON.stringify(message));
      const data: Framed = { payload, frame: textFrame(payload) };
      let sent = 0;
      for (const [socket, client] of clients) {
        if (!client.topics.has(key)) continue;
        send(socket, data, client);
        sent++;
      }
      return sent;
    },
    get size() {
      return clients.size;
    },
    close() {
      clearInterval(heartbeat);
      for (const socket of clients.keys()) socket.terminate();
      clients.clear();
    },
  };
}
