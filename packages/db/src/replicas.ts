/**
 * Reads from PostgreSQL streaming replicas (`DATABASE_READ_URL`, one or more). `db` is a Kysely
 * handle whose every query takes a connection from a usable replica (in turn) and, when none is
 * usable, from the primary; a query a replica fails by losing its connection is run again on the
 * primary, so stopping a replica costs no request an error. Only reads of chain data go through it:
 * writes and a user's own data stay on the primary (read after own write).
 *
 * How far behind a replica is comes from WAL positions, not the last replayed transaction's time (an
 * idle primary would make that look old): twice a second the primary's current WAL position is
 * sampled, and a replica is as far behind as the oldest sample its replayed position has not reached.
 * More than `maxLagMs` behind, or not answering, and it is skipped until it catches up.
 * `waitReadable()` lets the live channel announce a block only once the replicas in use hold it.
 */
import { redactRpcUrl } from '@explorer/core';
import {
  Kysely,
  PostgresAdapter,
  PostgresDialect,
  PostgresIntrospector,
  PostgresQueryCompiler,
  type CompiledQuery,
  type DatabaseConnection,
  type Dialect,
  type Driver,
  type QueryResult,
  type TransactionSettings,
} from 'kysely';
import pg from 'pg';
import type { DB } from './schema';

export interface ReplicaStatus {
  /** scheme, host and port only */
  url: string;
  state: 'ok' | 'behind' | 'unreachable';
  /** ms behind the primary (null: not measured yet, or unreachable) */
  lagMs: number | null;
}

export interface ReadReplicas {
  /** reads of chain data: a usable replica, else the primary */
  db: Kysely<DB>;
  status(): ReplicaStatus[];
  /** resolves once every usable replica has replayed what the primary has committed now (at most maxLagMs; one that does not is skipped) */
  waitReadable(): Promise<void>;
  /** stops the monitor and closes the replicas' pools (not the primary's) */
  close(): Promise<void>;
}

interface Replica {
  name: string;
  pool: pg.Pool;
  driver: Driver;
  lagMs: number | null;
  reachable: boolean;
}

const POLL_MS = 500;
const WAIT_POLL_MS = 10;

/** a WAL position ('16/B374D848') as a number of bytes */
function lsnOf(text: string | null | undefined): bigint | null {
  const m = /^([0-9A-F]+)\/([0-9A-F]+)$/i.exec(text ?? '');
  return m ? (BigInt(`0x${m[1]}`) << 32n) | BigInt(`0x${m[2]}`) : null;
}

