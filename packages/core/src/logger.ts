import { pino, type Logger } from 'pino';

export type { Logger };

/** One structured logger for every part; LOG_LEVEL sets the level (default info, silent in tests). */
export function createLogger(name: string, level = process.env.LOG_LEVEL ?? (process.env.VITEST ? 'silent' : 'info')): Logger {
  return pino({
    name,
    level,
    redact: { paths: ['password', '*.password', 'secret_key', '*.secret_key', 'token', '*.token', 'req.headers.authorization', 'req.headers["x-api-secret"]'], censor: '[redacted]' },
  });
}
