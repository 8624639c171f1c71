/**
 * The JSON body parser: Fastify's own (secure-json-parse, prototype poisoning refused) behind a
 * depth limit. A body nested deeper than MAX_JSON_DEPTH is a 400 naming the limit, found by one pass
 * over the raw text before anything is parsed, so every check that runs on a body (parsing, the text
 * guard, validation) costs time linear in its size and a small request cannot hold the event loop.
 */
import type { FastifyInstance } from 'fastify';
import { badRequest } from './errors';

export const MAX_JSON_DEPTH = 64;
export const JSON_TOO_DEEP_MESSAGE = `请求体的JSON嵌套层数超过${MAX_JSON_DEPTH}层`;

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPEN_ARRAY = 0x5b;
const CLOSE_ARRAY = 0x5d;
const OPEN_OBJECT = 0x7b;
const CLOSE_OBJECT = 0x7d;

/** True when the JSON text opens more than `max` arrays or objects inside each other (brackets in strings do not count). */
export function jsonDepthExceeds(text: string, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === BACKSLASH) i++;
      else if (c === QUOTE) inString = false;
    } else if (c === QUOTE) inString = true;
    else if (c === OPEN_ARRAY || c === OPEN_OBJECT) {
      if (++depth > max) return true;
    } else if (c === CLOSE_ARRAY || c === CLOSE_OBJECT) depth--;
  }
  return false;
}

export function installJsonBodyParser(app: FastifyInstance): void {
  const parse = app.getDefaultJsonParser('error', 'error');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body as string;
    if (jsonDepthExceeds(text, MAX_JSON_DEPTH)) return done(badRequest(JSON_TOO_DEEP_MESSAGE), undefined);
    parse(request, text, done);
  });
}
