/**
 * File downloads from the API (the CSV exports): fetched with the bearer token like every other call
 * (a plain <a href> would not carry it), then handed to the browser as a Blob under the name the
 * server gave in Content-Disposition. Errors come back as ApiError with the server's message.
 */
import { t } from '../i18n/translate';
import { ApiError, buildUrl, getApiBase, type Query } from './http';
import { unauthorizedBus } from './notify';
import { localizeServerMessage } from './server-message';
import { clearSession, getToken } from './session';

export interface Downloaded {
  filename: string;
  /** the X-Row-Cap header: the most rows the caller gets */
  rowCap: number | null;
}

/** the file name of a Content-Disposition header (RFC 5987 form first) */
export function filenameOf(disposition: string | null, fallback: string): string {
  if (!disposition) return fallback;
  const star = /filename\*=UTF-8''([^;]+)/i.exec(disposition)?.[1];
  if (star) {
    try {
      return decodeURIComponent(star);
    } catch {
      // fall through to the plain name
    }
  }
  return /filename="([^"]+)"/i.exec(disposition)?.[1] ?? fallback;
}

async function failure(res: Response): Promise<ApiError> {
  let message: string | undefined;
  try {
    message = ((await res.json()) as { message?: string }).message;
  } catch {
    message = undefined;
  }
  if (res.status === 401) {
    clearSession();
    unauthorizedBus.emit();
  }
  return new ApiError(res.status, message ? localizeServerMessage(message, res.status) : t('server.failed'));
}

/** GETs `path` and saves the answer as a file; resolves with its name once the browser has it. */
export async function downloadFile(path: string, query: Query, fallbackName: string): Promise<Downloaded> {
  const token = getToken();
  let res: Response;
  try {
    res = await fetch(getApiBase() + buildUrl(path, query), { headers: token ? { Authorization: `Bearer ${token}` } : {} });
  } catch {
    throw new ApiError(0, t('server.network'));
  }
  if (!res.ok) throw await failure(res);
  const blob = await res.blob();
  const filename = filenameOf(res.headers.get('content-disposition'), fallbackName);
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = filename;
  a.style.display = 'none';
  document.body.appendChild(a);
  a.click();
  a.remove();
  // the browser reads the Blob after the click: free it a while later
  setTimeout(() => URL.revokeObjectURL(url), 30_000);
  const cap = Number(res.headers.get('x-row-cap'));
  return { filename, rowCap: Number.isSafeInteger(cap) && cap > 0 ? cap : null };
}
