/**
 * The data directory holds the embedded database (password hashes, the login token secret), so only
 * its owner may read it: the first use creates it 0700 with 0600 files — PGlite's own files included,
 * after real writes — and a directory group or others can read, write or enter is refused (exit 1)
 * with its path and the command that fixes it; that command does fix it.
 */
import { execSync, spawnSync } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { cliArgs, ROOT } from './support/cli';
import { notOwnerOnly } from './support/file-modes';

const base = mkdtempSync(join(tmpdir(), 'explorer-data-dir-'));

afterAll(() => rmSync(base, { recursive: true, force: true }));

function explorer(args: string[], dataDir: string, input?: string) {
  const res = spawnSync(process.execPath, [...cliArgs(), ...args], {
    cwd: ROOT,
    input,
    env: { ...process.env, DATABASE_URL: '', EXPLORER_DATA_DIR: dataDir, LOG_LEVEL: 'silent' },
    encoding: 'utf8',
    timeout: 150_000,
  });
  return { code: res.status, out: res.stdout + res.stderr };
}

describe('the data directory', () => {
  it('is created 0700 on first use, with every file 0600 after the database was written', { timeout: 240_000 }, () => {
    const dataDir = join(base, 'fresh', 'data');
    expect(explorer(['migrate'], dataDir).code).toBe(0);
    const created = explorer(['user', 'create', '--username', 'mode_check', '--email', 'm@example.com'], dataDir, 's3cret-pass\n');
    expect(created.code, created.out).toBe(0);
    expect(statSync(join(base, 'fresh')).mode & 0o777).toBe(0o700); // a parent it had to create too
    expect(readdirSync(join(dataDir, 'pglite')).length).toBeGreaterThan(10); // PGlite's cluster is there
    expect(notOwnerOnly(dataDir)).toEqual([]);
  });

  it('refuses to start in a directory others can read, naming it and the fix; the fix works', { timeout: 240_000 }, () => {
    // an install from before the check: a 0755 folder with a 0644 file inside
    const dataDir = join(base, 'shared data');
    mkdirSync(join(dataDir, 'devnet'), { recursive: true });
    for (const d of [dataDir, join(dataDir, 'devnet')]) chmodSync(d, 0o755);
    writeFileSync(join(dataDir, 'devnet', 'eth-anvil.json'), '{}', { mode: 0o644 });
    const refused = explorer(['start'], dataDir);
    expect(refused.code, refused.out).toBe(1);
    expect(refused.out).toContain(`the data directory ${dataDir} can be read or changed by other users (mode 0755)`);
    expect(readdirSync(dataDir)).toEqual(['devnet']); // nothing was written into it
    const fix = /chmod -R go-rwx '.*'$/m.exec(refused.out)?.[0];
    expect(fix).toBe(`chmod -R go-rwx '${dataDir}'`);
    execSync(fix!);
    expect(notOwnerOnly(dataDir)).toEqual([]);
    expect(explorer(['migrate'], dataDir).code).toBe(0);
    expect(notOwnerOnly(dataDir)).toEqual([]);
  });

  it('refuses a group-writable directory', () => {
    const dataDir = join(base, 'group');
    mkdirSync(dataDir);
    chmodSync(dataDir, 0o720);
    expect(explorer(['migrate'], dataDir)).toMatchObject({ code: 1, out: expect.stringContaining(`the data directory ${dataDir} can be read or changed by other users (mode 0720)`) });
  });
});
