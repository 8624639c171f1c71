import { useSyncExternalStore } from 'react';
import { getLanguage, onLanguageChange, t } from './translate';
import type { Language } from './types';

/** The current language; components re-render when it changes. */
export function useLanguage(): Language {
  return useSyncExternalStore(onLanguageChange, getLanguage, getLanguage);
}

/** t() bound to the current language (re-renders the component on a language change). */
export function useT(): typeof t {
  useLanguage();
  return t;
}
