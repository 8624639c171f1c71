/**
 * What the OpenAPI document adds to each route's own schema, at document time only (no route's
 * behaviour changes): the summary from the route's one-line description, the error answers the
 * route can give — each the envelope { success:false, data:null, message } with a Chinese example
 * message — and an example of the success answer generated from its schema (or the schema's own).
 *
 * Error answers, from what the route declares and can do:
 * 400 when it validates input (params, querystring, body, headers); 401 when it needs a signed-in
 * caller (security) or a role; 403 when it needs a role or an API-key scope; 404 when its path has
 * parameters; 429 when an API key's hourly limit applies (scope) or the route declares it (sign-in
 * limits); 500 always; and any other code the route declares (409, 503).
 * operationId, description and tags are the route's own (its schema), never made up here.
 */
import { prunedMessage } from '../../http/pruned';
import type { RouteOptions } from 'fastify';
import { AUTH_FAILED_MESSAGE, fieldMessage, INTERNAL_ERROR_MESSAGE } from '../../http/errors';
import { fieldLabel } from '../../http/field-labels';
import { BLOCK_NOT_FOUND } from '../../routes/api/shared/blocks';
import { CONTRACT_NOT_FOUND } from '../../routes/api/shared/contracts';
import { MINT_NOT_FOUND } from '../../routes/api/shared/sol-mints';
import { PROGRAM_NOT_FOUND } from '../../routes/api/shared/sol-programs';
import { TX_NOT_FOUND } from '../../routes/api/shared/transactions';
import { DB_UNAVAILABLE } from '../../routes/api/health';
import { ADDRESS_DUPLICATE, ADDRESS_NOT_FOUND } from '../../routes/api/user/addresses-schemas';
import { KEY_NOT_FOUND } from '../../routes/api/user/api-keys';
import { WEBHOOK_LIMIT, WEBHOOK_NOT_FOUND } from '../../routes/api/user/webhooks';
import { PARSER_CONFIG_NOT_FOUND } from '../../routes/api/v1/parser-configs';
import { RATE_LIMITED_MESSAGE, SCOPE_FORBIDDEN_MESSAGE } from '../app/api-key-auth';
import { ADMIN_REQUIRED_MESSAGE } from '../app/roles';

type Json = Record<string, unknown>;

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * a compatibility API's routes (Esplora) answer errors as text, not the envelope: the document shows
     * each code as text/plain with this example; codes listed here are added to the route's errors
     */
    textErrors?: Readonly<Record<number, string>>;
  }
}

const ENVELOPE_SCHEMA = {
  type: 'object',
  properties: { success: { type: 'boolean', const: false }, data: { type: 'null' }, message: { type: 'string', description: 'a Chinese sentence naming the field or the reason' } },
  required: ['success', 'data', 'message'],
  additionalProperties: false,
};

const ERROR_DESCRIPTIONS: Record<number, string> = {
  400: 'Bad request: a parameter or the body is invalid (the message names the field)',
  401: 'Not signed in, or the token or API key is not valid',
  403: 'Signed in, but the role or the API key’s scope does not allow this call',
  404: 'Not found',
  409: 'Conflict: it exists already',
  429: 'Too many requests: the rate limit was reached (Retry-After says when to try again)',
  500: 'Server error (no details are given)',
  503: 'Not ready: the database does not answer',
};

const INPUT_PARTS = ['params', 'querystring', 'body', 'headers'] as const;

const firstField = (schema: Json): string | undefined => {
  for (const part of INPUT_PARTS) {
    const props = (schema[part] as { properties?: Json } | undefined)?.properties;
    const key = props && Object.keys(props)[0];
    if (key) return key;
  }
  return undefined;
};

const pathParams = (url: string) => [...url.matchAll(/:(\w+)/g)].map((m) => m[1]!);

/** the routes' own 404 messages, by the resource the path names (/api/<scope>/<resource>/…; sol/<resource>) */
const NOT_FOUND: Record<string, string> = {
  blocks: BLOCK_NOT_FOUND,
  'sol/blocks': BLOCK_NOT_FOUND,
  transactions: TX_NOT_FOUND,
  'sol/tx': TX_NOT_FOUND,
  contracts: CONTRACT_NOT_FOUND,
  'sol/mints': MINT_NOT_FOUND,
  'sol/programs': PROGRAM_NOT_FOUND,
  'parser-configs': PARSER_CONFIG_NOT_FOUND,
  addresses: ADDRESS_NOT_FOUND,
  'api-keys': KEY_NOT_FOUND,
  webhooks: WEBHOOK_NOT_FOUND,
};

/** the routes' own 409 messages, by resource as above */
const CONFLICT: Record<string, string> = { register: '用户名已存在', addresses: ADDRESS_DUPLICATE, 'sol/programs': '程序ID … 已存在', webhooks: WEBHOOK_LIMIT };

/** the resource a path names: its first two segments where the tables name them (sol/<resource>), else its first */
const resourceOf = (url: string): string => {
  const [first, second] = url.split('/').slice(3);
  const two = `${first}/${second}`;
  return two in NOT_FOUND || two in CONFLICT ? two : (first ?? '');
};

const notFoundMessage = (url: string): string => NOT_FOUND[resourceOf(url)] ?? `${fieldLabel([pathParams(url).at(-1) ?? 'id'])}不存在`;

