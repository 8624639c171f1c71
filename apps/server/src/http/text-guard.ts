/**
 * Text that PostgreSQL cannot store or that is not Unicode never reaches a route: a NUL character
 * or a lone surrogate in any string (or key) of the JSON body, the query or the path is a 400 that
 * names the field, for every route, before validation. The walk is linear in the body's size: each
 * value keeps a link to its parent and the path is built only for the one bad string.
 */
import type { FastifyInstance } from 'fastify';
import { BAD_TEXT_MESSAGE, badRequest } from './errors';
import { fieldLabel } from './field-labels';

const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

export const isBadText = (s: string): boolean => s.includes('\u0000') || LONE_SURROGATE.test(s);

/** A container on the walk's stack, linked to the one holding it: the path is built only for a bad string. */
interface Step {
  value: object;
  parent: Step | undefined;
  key: string | number | undefined;
}

function pathOf(step: Step, last?: string | number): (string | number)[] {
  const path: (string | number)[] = last === undefined ? [] : [last];
  for (let s: Step | undefined = step; s?.parent; s = s.parent) path.push(s.key!);
  return path.reverse();
}

/**
 * The path of the first bad string (or of the object holding a bad key) in a parsed JSON value;
 * walks without recursion, in time linear in the value's size.
 */
export function findBadText(root: unknown): (string | number)[] | undefined {
  if (typeof root === 'string') return isBadText(root) ? [] : undefined;
  if (root === null || typeof root !== 'object') return undefined;
  const stack: Step[] = [{ value: root, parent: undefined, key: undefined }];
  while (stack.length > 0) {
    const step = stack.pop()!;
    const value = step.value;
    if (Array.isArray(value)) {
      for (let i = 0; i < value.length; i++) {
        const v: unknown = value[i];
        if (typeof v === 'string') {
          if (isBadText(v)) return pathOf(step, i);
        } else if (v !== null && typeof v === 'object') stack.push({ value: v, parent: step, key: i });
      }
    } else {
      for (const k in value) {
        if (!Object.hasOwn(value, k)) continue;
        if (isBadText(k)) return pathOf(step);
        const v: unknown = (value as Record<string, unknown>)[k];
        if (typeof v === 'string') {
          if (isBadText(v)) return pathOf(step, k);
        } else if (v !== null && typeof v === 'object') stack.push({ value: v, parent: step, key: k });
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
