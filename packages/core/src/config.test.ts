import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ENV_KEYS, loadConfig } from './config';
import { redactRpcUrl, redactRpcUrls } from './rpc-urls';

describe('loadConfig', () => {
  it('works with no configuration at all (zero-config defaults)', () => {
    const c = loadConfig({});
    expect(c.port).toBe(8080);
    expect(c.databaseUrl).toBeUndefined();
    expect(c.dataDir).toBe('./data');
    expect(c.rpcUrls).toEqual({});
    expect(c.logFormat).toBe('auto');
    expect(c.devnetBlockTime).toBeUndefined();
    expect(loadConfig({ DEVNET_BLOCK_TIME: '1' }).devnetBlockTime).toBe(1);
    expect(c.decodeWorkers).toBeUndefined();
    expect(loadConfig({ INDEXER_DECODE_WORKERS: '0' }).decodeWorkers).toBe(0);
    expect(c.solVoteDetail).toBe('compact');
    expect(loadConfig({ SOL_VOTE_DETAIL: 'full' }).solVoteDetail).toBe('full');
    expect(c.smtpUrl).toBeUndefined();
    expect(loadConfig({ SMTP_URL: 'smtps://u:p@mail.example.com:465', EXPLORER_PUBLIC_URL: 'https://x.example/' })).toMatchObject({
      smtpUrl: 'smtps://u:p@mail.example.com:465',
      smtpFrom: 'alerts@localhost',
      publicUrl: 'https://x.example',
    });
    expect(c.metrics).toEqual({ public: false, token: undefined });
    expect(loadConfig({ METRICS_PUBLIC: '1', METRICS_TOKEN: 't'.repeat(32) }).metrics).toEqual({ public: true, token: 't'.repeat(32) });
  });

  it('maps each chain RPC variable through the registry', () => {
    const c = loadConfig({ ETH_RPC_URL: 'http://127.0.0.1:8545', BSC_RPC_URL: ' ', PORT: '9000' });
    expect(c.rpcUrls).toEqual({ eth: 'http://127.0.0.1:8545' });
    expect(c.port).toBe(9000);
  });

  it('takes several providers per chain, comma-separated in order of preference, and a calls-per-second cap per URL', () => {
    const c = loadConfig({ ETH_RPC_URL: ' https://eth.a.example/v2/KEY , http://127.0.0.1:8545 ', ETH_RPC_RPS: '25', SOL_RPC_RPS: '2.5' });
    expect(c.rpcUrls).toEqual({ eth: 'https://eth.a.example/v2/KEY,http://127.0.0.1:8545' });
    expect(c.rpcRps).toEqual({ eth: 25, sol: 2.5 });
    expect(() => loadConfig({ ETH_RPC_URL: 'https://a.example,ftp://b.example' })).toThrow(/ETH_RPC_URL.*entry 2 is not an http\(s\) URL/);
    expect(() => loadConfig({ BTC_RPC_URL: 'http://a.example,nope' })).toThrow(/BTC_RPC_URL.*entry 2 is not a URL/);
    expect(() => loadConfig({ ETH_RPC_RPS: '0' })).toThrow(/ETH_RPC_RPS/);
    expect(() => loadConfig({ BSC_RPC_RPS: 'fast' })).toThrow(/BSC_RPC_RPS/);
  });

  it('takes read replicas only beside a PostgreSQL primary, and a lag bound in seconds', () => {
    const c = loadConfig({ DATABASE_URL: 'postgres://p@db1/x', DATABASE_READ_URL: 'postgres://r@db2/x, postgresql://r@db3/x', REPLICA_MAX_LAG: '2.5' });
    expect(c.databaseReadUrls).toEqual(['postgres://r@db2/x', 'postgresql://r@db3/x']);
    expect(c.replicaMaxLagMs).toBe(2500);
    expect(loadConfig({}).databaseReadUrls).toEqual([]);
    expect(loadConfig({}).replicaMaxLagMs).toBe(5000);
    expect(() => loadConfig({ DATABASE_READ_URL: 'postgres://r@db2/x' })).toThrow(/DATABASE_READ_URL.*DATABASE_URL/);
    expect(() => loadConfig({ DATABASE_URL: 'postgres://p@db1/x', DATABASE_READ_URL: 'postgres://r@db2/x,http://db3' })).toThrow(/DATABASE_READ_URL.*entry 2/);
    expect(() => loadConfig({ REPLICA_MAX_LAG: '0' })).toThrow(/REPLICA_MAX_LAG/);
  });

  it('takes the proxies to trust as addresses / CIDR ranges or a hop count', () => {
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1,::1' }).trustProxy).toBe('10.0.0.0/8,127.0.0.1,::1');
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({}).trustProxy).toBeUndefined();
    for (const bad of ['yes', '10.0.0.0/33', '300.1.1.1', '0']) expect(() => loadConfig({ TRUST_PROXY: bad })).toThrow(/TRUST_PROXY/);
  });

  it('prints a provider URL without its path, query or credentials (where API keys live)', () => {
    expect(redactRpcUrl('https://eth-mainnet.g.alchemy.com/v2/SECRETKEY')).toBe('https://eth-mainnet.g.alchemy.com/…');
    expect(redactRpcUrl('http://user:pass@10.0.0.5:8332')).toBe('http://10.0.0.5:8332');
    expect(redactRpcUrl('https://rpc.example?apikey=SECRET')).toBe('https://rpc.example/…');
    expect(redactRpcUrls('https://a.example/k1,http://127.0.0.1:8545')).toBe('https://a.example/…, http://127.0.0.1:8545');
  });

  it('names the variable that is wrong', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ ETH_RPC_URL: 'not a url' })).toThrow(/ETH_RPC_URL/);
    expect(() => loadConfig({ JWT_SECRET: 'short' })).toThrow(/JWT_SECRET/);
    expect(() => loadConfig({ LOG_FORMAT: 'xml' })).toThrow(/LOG_FORMAT/);
    expect(() => loadConfig({ DEVNET_BLOCK_TIME: '0' })).toThrow(/DEVNET_BLOCK_TIME/);
    expect(() => loadConfig({ INDEXER_DECODE_WORKERS: '-1' })).toThrow(/INDEXER_DECODE_WORKERS/);
    expect(() => loadConfig({ SOL_VOTE_DETAIL: 'all' })).toThrow(/SOL_VOTE_DETAIL/);
    expect(() => loadConfig({ SMTP_URL: 'http://mail.example.com' })).toThrow(/SMTP_URL/);
    expect(() => loadConfig({ SMTP_URL: 'smtp://' })).toThrow(/SMTP_URL/);
    expect(() => loadConfig({ EXPLORER_PUBLIC_URL: 'explorer' })).toThrow(/EXPLORER_PUBLIC_URL/);
    expect(() => loadConfig({ METRICS_PUBLIC: 'yes' })).toThrow(/METRICS_PUBLIC/);
    expect(() => loadConfig({ METRICS_TOKEN: 'short' })).toThrow(/METRICS_TOKEN/);
    // the message names the variable, never its value (it may hold a password)
    expect(() => loadConfig({ SMTP_URL: 'smtp//user:hunter22@mail' })).toThrow(/^(?!.*hunter22)/);
  });
});

describe('.env.example', () => {
  const text = readFileSync(new URL('../../../.env.example', import.meta.url), 'utf8');
  const listed = [...text.matchAll(/^#?\s*([A-Z][A-Z0-9_]+)=/gm)].map((m) => m[1]);

  it('lists every setting the configuration reads, and nothing else', () => {
    expect([...listed].sort()).toEqual([...ENV_KEYS].sort());
  });

  it('holds values the configuration accepts', () => {
    const env = Object.fromEntries([...text.matchAll(/^([A-Z][A-Z0-9_]+)=(.*)$/gm)].map((m) => [m[1]!, m[2]!]));
    expect(() => loadConfig(env)).not.toThrow();
    expect(loadConfig(env)).toMatchObject({ port: 8080, redisPrefix: 'explorer:', authLimits: { loginPerIp: { max: 20 } } });
  });
});
