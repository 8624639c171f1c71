/**
 * The built page goes out fast: precompressed brotli or gzip (written at build), a year of immutable
 * cache for the content-hashed assets, no-cache for index.html and its history fallback.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { request, type IncomingHttpHeaders } from 'node:http';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureWebBuilt } from '../../web/e2e/support/build-web';
import { WEB } from '../../web/e2e/support/paths';
import { startTestServer, type TestServer } from './support/server';

const DIST = join(WEB, 'dist');
let s: TestServer;
let script: string;
beforeAll(async () => {
  await ensureWebBuilt();
  s = await startTestServer('pglite', { webRoot: DIST });
  script = readdirSync(join(DIST, 'assets')).find((f) => /^index-[\w-]+\.js$/.test(f))!;
});
afterAll(() => s?.close());

/** a raw GET (fetch would decode the body itself) */
function get(path: string, headers: Record<string, string> = {}): Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    request(s.url + path, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    })
      .on('error', reject)
      .end();
  });
}

describe('static files', () => {
  it('a hashed asset: brotli when accepted, immutable for a year, the same bytes once decoded', async () => {
    expect(script).toBeDefined();
    const raw = readFileSync(join(DIST, 'assets', script));
    const br = await get(`/assets/${script}`, { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.status).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const body = br.body;
    expect(body.length).toBeLessThan(raw.length / 2);
    expect(brotliDecompressSync(body).equals(raw)).toBe(true);

    const gz = await get(`/assets/${script}`, { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.body).equals(raw)).toBe(true);

    const plain = await get(`/assets/${script}`, { 'accept-encoding': 'identity' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.equals(raw)).toBe(true);
  });

  it('index.html and the history fallback are revalidated on every load', async () => {
    for (const path of ['/', '/index.html', '/eth/blocks/123']) {
      const r = await get(path, { accept: 'text/html', 'accept-encoding': 'br' });
      expect(r.status, path).toBe(200);
      expect(r.headers['cache-control'], path).toBe('no-cache');
      expect(r.headers['content-encoding'], path).toBe('br');
      expect(brotliDecompressSync(r.body).toString(), path).toContain('<div id="root">');
    }
  });
});
