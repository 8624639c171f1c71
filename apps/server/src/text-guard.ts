/**
 * Text that PostgreSQL cannot store or that is not Unicode never reaches a route: a NUL character
 * or a lone surrogate in any string (or key) of the JSON body, the query or the path is a 400 that
 * names the field, for every route, before validation.
 */
import type { FastifyInstance } from 'fastify';
import { BAD_TEXT_MESSAGE, badRequest } from './errors';
import { fieldLabel } from './field-labels';

const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

export const isBadText = (s: string): boolean => s.includes('\u0000') || LONE_SURROGATE.test(s);

/** The path of the first bad string (or key) in a parsed JSON value; walks without recursion. */
export function findBadText(root: unknown): (string | number)[] | undefined {
  const stack: { value: unknown; path: (string | number)[] }[] = [{ value: root, path: [] }];
  while (stack.length > 0) {
    const { value, path } = stack.pop()!;
    if (typeof value === 'string') {
      if (isBadText(value)) return path;
    } else if (Array.isArray(value)) {
      value.forEach((v, i) => stack.push({ value: v, path: [...path, i] }));
    } else if (value !== null && typeof value === 'object') {
      for (const [k, v] of Object.entries(value)) {
        if (isBadText(k)) return path;
        stack.push({ value: v, path: [...path, k] });
      }
    }
  }
  return undefined;
}

export function installTextGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    for (const part of [request.params, request.query, request.body]) {
      const at = findBadText(part);
      if (at) throw badRequest(`${fieldLabel(at)}${BAD_TEXT_MESSAGE}`);
    }
  });
}
