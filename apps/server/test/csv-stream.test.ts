/** sendCsv over HTTP: a Fastify server on a free port streams the CSV (csvCell and csvLine: src/csv.test.ts). */
import Fastify from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { sendCsv, type CsvRow } from '../src/http/csv';

describe('sendCsv', () => {
  const app = Fastify();
  let pulled = 0;
  let finished = false;
  const TOTAL = 300_000;
  async function* many(): AsyncGenerator<CsvRow> {
    for (let i = 0; i < TOTAL; i++) {
      pulled = i + 1;
      yield [i, `name ${i}`, 10n ** 20n + BigInt(i)];
    }
    finished = true;
  }
  /** fails after `after` rows */
  const failing = (after: number) =>
    (async function* (): AsyncGenerator<CsvRow> {
      for (let i = 0; i < after; i++) yield [i, 'row', null];
      throw new Error('relation "secret_table" does not exist');
    })();
  app.get('/small', async (_req, reply) => {
    await sendCsv(reply, 'blocks 中文.csv', ['height', 'name', 'amount'], (async function* () {
      yield [1, '=1+1', 10n ** 21n];
      yield [2, 'Token, "Quoted"', null];
    })());
    return reply;
  });
  app.get('/many', async (_req, reply) => {
    await sendCsv(reply, 'many.csv', ['i', 'name', 'amount'], many());
    return reply;
  });
  app.get<{ Querystring: { after: string } }>('/failing', async (req, reply) => {
    await sendCsv(reply, 'failing.csv', ['i', 'name', 'x'], failing(Number(req.query.after)));
    return reply;
  });
  let base = '';
  afterAll(() => app.close());

  it('sends a UTF-8 CSV attachment with a BOM, the header and the quoted rows', async () => {
    base = await app.listen({ port: 0, host: '127.0.0.1' });
    const res = await fetch(`${base}/small`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename="blocks___.csv"; filename*=UTF-8''blocks%20%E4%B8%AD%E6%96%87.csv`);
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes);
    expect(text).toBe('\uFEFFheight,name,amount\r\n' + `1,'=1+1,"=""1000000000000000000000"""\r\n` + '2,"Token, ""Quoted""",\r\n');
  });

  it('streams: the first bytes arrive before the rows are all read', async () => {
    const res = await fetch(`${base}/many`);
    const reader = res.body!.getReader();
    const first = await reader.read();
    expect(first.done).toBe(false);
    expect(finished).toBe(false);
    expect(pulled).toBeLessThan(TOTAL);
    let size = first.value!.length;
    for (;;) {
      const next = await reader.read();
      if (next.done) break;
      size += next.value.length;
    }
    expect(finished).toBe(true);
    expect(size).toBeGreaterThan(TOTAL * 20);
  });

  it('answers a failure before the first bytes with a 500 that carries no error text', async () => {
    const res = await fetch(`${base}/failing?after=1`);
    expect(res.status).toBe(500);
    expect(await res.text()).not.toContain('secret_table');
  });

  it('cuts the download short when the rows fail later, without the error text', async () => {
    const res = await fetch(`${base}/failing?after=200000`);
    expect(res.status).toBe(200);
    const failed = await res.text().then(
      (text) => ({ text, error: null }),
      (error: unknown) => ({ text: '', error }),
    );
    expect(failed.error).not.toBeNull();
    expect(failed.text).not.toContain('secret_table');
  });
});
