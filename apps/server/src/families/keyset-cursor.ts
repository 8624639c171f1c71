/**
 * Opaque keyset cursors for the families' lists: the last row's key parts joined by '.' in base64url.
 * A cursor that does not decode to exactly the expected parts, each matching its pattern, is a 400
 * naming the field.
 */
import { badRequest } from '../http/errors';

export const HEIGHT = /^\d{1,15}$/;
export const INDEX = /^\d{1,9}$/;

export const encodeCursor = (...parts: (string | number)[]) => Buffer.from(parts.join('.')).toString('base64url');

/** the cursor's parts, each checked by its pattern; null when no cursor was given */
export function decodeCursor(text: string | undefined, patterns: readonly RegExp[]): string[] | null {
  if (text === undefined) return null;
  const parts = Buffer.from(text, 'base64url').toString('latin1').split('.');
  if (parts.length !== patterns.length || parts.some((p, i) => !patterns[i]!.test(p))) throw badRequest('cursor: 无效的游标');
  return parts;
}
