/**
 * The current language and t(): zh-CN is built in; en-US is fetched on demand. Works outside React
 * (t) and inside (useT in ./react). Remembering the choice is lib/language.ts's (i18n imports nothing
 * of the app).
 */
import type { Catalog, Language, MessageKey, MessageParams } from './types';
import { zhCN } from './zh-CN';

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
