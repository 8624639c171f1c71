import { pino, type DestinationStream, type Logger } from 'pino';

export type { Logger };

/** Credentials that must never reach a log line: passwords, tokens, API secrets, auth headers. */
export const REDACT_PATHS = [
  'password',
  '*.password',
  'secret',
  '*.secret',
  'secret_key',
  '*.secret_key',
  'token',
  '*.token',
  'headers.authorization',
  'headers["x-api-secret"]',
  '*.headers.authorization',
  '*.headers["x-api-secret"]',
];

/**
 * One structured logger for every part; LOG_LEVEL sets the level (default info, silent in tests).
 * `destination` (default stdout) lets tests capture the lines.
 */
export function createLogger(name: string, level = process.env.LOG_LEVEL ?? (process.env.VITEST ? 'silent' : 'info'), destination?: DestinationStream): Logger {
  return pino({ name, level, redact: { paths: REDACT_PATHS, censor: '[redacted]' } }, destination);
}
