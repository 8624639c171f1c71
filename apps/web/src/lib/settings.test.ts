import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_SETTINGS } from './core';
import { memoryStorage, type KeyValueStorage } from './storage';

let storage: KeyValueStorage;
/** a fresh settings module over this test's storage (the module reads it at start) */
const load = async () => {
  (await import('./storage')).setAppStorage(storage);
  return import('./settings');
};

describe('settings store', () => {
  beforeEach(() => {
    vi.resetModules();
    storage = memoryStorage();
  });
  afterEach(() => vi.unstubAllGlobals());

  it('starts with the defaults, or with what the guest stored (bad values replaced by defaults)', async () => {
    expect((await load()).getSettings()).toEqual(DEFAULT_SETTINGS);
    vi.resetModules();
    storage.setItem('settings', JSON.stringify({ pageSize: 50, refreshInterval: 9999, bogus: 1 }));
    const s = await load();
    expect(s.getSettings()).toEqual({ ...DEFAULT_SETTINGS, pageSize: 50 });
    expect(s.defaultPageSize()).toBe(50);
  });

  it('a guest saves in browser storage, without a call, and listeners hear it', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    const s = await load();
    const heard = vi.fn();
    s.onSettingsChange(heard);
    await s.saveSettings({ ...DEFAULT_SETTINGS, pageSize: 100 });
    expect(fetchMock).not.toHaveBeenCalled();
    expect(JSON.parse(storage.getItem('settings')!)).toMatchObject({ pageSize: 100 });
    expect(s.defaultPageSize()).toBe(100);
    expect(heard).toHaveBeenCalledTimes(1);
  });

  it('a signed-in user saves on the server (PUT /api/user/settings) and loads from it; sign-out brings the guest settings back', async () => {
    storage.setItem('loginToken', 'tok');
    storage.setItem('settings', JSON.stringify({ pageSize: 10 }));
    const calls: Array<{ url: string; method: string; body?: string; auth?: string }> = [];
    vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
      calls.push({ url, method: init.method!, body: init.body as string | undefined, auth: (init.headers as Record<string, string>).Authorization });
      const data = init.method === 'PUT' ? JSON.parse(init.body as string) : { ...DEFAULT_SETTINGS, pageSize: 50, useWebSocket: false };
      return new Response(JSON.stringify({ success: true, data, message: 'ok' }), { status: 200 });
    });
    const s = await load();
    expect(s.getSettings().pageSize).toBe(25); // the user's copy, not the guest's
    await s.loadUserSettings();
    expect(s.getSettings()).toMatchObject({ pageSize: 50, useWebSocket: false });
    await s.saveSettings({ ...s.getSettings(), sessionTimeout: 60 });
    expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual(['GET /api/user/settings', 'PUT /api/user/settings']);
    expect(calls[1]!.auth).toBe('Bearer tok');
    expect(JSON.parse(calls[1]!.body!)).toMatchObject({ pageSize: 50, sessionTimeout: 60 });
    expect(JSON.parse(storage.getItem('settings:user')!)).toMatchObject({ sessionTimeout: 60 });
    storage.removeItem('loginToken');
    s.restoreGuestSettings();
    expect(s.getSettings().pageSize).toBe(10);
    expect(storage.getItem('settings:user')).toBeNull();
  });

  it('the API endpoint becomes the http client’s base', async () => {
    storage.setItem('settings', JSON.stringify({ apiEndpoint: 'http://127.0.0.1:9999/' }));
    await load();
    const http = await import('./http');
    expect(http.getApiBase()).toBe('http://127.0.0.1:9999');
    const seen: string[] = [];
    vi.stubGlobal('fetch', async (url: string) => {
      seen.push(url);
      return new Response(JSON.stringify({ success: true, data: {}, message: 'ok' }), { status: 200 });
    });
    await http.apiGet('/api/config');
    expect(seen).toEqual(['http://127.0.0.1:9999/api/config']);
  });
});

describe('live channel address', () => {
  it('follows the API endpoint when one is set', async () => {
    const { liveUrl } = await import('./live');
    const page = { protocol: 'https:', host: 'explorer.example' };
    expect(liveUrl(page)).toBe('wss://explorer.example/ws');
    expect(liveUrl(page, 'http://10.0.0.5:8080')).toBe('ws://10.0.0.5:8080/ws');
    expect(liveUrl(page, 'https://api.example/base/')).toBe('wss://api.example/base/ws');
  });
});