/** the error of a connection that went away (refused, reset, the server shutting down), not of the query */
function isConnectionLost(e: unknown): boolean {
  const code = (e as { code?: unknown } | null)?.code;
  if (typeof code === 'string' && (/^(08|57P0)/.test(code) || ['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'ENOTFOUND'].includes(code))) return true;
  return e instanceof Error && /Connection terminated|connection timeout|Client has encountered a connection error/i.test(e.message);
}

export function openReadReplicas(opts: {
  primary: pg.Pool;
  urls: readonly string[];
  maxLagMs: number;
  poolSize: number;
  types: pg.CustomTypesConfig;
  onConnect?: (client: pg.PoolClient) => void;
}): ReadReplicas {
  const primaryDriver = new PostgresDialect({ pool: opts.primary }).createDriver();
  const replicas: Replica[] = opts.urls.map((url) => {
    const pool = new pg.Pool({ connectionString: url, max: opts.poolSize, types: opts.types, connectionTimeoutMillis: 2000 });
    pool.on('error', () => {});
    if (opts.onConnect) pool.on('connect', opts.onConnect);
    return { name: redactRpcUrl(url), pool, driver: new PostgresDialect({ pool }).createDriver(), lagMs: null, reachable: false };
  });
  const usable = (r: Replica) => r.reachable && r.lagMs !== null && r.lagMs <= opts.maxLagMs;
  let turn = 0;
  function pick(): Replica | null {
    for (let i = 0; i < replicas.length; i++) {
      const r = replicas[(turn + i) % replicas.length]!;
      if (usable(r)) {
        turn = (turn + i + 1) % replicas.length;
        return r;
      }
    }
    return null;
  }

  // the primary's WAL position over time: [ms, position]
  const samples: [number, bigint][] = [];
  async function samplePrimary(): Promise<bigint | null> {
    const { rows } = await opts.primary.query<{ lsn: string }>('SELECT pg_current_wal_lsn()::text AS lsn');
    const lsn = lsnOf(rows[0]?.lsn);
    if (lsn === null) return null;
    const now = Date.now();
    samples.push([now, lsn]);
    while (samples.length > 2 && samples[1]![0] < now - opts.maxLagMs - 10_000) samples.shift();
    return lsn;
  }
  async function replayed(r: Replica): Promise<bigint | null> {
    const { rows } = await r.pool.query<{ lsn: string | null }>({ text: 'SELECT pg_last_wal_replay_lsn()::text AS lsn', query_timeout: 2000 } as pg.QueryConfig);
    return lsnOf(rows[0]?.lsn);
  }
  async function measure(r: Replica): Promise<void> {
    try {
      const at = await replayed(r);
      r.reachable = at !== null;
      if (at === null) return;
      const now = Date.now();
      // behind by the age of the oldest primary position it has not reached
      const missed = samples.find(([, lsn]) => lsn > at);
      r.lagMs = missed ? now - missed[0] : 0;
    } catch {
      r.reachable = false;
      r.lagMs = null;
    }
  }
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  const poll = async () => {
    try {
      await samplePrimary();
    } catch {
      /* the primary's own health is /api/health's database check */
    }
    await Promise.all(replicas.map(measure));
    if (!stopped) timer = setTimeout(() => void poll(), POLL_MS);
  };
  void poll();

  const dialect: Dialect = {
    createAdapter: () => new PostgresAdapter(),
    createDriver: () => new RoutingDriver(primaryDriver, pick, (r) => ((r.reachable = false), (r.lagMs = null))),
    createQueryCompiler: () => new PostgresQueryCompiler(),
    createIntrospector: (db) => new PostgresIntrospector(db),
  };
  const db = new Kysely<DB>({ dialect });

  return {
    db,
    status: () => replicas.map((r) => ({ url: r.name, state: !r.reachable ? 'unreachable' : usable(r) ? 'ok' : 'behind', lagMs: r.reachable ? r.lagMs : null })),
    async waitReadable() {
      const target = await samplePrimary().catch(() => null);
      if (target === null) return;
      const until = Date.now() + opts.maxLagMs;
      await Promise.all(
        replicas.filter(usable).map(async (r) => {
          for (;;) {
            const at = await replayed(r).catch(() => null);
            if (at !== null && at >= target) return;
            if (at === null || Date.now() >= until) {
              await measure(r); // behind or gone: skipped from now on until it catches up
              if (at !== null && Date.now() >= until) r.lagMs = Math.max(r.lagMs ?? 0, opts.maxLagMs + 1);
              return;
            }
            await new Promise((resolve) => setTimeout(resolve, WAIT_POLL_MS));
          }
        }),
      );
    },
    async close() {
      stopped = true;
      clearTimeout(timer);
      await Promise.all(replicas.map((r) => r.pool.end().catch(() => {})));
    },
  };
}

/** Each connection from a usable replica, else from the primary; a lost replica connection's query runs again on the primary. */
class RoutingDriver implements Driver {
  constructor(
    private readonly primary: Driver,
    private readonly pick: () => Replica | null,
    private readonly lost: (r: Replica) => void,
  ) {}

  async init(): Promise<void> {
    await this.primary.init();
  }

  async acquireConnection(): Promise<DatabaseConnection> {
    const r = this.pick();
    if (r) {
      try {
        if (!initialized.has(r.driver)) {
          await r.driver.init();
          initialized.add(r.driver);
        }
        return new RoutedConnection(await r.driver.acquireConnection(), r, this);
      } catch (e) {
        // gone: skipped until the monitor finds it again; busy (no pooled connection within the
        // pool's wait, 2 s): this query goes to the primary, the replica stays in turn
        if (isConnectionLost(e)) this.lost(r);
      }
    }
    return new RoutedConnection(await this.primary.acquireConnection(), null, this);
  }

  /** the same query on a primary connection (a replica's was lost) */
  async onPrimary<R>(query: CompiledQuery, r: Replica): Promise<QueryResult<R>> {
    this.lost(r);
    const c = await this.primary.acquireConnection();
    try {
      return await c.executeQuery<R>(query);
    } finally {
      await this.primary.releaseConnection(c);
    }
  }

  private driverOf(c: DatabaseConnection): { driver: Driver; inner: DatabaseConnection } {
    const routed = c as RoutedConnection;
    return { driver: routed.replica ? routed.replica.driver : this.primary, inner: routed.inner };
  }

  beginTransaction(c: DatabaseConnection, settings: TransactionSettings): Promise<void> {
    const { driver, inner } = this.driverOf(c);
    return driver.beginTransaction(inner, settings);
  }
  commitTransaction(c: DatabaseConnection): Promise<void> {
    const { driver, inner } = this.driverOf(c);
    return driver.commitTransaction(inner);
  }
  rollbackTransaction(c: DatabaseConnection): Promise<void> {
    const { driver, inner } = this.driverOf(c);
    return driver.rollbackTransaction(inner);
  }
  releaseConnection(c: DatabaseConnection): Promise<void> {
    const { driver, inner } = this.driverOf(c);
    return driver.releaseConnection(inner);
  }
  /** the primary's pool belongs to the primary's handle; the replicas' pools to ReadReplicas.close */
  async destroy(): Promise<void> {}
}

const initialized = new WeakSet<Driver>();

class RoutedConnection implements DatabaseConnection {
  constructor(
    readonly inner: DatabaseConnection,
    readonly replica: Replica | null,
    private readonly router: RoutingDriver,
  ) {}

  async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    try {
      return await this.inner.executeQuery<R>(query);
    } catch (e) {
      if (this.replica && isConnectionLost(e)) return this.router.onPrimary<R>(query, this.replica);
      throw e;
    }
  }

  streamQuery<R>(query: CompiledQuery, chunkSize?: number): AsyncIterableIterator<QueryResult<R>> {
    return this.inner.streamQuery<R>(query, chunkSize);
  }
}
