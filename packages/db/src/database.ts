/**
 * One database handle over either engine: embedded PGlite (default, files in a data directory) or a
 * PostgreSQL server (DATABASE_URL). Both give a Kysely instance with the same schema types, raw SQL,
 * and LISTEN/NOTIFY for the live channel. Type parsing is the same on both: BIGINT → number (heights,
 * counts), NUMERIC → decimal string (amounts), BYTEA → '0x…' hex text (hashes, addresses; written as
 * '\\x…' text, see bytea.ts), so callers never see an engine difference.
 */
import { mkdirSync } from 'node:fs';
import { PGlite, types } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { PGliteDialect } from './pglite-dialect';
import { restrictToOwner } from './private-files';
import { openReadReplicas, type ReadReplicas } from './replicas';
import type { DB } from './schema';

export type Engine = 'pglite' | 'postgres';

export interface Database {
  engine: Engine;
  db: Kysely<DB>;
  /** Subscribes to a NOTIFY channel; returns a function that unsubscribes. */
  listen(channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>>;
  /** connection pool figures (PostgreSQL); PGlite is one in-process connection and has none */
  poolStats(): PoolStats | null;
  /** PGlite only: its data directory as a tar (the dump `load` opens) */
  dumpDataDir?(): Promise<Blob>;
  /** PostgreSQL with DATABASE_READ_URL: reads of chain data from the replicas (replicas.ts) */
  replicas?: ReadReplicas;
  close(): Promise<void>;
}

export interface PoolStats {
  total: number;
  idle: number;
  waiting: number;
  max: number;
}

export interface DatabaseOptions {
  /** postgres://… ; when absent, PGlite is used */
  databaseUrl?: string;
  /** PGlite data directory; 'memory://' for an in-memory database */
  dataDir?: string;
  /** pool size for PostgreSQL */
  poolSize?: number;
  /** PGlite: start from this dump of a data directory (dumpDataDir) instead of an empty one */
  load?: Blob;
  /** PostgreSQL: streaming replicas that serve reads of chain data (DATABASE_READ_URL) */
  readUrls?: readonly string[];
  /** a replica further behind than this is skipped (REPLICA_MAX_LAG; default 5 s) */
  replicaMaxLagMs?: number;
}

const { INT8, NUMERIC, BYTEA, TEXT } = types;
const parseInt8 = (v: string) => Number(v);
/** BYTEA arrives in PostgreSQL's hex output ('\\x…'): read as '0x…', the form the EVM wire shows; other families re-encode it */
const parseBytea = (v: string) => `0x${v.slice(2)}`;
/**
 * PGlite sends a parameter its serializer turns into bytes in PostgreSQL's binary format and a string
 * as text, measuring the string's UTF-8 length in a JavaScript loop, twice. So raw bytes for a BYTEA
 * go as they are (bytearecv copies them; as '\\x…' text they would be twice the size and hex-decoded),
 * and a long text (a batch's comma-joined column: megabytes) goes as its UTF-8 bytes, encoded natively
 * (textrecv reads the same characters). '\\x…' strings and short texts go as text, as before.
 */
const serializeBytea = (v: unknown) => (typeof v === 'string' ? v : v instanceof Uint8Array ? v : Buffer.from(v as ArrayBuffer));
const LONG_TEXT = 4096;
const textDefault = types.serializers[TEXT]!;
const serializeText = (v: unknown) => (typeof v === 'string' && v.length >= LONG_TEXT ? Buffer.from(v, 'utf8') : textDefault(v));

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.readUrls?.length && !options.databaseUrl) throw new Error('read replicas (DATABASE_READ_URL) need a PostgreSQL primary (DATABASE_URL)');
  return options.databaseUrl
    ? openPostgres(options.databaseUrl, options.poolSize ?? 10, options.readUrls ?? [], options.replicaMaxLagMs ?? 5000)
    : openPGlite(options.dataDir, options.load);
}

