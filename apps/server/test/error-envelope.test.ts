/**
 * Every error speaks the envelope { success:false, data:null, message } with a sentence a person can
 * read: NUL and lone surrogates in any text field are a 400 naming the field (PostgreSQL refuses
 * NUL), framework errors (bad JSON, body or headers too large, media type, unknown route, CORS
 * preflight, /ws without an upgrade) and validation errors carry no internal prefixes.
 */
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, signUp, startTestServer, type TestServer } from './support/server';

let s: TestServer;
let token: string;
beforeAll(async () => {
  s = await startTestServer('pglite');
  token = await signUp(s.url, 'alice');
});
afterAll(() => s.close());

const envelope = (message: string) => ({ success: false, data: null, message });
const raw = (path: string, method: string, body: string, contentType = 'application/json') =>
  call(s.url, path, { method, headers: { 'content-type': contentType }, body, token });

describe('NUL and lone surrogates', () => {
  const EVM = '0x' + '1'.repeat(40);
  const cases: [string, string, string, string][] = [
    ['register', 'POST', '/api/auth/register', '{"username":"a\\u0000b","email":"a@b.c","password":"secret-123"}'],
    ['login', 'POST', '/api/auth/login', '{"username":"alice","password":"x\\u0000"}'],
    ['profile', 'PUT', '/api/user/profile', '{"email":"a\\u0000@b.c"}'],
    ['address create', 'POST', '/api/user/addresses', `{"address":"${EVM}","label":"a\\u0000","chain":"eth"}`],
    ['address update', 'PUT', '/api/user/addresses/1', '{"label":"\\u0000"}'],
    ['key create', 'POST', '/api/user/api-keys', '{"name":"k\\u0000","permissions":["blocks:read"]}'],
    ['key update', 'PUT', '/api/user/api-keys/1', '{"name":"k\\u0000"}'],
    ['lone surrogate', 'POST', '/api/auth/register', '{"username":"a\\ud800","email":"a@b.c","password":"secret-123"}'],
    ['nested key', 'POST', '/api/user/api-keys', '{"name":"k","permissions":["blocks:read\\udc00"]}'],
  ];
  it.each(cases)('%s → 400 naming the field', async (_name, method, path, body) => {
    const r = await raw(path, method, body);
    expect(r.status).toBe(400);
    expect(r.body).toMatchObject({ success: false, data: null });
    expect(r.body.message).toMatch(/^(用户名|密码|邮箱|标签|名称|权限范围)包含不允许的字符$/);
  });

  it('in the query and the path', async () => {
    expect((await call(s.url, '/api/no-auth/blocks?chain=e%00th')).body).toEqual(envelope('链包含不允许的字符'));
    expect((await call(s.url, '/api/no-auth/blocks/hash/0x%00')).body).toEqual(envelope('哈希包含不允许的字符'));
  });
});

describe('framework errors', () => {
  it('malformed JSON, too large, wrong media type', async () => {
    expect(await raw('/api/auth/login', 'POST', '{"username":')).toMatchObject({ status: 400, body: envelope('请求体不是有效的JSON') });
    const big = JSON.stringify({ username: 'x'.repeat(1_100_000), password: 'x' });
    expect(await raw('/api/auth/login', 'POST', big)).toMatchObject({ status: 413, body: envelope('请求体过大') });
    expect(await raw('/api/auth/login', 'POST', '<a/>', 'text/xml')).toMatchObject({ status: 415, body: envelope('不支持的内容类型，请使用application/json') });
  });

  it('router errors: bad percent-encoding, an over-long path value', async () => {
    expect(await call(s.url, '/api/no-auth/blocks/hash/%E0%A4%A')).toMatchObject({ status: 400, body: envelope('请求地址无效') });
    expect(await call(s.url, `/api/no-auth/blocks/hash/${'a'.repeat(600)}`)).toMatchObject({ status: 414, body: envelope('路径参数过长') });
  });

  it('unknown route and /ws without an upgrade', async () => {
    expect(await call(s.url, '/api/nope')).toMatchObject({ status: 404, body: envelope('接口不存在') });
    expect(await call(s.url, '/ws')).toMatchObject({ status: 426, body: envelope('该地址只接受WebSocket连接') });
  });

  it('a refused CORS preflight; an allowed one still passes', async () => {
    const refused = await call(s.url, '/api/auth/login', { method: 'OPTIONS', headers: { origin: 'https://other.example' } });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ success: false, data: null });
    expect(refused.body.message).toContain('跨域预检');
    const allowed = await call(s.url, '/api/auth/login', { method: 'OPTIONS', headers: { origin: 'https://other.example', 'access-control-request-method': 'POST' } });
    expect(allowed.status).toBe(204);
  });

  it('headers too large: 431 in the envelope', async () => {
    const { port } = new URL(s.url);
    const answer = await new Promise<string>((resolve) => {
      let data = '';
      const c = net.connect(Number(port), '127.0.0.1', () => c.write(`GET /api/health HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`));
      c.on('data', (b) => (data += b));
      c.on('close', () => resolve(data));
    });
    expect(answer.startsWith('HTTP/1.1 431')).toBe(true);
    expect(JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4))).toEqual(envelope('请求头过大'));
  });
});

describe('validation messages: the spec’s text or the field in words, never a prefix', () => {
  it.each([
    ['/api/no-auth/blocks/height/abc?chain=eth', '区块高度必须是数字'],
    ['/api/no-auth/blocks/height/99999999999999999999?chain=eth', '区块高度超出范围'],
    ['/api/no-auth/blocks?page=x', '页码必须是正整数'],
    ['/api/no-auth/blocks?page_size=0', '每页条数必须是正整数'],
    ['/api/no-auth/blocks?chain=zz', '不支持的链，可选: eth, btc, bsc, sol'],
    ['/api/no-auth/blocks/search?query=zz', '请输入区块高度或0x开头的区块哈希'],
    ['/api/no-auth/blocks/hash/0x12', '哈希必须是0x开头的64位十六进制哈希'],
  ])('%s → %s', async (path, message) => {
    expect(await call(s.url, path)).toMatchObject({ status: 400, body: envelope(message) });
  });

  it('wrong types in a body get the spec’s text, not zod’s English', async () => {
    expect((await raw('/api/auth/login', 'POST', '{"username":5,"password":[]}')).body).toEqual(envelope('请输入用户名'));
    expect((await raw('/api/user/profile', 'PUT', '{"email":"zz"}')).body).toEqual(envelope('请输入有效的邮箱地址'));
    const keyType = await raw('/api/user/api-keys/1', 'PUT', '{"is_active":"yes"}');
    expect(keyType.body.message).not.toMatch(/[A-Za-z_]+:|Invalid|expected/);
  });
});
