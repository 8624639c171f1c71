/**
 * A client process of bench:ws (ws.ts): opens COUNT WebSocket clients to the API processes in URLS
 * (in turn), each from a loopback address of its own group (127.F.x.y, PER_IP clients per address:
 * within the live channel's per-address cap), subscribes each to eth blocks, and records for every
 * block event the time from the event's timestamp (set in the indexer's commit) to its arrival. Talks
 * to its parent over IPC: 'ready' once every client is subscribed, then on 'report' the latencies.
 */
import WebSocket from 'ws';

const urls = process.env.URLS!.split(',');
const count = Number(process.env.COUNT);
const group = Number(process.env.GROUP); // 1..: the second octet of this process's addresses
const perIp = Number(process.env.PER_IP ?? 18);
const OPENING_AT_ONCE = 100;

const latencies: number[] = [];
/** arrivals of events, read after the run: parsing while events arrive would delay the next socket's read */
const arrivals: { at: number; data: WebSocket.RawData }[] = [];
const sockets: WebSocket[] = [];
let closed = 0;
const closeCodes = new Map<number, number>();

function address(i: number): string {
  const n = Math.floor(i / perIp) + 1; // 1.. per group
  return `127.${group}.${Math.floor(n / 250)}.${(n % 250) + 1}`;
}

function open(i: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(urls[i % urls.length]!, { localAddress: address(i), perMessageDeflate: false });
    let subscribed = false;
    ws.on('open', () => ws.send(JSON.stringify({ type: 'subscribe', category: 'block', chain: 'eth' })));
    ws.on('message', (data) => {
      const at = Date.now();
      const size = Array.isArray(data) ? data.length : (data as Buffer | ArrayBuffer).byteLength;
      if (subscribed && size > 200) {
        arrivals.push({ at, data });
        return;
      }
      const m = JSON.parse(data.toString()) as { type: string };
      if (m.type === 'ping') ws.send(JSON.stringify({ type: 'pong' }));
      else if (m.type === 'subscribed' && !subscribed) {
        subscribed = true;
        resolve();
      }
    });
    ws.on('close', (code) => {
      closed++;
      closeCodes.set(code, (closeCodes.get(code) ?? 0) + 1);
      if (!subscribed) reject(new Error(`client ${i} closed (${code}) before subscribing`));
    });
    ws.on('error', (err) => {
      if (!subscribed) reject(err);
    });
    sockets.push(ws);
  });
}

for (let i = 0; i < count; i += OPENING_AT_ONCE) {
  await Promise.all(Array.from({ length: Math.min(OPENING_AT_ONCE, count - i) }, (_, k) => open(i + k)));
}
process.send!({ type: 'ready', clients: count });
process.on('message', (m: { type: string }) => {
  if (m.type === 'reset') arrivals.length = 0;
  if (m.type !== 'report') return;
  for (const { at, data } of arrivals) {
    const m = JSON.parse(data.toString()) as { type: string; category?: string; timestamp?: number };
    if (m.type === 'event' && m.category === 'block' && typeof m.timestamp === 'number') latencies.push(at - m.timestamp);
  }
  process.send!({ type: 'report', latencies, closed, closeCodes: Object.fromEntries(closeCodes) }, () => {
    for (const ws of sockets) ws.terminate();
    process.exit(0);
  });
});
