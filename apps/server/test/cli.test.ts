/**
 * The `explorer` command as an operator meets it: --help (and per command), --version, refused
 * commands and options; `index --from` on a real node process, stopped by SIGTERM after its current
 * batch (exit 0), and a node without receipts stopping the process with the method named (exit 1).
 */
import { spawn, spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { openDatabase } from '@explorer/db';
import { createPostgresDatabase } from '@explorer/db/testing';
import { describe, expect, it } from 'vitest';
import { startReplayServer } from '../../../packages/indexer/test/support/replay-server';
import { cliArgs, ROOT } from './support/cli';

const NODE = process.execPath;

function explorer(args: string[], env: Record<string, string> = {}) {
  const res = spawnSync(NODE, [...cliArgs(), ...args], { cwd: ROOT, env: { ...process.env, LOG_LEVEL: 'silent', ...env }, encoding: 'utf8' });
  return { code: res.status, out: res.stdout, err: res.stderr };
}

describe('explorer --help, --version and refusals', () => {
  it('--help lists every command; a command has its own help', () => {
    const help = explorer(['--help']);
    expect(help.code).toBe(0);
    for (const c of ['start', 'serve', 'index', 'devnet', 'migrate', 'user']) expect(help.out).toMatch(new RegExp(`^  ${c} `, 'm'));
    const index = explorer(['index', '--help']);
    expect(index.code).toBe(0);
    expect(index.out).toContain('--from HEIGHT');
    expect(explorer(['help', 'user']).out).toContain('explorer user disable USERNAME');
  });

  it('--version prints the package version', () => {
    const pkg = JSON.parse(readFileSync(`${ROOT}package.json`, 'utf8')) as { version: string };
    expect(explorer(['--version'])).toMatchObject({ code: 0, out: `${pkg.version}\n` });
  });

  it('refuses unknown commands, unknown options and a bad --from with exit code 2', () => {
    expect(explorer(['bogus'])).toMatchObject({ code: 2, err: expect.stringContaining('unknown command: bogus') });
    expect(explorer(['index', '--frm', '5'])).toMatchObject({ code: 2, err: expect.stringContaining("Unknown option '--frm'") });
    expect(explorer(['index', '--from', 'abc'])).toMatchObject({ code: 2, err: expect.stringContaining('--from: expected a block height') });
    expect(explorer(['migrate'], { ETH_START_HEIGHT: '-4' })).toMatchObject({ code: 1, err: expect.stringContaining('ETH_START_HEIGHT') });
  });
});

describe('explorer index on a node process', () => {
  it('--from starts there; SIGTERM stops after the current batch and exits 0', async () => {
    const node = await startReplayServer({ blocks: 5000 });
    const created = await createPostgresDatabase();
    try {
      const child = spawn(NODE, [...cliArgs(), 'index', '--chain', 'eth', '--from', '100'], {
        cwd: ROOT,
        env: { ...process.env, LOG_LEVEL: 'info', LOG_FORMAT: 'json', DATABASE_URL: created.url, ETH_RPC_URL: node.url },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let output = '';
      child.stdout.on('data', (c: Buffer) => (output += c.toString()));
      child.stderr.on('data', (c: Buffer) => (output += c.toString()));
      const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
      // wait for the first progress line (batches are being committed), then stop it mid-run
      const until = Date.now() + 50_000;
      while (!output.includes('"msg":"indexing progress"') && Date.now() < until) await new Promise((r) => setTimeout(r, 50));
      child.kill('SIGTERM');
      const code = await exited;
      expect(code, output.slice(-3000)).toBe(0);
      expect(output).toContain('SIGTERM received, shutting down');

      const database = await openDatabase({ databaseUrl: created.url });
      try {
        const blocks = await database.db.selectFrom('blocks').select((eb) => [eb.fn.min('height').as('min'), eb.fn.max('height').as('max'), eb.fn.countAll<number>().as('n')]).executeTakeFirstOrThrow();
        const cp = await database.db.selectFrom('sync_checkpoints').select('height').where('chain', '=', 'eth').executeTakeFirstOrThrow();
        expect(Number(blocks.min)).toBe(100);
        expect(Number(blocks.max)).toBe(Number(cp.height)); // the last batch is whole and checkpointed
        expect(Number(blocks.n)).toBe(Number(cp.height) - 99);
      } finally {
        await database.close();
      }
    } finally {
      await created.drop();
      await node.close();
    }
  });

  it('stops by itself with exit code 1 and the missing method named when the node serves no receipts', async () => {
    const node = await startReplayServer({ blocks: 20, blockReceipts: false, txReceipts: false });
    const created = await createPostgresDatabase();
    try {
      const child = spawn(NODE, [...cliArgs(), 'index', '--chain', 'eth'], {
        cwd: ROOT,
        env: { ...process.env, LOG_LEVEL: 'info', LOG_FORMAT: 'json', DATABASE_URL: created.url, ETH_RPC_URL: node.url },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let output = '';
      child.stdout.on('data', (c: Buffer) => (output += c.toString()));
      child.stderr.on('data', (c: Buffer) => (output += c.toString()));
      const code = await new Promise<number | null>((resolve) => child.once('exit', (c) => resolve(c)));
      expect(code).toBe(1);
      expect(output).toContain('eth_getTransactionReceipt');
      expect(output).not.toContain('restarting in 5 s');
    } finally {
      await created.drop();
      await node.close();
    }
  });
});
