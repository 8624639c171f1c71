import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { createLogger } from '@explorer/core';
import { createProgress } from './progress';

function captured() {
  const lines: { level: number; lag: number; blocksPerSec: number }[] = [];
  const out = new Writable({
    write(chunk: Buffer, _enc, done) {
      lines.push(JSON.parse(chunk.toString()));
      done();
    },
  });
  return { logger: createLogger('test', 'debug', out), lines };
}

const INFO = 30;
const DEBUG = 20;

describe('indexing progress lines', () => {
  it('one line per interval with rates; at info while behind, at the tip only once a minute', async () => {
    const { logger, lines } = captured();
    let t = 0;
    const progress = createProgress(logger, 5000, () => t);
    const batch = (height: number, head: number) => progress.add({ blocks: 10, txs: 100, height, head, waitMs: 0, writeMs: 0 });

    t = 1000;
    batch(10, 500); // within the interval: no line yet
    t = 5000;
    batch(20, 500); // behind: info
    for (let i = 1; i <= 13; i++) {
      t = 5000 + i * 5000;
      batch(500, 500); // caught up: debug until a minute after the last info line (t=65s), then debug again
    }
    await new Promise((r) => setImmediate(r));
    expect(lines).toHaveLength(14);
    expect(lines[0]).toMatchObject({ level: INFO, lag: 480, blocksPerSec: 4 });
    expect(lines.slice(1).map((l) => l.level)).toEqual([...Array(11).fill(DEBUG), INFO, DEBUG]);
  });
});
