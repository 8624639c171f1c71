/**
 * Process configuration from the environment, validated once at start. Every setting has a working
 * zero-config default (embedded PGlite in ./data, local devnets, port 8080).
 */
import { isIP } from 'node:net';
import { z } from 'zod';
import { CHAIN_IDS, CHAINS, type ChainId } from './chains';
import { parseRetention, RETENTION_FORMAT, type Retention } from './retention';
import { rpcUrlListProblem, splitRpcUrls } from './rpc-urls';

const optionalUrl = z
  .string()
  .trim()
  .transform((v) => (v === '' ? undefined : v))
  .pipe(z.string().url().optional())
  .optional();

/** a comma-separated list of URLs, each checked by `problem` (null: fine), stored without spaces */
const urlList = (problem: (list: string) => string | null) =>
  z
    .string()
    .trim()
    .transform((v) => (v === '' ? undefined : v))
    .pipe(
      z
        .string()
        .superRefine((v, ctx) => {
          const p = problem(v);
          if (p) ctx.addIssue({ code: z.ZodIssueCode.custom, message: p });
        })
        .transform((v) => splitRpcUrls(v).join(','))
        .optional(),
    )
    .optional();

/** one node URL, or several providers' comma-separated in order of preference */
const rpcUrlList = urlList((v) => {
  const problem = rpcUrlListProblem(v);
  return problem && `must be one URL or several separated by commas: ${problem}`;
});

/** PostgreSQL servers */
const postgresUrlList = urlList((v) => {
  const urls = splitRpcUrls(v);
  const bad = urls.findIndex((u) => !/^postgres(ql)?:\/\/./.test(u));
  return urls.length === 0 || bad >= 0 ? `must be postgres:// URLs separated by commas${bad >= 0 ? `: entry ${bad + 1} is not` : ''}` : null;
});

/** requests per second the indexer may send to each URL of a chain's RPC setting */
const rpcRps = z
  .string()
  .trim()
  .transform((v) => (v === '' ? undefined : v))
  .pipe(z.string().regex(/^\d{1,6}(\.\d{1,3})?$/, 'must be a number of requests per second').transform(Number).refine((n) => n > 0, 'must be above 0').optional())
  .optional();

const startHeight = z
  .string()
  .trim()
  .transform((v) => (v === '' ? undefined : v))
  .pipe(z.string().regex(/^\d{1,15}$/, 'must be a block height (a whole number ≥ 0)').transform(Number).optional())
  .optional();

const retention = z
  .string()
  .trim()
  .transform((v) => (v === '' ? undefined : v))
  .pipe(z.string().refine((v) => parseRetention(v) !== null, RETENTION_FORMAT).optional())
  .optional();

const partitionSpan = z
  .string()
  .trim()
  .transform((v) => (v === '' ? undefined : v))
  .pipe(z.string().regex(/^[1-9]\d{0,11}$/, 'must be a number of heights per partition (a whole number ≥ 1)').transform(Number).optional())
  .optional();

function isTrustProxy(value: string): boolean {
  if (/^[1-9]$/.test(value)) return true;
  return value.split(',').every((part) => {
    const [address, bits, ...rest] = part.trim().split('/');
    const family = isIP(address ?? '');
    if (family === 0 || rest.length > 0) return false;
    return bits === undefined || (/^\d{1,3}$/.test(bits) && Number(bits) <= (family === 4 ? 32 : 128));
  });
}

function isSmtpUrl(value: string): boolean {
  try {
    const u = new URL(value);
    return (u.protocol === 'smtp:' || u.protocol === 'smtps:') && u.hostname !== '';
  } catch {
    return false;
  }
}

/** The env name of a chain's start height: ETH_START_HEIGHT, … */
export const startHeightEnv = (chain: ChainId) => `${chain.toUpperCase()}_START_HEIGHT`;
/** ETH_RPC_RPS, … */
export const rpcRpsEnv = (chain: ChainId) => `${chain.toUpperCase()}_RPC_RPS`;
/** ETH_RETENTION, … and ETH_PARTITION_SPAN, … */
export const retentionEnv = (chain: ChainId) => `${chain.toUpperCase()}_RETENTION`;
export const partitionSpanEnv = (chain: ChainId) => `${chain.toUpperCase()}_PARTITION_SPAN`;

