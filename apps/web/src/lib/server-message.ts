/**
 * The server answers in Chinese (spec part 1 §7). In Chinese the page shows its messages as they
 * are; in English it shows (1) the en-US text of a known message (i18n/zh-CN/server.ts lists them
 * with the server's exact text), (2) the English half of a bilingual message — core's validation
 * messages read '超出范围 (out of range)' — keeping a field name before it, or (3) an English text
 * for the HTTP status. No Chinese server text reaches an English page.
 */
import { getLanguage, t } from '../i18n/translate';
import type { MessageKey } from '../i18n/types';
import { server } from '../i18n/zh-CN/server';

const CJK = /[\u3000-\u303f\u3400-\u9fff\uff00-\uffef]/;
/** a Chinese run and the English in parentheses after it */
const BILINGUAL =
  /[\u3000-\u303f\u3400-\u9fff\uff00-\uffef][^()]*?\s*\(([^()\u3000-\u303f\u3400-\u9fff\uff00-\uffef]*[A-Za-z][^()\u3000-\u303f\u3400-\u9fff\uff00-\uffef]*)\)/g;

let byText: Map<string, MessageKey> | undefined;
function keyOf(text: string): MessageKey | undefined {
  byText ??= new Map(Object.entries(server).map(([key, zh]) => [zh, key as MessageKey]));
  return byText.get(text);
}

export function hasCjk(text: string): boolean {
  return CJK.test(text);
}

/** The page's text for a failed call with no usable message. */
export function statusKey(status: number): MessageKey {
  if (status === 0) return 'server.network';
  if (status >= 500) return 'server.status.5xx';
  const key = `server.status.${status}`;
  return key in server ? (key as MessageKey) : 'server.failed';
}

/** A server message (or none) in the page's language. */
export function localizeServerMessage(text: string | undefined, status: number): string {
  if (!text) return t(statusKey(status));
  if (getLanguage() === 'zh-CN' || !hasCjk(text)) return text;
  const key = keyOf(text.trim());
  if (key) return t(key);
  const english = text.replace(BILINGUAL, (_whole, en: string) => en.trim());
  if (!hasCjk(english)) return english;
  return t(statusKey(status));
}
