/**
 * Webhooks over real HTTP, on PGlite and PostgreSQL: a user adds an endpoint (the secret is in the
 * create answer only), a saved address's incoming transfer and a new block are POSTed to a test HTTP
 * server with a valid HMAC-SHA256 signature over "<t>.<body>", the delivery id as idempotency key and
 * the event name; an answer of 500 is retried (quick backoff set by the test) and the log shows the
 * attempts and the last code; a block event seen by two processes is delivered once. Without
 * WEBHOOK_ALLOW_PRIVATE an internal endpoint is refused when saved and, if it got in anyway, when
 * sent. Inputs are checked, another user's webhook is a 404 and an API key needs webhooks:write.
 */
import { createHmac } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { chainKey, type LiveMessage } from '@explorer/core';
import { bytea } from '@explorer/db';
import { TEST_ENGINES } from '@explorer/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, signUp, startTestServer, type TestServer } from './support/server';

interface Received {
  headers: IncomingHttpHeaders;
  body: string;
  answered: number;
}

/** A receiver that answers each delivery id's first `failFirst` POSTs with 500, then 200. */
async function startReceiver(failFirst = 0): Promise<{ url: string; received: Received[]; close(): Promise<void> }> {
  const received: Received[] = [];
  const seen = new Map<string, number>();
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const id = String(req.headers['x-explorer-delivery']);
      const n = (seen.get(id) ?? 0) + 1;
      seen.set(id, n);
      const answered = n <= failFirst ? 500 : 200;
      received.push({ headers: req.headers, body: Buffer.concat(chunks).toString('utf8'), answered });
      res.writeHead(answered, { 'content-type': 'text/plain' }).end(answered === 200 ? 'ok' : 'boom');
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const port = (server.address() as AddressInfo).port;
  return { url: `http://127.0.0.1:${port}/hook?token=abc`, received, close: () => new Promise<void>((r) => server.close(() => r())) };
}

