/** A real WebSocket client (the ws package) that queues what the server sends. */
import WebSocket from 'ws';

export type Msg = Record<string, unknown> & { type: string };

export class LiveClient {
  readonly received: Msg[] = [];
  /** Date.now() when each received message arrived */
  readonly receivedAt: number[] = [];
  private cursor = 0;
  private wake: (() => void) | null = null;
  closed = false;

  private constructor(readonly ws: WebSocket) {
    ws.on('message', (data) => {
      this.received.push(JSON.parse(data.toString()) as Msg);
      this.receivedAt.push(Date.now());
      this.wake?.();
    });
    ws.on('close', () => {
      this.closed = true;
      this.wake?.();
    });
  }

  static async open(url: string, headers?: Record<string, string>): Promise<LiveClient> {
    const ws = new WebSocket(url, headers ? { headers } : undefined);
    // listening from the start: a message that arrives in the same read as the handshake is emitted
    // right after 'open', before the code awaiting the open runs, and would otherwise be lost
    const client = new LiveClient(ws);
    await new Promise<void>((resolve, reject) => {
      ws.once('open', () => resolve());
      ws.once('error', reject);
    });
    return client;
  }

  send(message: unknown): void {
    this.ws.send(typeof message === 'string' ? message : JSON.stringify(message));
  }

  /** The next message not read yet (in arrival order). */
  async next(timeoutMs = 15_000): Promise<Msg> {
    const until = Date.now() + timeoutMs;
    while (this.cursor >= this.received.length) {
      if (this.closed) throw new Error('socket closed');
      const left = until - Date.now();
      if (left <= 0) throw new Error('no message arrived');
      await new Promise<void>((resolve) => {
        this.wake = resolve;
        setTimeout(resolve, left);
      });
      this.wake = null;
    }
    return this.received[this.cursor++]!;
  }

  async subscribe(category: string, chain: string): Promise<void> {
    this.send({ type: 'subscribe', category, chain });
    const ack = await this.next();
    if (ack.type !== 'subscribed') throw new Error(`expected a subscribe ack, got ${JSON.stringify(ack)}`);
  }

  /** Round trip: everything the server sent before this pong has been read by then. */
  async pingPong(): Promise<Msg[]> {
    this.send({ type: 'ping' });
    const seen: Msg[] = [];
    for (;;) {
      const m = await this.next();
      if (m.type === 'pong') return seen;
      seen.push(m);
    }
  }

  async waitClosed(timeoutMs = 15_000): Promise<void> {
    const until = Date.now() + timeoutMs;
    while (!this.closed) {
      if (Date.now() > until) throw new Error('socket still open');
      await new Promise((r) => setTimeout(r, 20));
    }
  }

  close(): void {
    this.ws.close();
  }
}
