/**
 * The machine's floor for live fan-out (bench:ws): how long one Node process takes only to write the
 * same 1 KiB to N plain TCP sockets on loopback, with no WebSocket, JSON or database at all, while
 * reader processes (as many as bench:ws has client processes) drain them. Whatever the explorer
 * does, delivering one event to N clients from one process costs at least this. Run as a child of
 * bench:ws: ROLE=writer listens and, on a message, times ROUNDS writes to every connected socket;
 * ROLE=reader opens COUNT connections and discards what arrives.
 */
import { fork } from 'node:child_process';
import net from 'node:net';
import { fileURLToPath } from 'node:url';

const ROUNDS = 8;

if (process.env.ROLE === 'writer') {
  const sockets: net.Socket[] = [];
  const server = net.createServer((s) => {
    s.setNoDelay(true);
    s.on('error', () => {});
    sockets.push(s);
  });
  server.listen(0, '127.0.0.1', () => process.send!({ port: (server.address() as net.AddressInfo).port }));
  process.on('message', async () => {
    const frame = Buffer.alloc(1024, 0x61);
    const loops: number[] = [];
    for (let r = 0; r < ROUNDS; r++) {
      await new Promise((done) => setTimeout(done, 250));
      const t0 = performance.now();
      for (const s of sockets) s.write(frame);
      loops.push(performance.now() - t0);
    }
    process.send!({ loops: loops.slice(1).sort((a, b) => a - b) }, () => process.exit(0));
  });
} else if (process.env.ROLE === 'reader') {
  let open = 0;
  const count = Number(process.env.COUNT);
  for (let i = 0; i < count; i++) {
    const c = net.connect(Number(process.env.PORT), '127.0.0.1', () => {
      if (++open === count) process.send!('ready');
    });
    c.on('data', () => {});
    c.on('error', () => {});
  }
}

/** median time (ms) one process takes to write 1 KiB to each of `sockets` loopback connections */
export async function tcpWriteFloor(sockets: number, readers: number): Promise<number> {
  const self = fileURLToPath(import.meta.url);
  const writer = fork(self, [], { execArgv: ['--import', 'tsx'], env: { ...process.env, ROLE: 'writer' } });
  const readerProcesses = [];
  try {
    const { port } = await new Promise<{ port: number }>((resolve) => writer.once('message', resolve as never));
    for (let g = 0; g < readers; g++) {
      const count = Math.floor(sockets / readers) + (g < sockets % readers ? 1 : 0);
      const reader = fork(self, [], { execArgv: ['--import', 'tsx'], env: { ...process.env, ROLE: 'reader', PORT: String(port), COUNT: String(count) } });
      readerProcesses.push(reader);
      await new Promise((resolve) => reader.once('message', resolve));
    }
    const result = new Promise<{ loops: number[] }>((resolve) => writer.once('message', resolve as never));
    writer.send('go');
    const { loops } = await result;
    return loops[Math.floor(loops.length / 2)]!;
  } finally {
    for (const r of readerProcesses) r.kill('SIGKILL');
    if (writer.exitCode === null) writer.kill('SIGKILL');
  }
}
