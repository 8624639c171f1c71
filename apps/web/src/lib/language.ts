/** The language the visitor chose, remembered in browser storage ('language') and applied at start. */
import { LANGUAGES, setLanguage, type Language } from '../i18n';
import { appStorage, safeSet } from './storage';

export const LANGUAGE_STORAGE_KEY = 'language';

/** Switches the language and remembers it; resolves once the catalog is loaded. */
export async function chooseLanguage(lang: Language): Promise<void> {
  await setLanguage(lang);
  safeSet(LANGUAGE_STORAGE_KEY, lang);
}

/** Applies the remembered language at start (zh-CN when none). */
export function initLanguage(): Promise<void> {
  const stored = appStorage().getItem(LANGUAGE_STORAGE_KEY);
  const lang = LANGUAGES.find((l) => l === stored);
  return lang && lang !== 'zh-CN' ? chooseLanguage(lang) : Promise.resolve();
}
