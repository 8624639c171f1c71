import type { MessageKey } from './zh-CN';

export type { MessageKey };
export type Language = 'zh-CN' | 'en-US';
export const LANGUAGES: readonly Language[] = ['zh-CN', 'en-US'];
/** A translation of some or all zh-CN keys; a missing key shows the zh-CN text. */
export type Catalog = Partial<Record<MessageKey, string>>;
/** An en-US file: every key of its zh-CN counterpart, no other (a missing one fails typecheck). */
export type CatalogFor<ZhFile> = Record<keyof ZhFile, string>;
export type MessageParams = Record<string, string | number>;
