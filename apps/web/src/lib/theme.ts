/**
 * The colour theme: sets `data-theme` ('light' | 'dark') and `color-scheme` on <html>; every colour
 * in the CSS is a custom property whose dark value sits under `:root[data-theme='dark']`. 'auto'
 * follows the system's prefers-color-scheme and keeps following it while it changes.
 * applyTheme also remembers the setting in browser storage so main.tsx can apply it before the first
 * paint (initTheme), whatever store the settings themselves live in (guest storage or the server).
 */
import { appStorage, safeSet } from './storage';

export type ThemeSetting = 'light' | 'dark' | 'auto';
export type ResolvedTheme = 'light' | 'dark';

export const THEME_SETTINGS: readonly ThemeSetting[] = ['light', 'dark', 'auto'];
export const THEME_STORAGE_KEY = 'theme';
const DARK_QUERY = '(prefers-color-scheme: dark)';

let stopFollowing: (() => void) | undefined;

function systemQuery(): MediaQueryList | undefined {
  return typeof globalThis.matchMedia === 'function' ? globalThis.matchMedia(DARK_QUERY) : undefined;
}

function setResolved(resolved: ResolvedTheme): void {
  if (typeof document === 'undefined') return;
  const root = document.documentElement;
  root.dataset.theme = resolved;
  root.style.colorScheme = resolved;
}

/** The theme a setting shows right now ('auto' → what the system prefers). */
export function resolveTheme(theme: ThemeSetting): ResolvedTheme {
  if (theme !== 'auto') return theme;
  return systemQuery()?.matches ? 'dark' : 'light';
}

export function applyTheme(theme: ThemeSetting): void {
  stopFollowing?.();
  stopFollowing = undefined;
  const setting: ThemeSetting = THEME_SETTINGS.includes(theme) ? theme : 'light';
  setResolved(resolveTheme(setting));
  safeSet(THEME_STORAGE_KEY, setting);
  if (setting !== 'auto') return;
  const query = systemQuery();
  if (!query) return;
  const onChange = (event: MediaQueryListEvent): void => setResolved(event.matches ? 'dark' : 'light');
  query.addEventListener('change', onChange);
  stopFollowing = () => query.removeEventListener('change', onChange);
}

/** The theme currently on the page (light when none was applied). */
export function currentTheme(): ResolvedTheme {
  if (typeof document === 'undefined') return 'light';
  return document.documentElement.dataset.theme === 'dark' ? 'dark' : 'light';
}

/** The remembered setting (light when none or unreadable). */
export function storedTheme(): ThemeSetting {
  let stored: string | null = null;
  try {
    stored = appStorage().getItem(THEME_STORAGE_KEY);
  } catch {
    // storage refused: the default
  }
  return THEME_SETTINGS.find((s) => s === stored) ?? 'light';
}

/** Applies the remembered theme; called by main.tsx before the first render. */
export function initTheme(): void {
  applyTheme(storedTheme());
}