async function waitFor<T>(what: string, probe: () => Promise<T | undefined | null | false> | T | undefined | null | false): Promise<T> {
  const end = Date.now() + 60_000;
  for (;;) {
    const v = await probe();
    if (v !== undefined && v !== null && v !== false) return v;
    if (Date.now() > end) throw new Error(`gave up waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 25));
  }
}

/** the signature header checked as a receiver would: t=<unix>,v1=<hex hmac(secret, "t.body")> */
function verify(secret: string, r: Received): boolean {
  const m = /^t=(\d+),v1=([0-9a-f]{64})$/.exec(String(r.headers['x-explorer-signature']));
  if (!m) return false;
  const expected = createHmac('sha256', secret).update(`${m[1]}.${r.body}`).digest('hex');
  return expected === m[2] && Math.abs(Number(m[1]) - Date.now() / 1000) < 300;
}

const WATCHED = '0x' + 'b7'.repeat(20);
const OTHER = '0x' + 'c3'.repeat(20);
const hash = (n: number) => '0x' + n.toString(16).padStart(64, '0');
const blockEvent = (height: number): LiveMessage => ({ type: 'event', category: 'block', chain: 'eth', data: { action: 'new', height, hash: hash(height) }, timestamp: Date.now() });

describe.each(TEST_ENGINES)('webhooks, %s', (engine) => {
  let s: TestServer;
  let receiver: Awaited<ReturnType<typeof startReceiver>>;
  let token: string;
  let other: string;

  const db = () => s.t.database.db;
  const checkpoint = (height: number) =>
    db()
      .insertInto('sync_checkpoints')
      .values({ chain: 'eth', height, hash: hash(height) })
      .onConflict((oc) => oc.column('chain').doUpdateSet({ height, hash: hash(height) }))
      .execute();
  const tx = (height: number, id: number, value: bigint) =>
    db()
      .insertInto('evm_transactions')
      .values({
        chain: chainKey('eth'), block_height: height, tx_index: 0, hash: bytea(hash(id)), from_addr: bytea(OTHER), to_addr: bytea(WATCHED), value: value.toString(), fee: '0', status: 1,
        nonce: 0, gas_limit: 21000, gas_used: 21000, cumulative_gas_used: 21000, tx_type: 2, effective_gas_price: '0', input: bytea('0x'),
      })
      .execute();
  /** what one API process does with a block's live event */
  const announce = async (height: number) => {
    s.app.alertWorker!.onLiveEvent(blockEvent(height));
    s.app.webhookWorker!.onLiveEvent(blockEvent(height));
    await s.app.alertWorker!.idle();
    await s.app.webhookWorker!.idle();
  };

  beforeAll(async () => {
    receiver = await startReceiver(1);
    s = await startTestServer(engine, {
      config: { webhookAllowPrivate: true },
      alerts: { tickMs: 3_600_000 },
      webhooks: { tickMs: 40, retryBaseMs: 50, retryMaxMs: 200 },
    });
    token = await signUp(s.url, `hook${engine}`);
    other = await signUp(s.url, `hookother${engine}`);
  });
  afterAll(async () => {
    await s?.close();
    await receiver?.close();
  });

  it('delivers an incoming transfer and a new block signed, retries after a 500, and logs it', async () => {
    const saved = await call<{ id: number }>(s.url, '/api/user/addresses', { method: 'POST', token, json: { address: WATCHED, label: 'hot wallet', chain: 'eth' } });
    expect(saved.status).toBe(200);
    const created = await call<{ id: number; secret: string; url: string; address_ids: number[] | null; events: string[]; block_chains: string[]; enabled: boolean }>(s.url, '/api/user/webhooks', {
      method: 'POST',
      token,
      json: { url: receiver.url, address_ids: [saved.body.data.id], events: ['incoming', 'block', 'incoming'], block_chains: ['eth'] },
    });
    expect(created.status, created.text).toBe(200);
    const hook = created.body.data;
    expect(hook).toMatchObject({ url: receiver.url, address_ids: [saved.body.data.id], events: ['incoming', 'block'], block_chains: ['eth'], enabled: true });
    expect(hook.secret).toMatch(/^whsec_[0-9a-f]{64}$/);
    // the secret is shown once: never listed again
    const list = await call(s.url, '/api/user/webhooks', { token });
    expect(list.status).toBe(200);
    expect(list.text).not.toContain(hook.secret);
    expect(list.text).not.toContain('secret');

    // the alert worker first sees the chain at 10, then block 11 pays the saved address
    await checkpoint(10);
    await announce(10);
    await tx(11, 1100, 7n);
    await checkpoint(11);
    await announce(11);
    // a second process announcing the same block queues nothing more
    s.app.webhookWorker!.onLiveEvent(blockEvent(11));

    const delivered = await waitFor('both deliveries delivered', async () => {
      const rows = await call<{ id: number; event: string; status: string; attempts: number; last_status: number | null }[]>(s.url, `/api/user/webhooks/${hook.id}/deliveries`, { token });
      return rows.body.data.length >= 3 && rows.body.data.every((d) => d.status === 'delivered') && rows.body.data;
    });
    // block 10 and 11 (both announced after the webhook existed) and the transfer
    expect(delivered.map((d) => d.event).sort()).toEqual(['address.incoming', 'block.new', 'block.new']);
    for (const d of delivered) expect(d).toMatchObject({ status: 'delivered', attempts: 2, last_status: 200 });

    const incoming = receiver.received.filter((r) => r.headers['x-explorer-event'] === 'address.incoming');
    expect(incoming.map((r) => r.answered)).toEqual([500, 200]);
    for (const r of receiver.received) {
      expect(verify(hook.secret, r)).toBe(true);
      expect(r.headers['content-type']).toBe('application/json');
    }
    expect(verify('whsec_wrong', incoming[1]!)).toBe(false);
    // the same delivery id (the idempotency key) and the same body on the retry
    expect(incoming[0]!.headers['x-explorer-delivery']).toBe(incoming[1]!.headers['x-explorer-delivery']);
    expect(incoming[0]!.body).toBe(incoming[1]!.body);
    const body = JSON.parse(incoming[1]!.body);
    const logged = delivered.find((d) => d.event === 'address.incoming')!;
    expect(body).toMatchObject({
      id: String(logged.id),
      event: 'address.incoming',
      data: { chain: 'eth', address: WATCHED, label: 'hot wallet', txid: hash(1100), block_height: 11, direction: 'in', amount: '7', token: null },
    });
    expect(String(incoming[1]!.headers['x-explorer-delivery'])).toBe(String(logged.id));
    const blocks = receiver.received.filter((r) => r.answered === 200 && r.headers['x-explorer-event'] === 'block.new').map((r) => JSON.parse(r.body).data);
    expect(blocks.sort((a, b) => a.height - b.height)).toEqual([
      { chain: 'eth', height: 10, hash: hash(10) },
      { chain: 'eth', height: 11, hash: hash(11) },
    ]);

    // disabled: nothing more is queued for it
    const off = await call<{ enabled: boolean }>(s.url, `/api/user/webhooks/${hook.id}`, { method: 'PUT', token, json: { enabled: false } });
    expect(off.body.data.enabled).toBe(false);
    await checkpoint(12);
    await announce(12);
    expect((await call<unknown[]>(s.url, `/api/user/webhooks/${hook.id}/deliveries?limit=100`, { token })).body.data).toHaveLength(3);
    // keyset pages newest first
    const first = await call<{ id: number }[]>(s.url, `/api/user/webhooks/${hook.id}/deliveries?limit=2`, { token });
    const next = await call<{ id: number }[]>(s.url, `/api/user/webhooks/${hook.id}/deliveries?limit=2&before=${first.body.data[1]!.id}`, { token });
    expect([...first.body.data, ...next.body.data].map((d) => d.id)).toEqual(delivered.map((d) => d.id).sort((a, b) => b - a));
  });

  it('checks the inputs and names the field', async () => {
    const post = (json: unknown) => call(s.url, '/api/user/webhooks', { method: 'POST', token, json });
    expect(await post({ url: 'ftp://example.com/x', events: ['incoming'] })).toMatchObject({ status: 400, body: { message: 'Webhook地址必须是http或https地址' } });
    expect(await post({ url: 'https://user:pw@example.com/x', events: ['incoming'] })).toMatchObject({ status: 400, body: { message: 'Webhook地址必须是http或https地址' } });
    expect((await post({ url: 'https://example.com/' + 'a'.repeat(2100), events: ['incoming'] })).body.message).toContain('Webhook地址不能超过');
    expect(await post({ url: receiver.url, events: [] })).toMatchObject({ status: 400, body: { message: '请选择至少一种事件' } });
    expect((await post({ url: receiver.url, events: ['mined'] })).status).toBe(400);
    expect(await post({ url: receiver.url, events: ['block'] })).toMatchObject({ status: 400, body: { message: '新区块事件请选择至少一条链' } });
    expect((await post({ url: receiver.url, events: ['block'], block_chains: ['doge'] })).status).toBe(400);
    expect(await post({ url: receiver.url, events: ['incoming'], address_ids: [] })).toMatchObject({ status: 400, body: { message: '请选择至少一个地址，或选择全部地址' } });
    // another user's saved address
    const theirs = await call<{ id: number }>(s.url, '/api/user/addresses', { method: 'POST', token: other, json: { address: OTHER, label: 'theirs', chain: 'eth' } });
    expect(await post({ url: receiver.url, events: ['incoming'], address_ids: [theirs.body.data.id] })).toMatchObject({ status: 400, body: { message: '所选地址不存在或不属于您' } });
  });

  it('keeps each user’s webhooks their own, caps them, and lets a key with webhooks:write in', async () => {
    const mine = await call<{ id: number }[]>(s.url, '/api/user/webhooks', { token });
    const id = mine.body.data[0]!.id;
    expect(await call(s.url, `/api/user/webhooks/${id}/deliveries`, { token: other })).toMatchObject({ status: 404, body: { message: 'Webhook不存在' } });
    expect((await call(s.url, `/api/user/webhooks/${id}`, { method: 'PUT', token: other, json: { enabled: true } })).status).toBe(404);
    expect((await call(s.url, `/api/user/webhooks/${id}`, { method: 'DELETE', token: other })).status).toBe(404);
    expect((await call<unknown[]>(s.url, '/api/user/webhooks', { token: other })).body.data).toEqual([]);
    expect((await call<{ enabled: boolean }[]>(s.url, '/api/user/webhooks', { token })).body.data[0]!.enabled).toBe(false);

    const key = async (permissions: string[]) => {
      const r = await call<{ api_key: string; secret_key: string }>(s.url, '/api/user/api-keys', { method: 'POST', token: other, json: { name: permissions.join(' ') || 'none', permissions, rate_limit: null, expires_at: null } });
      expect(r.status, r.text).toBe(200);
      return { 'x-api-key': r.body.data.api_key, 'x-api-secret': r.body.data.secret_key };
    };
    const withScope = await key(['webhooks:write']);
    const without = await key(['blocks:read']);
    expect((await call(s.url, '/api/user/webhooks', { headers: without })).status).toBe(403);
    const made = await call<{ id: number }>(s.url, '/api/user/webhooks', { method: 'POST', headers: withScope, json: { url: receiver.url, events: ['outgoing', 'token'] } });
    expect(made.status, made.text).toBe(200);
    expect((await call(s.url, `/api/user/webhooks/${made.body.data.id}`, { method: 'DELETE', headers: withScope })).status).toBe(200);
    // other routes of /api/user still refuse keys
    expect((await call(s.url, '/api/user/alerts', { headers: withScope })).status).toBe(401);

    for (let i = 0; i < 10; i++) expect((await call(s.url, '/api/user/webhooks', { method: 'POST', token: other, json: { url: receiver.url, events: ['incoming'] } })).status).toBe(200);
    expect(await call(s.url, '/api/user/webhooks', { method: 'POST', token: other, json: { url: receiver.url, events: ['incoming'] } })).toMatchObject({ status: 409, body: { message: '最多只能创建10个Webhook' } });
  });
});

describe.each(TEST_ENGINES)('webhooks without WEBHOOK_ALLOW_PRIVATE, %s', (engine) => {
  let s: TestServer;
  let receiver: Awaited<ReturnType<typeof startReceiver>>;
  beforeAll(async () => {
    receiver = await startReceiver();
    s = await startTestServer(engine, { alerts: { tickMs: 3_600_000 }, webhooks: { tickMs: 40, retryBaseMs: 50 } });
  });
  afterAll(async () => {
    await s?.close();
    await receiver?.close();
  });

  it('refuses an internal endpoint when saved, and when sent if one got in', async () => {
    const token = await signUp(s.url, `private${engine}`);
    for (const url of [receiver.url, 'http://localhost:8080/x', 'http://[::1]/x', 'http://[::ffff:127.0.0.1]/x', 'http://10.0.0.8/x', 'http://169.254.169.254/latest', 'http://100.64.1.1/', 'http://0.0.0.0/']) {
      const r = await call(s.url, '/api/user/webhooks', { method: 'POST', token, json: { url, events: ['block'], block_chains: ['eth'] } });
      expect(r, url).toMatchObject({ status: 400, body: { message: 'Webhook地址不能指向本机、内网或链路本地地址' } });
    }
    // one written around the API (or a name that resolved elsewhere when saved): the sender checks again
    const user = await s.t.database.db.selectFrom('users').select('id').where('username', '=', `private${engine}`).executeTakeFirstOrThrow();
    const hook = await s.t.database.db
      .insertInto('webhooks')
      .values({ user_id: Number(user.id), url: receiver.url, secret: 'whsec_test', events: ['block'], block_chains: ['eth'] })
      .returning('id')
      .executeTakeFirstOrThrow();
    s.app.webhookWorker!.onLiveEvent(blockEvent(5));
    const row = await waitFor('the refusal recorded', async () => {
      const r = await s.t.database.db.selectFrom('webhook_deliveries').selectAll().where('webhook_id', '=', Number(hook.id)).executeTakeFirst();
      return r && r.attempts >= 2 && r;
    });
    expect(row).toMatchObject({ status: 'pending', last_status: null, last_error: 'refused: private or internal address' });
    expect(receiver.received).toEqual([]);
    // the log says why, without the URL
    const log = await call<{ last_error: string }[]>(s.url, `/api/user/webhooks/${hook.id}/deliveries`, { token });
    expect(log.body.data[0]!.last_error).toBe('refused: private or internal address');
    expect(log.text).not.toContain('token=abc');
  });
});
