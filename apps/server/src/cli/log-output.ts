/**
 * Where the CLI's log lines go. JSON lines (pino's own format) for collectors; on a terminal, or with
 * LOG_FORMAT=pretty, readable lines through pino-pretty: time, level, the part that logged
 * ([indexer-eth], [devnet-bsc], …), the message and its fields. Redaction happens in pino before
 * either, so secrets stay out of both.
 */
import type { Writable } from 'node:stream';
import { build as prettyStream } from 'pino-pretty';
import { createLogger, type Config, type Logger } from '@explorer/core';

export function usePrettyLogs(format: Config['logFormat'], isTerminal = Boolean(process.stdout.isTTY)): boolean {
  return format === 'pretty' || (format === 'auto' && isTerminal);
}

export function createCliLogger(config: Pick<Config, 'logLevel' | 'logFormat'>, out?: Writable, isTerminal?: boolean): Logger {
  const terminal = isTerminal ?? Boolean(process.stdout.isTTY);
  if (!usePrettyLogs(config.logFormat, terminal)) return createLogger('explorer', config.logLevel, out);
  const pretty = prettyStream({
    colorize: terminal && !out,
    translateTime: 'SYS:HH:MM:ss',
    ignore: 'pid,hostname,name,part',
    messageFormat: '{if part}[{part}] {end}{msg}',
    singleLine: true,
    sync: true,
    ...(out ? { destination: out } : {}),
  });
  return createLogger('explorer', config.logLevel, pretty);
}
