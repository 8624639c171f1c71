/**
 * The http client against a scripted fetch: bearer from the stored session, query building, the
 * envelope, 401 (session cleared, login requested, logged), 429 (toast), network failure and
 * success:false.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiGet, apiPost, buildUrl, MSG_NETWORK, MSG_TOO_MANY, MSG_UNAUTHORIZED } from './http';
import { toastBus, unauthorizedBus, type ToastRequest } from './notify';
import { getToken, saveSession } from './session';
import { memoryStorage, setAppStorage, type KeyValueStorage } from './storage';

let storage: KeyValueStorage;
let calls: { url: string; init: RequestInit }[];
let reply: () => Response | Promise<Response>;
let toasts: ToastRequest[];
let unauthorized: number;
const offs: (() => void)[] = [];

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

beforeEach(() => {
  storage = memoryStorage();
  setAppStorage(storage);
  calls = [];
  toasts = [];
  unauthorized = 0;
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    calls.push({ url, init });
    return reply();
  });
  offs.push(toastBus.on((t) => toasts.push(t)), unauthorizedBus.on(() => unauthorized++));
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  for (const off of offs.splice(0)) off();
});

const headers = (i = 0) => calls[i]!.init.headers as Record<string, string>;

describe('http client', () => {
  it('GET with query: same-origin path, undefined values left out, whole envelope returned', async () => {
    reply = () => json(200, { success: true, data: { blocks: [] }, message: 'ok' });
    const body = await apiGet<{ blocks: unknown[] }>('/api/no-auth/blocks', { chain: 'eth', page: 2, page_size: undefined });
    expect(calls[0]!.url).toBe('/api/no-auth/blocks?chain=eth&page=2');
    expect(body).toEqual({ success: true, data: { blocks: [] }, message: 'ok' });
    expect(headers().Authorization).toBeUndefined();
  });

  it('sends the stored loginToken as a bearer token, else the access token', async () => {
    reply = () => json(200, { success: true, data: null, message: 'ok' });
    storage.setItem('accessToken', 'acc');
    await apiGet('/api/user/profile');
    expect(headers(0).Authorization).toBe('Bearer acc');
    storage.setItem('loginToken', 'login');
    await apiGet('/api/user/profile');
    expect(headers(1).Authorization).toBe('Bearer login');
  });

  it('POST sends JSON', async () => {
    reply = () => json(200, { success: true, data: 1, message: 'ok' });
    await apiPost('/api/auth/register', { username: 'a' });
    expect(calls[0]!.init.method).toBe('POST');
    expect(calls[0]!.init.body).toBe('{"username":"a"}');
    expect(headers()['Content-Type']).toBe('application/json');
  });

  it('401: clears the session, logs 认证失败，请重新登录, asks for the login modal, throws', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    saveSession('tok', { id: 1, username: 'u', email: 'u@x' });
    storage.setItem('permissionTypes', '[]');
    reply = () => json(401, { success: false, data: null, message: '认证失败，请重新登录' });
    const err = await apiGet('/api/user/profile').catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect((err as ApiError).status).toBe(401);
    expect(getToken()).toBeNull();
    for (const key of ['loginToken', 'accessToken', 'user', 'permissionTypes']) expect(storage.getItem(key)).toBeNull();
    expect(unauthorized).toBe(1);
    expect(warn).toHaveBeenCalledWith(MSG_UNAUTHORIZED);
  });

  it('a 401 from the login call itself (wrong password) is not treated as an expired session', async () => {
    saveSession('tok', { id: 1, username: 'u', email: 'u@x' });
    reply = () => json(401, { success: false, data: null, message: '用户名或密码错误' });
    const err = (await apiPost('/api/auth/login', { username: 'u', password: 'x' }).catch((e: unknown) => e)) as ApiError;
    expect(err.message).toBe('用户名或密码错误');
    expect(unauthorized).toBe(0);
    expect(getToken()).toBe('tok');
  });

  it('429: toast 请求过于频繁，请稍后再试 and an ApiError', async () => {
    reply = () => json(429, { success: false, data: null, message: 'Too Many Requests' });
    const err = (await apiGet('/api/no-auth/blocks').catch((e: unknown) => e)) as ApiError;
    expect(err.status).toBe(429);
    expect(toasts).toEqual([{ kind: 'error', message: MSG_TOO_MANY }]);
  });

  it('other failures carry the server message; success:false on 200 throws too', async () => {
    reply = () => json(404, { success: false, data: null, message: '区块不存在' });
    await expect(apiGet('/api/no-auth/blocks/height/9')).rejects.toMatchObject({ status: 404, message: '区块不存在' });
    reply = () => json(200, { success: false, data: null, message: '必须提供hash或height参数' });
    await expect(apiGet('/api/x')).rejects.toMatchObject({ status: 200, message: '必须提供hash或height参数' });
    expect(unauthorized).toBe(0);
    expect(toasts).toEqual([]);
  });

  it('a network failure is ApiError status 0 网络错误，请稍后重试', async () => {
    reply = () => {
      throw new TypeError('fetch failed');
    };
    await expect(apiGet('/api/health')).rejects.toMatchObject({ status: 0, message: MSG_NETWORK });
  });

  it('aborts after 30000 ms', async () => {
    vi.useFakeTimers();
    try {
      reply = () =>
        new Promise<Response>((_, reject) => {
          const signal = calls.at(-1)!.init.signal!;
          signal.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        });
      const pending = apiGet('/api/slow').catch((e: unknown) => e);
      await vi.advanceTimersByTimeAsync(29_999);
      expect(calls[0]!.init.signal!.aborted).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      expect(await pending).toMatchObject({ status: 0, message: MSG_NETWORK });
    } finally {
      vi.useRealTimers();
    }
  });

  it('buildUrl keeps an existing query string', () => {
    expect(buildUrl('/api/x?a=1', { b: 2 })).toBe('/api/x?a=1&b=2');
    expect(buildUrl('/api/x', {})).toBe('/api/x');
  });
});