function exampleMessage(code: number, route: RouteOptions, schema: Json): string {
  const field = firstField(schema);
  switch (code) {
    case 400:
      return fieldMessage(field === undefined ? [] : [field], undefined, field === undefined ? 'body' : undefined);
    case 401:
      return AUTH_FAILED_MESSAGE;
    case 403:
      return route.config?.role === 'administrator' || route.config?.scope === undefined ? ADMIN_REQUIRED_MESSAGE : SCOPE_FORBIDDEN_MESSAGE;
    case 404:
      return notFoundMessage(route.url);
    case 409:
      return CONFLICT[resourceOf(route.url)] ?? '已存在';
    case 410:
      return prunedMessage(1000000);
    case 429:
      return RATE_LIMITED_MESSAGE;
    case 503:
      return DB_UNAVAILABLE;
    default:
      return INTERNAL_ERROR_MESSAGE;
  }
}

const isEnvelope = (s: unknown): boolean => {
  const props = (s as { properties?: Json } | undefined)?.properties;
  return props !== undefined && 'success' in props && 'message' in props && (props.data as Json | undefined)?.type === 'null';
};

/** The status codes of the error answers this route can give. */
export function errorCodes(route: RouteOptions, schema: Json): number[] {
  const declared = Object.keys((schema.response as Json | undefined) ?? {})
    .map(Number)
    .filter((c) => c >= 400);
  const codes = new Set(declared);
  if (INPUT_PARTS.some((p) => schema[p] !== undefined)) codes.add(400);
  const role = route.config?.role;
  const scope = route.config?.scope;
  if (schema.security !== undefined || role !== undefined) codes.add(401);
  if (role !== undefined || scope !== undefined) codes.add(403);
  if (pathParams(route.url).length > 0) codes.add(404);
  if (scope !== undefined) codes.add(429);
  for (const code of Object.keys(route.config?.textErrors ?? {})) codes.add(Number(code));
  codes.add(500);
  return [...codes].sort((a, b) => a - b);
}

/** The route's schema as the document shows it: summary, error answers with examples, an example success answer. */
export function documentRoute(route: RouteOptions, schema: Json): Json {
  const response: Json = { ...((schema.response as Json | undefined) ?? {}) };
  const textErrors = route.config?.textErrors;
  for (const code of errorCodes(route, schema)) {
    if (response[code] !== undefined && !isEnvelope(response[code])) continue;
    if (textErrors) {
      const example = textErrors[code] ?? exampleMessage(code, route, schema);
      response[code] = { description: ERROR_DESCRIPTIONS[code] ?? 'Error', content: { 'text/plain': { schema: { type: 'string' }, example } } };
      continue;
    }
    response[code] = {
      description: ERROR_DESCRIPTIONS[code] ?? 'Error',
      content: { 'application/json': { schema: ENVELOPE_SCHEMA, example: { success: false, data: null, message: exampleMessage(code, route, schema) } } },
    };
  }
  for (const code of Object.keys(response).filter((c) => Number(c) < 400)) {
    const ok = response[code] as Json;
    if (ok.examples === undefined && ok.content === undefined) response[code] = { ...ok, examples: [exampleOf(ok)] };
  }
  const description = schema.description as string | undefined;
  return { ...schema, summary: schema.summary ?? description, response };
}

const STRING_FORMATS: Record<string, string> = {
  'date-time': '2026-01-01T00:00:00.000Z',
  date: '2026-01-01',
  email: 'user@example.com',
  uri: 'https://example.com',
  url: 'https://example.com',
};

function stringExample(s: Json, key: string | undefined): string {
  if (typeof s.format === 'string' && STRING_FORMATS[s.format]) return STRING_FORMATS[s.format]!;
  if (key === 'message') return 'ok';
  const text = `${String(s.description ?? '')} ${String(s.pattern ?? '')}`;
  if (/lamports|wei|satoshi|base units|decimal|\\d|\[0-9\]/i.test(text)) return '0';
  return 'string';
}

/** An example value of a JSON schema (draft 2020-12, as zod writes it): its own example, const, default or first enum value, else built from its type. */
export function exampleOf(schema: unknown, key?: string, depth = 0): unknown {
  if (typeof schema !== 'object' || schema === null || depth > 24) return null;
  const s = schema as Json;
  if (Array.isArray(s.examples) && s.examples.length > 0) return s.examples[0];
  if (s.example !== undefined) return s.example;
  if (s.const !== undefined) return s.const;
  if (s.default !== undefined) return s.default;
  if (Array.isArray(s.enum) && s.enum.length > 0) return s.enum[0];
  const alternatives = (s.oneOf ?? s.anyOf) as Json[] | undefined;
  if (Array.isArray(alternatives) && alternatives.length > 0) return exampleOf(alternatives.find((a) => a.type !== 'null') ?? alternatives[0], key, depth + 1);
  if (Array.isArray(s.allOf)) return exampleOf(Object.assign({}, ...(s.allOf as Json[]), { ...s, allOf: undefined }), key, depth + 1);
  const type = Array.isArray(s.type) ? ((s.type as string[]).find((t) => t !== 'null') ?? 'null') : s.type;
  switch (type) {
    case 'object': {
      const out: Json = {};
      const props = (s.properties ?? {}) as Json;
      for (const [k, v] of Object.entries(props)) out[k] = exampleOf(v, k, depth + 1);
      if (Object.keys(props).length === 0 && typeof s.additionalProperties === 'object') out.key = exampleOf(s.additionalProperties, 'key', depth + 1);
      return out;
    }
    case 'array':
      return s.items === undefined ? [] : [exampleOf(s.items, key, depth + 1)];
    case 'string':
      return stringExample(s, key);
    case 'integer':
    case 'number': {
      // 1 where allowed (zod's int() spans the safe integers), else the bound
      const min = typeof s.minimum === 'number' ? s.minimum : -Infinity;
      const max = typeof s.maximum === 'number' ? s.maximum : Infinity;
      return min <= 1 && 1 <= max ? 1 : min <= 0 && 0 <= max ? 0 : Number.isFinite(min) ? min : max;
    }
    case 'boolean':
      return true;
    default:
      return null;
  }
}
