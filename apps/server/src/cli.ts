#!/usr/bin/env node
/**
 * The `explorer` command: start | serve | index | devnet | migrate | user, with --help for each and
 * --version. Unknown commands and options are refused with the usage and exit code 2.
 */
import { readFileSync } from 'node:fs';
import { parseArgs, type ParseArgsConfig } from 'node:util';
import { join } from 'node:path';
import { loadConfig, packageDir } from '@explorer/core';
import { runDevnet, runIndex, runMigrate, runServe, runStart } from './cli/commands';
import { createCliLogger } from './cli/log-output';
import { runUser } from './cli/user';

type Options = NonNullable<ParseArgsConfig['options']>;
const HELP: Options = { help: { type: 'boolean', short: 'h', default: false } };

interface Command {
  summary: string;
  usage: string;
  options: Options;
}

const COMMANDS: Record<string, Command> = {
  start: {
    summary: 'everything on one port (zero config: PGlite + local devnets)',
    usage: `explorer start
  Opens the database (PGlite in EXPLORER_DATA_DIR, or DATABASE_URL), starts a local devnet for each
  EVM chain without an RPC URL, indexes every chain, and serves the API, /ws and the web app on PORT.`,
    options: {},
  },
  serve: {
    summary: 'API and web only (indexers run elsewhere on the same DATABASE_URL)',
    usage: `explorer serve
  Serves the API, /ws and the web app on PORT; run \`explorer index\` processes beside it.`,
    options: {},
  },
  index: {
    summary: 'indexers only (uses each chain\'s <CHAIN>_RPC_URL: ETH_RPC_URL, …)',
    usage: `explorer index [--chain eth]... [--from HEIGHT]
  --chain ID      a chain to index (repeatable; default every indexed chain)
  --from HEIGHT   first height when the chain has no checkpoint yet (default <CHAIN>_START_HEIGHT, else 0);
                  a chain with a checkpoint resumes from it`,
    options: { chain: { type: 'string', multiple: true }, from: { type: 'string' } },
  },
  devnet: {
    summary: 'local chains with activity (eth, bsc, btc, sol); prints their RPC URLs',
    usage: `explorer devnet [--chain eth]...
  --chain ID      a chain to run (repeatable; default every indexed chain)`,
    options: { chain: { type: 'string', multiple: true } },
  },
  migrate: {
    summary: 'apply database migrations and exit',
    usage: 'explorer migrate',
    options: {},
  },
  user: {
    summary: 'create users, set roles, disable, enable or rename accounts',
    usage: `explorer user create --username U --email E [--admin] [--password P]   (password read from stdin when omitted)
explorer user role USERNAME user|administrator
explorer user disable USERNAME     (revokes its sessions)
explorer user enable USERNAME
explorer user rename USERNAME NEW_USERNAME
explorer user clashes              (accounts made before migration 021 whose names differ only by case or width)
USERNAME finds an account by its exact name, else by its canonical form (NFKC + lower case: DEMO finds demo)`,
    options: { username: { type: 'string' }, email: { type: 'string' }, password: { type: 'string' }, admin: { type: 'boolean', default: false } },
  },
};

const USAGE = `usage: explorer <command> [options]

commands:
${Object.entries(COMMANDS)
  .map(([name, c]) => `  ${name.padEnd(9)}${c.summary}`)
  .join('\n')}

options:
  -h, --help     this text, or a command's own (explorer index --help)
  -v, --version  the explorer's version

Settings come from the environment (see .env.example): PORT, DATABASE_URL, ETH_RPC_URL, …`;

function version(): string {
  const pkg = JSON.parse(readFileSync(join(packageDir('@explorer/server'), '../../package.json'), 'utf8')) as { version: string };
  return pkg.version;
}

class UsageError extends Error {}

function parse(command: Command, args: string[]) {
  try {
    return parseArgs({ args, allowPositionals: true, strict: true, options: { ...command.options, ...HELP } });
  } catch (err) {
    throw new UsageError(`${(err as Error).message}\nusage: ${command.usage}`);
  }
}

/** A height given on the command line: a non-negative integer. */
function parseHeight(text: string | undefined): number | undefined {
  if (text === undefined) return undefined;
  if (!/^\d{1,15}$/.test(text)) throw new UsageError(`--from: expected a block height (a whole number ≥ 0), got "${text}"`);
  return Number(text);
}

async function main(argv: string[]): Promise<number> {
  const [first, ...rest] = argv;
  if (first === undefined) {
    console.error(USAGE);
    return 2;
  }
  if (first === '--version' || first === '-v' || first === 'version') {
    console.log(version());
    return 0;
  }
  if (first === '--help' || first === '-h' || first === 'help') {
    const about = rest[0] ? COMMANDS[rest[0]] : undefined;
    console.log(about ? `usage: ${about.usage}` : USAGE);
    return 0;
  }
  const command = COMMANDS[first];
  if (!command) {
    console.error(`unknown command: ${first}\n\n${USAGE}`);
    return 2;
  }
  const { values, positionals } = parse(command, rest);
  if (values.help) {
    console.log(`usage: ${command.usage}`);
    return 0;
  }
  const config = loadConfig();
  const logger = createCliLogger(config);
  switch (first) {
    case 'start':
      return runStart(config, logger);
    case 'serve':
      return runServe(config, logger);
    case 'index':
      return runIndex(config, logger, { chains: values.chain as string[] | undefined, from: parseHeight(values.from as string | undefined) });
    case 'devnet':
      return runDevnet(config, logger, { chains: values.chain as string[] | undefined });
    case 'migrate':
      return runMigrate(config, logger);
    default:
      return runUser(config, logger, positionals, values as Parameters<typeof runUser>[3]);
  }
}

main(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
  },
  (err: unknown) => {
    console.error(err instanceof Error ? err.message : String(err));
    process.exitCode = err instanceof UsageError ? 2 : 1;
  },
);
