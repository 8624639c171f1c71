/**
 * A real PostgreSQL primary with a streaming replica, for tests and the cluster test: two clusters of
 * the machine's PostgreSQL binaries in a temporary directory, on free ports — the primary made by
 * initdb, the replica by pg_basebackup from it (-R: it follows the primary's WAL stream). As root they
 * run as the OS user postgres (initdb refuses root); the machine's own cluster is not touched.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync, appendFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';

export interface ReplicatedPostgres {
  primaryUrl: string;
  replicaUrl: string;
  /** stops the replica (fast shutdown: its connections are cut) */
  stopReplica(): void;
  startReplica(): void;
  /** the replica stops (or goes on) applying the WAL it receives: it falls behind while paused */
  pauseReplay(): Promise<void>;
  resumeReplay(): Promise<void>;
  close(): void;
}

function binDir(): string {
  try {
    const dir = execFileSync('pg_config', ['--bindir'], { encoding: 'utf8' }).trim();
    if (existsSync(join(dir, 'initdb'))) return dir;
  } catch {
    /* no pg_config on the path */
  }
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root) ? readdirSync(root).sort((a, b) => Number(b) - Number(a)) : [];
  for (const v of versions) if (existsSync(join(root, v, 'bin', 'initdb'))) return join(root, v, 'bin');
  throw new Error('no PostgreSQL server binaries (initdb, pg_ctl, pg_basebackup) found');
}

/** a TCP port free on 127.0.0.1 a moment ago */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });
}

export async function startReplicatedPostgres(): Promise<ReplicatedPostgres> {
  const bin = binDir();
  const asRoot = process.getuid?.() === 0;
  const base = mkdtempSync(join(tmpdir(), 'explorer-pg-'));
  if (asRoot) {
    const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim());
    chownSync(base, uid, gid);
  }
  const run = (tool: string, args: string[]) => {
    const [cmd, argv] = asRoot ? ['runuser', ['-u', 'postgres', '--', join(bin, tool), ...args]] : [join(bin, tool), args];
    const r = spawnSync(cmd, argv, { encoding: 'utf8', cwd: base });
    if (r.status !== 0) throw new Error(`${tool} failed (${r.status}): ${(r.stderr || r.stdout).slice(-2000)}`);
  };
  const [primaryPort, replicaPort] = [await freePort(), await freePort()];
  const primary = join(base, 'primary');
  const replica = join(base, 'replica');
  const settings = (port: number) =>
    [`port = ${port}`, `listen_addresses = '127.0.0.1'`, `unix_socket_directories = '${base}'`, 'fsync = off', 'shared_buffers = 32MB', 'max_wal_senders = 4', 'wal_level = replica', 'hot_standby = on', 'max_connections = 60'].join('\n') + '\n';
  const ctl = (dir: string, action: 'start' | 'stop') => run('pg_ctl', ['-D', dir, '-l', join(dir, 'server.log'), '-w', '-t', '60', ...(action === 'stop' ? ['-m', 'fast'] : []), action]);

  let stopped = false;
  const close = () => {
    if (stopped) return;
    stopped = true;
    for (const dir of [replica, primary]) {
      if (existsSync(join(dir, 'postmaster.pid'))) {
        try {
          run('pg_ctl', ['-D', dir, '-w', '-m', 'immediate', 'stop']);
        } catch {
          /* already down */
        }
      }
    }
    rmSync(base, { recursive: true, force: true });
  };
  try {
    // initdb's pg_hba.conf trusts local and loopback connections, replication ones included
    run('initdb', ['-D', primary, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-sync', '--no-instructions']);
    appendFileSync(join(primary, 'postgresql.conf'), settings(primaryPort));
    ctl(primary, 'start');
    run('pg_basebackup', ['-h', '127.0.0.1', '-p', String(primaryPort), '-U', 'postgres', '-D', replica, '-R', '-X', 'stream', '-c', 'fast', '--no-sync']);
    appendFileSync(join(replica, 'postgresql.conf'), settings(replicaPort));
    ctl(replica, 'start');
  } catch (e) {
    close();
    throw e;
  }
  const replicaUrl = `postgres://postgres@127.0.0.1:${replicaPort}/postgres`;
  const onReplica = async (query: string) => {
    const c = new pg.Client({ connectionString: replicaUrl });
    await c.connect();
    try {
      await c.query(query);
    } finally {
      await c.end();
    }
  };
  return {
    primaryUrl: `postgres://postgres@127.0.0.1:${primaryPort}/postgres`,
    replicaUrl,
    stopReplica: () => ctl(replica, 'stop'),
    startReplica: () => ctl(replica, 'start'),
    pauseReplay: () => onReplica('SELECT pg_wal_replay_pause()'),
    resumeReplay: () => onReplica('SELECT pg_wal_replay_resume()'),
    close,
  };
}
