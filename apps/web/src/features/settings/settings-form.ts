/**
 * The settings form's rules (spec part 2 §2.11, §5, §9): the very checks of the server
 * (settingsProblems, zod-free) turned into messages per field, hidden fields tidied before the check,
 * and an imported file read: it must parse as JSON and hold a settings object whose values, merged
 * into the form, are all valid — else it is refused with a message (a deliberate deviation from the
 * spec's "only logged").
 */
import type { FieldErrors, Resolver } from 'react-hook-form';
import { t } from '../../i18n';
import { REFRESH_INTERVAL_RANGE, SESSION_TIMEOUT_RANGE, settingsProblems, type SettingsProblem, type UserSettings } from '../../lib/core';

const RANGES: Record<string, { min: number; max: number }> = { refreshInterval: REFRESH_INTERVAL_RANGE, sessionTimeout: SESSION_TIMEOUT_RANGE };

/** The message of one problem, in the current language. */
export function problemMessage(p: SettingsProblem): string {
  const range = RANGES[p.field];
  if (range && (p.code === 'range' || p.code === 'type')) return t('settings.error.range', range);
  if (p.code === 'required') return t(p.field === 'customRpc' ? 'settings.error.customRpcRequired' : 'settings.error.emailRequired');
  if (p.code === 'url') return t('settings.error.url');
  if (p.code === 'email') return t('settings.error.email');
  if (p.code === 'option') return t('settings.error.option');
  if (p.code === 'unknown') return t('settings.error.unknown');
  return t('settings.error.type');
}

/**
 * Hidden fields keep no half-typed value (customRpc only for a custom network), text is trimmed, and
 * requirePassword stays on (there are no password-free sessions to turn it off for).
 */
export function tidySettings(v: UserSettings): UserSettings {
  return {
    ...v,
    requirePassword: true,
    customRpc: v.network === 'custom' ? v.customRpc.trim() : '',
    apiEndpoint: v.apiEndpoint.trim(),
    emailAddress: v.emailAddress.trim(),
  };
}

export const settingsResolver: Resolver<UserSettings> = async (values) => {
  const tidy = tidySettings(values);
  const problems = settingsProblems(tidy);
  if (problems.length === 0) return { values: tidy, errors: {} };
  const errors: Record<string, { type: string; message: string }> = {};
  for (const p of problems) errors[p.field] ??= { type: p.code, message: problemMessage(p) };
  return { values: {}, errors: errors as FieldErrors<UserSettings> };
};

export type ImportResult = { ok: true; settings: UserSettings } | { ok: false; message: string };

/** An imported file's text merged into the current form values: the result, or why it is refused. */
export function importSettings(text: string, current: UserSettings): ImportResult {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return { ok: false, message: t('settings.importNotJson') };
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return { ok: false, message: t('settings.importNotJson') };
  const merged = { ...current, ...(parsed as Record<string, unknown>) };
  const problems = settingsProblems(merged);
  if (problems.length > 0) return { ok: false, message: t('settings.importInvalid', { fields: [...new Set(problems.map((p) => p.field))].join(', ') }) };
  return { ok: true, settings: merged as UserSettings };
}

export const EXPORT_FILENAME = 'explorer-settings.json';

/** Downloads the settings as a JSON file. */
export function downloadSettings(settings: UserSettings): void {
  const blob = new Blob([JSON.stringify(settings, null, 2)], { type: 'application/json' });
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = EXPORT_FILENAME;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
