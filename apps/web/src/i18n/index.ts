export { t, getLanguage, setLanguage, initLanguage, LANGUAGE_STORAGE_KEY, onLanguageChange, interpolate, registerMessages } from './translate';
export { useT, useLanguage } from './react';
export type { Catalog, Language, MessageKey, MessageParams } from './types';
export { LANGUAGES } from './types';
