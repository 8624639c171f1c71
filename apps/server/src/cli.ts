#!/usr/bin/env node
/**
 * explorer start | serve | index | devnet | migrate | user
 *   start    embedded DB (or DATABASE_URL), devnets for chains without an RPC URL, indexers, API + web on PORT
 *   serve    API + web only (indexers run elsewhere against the same DATABASE_URL)
 *   index    indexers only: --chain eth|bsc (repeatable; default all EVM chains)
 *   devnet   local eth and bsc nodes with activity; prints their RPC URLs
 *   migrate  apply database migrations and exit
 *   user     create --username U --email E [--admin] (password from --password or stdin) | role NAME user|administrator
 */
import { parseArgs } from 'node:util';
import { loadConfig } from '@explorer/core';
import { runDevnet, runIndex, runMigrate, runServe, runStart } from './cli/commands';
import { createCliLogger } from './cli/log-output';
import { runUser } from './cli/user';

const USAGE = `usage: explorer <start|serve|index|devnet|migrate|user> [options]
  explorer start                     everything on one port (zero config: PGlite + local devnets)
  explorer serve                     API and web only
  explorer index [--chain eth]...    indexers only (uses ETH_RPC_URL / BSC_RPC_URL)
  explorer devnet                    local eth and bsc chains with activity
  explorer migrate                   apply database migrations
  explorer user create --username U --email E [--admin] [--password P]   (password read from stdin when omitted)
  explorer user role USERNAME user|administrator`;

async function main(argv: string[]): Promise<number> {
  const [command, ...rest] = argv;
  const { values, positionals } = parseArgs({
    args: rest,
    allowPositionals: true,
    options: {
      chain: { type: 'string', multiple: true },
      username: { type: 'string' },
      email: { type: 'string' },
      password: { type: 'string' },
      admin: { type: 'boolean', default: false },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  if (!command || values.help || command === 'help') {
    console.log(USAGE);
    return command ? 0 : 1;
  }
  const config = loadConfig();
  const logger = createCliLogger(config);
  switch (command) {
    case 'start':
      return runStart(config, logger);
    case 'serve':
      return runServe(config, logger);
    case 'index':
      return runIndex(config, logger, values.chain);
    case 'devnet':
      return runDevnet(config, logger);
    case 'migrate':
      return runMigrate(config, logger);
    case 'user':
      return runUser(config, logger, positionals, values);
    default:
      console.error(`unknown command: ${command}\n${USAGE}`);
      return 1;
  }
}

main(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
  },
  (err: unknown) => {
    console.error(err instanceof Error ? err.message : String(err));
    process.exitCode = 1;
  },
);
