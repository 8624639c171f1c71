/**
 * The page's build version (apps/web/package.json, injected by vite `define` as __APP_VERSION__)
 * and the comparison check-for-updates makes with the server's version (GET /api/config).
 */
declare const __APP_VERSION__: string | undefined;

export const PAGE_VERSION: string = typeof __APP_VERSION__ === 'string' ? __APP_VERSION__ : '0.0.0-dev';

const parts = (v: string): number[] => (v.split(/[-+]/)[0] ?? '').split('.').map((p) => (/^\d+$/.test(p) ? Number(p) : 0));

/** < 0 when a is older than b, 0 when the same release, > 0 when newer (numeric major.minor.patch). */
export function compareVersions(a: string, b: string): number {
  const x = parts(a);
  const y = parts(b);
  for (let i = 0; i < Math.max(x.length, y.length); i++) {
    const d = (x[i] ?? 0) - (y[i] ?? 0);
    if (d !== 0) return d;
  }
  return 0;
}

export type UpdateState = 'upToDate' | 'newer' | 'older';

/** What check-for-updates says about the server's version against this page's. */
export function updateState(serverVersion: string, pageVersion = PAGE_VERSION): UpdateState {
  const d = compareVersions(serverVersion, pageVersion);
  return d === 0 ? 'upToDate' : d > 0 ? 'newer' : 'older';
}
