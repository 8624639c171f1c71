/**
 * The current language and t(): zh-CN is built in; en-US is fetched on demand. Works outside React
 * (t) and inside (useT in ./react). i18n imports nothing of the app: lib/language.ts remembers a
 * choice, and main.tsx hands the browser storage to initLanguage.
 */
import type { Catalog, Language, MessageKey, MessageParams } from './types';
import { LANGUAGES } from './types';
import { zhCN } from './zh-CN';

/** the browser storage key of the chosen language (lib/language.ts remembers it there) */
export const LANGUAGE_STORAGE_KEY = 'language';

let language: Language = 'zh-CN';
let catalog: Catalog = zhCN;
const listeners = new Set<() => void>();

export function interpolate(text: string, params?: MessageParams): string {
  if (!params) return text;
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}

export function t(key: MessageKey, params?: MessageParams): string {
  return interpolate(catalog[key] ?? zhCN[key] ?? key, params);
}

/**
 * Adds messages no catalog holds (the name and titles of a chain of a family the product does not
 * ship); a missing key reads zh-CN's, so they read in every language.
 */
export function registerMessages(messages: Readonly<Record<string, string>>): void {
  for (const [key, text] of Object.entries(messages)) {
    if (key in zhCN) throw new Error(`the message ${key} is already in the catalog`);
    (zhCN as Record<string, string>)[key] = text;
  }
}

export function getLanguage(): Language {
  return language;
}

export function onLanguageChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

async function loadCatalog(lang: Language): Promise<Catalog> {
  if (lang === 'en-US') return (await import('./en-US')).enUS;
  return zhCN;
}

/** Switches the language; resolves once the catalog is loaded. */
export async function setLanguage(lang: Language): Promise<void> {
  const next = await loadCatalog(lang);
  language = lang;
  catalog = next;
  if (typeof document !== 'undefined') {
    document.documentElement.lang = lang;
    document.title = interpolate(catalog['app.title'] ?? zhCN['app.title']);
  }
  for (const l of [...listeners]) l();
}

/** Applies the remembered language at start (zh-CN when none); the caller hands over the storage. */
export function initLanguage(storage: { getItem(key: string): string | null }): Promise<void> {
  const stored = storage.getItem(LANGUAGE_STORAGE_KEY);
  const lang = LANGUAGES.find((l) => l === stored);
  return lang && lang !== 'zh-CN' ? setLanguage(lang) : Promise.resolve();
}
