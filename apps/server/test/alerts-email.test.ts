/**
 * Alert e-mails end to end, on PGlite and PostgreSQL: a local SMTP server started here (with a login),
 * an Anvil devnet, the indexer and the real server. A user saves an address and turns e-mail
 * notifications on; a devnet transfer to the address is indexed, the server's alert worker (fed by the
 * live channel's NOTIFY) records it and the SMTP server receives an e-mail to the user's address naming
 * the amount and the transaction hash, and GET /api/user/alerts lists it. Restart safety: an alert found
 * while the SMTP server is unreachable stays in the outbox (the failure stored and logged without the
 * SMTP password) and is e-mailed by the next server process, together with a transfer indexed while no
 * server ran (the worker catches up from its cursor).
 */
import type { AddressInfo } from 'node:net';
import { createServer } from 'node:net';
import { CHAINS, createLogger, loadConfig, type Config } from '@explorer/core';
import type { Database } from '@explorer/db';
import { openTestDatabase, TEST_ENGINES, type TestDatabase } from '@explorer/db/testing';
import { devAccounts, startAnvil, type AnvilNode } from '@explorer/devnet';
import { createIndexer } from '@explorer/indexer';
import type { FastifyInstance } from 'fastify';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { createPublicClient, createWalletClient, http, parseEther, type Hex } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer } from '../src';
import { call, signUp, UNLIMITED_AUTH } from './support/server';

type Json = Record<string, any>;

const SMTP_USER = 'alerts-sender';
const SMTP_PASSWORD = 'smtp-Pa55-' + 'q7'.repeat(6);
const PUBLIC_URL = 'https://explorer.test';
const WATCHER = 'watcher@example.org';
const silent = createLogger('alerts-test', 'silent');

interface Received {
  rcpt: string[];
  mail: ParsedMail;
}