const schema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().default('0.0.0.0'),
  /**
   * the load balancers in front: their addresses or CIDR ranges, comma-separated, or the number of
   * proxy hops; a request's address is then the client's from X-Forwarded-For (per-address limits).
   * Unset: the connection's address (the balancer's, behind one)
   */
  TRUST_PROXY: z
    .string()
    .trim()
    .transform((v) => (v === '' ? undefined : v))
    .pipe(z.string().refine(isTrustProxy, 'must be a number of proxy hops (1–9) or IP addresses / CIDR ranges separated by commas').optional())
    .optional(),
  DATABASE_URL: optionalUrl,
  /** PostgreSQL streaming replicas that serve reads of chain data, comma-separated (needs DATABASE_URL) */
  DATABASE_READ_URL: postgresUrlList,
  /** seconds a replica may be behind the primary before reads skip it (default 5) */
  REPLICA_MAX_LAG: z
    .string()
    .trim()
    .transform((v) => (v === '' ? undefined : v))
    .pipe(z.string().regex(/^\d{1,4}(\.\d{1,3})?$/, 'must be a number of seconds').transform(Number).refine((n) => n > 0, 'must be above 0').optional())
    .optional(),
  EXPLORER_DATA_DIR: z.string().default('./data'),
  REDIS_URL: optionalUrl,
  /** key prefix of everything this deployment keeps in Redis (several deployments may share one) */
  REDIS_PREFIX: z.string().min(1).max(100).default('explorer:'),
  /** sign-in attempts per minute from one IP address, and for one username from anywhere */
  LOGIN_LIMIT_PER_IP: z.coerce.number().int().min(1).default(20),
  LOGIN_LIMIT_PER_USER: z.coerce.number().int().min(1).default(10),
  /** registrations per hour from one IP address */
  REGISTER_LIMIT_PER_IP: z.coerce.number().int().min(1).default(10),
  JWT_SECRET: z.string().min(32, 'JWT_SECRET must be at least 32 characters').optional(),
  ETH_RPC_URL: rpcUrlList,
  BSC_RPC_URL: rpcUrlList,
  BTC_RPC_URL: rpcUrlList,
  SOL_RPC_URL: rpcUrlList,
  /** per URL of the chain's RPC setting: requests per second (unset: no cap) */
  ETH_RPC_RPS: rpcRps,
  BSC_RPC_RPS: rpcRps,
  BTC_RPC_RPS: rpcRps,
  SOL_RPC_RPS: rpcRps,
  /** first height to index when a chain has no checkpoint (a real node is followed from a recent height) */
  ETH_START_HEIGHT: startHeight,
  BSC_START_HEIGHT: startHeight,
  BTC_START_HEIGHT: startHeight,
  SOL_START_HEIGHT: startHeight,
  /** how much of a chain is kept: the newest N blocks (slots) or a duration (30d, 12h); unset: everything (the Solana devnet: the registry's devnetRetention) */
  ETH_RETENTION: retention,
  BSC_RETENTION: retention,
  BTC_RETENTION: retention,
  SOL_RETENTION: retention,
  /** heights per partition for a chain's first partitions (default: the registry's partitionSpan) */
  ETH_PARTITION_SPAN: partitionSpan,
  BSC_PARTITION_SPAN: partitionSpan,
  BTC_PARTITION_SPAN: partitionSpan,
  SOL_PARTITION_SPAN: partitionSpan,
  /** worker threads that fetch and decode blocks while an indexer backfills (default: cores − 1, 1–4; 0: none) */
  INDEXER_DECODE_WORKERS: z.coerce.number().int().min(0).max(16).optional(),
  /** Solana vote transactions: compact (a row without detail: ~70 % of mainnet) or full (keys, balances, instructions and logs kept like any transaction's) */
  SOL_VOTE_DETAIL: z.enum(['compact', 'full']).default('compact'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** seconds between blocks of the local devnets (default: the chain registry's devnetBlockTime) */
  DEVNET_BLOCK_TIME: z.coerce.number().int().min(1).max(60).optional(),
  /** json: one JSON object per line (for log collectors); pretty: readable lines; auto: pretty on a terminal */
  LOG_FORMAT: z.enum(['auto', 'json', 'pretty']).default('auto'),
  /** smtp(s)://user:pass@host:port of the server that sends alert e-mails; unset: no e-mail is sent */
  SMTP_URL: z
    .string()
    .trim()
    .refine(isSmtpUrl, 'must be an smtp:// or smtps:// URL with a host')
    .optional(),
  /** the From of alert e-mails */
  SMTP_FROM: z.string().trim().min(3).max(200).default('alerts@localhost'),
  /** the explorer's public address (https://explorer.example.com), for links in alert e-mails */
  EXPLORER_PUBLIC_URL: optionalUrl,
  /** 1: the statistics pages are open; 0 or unset: the page guard sends them to the chain home (the spec's default) */
  EXPLORER_STATISTICS: z.enum(['0', '1']).default('0'),
  /** 1: GET /metrics answers anyone; 0 or unset: an administrator's login token or METRICS_TOKEN */
  METRICS_PUBLIC: z.enum(['0', '1']).default('0'),
  /** a bearer token that may read GET /metrics (for a Prometheus scrape job); a secret, never logged */
  METRICS_TOKEN: z.string().min(32, 'METRICS_TOKEN must be at least 32 characters').optional(),
  /** 1: webhooks may point at loopback, private and link-local addresses (tests, a trusted LAN); unset: refused */
  WEBHOOK_ALLOW_PRIVATE: z.enum(['0', '1']).default('0'),
});

