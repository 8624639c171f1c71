import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { createCliLogger, usePrettyLogs } from './log-output';

function capture() {
  const out = new PassThrough();
  let text = '';
  out.on('data', (c: Buffer) => (text += c.toString()));
  return { out, text: () => text };
}

describe('CLI log output', () => {
  it('auto is pretty on a terminal and JSON elsewhere; explicit formats win', () => {
    expect(usePrettyLogs('auto', true)).toBe(true);
    expect(usePrettyLogs('auto', false)).toBe(false);
    expect(usePrettyLogs('json', true)).toBe(false);
    expect(usePrettyLogs('pretty', false)).toBe(true);
  });

  it('pretty: one readable line with the part, message and fields; secrets stay redacted', () => {
    const c = capture();
    const logger = createCliLogger({ logLevel: 'info', logFormat: 'pretty' }, c.out, false);
    logger.child({ part: 'indexer-eth' }).info({ height: 42, lag: 0 }, 'indexing progress');
    logger.info({ password: 'hunter2-secret', headers: { authorization: 'Bearer abc.def.ghi' } }, 'login');
    const lines = c.text().trim().split('\n');
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatch(/^\[\d\d:\d\d:\d\d\] INFO: \[indexer-eth\] indexing progress \{"height":42,"lag":0\}$/);
    expect(c.text()).not.toContain('{"level"');
    expect(c.text()).not.toContain('hunter2-secret');
    expect(c.text()).not.toContain('abc.def.ghi');
    expect(lines[1]).toContain('[redacted]');
  });

  it('json: pino lines a collector can parse', () => {
    const c = capture();
    createCliLogger({ logLevel: 'info', logFormat: 'json' }, c.out, true).info({ height: 7 }, 'hello');
    const line = JSON.parse(c.text().trim()) as Record<string, unknown>;
    expect(line).toMatchObject({ level: 30, name: 'explorer', height: 7, msg: 'hello' });
  });
});
