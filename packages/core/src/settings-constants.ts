/**
 * The settings page's object (spec part 2 §2.11, §3 "Settings object", §9 defaults and ranges)
 * without zod, so the page checks a form or an imported file with the very rules the server's
 * schema (settings.ts) applies. settingsProblems names each offending field with a code the page
 * turns into a message (zh-CN / en-US) and the server into its 400.
 *
 * Deviation: useWebSocket defaults to true (the spec says false, which would turn off the live
 * updates the spec's own block list and homes show). apiEndpoint defaults to '' (same origin).
 */
export const SETTINGS_THEMES = ['light', 'dark', 'auto'] as const;
export const SETTINGS_LANGUAGES = ['zh-CN', 'en-US'] as const;
export const SETTINGS_PAGE_SIZES = [10, 25, 50, 100] as const;
export const SETTINGS_NETWORKS = ['mainnet', 'goerli', 'sepolia', 'custom'] as const;
export const REFRESH_INTERVAL_RANGE = { min: 5, max: 300 } as const;
export const SESSION_TIMEOUT_RANGE = { min: 5, max: 1440 } as const;
export const SETTINGS_URL_MAX = 500;
export const SETTINGS_EMAIL_MAX = 254;

export type SettingsTheme = (typeof SETTINGS_THEMES)[number];
export type SettingsLanguage = (typeof SETTINGS_LANGUAGES)[number];
export type SettingsNetwork = (typeof SETTINGS_NETWORKS)[number];

export interface UserSettings {
  theme: SettingsTheme;
  language: SettingsLanguage;
  pageSize: number;
  autoRefresh: boolean;
  /** seconds */
  refreshInterval: number;
  network: SettingsNetwork;
  customRpc: string;
  apiEndpoint: string;
  useWebSocket: boolean;
  emailNotifications: boolean;
  emailAddress: string;
  browserNotifications: boolean;
  priceAlerts: boolean;
  blockAlerts: boolean;
  /** minutes */
  sessionTimeout: number;
  requirePassword: boolean;
  logActivity: boolean;
}

export const DEFAULT_SETTINGS: Readonly<UserSettings> = Object.freeze({
  theme: 'light',
  language: 'zh-CN',
  pageSize: 25,
  autoRefresh: true,
  refreshInterval: 30,
  network: 'mainnet',
  customRpc: '',
  apiEndpoint: '',
  useWebSocket: true,
  emailNotifications: false,
  emailAddress: '',
  browserNotifications: true,
  priceAlerts: false,
  blockAlerts: false,
  sessionTimeout: 30,
  requirePassword: true,
  logActivity: true,
});

export const SETTINGS_KEYS = Object.keys(DEFAULT_SETTINGS) as (keyof UserSettings)[];

export type SettingsProblemCode = 'unknown' | 'type' | 'option' | 'range' | 'url' | 'required' | 'email';
export interface SettingsProblem {
  field: string;
  code: SettingsProblemCode;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function isHttpUrl(value: string): boolean {
  if (value.length > SETTINGS_URL_MAX || !/^https?:\/\//i.test(value)) return false;
  try {
    const u = new URL(value);
    return (u.protocol === 'http:' || u.protocol === 'https:') && u.hostname !== '';
  } catch {
    return false;
  }
}

export const isSettingsEmail = (value: string): boolean => value.length <= SETTINGS_EMAIL_MAX && EMAIL.test(value);

const BOOLEAN_KEYS = ['autoRefresh', 'useWebSocket', 'emailNotifications', 'browserNotifications', 'priceAlerts', 'blockAlerts', 'requirePassword', 'logActivity'] as const;
const OPTIONS: Partial<Record<keyof UserSettings, readonly unknown[]>> = {
  theme: SETTINGS_THEMES,
  language: SETTINGS_LANGUAGES,
  pageSize: SETTINGS_PAGE_SIZES,
  network: SETTINGS_NETWORKS,
};
const RANGES: Partial<Record<keyof UserSettings, { min: number; max: number }>> = {
  refreshInterval: REFRESH_INTERVAL_RANGE,
  sessionTimeout: SESSION_TIMEOUT_RANGE,
};

/**
 * Why `value` (a whole settings object) is not acceptable: each problem names its field. Unknown
 * keys are problems too. An empty list means it is a valid UserSettings.
 */
export function settingsProblems(value: unknown): SettingsProblem[] {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return [{ field: '', code: 'type' }];
  const v = value as Record<string, unknown>;
  const problems: SettingsProblem[] = [];
  for (const key of Object.keys(v)) if (!(SETTINGS_KEYS as string[]).includes(key)) problems.push({ field: key, code: 'unknown' });
  for (const key of BOOLEAN_KEYS) if (typeof v[key] !== 'boolean') problems.push({ field: key, code: 'type' });
  for (const [key, options] of Object.entries(OPTIONS)) if (!options.includes(v[key])) problems.push({ field: key, code: 'option' });
  for (const [key, range] of Object.entries(RANGES)) {
    const n = v[key];
    if (typeof n !== 'number' || !Number.isInteger(n)) problems.push({ field: key, code: 'type' });
    else if (n < range.min || n > range.max) problems.push({ field: key, code: 'range' });
  }
  for (const key of ['customRpc', 'apiEndpoint', 'emailAddress'] as const) if (typeof v[key] !== 'string') problems.push({ field: key, code: 'type' });
  if (typeof v.customRpc === 'string') {
    if (v.network === 'custom' && v.customRpc === '') problems.push({ field: 'customRpc', code: 'required' });
    else if (v.customRpc !== '' && !isHttpUrl(v.customRpc)) problems.push({ field: 'customRpc', code: 'url' });
  }
  if (typeof v.apiEndpoint === 'string' && v.apiEndpoint !== '' && !isHttpUrl(v.apiEndpoint)) problems.push({ field: 'apiEndpoint', code: 'url' });
  if (typeof v.emailAddress === 'string') {
    if (v.emailNotifications === true && v.emailAddress === '') problems.push({ field: 'emailAddress', code: 'required' });
    else if (v.emailAddress !== '' && !isSettingsEmail(v.emailAddress)) problems.push({ field: 'emailAddress', code: 'email' });
  }
  return problems;
}

/** `patch` over `base`, keeping only the settings' keys (the problems of the result decide). */
export function mergeSettings(base: UserSettings, patch: Record<string, unknown>): Record<string, unknown> {
  return { ...base, ...patch };
}