async function openPGlite(dataDir = 'memory://', load?: Blob): Promise<Database> {
  const onDisk = !dataDir.startsWith('memory://');
  if (onDisk) mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const client = await PGlite.create(dataDir, {
    // the extensions the migrations create (PGlite ships each contrib module as its own import)
    extensions: { pg_trgm },
    ...(load ? { loadDataDir: load } : {}),
    parsers: { [INT8]: parseInt8, [NUMERIC]: (v: string) => v, [BYTEA]: parseBytea },
    // a BYTEA parameter: '\\x…' text (bytea()) as node-postgres sends it, or raw bytes in the binary format
    // (PGlite types a serializer as returning a string; its Bind message writes an ArrayBuffer view as a
    // binary-format value: database.test.ts checks the values that arrive)
    serializers: { [BYTEA]: serializeBytea, [TEXT]: serializeText } as unknown as Record<number, (v: unknown) => string>,
  });
  // its files hold every row: owner only (PGlite sets modes of its own, see private-files.ts); the
  // files PostgreSQL creates while running are 0600 already, pg_internal.init is written at startup
  if (onDisk) await restrictToOwner(dataDir);
  const db = new Kysely<DB>({ dialect: new PGliteDialect(client) });
  return {
    engine: 'pglite',
    db,
    poolStats: () => null,
    dumpDataDir: () => client.dumpDataDir('none'),
    async listen(channel, onPayload) {
      const unsub = await client.listen(channel, onPayload);
      return async () => unsub();
    },
    async close() {
      await db.destroy();
      await client.close();
      if (onDisk) await restrictToOwner(dataDir);
    },
  };
}

async function openPostgres(url: string, max: number, readUrls: readonly string[], replicaMaxLagMs: number): Promise<Database> {
  const typeParsers = {
    getTypeParser: (oid: number, format?: 'text' | 'binary') => {
      if (oid === INT8) return parseInt8;
      if (oid === NUMERIC) return (v: string) => v;
      if (oid === BYTEA) return parseBytea;
      return pg.types.getTypeParser(oid, format);
    },
  };
  const pool = new pg.Pool({ connectionString: url, max, types: typeParsers });
  pool.on('error', () => {}); // idle client errors surface on the next query
  // No JIT: the explorer's queries are index probes of a few pages, but on a large chain the planner's
  // cost of a probe per block of an unnest()ed list passes jit_above_cost and each run spent ~55 ms
  // compiling for a 1 ms execution (a block's transactions CSV at 10M transactions). Per session,
  // as a connection opens (pg runs it before any query of that client; a pooler passes a SET through).
  const onConnect = (client: pg.PoolClient) => {
    // a connection the server ends (a restart, a replica stopped) while checked out between queries
    // emits 'error' with no listener of the pool's: it would end the process; the next query on it fails instead
    client.on('error', () => {});
    void client.query('SET jit = off').catch(() => {});
  };
  pool.on('connect', onConnect);
  const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool }) });
  const listeners = new Set<{ stop(): Promise<void> }>();
  const replicas = readUrls.length > 0 ? openReadReplicas({ primary: pool, urls: readUrls, maxLagMs: replicaMaxLagMs, poolSize: max, types: typeParsers, onConnect }) : undefined;
  return {
    engine: 'postgres',
    db,
    ...(replicas ? { replicas } : {}),
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount, max }),
    async listen(channel, onPayload) {
      const listener = await listenWithReconnect(url, typeParsers, channel, onPayload);
      listeners.add(listener);
      return async () => {
        listeners.delete(listener);
        await listener.stop();
      };
    },
    async close() {
      await Promise.all([...listeners].map((l) => l.stop()));
      await replicas?.db.destroy();
      await replicas?.close();
      await db.destroy();
    },
  };
}

/**
 * A dedicated connection that LISTENs on one channel and, when the connection drops (server
 * restart, network), reconnects with backoff and LISTENs again, so live events resume by themselves.
 */
async function listenWithReconnect(
  url: string,
  types: pg.CustomTypesConfig,
  channel: string,
  onPayload: (payload: string) => void,
): Promise<{ stop(): Promise<void> }> {
  let client: pg.Client | null = null;
  let stopped = false;
  let retryTimer: NodeJS.Timeout | undefined;

  const connect = async (): Promise<void> => {
    const c = new pg.Client({ connectionString: url, types });
    c.on('notification', (msg) => {
      if (msg.channel === channel && msg.payload !== undefined) onPayload(msg.payload);
    });
    const onLost = () => {
      if (client !== c || stopped) return;
      client = null;
      c.end().catch(() => {});
      scheduleReconnect(250);
    };
    c.on('error', onLost);
    c.on('end', onLost);
    await c.connect();
    await c.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    client = c;
  };

  const scheduleReconnect = (delay: number) => {
    retryTimer = setTimeout(() => {
      if (stopped) return;
      connect().catch(() => scheduleReconnect(Math.min(delay * 2, 10_000)));
    }, delay);
  };

  await connect();
  return {
    async stop() {
      stopped = true;
      clearTimeout(retryTimer);
      const c = client;
      client = null;
      await c?.end().catch(() => {});
    },
  };
}