export type Env = z.infer<typeof schema>;

/** Every environment setting the explorer reads (documented in .env.example). */
export const ENV_KEYS = Object.keys(schema.shape) as (keyof Env)[];

export interface RateLimit {
  max: number;
  windowMs: number;
}

export interface AuthLimits {
  loginPerIp: RateLimit;
  loginPerUser: RateLimit;
  registerPerIp: RateLimit;
}

export interface Config {
  port: number;
  host: string;
  databaseUrl?: string;
  /** streaming replicas for reads of chain data (DATABASE_READ_URL; none: the primary serves every read) */
  databaseReadUrls: string[];
  /** ms a replica may be behind before reads skip it (REPLICA_MAX_LAG) */
  replicaMaxLagMs: number;
  /** TRUST_PROXY: the proxies whose X-Forwarded-For is believed (addresses/ranges, or a hop count); absent: none */
  trustProxy?: string | number;
  dataDir: string;
  redisUrl?: string;
  redisPrefix: string;
  authLimits: AuthLimits;
  jwtSecret?: string;
  logLevel: Env['LOG_LEVEL'];
  logFormat: Env['LOG_FORMAT'];
  devnetBlockTime?: number;
  /** external node per chain (several providers: comma-separated, in order of preference); absent → the local devnet */
  rpcUrls: Partial<Record<ChainId, string>>;
  /** requests per second per RPC URL of a chain (absent: no cap) */
  rpcRps: Partial<Record<ChainId, number>>;
  /** first height per chain when it has no checkpoint (default 0) */
  startHeights: Partial<Record<ChainId, number>>;
  /** what the indexer keeps per chain (absent: everything) */
  retention: Partial<Record<ChainId, Retention>>;
  /** heights per partition per chain (absent: the registry's partitionSpan) */
  partitionSpans: Partial<Record<ChainId, number>>;
  /** decode worker threads per backfilling indexer (undefined: the indexer's default) */
  decodeWorkers?: number;
  /** what the indexer keeps of a Solana vote transaction */
  solVoteDetail: Env['SOL_VOTE_DETAIL'];
  /** where alert e-mails are sent through (may hold a password: never log it); absent → no e-mail */
  smtpUrl?: string;
  smtpFrom: string;
  /** the explorer's public address for links in e-mails (no trailing slash) */
  publicUrl?: string;
  /** the statistics pages are open (EXPLORER_STATISTICS=1) */
  statistics: boolean;
  /** who may read GET /metrics: anyone (METRICS_PUBLIC=1), else administrators and the bearer of `token` */
  metrics: { public: boolean; token?: string };
  /** webhooks may be sent to loopback, private and link-local addresses (WEBHOOK_ALLOW_PRIVATE=1) */
  webhookAllowPrivate: boolean;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  if (env.DATABASE_READ_URL?.trim() && !env.DATABASE_URL?.trim()) throw new Error('invalid configuration: DATABASE_READ_URL: read replicas need a PostgreSQL primary in DATABASE_URL');
  // an empty variable (KEY=) means unset, as in .env.example
  const parsed = schema.safeParse(Object.fromEntries(Object.entries(env).filter(([, v]) => v !== '')));
  if (!parsed.success) {
    const first = parsed.error.issues[0];
    throw new Error(`invalid configuration: ${first?.path.join('.')}: ${first?.message}`);
  }
  const e = parsed.data;
  const rpcUrls: Partial<Record<ChainId, string>> = {};
  const rpcRpsLimits: Partial<Record<ChainId, number>> = {};
  const startHeights: Partial<Record<ChainId, number>> = {};
  const retentions: Partial<Record<ChainId, Retention>> = {};
  const partitionSpans: Partial<Record<ChainId, number>> = {};
  for (const id of CHAIN_IDS) {
    // a chain on its local devnet (no node configured) keeps the registry's devnet window unless told otherwise
    const keep = (e[retentionEnv(id) as keyof Env] as string | undefined) ?? (rpcUrlOf(e, id) === undefined ? CHAINS[id].devnetRetention : undefined);
    const parsedKeep = keep === undefined ? null : parseRetention(keep);
    if (parsedKeep) retentions[id] = parsedKeep;
    const span = e[partitionSpanEnv(id) as keyof Env];
    if (typeof span === 'number') partitionSpans[id] = span;
    const url = e[CHAINS[id].rpcEnv as keyof Env];
    if (typeof url === 'string') rpcUrls[id] = url;
    const rps = e[rpcRpsEnv(id) as keyof Env];
    if (typeof rps === 'number') rpcRpsLimits[id] = rps;
    const start = e[startHeightEnv(id) as keyof Env];
    if (typeof start === 'number') startHeights[id] = start;
  }
  return {
    port: e.PORT,
    host: e.HOST,
    trustProxy: e.TRUST_PROXY === undefined ? undefined : /^[1-9]$/.test(e.TRUST_PROXY) ? Number(e.TRUST_PROXY) : e.TRUST_PROXY.split(',').map((p) => p.trim()).join(','),
    databaseUrl: e.DATABASE_URL,
    databaseReadUrls: e.DATABASE_READ_URL ? splitRpcUrls(e.DATABASE_READ_URL) : [],
    replicaMaxLagMs: Math.round((e.REPLICA_MAX_LAG ?? 5) * 1000),
    dataDir: e.EXPLORER_DATA_DIR,
    redisUrl: e.REDIS_URL,
    redisPrefix: e.REDIS_PREFIX,
    authLimits: {
      loginPerIp: { max: e.LOGIN_LIMIT_PER_IP, windowMs: 60_000 },
      loginPerUser: { max: e.LOGIN_LIMIT_PER_USER, windowMs: 60_000 },
      registerPerIp: { max: e.REGISTER_LIMIT_PER_IP, windowMs: 3_600_000 },
    },
    jwtSecret: e.JWT_SECRET,
    logLevel: e.LOG_LEVEL,
    logFormat: e.LOG_FORMAT,
    devnetBlockTime: e.DEVNET_BLOCK_TIME,
    decodeWorkers: e.INDEXER_DECODE_WORKERS,
    solVoteDetail: e.SOL_VOTE_DETAIL,
    smtpUrl: e.SMTP_URL,
    smtpFrom: e.SMTP_FROM,
    publicUrl: e.EXPLORER_PUBLIC_URL?.replace(/\/+$/, ''),
    statistics: e.EXPLORER_STATISTICS === '1',
    metrics: { public: e.METRICS_PUBLIC === '1', token: e.METRICS_TOKEN },
    webhookAllowPrivate: e.WEBHOOK_ALLOW_PRIVATE === '1',
    rpcUrls,
    rpcRps: rpcRpsLimits,
    startHeights,
    retention: retentions,
    partitionSpans,
  };
}

function rpcUrlOf(e: Env, id: ChainId): string | undefined {
  const url = e[CHAINS[id].rpcEnv as keyof Env];
  return typeof url === 'string' ? url : undefined;
}
