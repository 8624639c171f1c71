/**
 * The one HTTP client of the page (spec part 1 §7): same-origin paths under /api, a bearer token from
 * the stored session, JSON in and out, a 30 s timeout. The whole { success, data, message } body is
 * returned (T is the type of data); a non-2xx status or success:false throws ApiError with the
 * server's message.
 * 401 clears the session and asks for the login modal; 429 shows the spec's toast.
 * Messages are in the page's language (lib/server-message.ts: the server's Chinese text in zh-CN,
 * English for it in en-US); the MSG_ constants are the zh-CN texts.
 */
import { t } from '../i18n/translate';
import { toastBus, unauthorizedBus } from './notify';
import { localizeServerMessage } from './server-message';
import { clearSession, getToken } from './session';

export const HTTP_TIMEOUT_MS = 30_000;
export const MSG_NETWORK = '网络错误，请稍后重试';
export const MSG_UNAUTHORIZED = '认证失败，请重新登录';
export const MSG_TOO_MANY = '请求过于频繁，请稍后再试';

export interface ApiEnvelope<D> {
  success: boolean;
  data: D;
  message: string;
  [extra: string]: unknown;
}

export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** The server's (or the network's) message of a failed call; '' for anything else. */
export const apiErrorMessage = (e: unknown): string => (e instanceof ApiError ? e.message : '');

export type Query = Record<string, string | number | undefined>;
export interface RequestOptions {
  signal?: AbortSignal;
}

let apiBase = '';
/** The settings' API endpoint ('' = same origin): every /api path is sent there (no trailing slash). */
export function setApiBase(base: string): void {
  apiBase = base.trim().replace(/\/+$/, '');
}
export const getApiBase = (): string => apiBase;

/** Sign-in and registration answer 401 for a wrong password; that is not an expired session. */
const SESSION_FREE = /^\/api\/auth\/(login|register)\b/;

export function buildUrl(path: string, query?: Query): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) if (v !== undefined && v !== '') params.set(k, String(v));
  const qs = params.toString();
  return qs ? `${path}${path.includes('?') ? '&' : '?'}${qs}` : path;
}

async function readBody(res: Response): Promise<unknown> {
  const text = await res.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

function messageOf(body: unknown): string | undefined {
  if (body && typeof body === 'object') {
    const m = (body as { message?: unknown; error?: unknown }).message ?? (body as { error?: unknown }).error;
    if (typeof m === 'string' && m) return m;
  }
  return undefined;
}

export async function request<T>(method: string, path: string, body?: unknown, query?: Query, opts: RequestOptions = {}): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  const token = getToken();
  if (token) headers.Authorization = `Bearer ${token}`;

  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), HTTP_TIMEOUT_MS);
  const onOuterAbort = () => controller.abort();
  opts.signal?.addEventListener('abort', onOuterAbort);

  let res: Response;
  try {
    res = await fetch(`${path.startsWith('/') ? apiBase : ''}${buildUrl(path, query)}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: controller.signal,
    });
  } catch (e) {
    // a caller's own cancellation (TanStack Query leaving a page) is passed through untouched
    if (opts.signal?.aborted) throw e;
    throw new ApiError(0, t('server.network'));
  } finally {
    clearTimeout(timer);
    opts.signal?.removeEventListener('abort', onOuterAbort);
  }

  const parsed = await readBody(res);
  if (res.status === 401 && !SESSION_FREE.test(path)) {
    console.warn(t('server.auth.unauthorized'));
    clearSession();
    unauthorizedBus.emit();
    throw new ApiError(401, localizeServerMessage(messageOf(parsed), 401));
  }
  if (res.status === 429) {
    toastBus.emit({ kind: 'error', message: t('server.tooMany') });
    throw new ApiError(429, localizeServerMessage(messageOf(parsed), 429));
  }
  if (!res.ok) throw new ApiError(res.status, localizeServerMessage(messageOf(parsed), res.status));
  if (parsed === undefined || (typeof parsed === 'object' && parsed !== null && (parsed as { success?: unknown }).success === false)) {
    throw new ApiError(res.status, messageOf(parsed) === undefined ? t('server.failed') : localizeServerMessage(messageOf(parsed), res.status));
  }
  const envelope = parsed as { message?: unknown };
  if (envelope && typeof envelope === 'object' && typeof envelope.message === 'string' && envelope.message) envelope.message = localizeServerMessage(envelope.message, res.status);
  return parsed as T;
}

export const apiGet = <T>(path: string, query?: Query, opts?: RequestOptions) => request<ApiEnvelope<T>>('GET', path, undefined, query, opts);
export const apiPost = <T>(path: string, body?: unknown, opts?: RequestOptions) => request<ApiEnvelope<T>>('POST', path, body, undefined, opts);
export const apiPut = <T>(path: string, body?: unknown, opts?: RequestOptions) => request<ApiEnvelope<T>>('PUT', path, body, undefined, opts);
export const apiDelete = <T>(path: string, body?: unknown, opts?: RequestOptions) => request<ApiEnvelope<T>>('DELETE', path, body, undefined, opts);
