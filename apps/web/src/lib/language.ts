/** The language the visitor chose, remembered in browser storage ('language') and applied at start. */
import { LANGUAGE_STORAGE_KEY, setLanguage, type Language } from '../i18n';
import { safeSet } from './storage';

/** Switches the language and remembers it; resolves once the catalog is loaded. */
export async function chooseLanguage(lang: Language): Promise<void> {
  await setLanguage(lang);
  safeSet(LANGUAGE_STORAGE_KEY, lang);
}
