/**
 * The WebSocket hub: keeps each socket's subscriptions (category, chain), fans published messages out
 * to the subscribed sockets only, answers pings, and runs the heartbeat: a {type:'ping'} every
 * interval, and a socket silent for two intervals is terminated.
 */
import type { LiveMessage, Logger } from '@explorer/core';
import type { WebSocket } from 'ws';
import { ClientMessage, topicKey } from './messages';

export const DEFAULT_HEARTBEAT_MS = 30_000;
const MAX_BUFFERED_BYTES = 4 * 1024 * 1024;

interface Client {
  topics: Set<string>;
  lastSeen: number;
}

export interface LiveHub {
  attach(socket: WebSocket): void;
  hasSubscribers(category: string, chain: string): boolean;
  publish(message: LiveMessage): number;
  readonly size: number;
  close(): void;
}

export function createLiveHub(deps: { logger: Logger; heartbeatMs?: number }): LiveHub {
  const heartbeatMs = deps.heartbeatMs ?? DEFAULT_HEARTBEAT_MS;
  const clients = new Map<WebSocket, Client>();

  const send = (socket: WebSocket, text: string) => {
    if (socket.readyState !== socket.OPEN) return;
    if (socket.bufferedAmount > MAX_BUFFERED_BYTES) {
      deps.logger.warn('live: dropping a client that does not read');
      socket.terminate();
      return;
    }
    socket.send(text);
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
    const now = Date.now();
    const ping = JSON.stringify({ type: 'ping', timestamp: now });
    for (const [socket, client] of clients) {
      if (now - client.lastSeen >= 2 * heartbeatMs) {
        socket.terminate();
        clients.delete(socket);
      } else {
        send(socket, ping);
      }
    }
  }, heartbeatMs);
  heartbeat.unref();

  return {
    attach(socket) {
      const client: Client = { topics: new Set(), lastSeen: Date.now() };
      clients.set(socket, client);
      socket.on('message', (data) => {
        client.lastSeen = Date.now();
        onMessage(socket, client, data.toString());
      });
      socket.on('pong', () => (client.lastSeen = Date.now()));
      socket.on('close', () => clients.delete(socket));
      socket.on('error', (err) => deps.logger.debug({ err }, 'live: socket error'));
    },
    hasSubscribers(category, chain) {
      const key = topicKey(category, chain);
      for (const client of clients.values()) if (client.topics.has(key)) return true;
      return false;
    },
    publish(message) {
      const key = topicKey(message.category, message.chain);
      const text = JSON.stringify(message);
      let sent = 0;
      for (const [socket, client] of clients) {
        if (!client.topics.has(key)) continue;
        send(socket, text);
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
