/**
 * The OpenAPI document as the running server publishes it (/api/openapi.json): every operation has a
 * unique camelCase operationId (a guest route's, and only a guest route's, ends in Guest), a
 * one-line description, tags, the error answers it can give with the envelope and a Chinese example
 * message, and an example success answer. A route added without them is named here. `npm run
 * openapi` (buildOpenApiDocument) gives the same document twice, with the served operations.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildOpenApiDocument } from '../src/openapi-document';
import { call, startTestServer, type TestServer } from './support/server';

type Json = Record<string, any>;
interface Operation {
  key: string;
  path: string;
  op: Json;
}

const METHODS = ['get', 'put', 'post', 'delete', 'patch'];
const CJK = /[\u3400-\u9fff]/;

function operations(doc: Json): Operation[] {
  return Object.entries(doc.paths as Record<string, Json>).flatMap(([path, item]) =>
    Object.entries(item)
      .filter(([m]) => METHODS.includes(m))
      .map(([m, op]) => ({ key: `${m.toUpperCase()} ${path}`, path, op: op as Json })),
  );
}

/** what is missing from one operation's documentation (empty: nothing) */
function missing({ path, op }: Operation): string[] {
  const out: string[] = [];
  if (typeof op.operationId !== 'string' || !/^[a-z][A-Za-z0-9]+$/.test(op.operationId)) out.push('operationId (camelCase)');
  if (typeof op.description !== 'string' || op.description.trim() === '' || op.description.includes('\n')) out.push('a one-line description');
  if (!Array.isArray(op.tags) || op.tags.length === 0) out.push('tags');
  const responses = (op.responses ?? {}) as Record<string, Json>;
  const errors = Object.entries(responses).filter(([code]) => Number(code) >= 400);
  const envelopes = errors.filter(([, r]) => {
    const media = r.content?.['application/json'];
    const props = media?.schema?.properties;
    const ex = media?.example;
    return props?.success && props?.data?.type === 'null' && props?.message && ex?.success === false && ex?.data === null && CJK.test(ex?.message ?? '');
  });
  // a compatibility API (Esplora) answers errors as text, as the tools it serves expect: text/plain with an example
  const texts = errors.filter(([, r]) => typeof r.content?.['text/plain']?.example === 'string' && r.content['text/plain'].example !== '');
  if (errors.length === 0 || (envelopes.length !== errors.length && texts.length !== errors.length)) out.push('error answers with the envelope and a Chinese example (or, a compatibility API, text with an example)');
  const codes = new Set(errors.map(([c]) => Number(c)));
  if (!codes.has(500)) out.push('500');
  if (op.parameters?.some((p: Json) => p.in === 'path') && !codes.has(404)) out.push('404 (path parameters)');
  if ((op.parameters?.length > 0 || op.requestBody) && !codes.has(400)) out.push('400 (validated input)');
  if (op.security && !codes.has(401)) out.push('401 (signed-in callers)');
  if (path.startsWith('/api/v1/') && !(codes.has(403) && codes.has(429))) out.push('403 and 429 (API-key scope and hourly limit)');
  const ok = Object.entries(responses).find(([code]) => Number(code) < 400)?.[1];
  const media: Json[] = ok?.content ? Object.values(ok.content) : [];
  if (media.length === 0 || media.some((m) => m.example === undefined && m.examples === undefined)) out.push('an example success answer');
  return out;
}

describe('the OpenAPI document', () => {
  let s: TestServer;
  let doc: Json;
  beforeAll(async () => {
    s = await startTestServer('pglite');
    const r = await call(s.url, '/api/openapi.json');
    expect(r.status).toBe(200);
    doc = r.body as unknown as Json;
  });
  afterAll(async () => s?.close());

  it('documents every operation: operationId, description, tags, error answers with the envelope, an example', () => {
    const ops = operations(doc);
    expect(ops.length).toBeGreaterThanOrEqual(98);
    const undocumented = ops.map((o) => ({ route: o.key, missing: missing(o) })).filter((o) => o.missing.length > 0);
    expect(undocumented).toEqual([]);
  });

  it('gives each operation its own operationId; guest routes (and only they) end in Guest', () => {
    const ids = operations(doc).map((o) => o.op.operationId as string);
    const repeated = ids.filter((id, i) => ids.indexOf(id) !== i);
    expect(repeated).toEqual([]);
    for (const { key, path, op } of operations(doc)) expect(op.operationId.endsWith('Guest'), key).toBe(path.startsWith('/api/no-auth/'));
    // the guest/signed-in pairs a factory registers share the name
    expect(doc.paths['/api/v1/sol/blocks/{slot}/transactions'].get.operationId).toBe('getSolSlotTransactions');
    expect(doc.paths['/api/no-auth/sol/blocks/{slot}/transactions'].get.operationId).toBe('getSolSlotTransactionsGuest');
    expect(doc.paths['/api/v1/blocks'].get.operationId).toBe('getBlocks');
    expect(doc.paths['/api/no-auth/blocks'].get.operationId).toBe('getBlocksGuest');
  });

  it('names the error answers a route can give, with the project’s messages', () => {
    const res = (path: string, method = 'get') => doc.paths[path][method].responses as Record<string, Json>;
    const message = (r: Json) => r.content['application/json'].example.message;
    const del = res('/api/v1/sol/programs/{id}', 'delete');
    expect(Object.keys(del).sort()).toEqual(['200', '400', '401', '403', '404', '429', '500']);
    expect(message(del['401']!)).toBe('认证失败，请重新登录');
    expect(message(del['429']!)).toBe('请求过于频繁，请稍后再试');
    expect(message(del['500']!)).toBe('服务器内部错误');
    expect(message(del['404']!)).toBe('程序不存在');
    expect(message(res('/api/no-auth/blocks/height/{height}')['404']!)).toBe('区块不存在');
    expect(message(res('/api/user/api-keys/{keyId}', 'put')['404']!)).toBe('密钥不存在');
    // a guest route without path parameters: no 401/403/404
    expect(Object.keys(res('/api/no-auth/blocks')).sort()).toEqual(['200', '400', '500']);
    expect(message(res('/api/no-auth/blocks')['400']!)).toBe('链无效');
    // a CSV route's errors are JSON, its success a CSV file
    const csv = res('/api/no-auth/blocks.csv');
    expect(Object.keys(csv['200']!.content)).toEqual(['text/csv']);
    expect(Object.keys(csv['400']!.content)).toEqual(['application/json']);
    // the success example follows the schema: the envelope with the data's fields
    const blocks = res('/api/v1/blocks')['200']!.content['application/json'].example;
    expect(blocks).toMatchObject({ success: true, message: 'ok', data: { blocks: [expect.objectContaining({ chain: 'eth', height: 1 })], total: 1 } });
  });

  it('npm run openapi builds the same document every time, with the served operations', async () => {
    const [a, b] = [await buildOpenApiDocument(), await buildOpenApiDocument()];
    expect(JSON.stringify(a)).toBe(JSON.stringify(b));
    expect(operations(a).map((o) => `${o.key} ${o.op.operationId}`)).toEqual(operations(doc).map((o) => `${o.key} ${o.op.operationId}`));
  }, 120_000);
});