async function startSmtp() {
  const received: Received[] = [];
  const smtp = new SMTPServer({
    allowInsecureAuth: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onAuth(auth, _session, done) {
      if (auth.username === SMTP_USER && auth.password === SMTP_PASSWORD) done(null, { user: SMTP_USER });
      else done(new Error('invalid login'));
    },
    onData(stream, session, done) {
      simpleParser(stream).then(
        (mail) => {
          received.push({ rcpt: session.envelope.rcptTo.map((r) => r.address), mail });
          done();
        },
        (err: Error) => done(err),
      );
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const port = (smtp.server.address() as AddressInfo).port;
  return { received, url: `smtp://${SMTP_USER}:${SMTP_PASSWORD}@127.0.0.1:${port}`, close: () => new Promise<void>((r) => smtp.close(() => r())) };
}

/** a port nothing listens on */
async function closedPort(): Promise<number> {
  const s = createServer();
  await new Promise<void>((r) => s.listen(0, '127.0.0.1', r));
  const port = (s.address() as AddressInfo).port;
  await new Promise<void>((r) => s.close(() => r()));
  return port;
}

/** Polls until `probe` gives a value (the work is asynchronous: NOTIFY, worker, SMTP); never asserts a time. */
async function waitFor<T>(what: string, probe: () => Promise<T | undefined | null | false> | T | undefined | null | false): Promise<T> {
  const end = Date.now() + 90_000;
  for (;;) {
    const value = await probe();
    if (value !== undefined && value !== null && value !== false) return value;
    if (Date.now() > end) throw new Error(`gave up waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

async function serve(database: Database, config: Partial<Config>, lines?: string[]): Promise<{ app: FastifyInstance; url: string }> {
  const logger = lines ? createLogger('alerts-test', 'info', { write: (s: string) => void lines.push(s) }) : silent;
  const app = await buildServer({
    database,
    config: { ...loadConfig({}), authLimits: UNLIMITED_AUTH, ...config },
    logger,
    responseCache: { enabled: false },
    // no timer rounds: what happens comes from the live channel's events and the start's catch-up
    alerts: { tickMs: 3_600_000, retryBaseMs: 50 },
  });
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  return { app, url };
}

describe.each(TEST_ENGINES)('alert e-mails for saved addresses, %s', (engine) => {
  let anvil: AnvilNode;
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let t: TestDatabase;
  let server: { app: FastifyInstance; url: string } | null = null;
  const recipient = ('0x' + engine.padEnd(40, '7').replace(/[^0-9a-f]/g, 'e')).toLowerCase() as Hex;
  let wallet: ReturnType<typeof createWalletClient>;
  let client: ReturnType<typeof createPublicClient>;
  let token: string;
  let firstHash: Hex;

  const index = async (height: bigint) =>
    createIndexer({ database: t.database, chain: CHAINS.eth, rpcUrl: anvil.rpcUrl, logger: silent, stopAtHeight: Number(height), decodeWorkers: 0 }).run();
  const transfer = async (ether: string) => {
    const hash = await wallet.sendTransaction({ account: devAccounts(1)[0]!, chain: null, to: recipient, value: parseEther(ether) });
    const receipt = await client.waitForTransactionReceipt({ hash, pollingInterval: 50 });
    return { hash, height: receipt.blockNumber };
  };
  const mailsWith = (text: string) => smtp.received.filter((r) => r.mail.text?.includes(text));
  const alertRow = (txid: string) => t.database.db.selectFrom('address_alerts').selectAll().where('txid', '=', txid).executeTakeFirst();

  beforeAll(async () => {
    [anvil, smtp, t] = await Promise.all([startAnvil({ chainId: 1 }), startSmtp(), openTestDatabase(engine)]);
    wallet = createWalletClient({ account: devAccounts(1)[0]!, transport: http(anvil.rpcUrl) });
    client = createPublicClient({ transport: http(anvil.rpcUrl) });
  });
  afterAll(async () => {
    await server?.app.close();
    await Promise.all([anvil?.stop(), smtp?.close()]);
    await t?.drop();
  });

  it('e-mails the user when a saved address receives a devnet transfer, and lists the alert', async () => {
    server = await serve(t.database, { smtpUrl: smtp.url, publicUrl: PUBLIC_URL });
    await index(await client.getBlockNumber());
    // the worker starts its eth cursor at what is committed when it first sees the chain
    await waitFor('the alert cursor', () => t.database.db.selectFrom('address_alert_cursors').select('height').where('chain', '=', 'eth').executeTakeFirst());

    token = await signUp(server.url, `alerts-${engine}`);
    expect((await call(server.url, '/api/user/addresses', { method: 'POST', token, json: { chain: 'eth', address: recipient, label: 'cold wallet' } })).status).toBe(200);
    const put = await call(server.url, '/api/user/settings', { method: 'PUT', token, json: { emailNotifications: true, emailAddress: WATCHER, language: 'en-US' } });
    expect(put.status, put.text).toBe(200);

    const { hash, height } = await transfer('1.5');
    firstHash = hash;
    await index(height);

    const got = await waitFor('the alert e-mail', () => mailsWith(hash)[0]);
    expect(got.rcpt).toEqual([WATCHER]);
    expect(got.mail.subject).toBe('Address alert: cold wallet received 1.5 ETH');
    expect(got.mail.text).toContain(`cold wallet (${recipient}) received 1.5 ETH on Ethereum in block ${height}`);
    expect(got.mail.text).toContain(`Transaction: ${hash}`);
    expect(got.mail.text).toContain(`${PUBLIC_URL}/eth/blocks/${height}`);

    const listed = await waitFor('the alert marked e-mailed', async () => {
      const r = await call<Json[]>(server!.url, '/api/user/alerts', { token });
      return r.body.data[0]?.emailed ? r.body.data : undefined;
    });
    expect(listed).toEqual([
      {
        id: expect.any(Number),
        chain: 'eth',
        address: recipient,
        label: 'cold wallet',
        txid: hash,
        block_height: Number(height),
        direction: 'in',
        amount: '1500000000000000000',
        token: null,
        created_at: expect.any(String),
        emailed: true,
      },
    ]);
    expect((await call<Json[]>(server.url, `/api/user/alerts?after=${listed[0]!.id}`, { token })).body.data).toEqual([]);
    // the sender (a dev account nobody saved) and other users see nothing
    const other = await signUp(server.url, `alerts-other-${engine}`);
    expect((await call<Json[]>(server.url, '/api/user/alerts', { token: other })).body.data).toEqual([]);
  });

  it('refuses a bad query naming the field, and guests', async () => {
    const bad = await call(server!.url, '/api/user/alerts?limit=0', { token });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain('limit');
    expect((await call(server!.url, '/api/user/alerts?after=-1', { token })).status).toBe(400);
    expect((await call(server!.url, '/api/user/alerts')).status).toBe(401);
  });

  it('keeps an alert found while the SMTP server is unreachable and e-mails it after a restart', async () => {
    await server!.app.close();
    const lines: string[] = [];
    const deadUrl = `smtp://${SMTP_USER}:${SMTP_PASSWORD}@127.0.0.1:${await closedPort()}`;
    server = await serve(t.database, { smtpUrl: deadUrl, publicUrl: PUBLIC_URL }, lines);
    const second = await transfer('0.25');
    await index(second.height);
    const failed = await waitFor('a failed attempt', async () => {
      const row = await alertRow(second.hash);
      return row?.email_error ? row : undefined;
    });
    expect(failed.emailed_at).toBeNull();
    expect(failed.email_error).toMatch(/ECONNREFUSED|ESOCKET|ECONNECTION/);
    await waitFor('the failure logged', () => lines.some((l) => l.includes('alerts: e-mail not sent')));
    await server.app.close(); // the process goes away with the e-mail unsent
    server = null;
    for (const text of [failed.email_error!, ...lines]) {
      expect(text).not.toContain(SMTP_PASSWORD);
      expect(text).not.toContain(deadUrl);
    }

    // a transfer indexed while no server runs: found by the next process's catch-up
    const third = await transfer('0.1');
    await index(third.height);
    expect(await alertRow(third.hash)).toBeUndefined();

    server = await serve(t.database, { smtpUrl: smtp.url, publicUrl: PUBLIC_URL });
    await waitFor('both e-mails', () => mailsWith(second.hash).length > 0 && mailsWith(third.hash).length > 0);
    const mail = mailsWith(second.hash)[0]!;
    expect(mail.rcpt).toEqual([WATCHER]);
    expect(mail.mail.text).toContain('0.25 ETH');
    expect(mailsWith(third.hash)[0]!.mail.text).toContain('0.1 ETH');
    await waitFor('the outbox empty', async () => {
      const rows = await t.database.db.selectFrom('address_alerts').select('emailed_at').execute();
      return rows.every((r) => r.emailed_at !== null);
    });
    // each alert was e-mailed once
    for (const h of [firstHash, second.hash, third.hash]) expect(mailsWith(h)).toHaveLength(1);
  });
});
