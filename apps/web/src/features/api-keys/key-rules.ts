/**
 * The API key form's rules and display helpers (spec part 1 §2.5, §5, §9): name required after
 * trimming, at least one scope, a rate limit of 1 to 100000 per hour (or explicitly unlimited), an
 * expiry date in the future (default one year from today, or explicitly never).
 */
import { getLanguage, t, type MessageKey } from '../../i18n';
import type { PermissionType } from '../../lib/session';

export const DEFAULT_RATE_LIMIT = 1000;
export const RATE_LIMIT_MIN = 1;
export const RATE_LIMIT_MAX = 100_000;
/** the first two available scopes are preselected */
export const PRESELECTED_SCOPES = 2;

export interface CreateKeyForm {
  name: string;
  permissions: string[];
  rateLimit: string;
  unlimited: boolean;
  expires: string;
  neverExpires: boolean;
}

export interface CreateKeyBody {
  name: string;
  permissions: string[];
  rate_limit: number | null;
  expires_at: string | null;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** A date input's value ('YYYY-MM-DD') for the local calendar day of d. */
export function localDateString(d: Date): string {
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

/** One year from today's local date; 29 February becomes 28 February of the next year. */
export function defaultExpiryDate(today: Date): string {
  const year = today.getFullYear() + 1;
  const month = today.getMonth();
  const lastDay = new Date(year, month + 1, 0).getDate();
  return localDateString(new Date(year, month, Math.min(today.getDate(), lastDay)));
}

export function defaultForm(types: readonly PermissionType[], today: Date): CreateKeyForm {
  return {
    name: '',
    permissions: types.slice(0, PRESELECTED_SCOPES).map((p) => p.config_value),
    rateLimit: String(DEFAULT_RATE_LIMIT),
    unlimited: false,
    expires: defaultExpiryDate(today),
    neverExpires: false,
  };
}

/** The key stays valid through the chosen local day: the end of that day, as an instant. */
export function expiryInstant(date: string): Date | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!m) return null;
  const [y, mo, d] = [Number(m[1]), Number(m[2]) - 1, Number(m[3])];
  const end = new Date(y, mo, d, 23, 59, 59, 999);
  return end.getFullYear() === y && end.getMonth() === mo && end.getDate() === d ? end : null;
}

export function nameError(name: string): string | undefined {
  return name.trim() === '' ? t('apiKeys.nameRequired') : undefined;
}

export function permissionsError(permissions: readonly string[]): string | undefined {
  return permissions.length === 0 ? t('apiKeys.permissionsRequired') : undefined;
}

export function rateLimitError(text: string, unlimited: boolean): string | undefined {
  if (unlimited) return undefined;
  const v = text.trim();
  const n = Number(v);
  return /^\d+$/.test(v) && n >= RATE_LIMIT_MIN && n <= RATE_LIMIT_MAX
    ? undefined
    : t('apiKeys.rateLimitInvalid');
}

export function expiresError(date: string, neverExpires: boolean, now: Date): string | undefined {
  if (neverExpires) return undefined;
  const end = expiryInstant(date);
  return end && end.getTime() > now.getTime() ? undefined : t('apiKeys.expiresInvalid');
}

export function createBody(v: CreateKeyForm): CreateKeyBody {
  return {
    name: v.name.trim(),
    permissions: v.permissions,
    rate_limit: v.unlimited ? null : Number(v.rateLimit.trim()),
    expires_at: v.neverExpires ? null : (expiryInstant(v.expires)?.toISOString() ?? null),
  };
}

/** The page's own names of the scopes (the server's config_name labels are Chinese). */
const SCOPE_NAMES: Readonly<Record<string, MessageKey>> = {
  'blocks:read': 'apiKeys.scope.blocksRead',
  'transactions:read': 'apiKeys.scope.transactionsRead',
  'contracts:read': 'apiKeys.scope.contractsRead',
  'addresses:read': 'apiKeys.scope.addressesRead',
  'stats:read': 'apiKeys.scope.statsRead',
  'contracts:write': 'apiKeys.scope.contractsWrite',
  'programs:read': 'apiKeys.scope.programsRead',
  'programs:write': 'apiKeys.scope.programsWrite',
  'webhooks:write': 'apiKeys.scope.webhooksWrite',
};

/**
 * A scope's label: in Chinese its config_name where the server list knows it; in another language
 * the page's own name of the scope; else the raw scope.
 */
export function permissionLabel(scope: string, types: readonly PermissionType[]): string {
  const serverName = types.find((p) => p.config_value === scope)?.config_name;
  const own = SCOPE_NAMES[scope];
  if (own && (getLanguage() !== 'zh-CN' || !serverName)) return t(own);
  return serverName ?? scope;
}

export function rateLimitText(limit: number | null): string {
  return limit === null ? t('apiKeys.unlimited') : t('apiKeys.perHour', { count: limit });
}

export function isExpired(expiresAt: string | null, now: Date): boolean {
  return expiresAt !== null && new Date(expiresAt).getTime() <= now.getTime();
}
