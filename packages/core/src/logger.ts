import { pino, type DestinationStream, type Logger } from 'pino';

export type { Logger };

const SECRET_KEYS = ['password', 'password_hash', 'passwordHash', 'current_password', 'new_password', 'confirm_password', 'secret', 'secret_key', 'secretHash', 'secret_hash', 'key_hash', 'token', 'access_token', 'jwt', 'jwtSecret'];
const SECRET_HEADERS = ['authorization', 'cookie', 'x-api-secret'];

/** Credentials that must never reach a log line: passwords, hashes, tokens, API secrets, auth headers (two levels deep). */
export const REDACT_PATHS = [
  ...SECRET_KEYS.flatMap((k) => [k, `*.${k}`, `*.*.${k}`]),
  ...SECRET_HEADERS.flatMap((h) => [`headers["${h}"]`, `*.headers["${h}"]`]),
];

/** Error fields worth a log line; everything else (a driver's query text, its parameters, row details) is dropped. */
const ERROR_FIELDS = ['type', 'message', 'stack', 'code', 'severity', 'schema', 'table', 'column', 'constraint', 'routine', 'statusCode', 'errno', 'syscall'] as const;

/**
 * The `err` serializer: never the SQL parameters (PGlite attaches `query` and `params`, PostgreSQL's
 * `detail` and `where` quote row values). PostgreSQL data errors (class 22) quote the offending value in
 * their message, so their quoted parts are masked.
 */
export function serializeError(err: unknown, depth = 0): Record<string, unknown> | unknown {
  if (!(err instanceof Error) && (typeof err !== 'object' || err === null)) return err;
  const full = pino.stdSerializers.err(err as Error) as unknown as Record<string, unknown>;
  const out: Record<string, unknown> = {};
  for (const key of ERROR_FIELDS) if (full[key] !== undefined) out[key] = full[key];
  const code = typeof out.code === 'string' ? out.code : '';
  if (out.severity !== undefined && code.startsWith('22')) {
    const mask = (s: unknown) => (typeof s === 'string' ? s.replace(/"[^"\n]*"/g, '"…"').replace(/: 0x[0-9a-f ]+/gi, ': …') : s);
    out.message = mask(out.message);
    out.stack = mask(out.stack);
  }
  const cause = (err as { cause?: unknown }).cause;
  if (cause !== undefined && depth < 3) out.cause = serializeError(cause, depth + 1);
  return out;
}

/**
 * One structured logger for every part; LOG_LEVEL sets the level (default info, silent in tests).
 * `destination` (default stdout) lets tests capture the lines.
 */
export function createLogger(name: string, level = process.env.LOG_LEVEL ?? (process.env.VITEST ? 'silent' : 'info'), destination?: DestinationStream): Logger {
  return pino({ name, level, redact: { paths: REDACT_PATHS, censor: '[redacted]' }, serializers: { err: serializeError } }, destination);
}
