/**
 * The settings page's store (spec part 2 §2.11): the current settings, who listens, and where they
 * live — guests in browser storage ('settings'); a signed-in user's on the server
 * (GET/PUT /api/user/settings), loaded after sign-in and saved there, with a copy in browser storage
 * ('settings:user') so the page starts with them. Works outside React; useSettings() is the hook.
 */
import { useSyncExternalStore } from 'react';
import { DEFAULT_SETTINGS, SETTINGS_KEYS, SETTINGS_LANGUAGES, settingsProblems, type UserSettings } from './core';
import { getLanguage, LANGUAGE_STORAGE_KEY } from '../i18n';
import { apiGet, apiPut, setApiBase } from './http';
import { chooseLanguage } from './language';
import { getToken } from './session';
import { appStorage, safeSet } from './storage';
import { applyTheme, storedTheme } from './theme';

export const GUEST_SETTINGS_KEY = 'settings';
export const USER_SETTINGS_KEY = 'settings:user';

export type { UserSettings };

/** Stored or imported JSON text as settings: only the known keys, each kept when valid, else its default. */
export function settingsFromText(text: string | null | undefined): UserSettings {
  let raw: unknown;
  try {
    raw = text ? JSON.parse(text) : {};
  } catch {
    return { ...DEFAULT_SETTINGS };
  }
  const obj = raw && typeof raw === 'object' && !Array.isArray(raw) ? (raw as Record<string, unknown>) : {};
  const merged: Record<string, unknown> = { ...DEFAULT_SETTINGS };
  for (const key of SETTINGS_KEYS) {
    if (!(key in obj)) continue;
    const candidate = { ...merged, [key]: obj[key] };
    if (!settingsProblems(candidate).some((p) => p.field === key)) merged[key] = obj[key];
  }
  return settingsProblems(merged).length === 0 ? (merged as unknown as UserSettings) : { ...DEFAULT_SETTINGS };
}

const storageKey = () => (getToken() ? USER_SETTINGS_KEY : GUEST_SETTINGS_KEY);
const readStored = (key: string): UserSettings => {
  try {
    return settingsFromText(appStorage().getItem(key));
  } catch {
    return { ...DEFAULT_SETTINGS };
  }
};

/** The theme and language on show are the ones main.tsx applied from their own remembered values. */
function withShownLook(s: UserSettings): UserSettings {
  let language: string | null = null;
  try {
    language = appStorage().getItem(LANGUAGE_STORAGE_KEY);
  } catch {
    // storage refused
  }
  const lang = SETTINGS_LANGUAGES.find((l) => l === language) ?? s.language;
  return { ...s, theme: storedTheme(), language: lang };
}

let current: UserSettings = withShownLook(readStored(storageKey()));
const listeners = new Set<(s: UserSettings) => void>();
// theme and language were applied before the first render from their own remembered values
// (main.tsx); the API endpoint takes effect before the first request
setApiBase(current.apiEndpoint);

/** What a change does at once: the theme, the language (resolved once its texts are loaded), the API endpoint. */
function applyEffects(next: UserSettings, previous: UserSettings): Promise<void> {
  if (next.theme !== previous.theme) applyTheme(next.theme);
  const language = next.language !== getLanguage() ? chooseLanguage(next.language) : Promise.resolve();
  setApiBase(next.apiEndpoint);
  // a catalog that fails to load leaves the language as it was: nothing to report here
  return language.catch(() => undefined);
}

export function getSettings(): UserSettings {
  return current;
}

export function onSettingsChange(listener: (s: UserSettings) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function publish(next: UserSettings, key: string): Promise<void> {
  safeSet(key, JSON.stringify(next));
  const previous = current;
  const changed = SETTINGS_KEYS.some((k) => next[k] !== previous[k]);
  current = next;
  if (!changed) return Promise.resolve();
  const applied = applyEffects(next, previous);
  for (const l of [...listeners]) l(next);
  return applied;
}

/**
 * Saves settings (already checked by the form): on the server for a signed-in user (its answer is
 * what is kept), in browser storage for a guest. Throws the server's error (ApiError) on failure.
 * Resolves once a new language is in effect, so what the caller says next is in that language.
 */
export async function saveSettings(next: UserSettings): Promise<UserSettings> {
  if (getToken()) {
    const saved = (await apiPut<UserSettings>('/api/user/settings', next)).data;
    await publish(saved, USER_SETTINGS_KEY);
    return saved;
  }
  await publish(next, GUEST_SETTINGS_KEY);
  return next;
}

/** After sign-in: the user's settings from the server (they follow the user to another browser). */
export async function loadUserSettings(signal?: AbortSignal): Promise<UserSettings> {
  const loaded = settingsFromText(JSON.stringify((await apiGet<UserSettings>('/api/user/settings', undefined, { signal })).data));
  if (getToken()) void publish(loaded, USER_SETTINGS_KEY);
  return loaded;
}

/** After sign-out: the guest's own settings again (the user's copy goes with the session). */
export function restoreGuestSettings(): void {
  try {
    appStorage().removeItem(USER_SETTINGS_KEY);
  } catch {
    // nothing stored
  }
  void publish(readStored(GUEST_SETTINGS_KEY), GUEST_SETTINGS_KEY);
}

/** The lists' page size when the URL gives none. */
export const defaultPageSize = (): number => current.pageSize;

export function useSettings(): UserSettings {
  return useSyncExternalStore(onSettingsChange, getSettings, getSettings);
}
