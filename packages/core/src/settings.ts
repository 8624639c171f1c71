/**
 * The settings object as the API accepts and stores it (spec part 2 §2.11, §9): zod for the server
 * (route schemas, OpenAPI); the rules themselves live zod-free in settings-constants.ts so the page
 * applies the same ones. userSettingsSchema takes a whole object (every key, no other key);
 * settingsPatchSchema takes any subset of the keys, to be merged over the stored settings and then
 * checked whole with userSettingsSchema.
 */
import { z } from 'zod';
import {
  DEFAULT_SETTINGS,
  REFRESH_INTERVAL_RANGE,
  SESSION_TIMEOUT_RANGE,
  SETTINGS_EMAIL_MAX,
  SETTINGS_LANGUAGES,
  SETTINGS_NETWORKS,
  SETTINGS_PAGE_SIZES,
  SETTINGS_THEMES,
  SETTINGS_URL_MAX,
  settingsProblems,
  type SettingsProblemCode,
  type UserSettings,
} from './settings-constants';

export * from './settings-constants';

const MESSAGES: Record<SettingsProblemCode, string> = {
  unknown: '未知的设置项 (unknown setting)',
  type: '类型不正确 (wrong type)',
  option: '不是可选的值 (not one of the options)',
  range: '超出范围 (out of range)',
  url: '必须是 http(s) 地址 (must be an http(s) URL)',
  required: '必填 (required)',
  email: '邮箱格式不正确 (not an e-mail address)',
};

export const settingsProblemMessage = (code: SettingsProblemCode): string => MESSAGES[code];

const oneOf = (list: readonly unknown[]) => `必须是 ${list.join(' / ')} 之一 (must be one of ${list.join(', ')})`;
const int = (range: { min: number; max: number }) => {
  const message = `必须是 ${range.min} 到 ${range.max} 之间的整数 (a whole number from ${range.min} to ${range.max})`;
  return z.number({ error: message }).int(message).min(range.min, message).max(range.max, message);
};
const bool = () => z.boolean({ error: '必须是 true 或 false (must be true or false)' });
const str = (max: number) => z.string({ error: '必须是文本 (must be text)' }).max(max, `最多 ${max} 个字符 (at most ${max} characters)`);
const fields = {
  theme: z.enum(SETTINGS_THEMES, { error: oneOf(SETTINGS_THEMES) }),
  language: z.enum(SETTINGS_LANGUAGES, { error: oneOf(SETTINGS_LANGUAGES) }),
  pageSize: z.union(
    SETTINGS_PAGE_SIZES.map((n) => z.literal(n)) as [z.ZodLiteral<10>, z.ZodLiteral<25>, z.ZodLiteral<50>, z.ZodLiteral<100>],
    { error: oneOf(SETTINGS_PAGE_SIZES) },
  ),
  autoRefresh: bool(),
  refreshInterval: int(REFRESH_INTERVAL_RANGE),
  network: z.enum(SETTINGS_NETWORKS, { error: oneOf(SETTINGS_NETWORKS) }),
  customRpc: str(SETTINGS_URL_MAX),
  apiEndpoint: str(SETTINGS_URL_MAX),
  useWebSocket: bool(),
  emailNotifications: bool(),
  emailAddress: str(SETTINGS_EMAIL_MAX),
  browserNotifications: bool(),
  priceAlerts: bool(),
  blockAlerts: bool(),
  sessionTimeout: int(SESSION_TIMEOUT_RANGE),
  requirePassword: bool(),
  logActivity: bool(),
};
const unknownKeys = {
  error: (iss: { code?: string; keys?: string[] }) => (iss.code === 'unrecognized_keys' ? `未知的设置项 ${(iss.keys ?? []).join(', ')} (unknown setting)` : undefined),
};

function addProblems(value: unknown, ctx: z.RefinementCtx): void {
  for (const p of settingsProblems(value)) {
    ctx.addIssue({ code: 'custom', path: p.field ? [p.field] : [], message: `${p.field}: ${MESSAGES[p.code]}` });
  }
}

/** A whole settings object (what GET returns and PUT stores). */
export const userSettingsSchema = z.strictObject(fields, unknownKeys).superRefine(addProblems) as unknown as z.ZodType<UserSettings>;

/** A PUT body: any of the keys, none other. */
export const settingsPatchSchema = z.strictObject(fields, unknownKeys).partial();
export type SettingsPatch = z.infer<typeof settingsPatchSchema>;

/** The stored JSON text (or none) as settings: unknown keys dropped, a bad value replaced by its default. */
export function settingsFromStored(text: string | null | undefined): UserSettings {
  let raw: unknown = {};
  try {
    raw = text ? JSON.parse(text) : {};
  } catch {
    raw = {};
  }
  const obj = raw && typeof raw === 'object' && !Array.isArray(raw) ? (raw as Record<string, unknown>) : {};
  const merged: Record<string, unknown> = { ...DEFAULT_SETTINGS };
  for (const key of Object.keys(DEFAULT_SETTINGS)) {
    if (!(key in obj)) continue;
    const candidate = { ...merged, [key]: obj[key] };
    if (!settingsProblems(candidate).some((p) => p.field === key)) merged[key] = obj[key];
  }
  // a cross-field rule broken by the merge (custom network without an RPC): fall back to defaults for both
  if (settingsProblems(merged).length > 0) return { ...DEFAULT_SETTINGS };
  return merged as unknown as UserSettings;
}

export type { UserSettings };
