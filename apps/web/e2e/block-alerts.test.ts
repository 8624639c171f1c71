/**
 * Block alerts and alert e-mails in the whole product (`explorer start` with SMTP_URL pointing at an
 * SMTP server this test starts): a signed-in user saves an address and turns block alerts and e-mail
 * notifications on; a devnet transfer to the address (from a key funded here, so the devnet's own
 * activity keeps its nonces) makes the open page show a toast naming the label, the amount and the
 * block, whose button leads to the transaction's page, and the SMTP server gets the e-mail.
 * The toast shows within 3 s of its block's live event on the page, while the four devnets keep
 * sending block events of their own (polling is set to 300 s, so only the event can bring it).
 * Webhooks (WEBHOOK_ALLOW_PRIVATE=1: the receiver this test starts listens on 127.0.0.1): the user
 * adds one for eth's new blocks on the settings page, sees its secret once, and the delivery log
 * shows a delivery the receiver got signed with that secret.
 */
import { createHmac } from 'node:crypto';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { createPublicClient, createWalletClient, http, parseEther, type Hex } from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import type { WebSocket } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { apiLogin, screenshot, useStackAndBrowser, waitUntil } from './support';

const mails: ParsedMail[] = [];
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  logger: false,
  onData(stream, _session, done) {
    simpleParser(stream).then(
      (mail) => {
        mails.push(mail);
        done();
      },
      (err: Error) => done(err),
    );
  },
});
const smtpPort = await new Promise<number>((resolve) => smtp.listen(0, '127.0.0.1', () => resolve((smtp.server.address() as AddressInfo).port)));
afterAll(() => new Promise<void>((r) => smtp.close(() => r())));

/** the webhook receiver: every POST it got, answered 200 */
const hooks: { headers: IncomingHttpHeaders; body: string }[] = [];
const receiver = createServer((req, res) => {
  const chunks: Buffer[] = [];
  req.on('data', (c: Buffer) => chunks.push(c));
  req.on('end', () => {
    hooks.push({ headers: req.headers, body: Buffer.concat(chunks).toString('utf8') });
    res.writeHead(200).end('ok');
  });
});
const receiverPort = await new Promise<number>((resolve) => receiver.listen(0, '127.0.0.1', () => resolve((receiver.address() as AddressInfo).port)));
afterAll(() => new Promise<void>((r) => receiver.close(() => r())));

const e2e = useStackAndBrowser({ env: { SMTP_URL: `smtp://127.0.0.1:${smtpPort}`, EXPLORER_PUBLIC_URL: 'https://explorer.test', WEBHOOK_ALLOW_PRIVATE: '1' } });

const WATCHED = ('0x' + Date.now().toString(16).padStart(40, 'a')) as Hex;
const LABEL = 'alert-wallet';
const INBOX = 'alerts-e2e@example.org';

async function api(path: string, token: string, init: { method?: string; json?: unknown } = {}) {
  const res = await fetch(e2e.stack.baseUrl + path, {
    method: init.method ?? 'GET',
    headers: { authorization: `Bearer ${token}`, ...(init.json ? { 'content-type': 'application/json' } : {}) },
    body: init.json ? JSON.stringify(init.json) : undefined,
  });
  const body = (await res.json()) as { success: boolean; data: any; message: string };
  expect(res.status, body.message).toBe(200);
  return body.data;
}

/** 0.5 ETH to WATCHED from a fresh key the devnet funds (anvil_setBalance) */
async function transfer(): Promise<{ hash: Hex; height: number }> {
  const account = privateKeyToAccount(generatePrivateKey());
  const rpc = await fetch(e2e.stack.ethRpc, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'anvil_setBalance', params: [account.address, '0x' + (10n ** 19n).toString(16)] }),
  });
  expect(((await rpc.json()) as { error?: unknown }).error).toBeUndefined();
  const wallet = createWalletClient({ account, transport: http(e2e.stack.ethRpc) });
  const hash = await wallet.sendTransaction({ account, chain: null, to: WATCHED, value: parseEther('0.5') });
  const receipt = await createPublicClient({ transport: http(e2e.stack.ethRpc) }).waitForTransactionReceipt({ hash, pollingInterval: 200 });
  return { hash, height: Number(receipt.blockNumber) };
}

/** a new account (username `<prefix><time>`), registered over the API */
async function register(prefix: string): Promise<{ username: string; password: string }> {
  const username = `${prefix}${Date.now().toString(36)}`;
  const who = { username, password: 'secret123' };
  const reg = await fetch(`${e2e.stack.baseUrl}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ ...who, email: `${username}@example.com` }),
  });
  expect(reg.status).toBe(200);
  return who;
}

describe('block alerts', () => {
  it('shows a toast with a link when a saved address receives a devnet transfer, and e-mails it', async () => {
    const who = await register('al');
    const { token } = await apiLogin(e2e.stack.baseUrl, who);
    await api('/api/user/addresses', token, { method: 'POST', json: { chain: 'eth', address: WATCHED, label: LABEL } });
    await api('/api/user/settings', token, { method: 'PUT', json: { blockAlerts: true, emailNotifications: true, emailAddress: INBOX, refreshInterval: 300 } });

    /** when each block event reached the page: eth's by height, and every one of any chain */
    const ethBlockAt = new Map<number, number>();
    const blockEventsAt: number[] = [];
    const watchFrames = (ws: WebSocket) =>
      ws.on('framereceived', ({ payload }) => {
        let m: { type?: string; category?: string; chain?: string; data?: { height?: number } };
        try {
          m = JSON.parse(String(payload)) as typeof m;
        } catch {
          return;
        }
        if (m.type !== 'event' || m.category !== 'block') return;
        if (m.chain === 'eth' && typeof m.data?.height === 'number' && !ethBlockAt.has(m.data.height)) ethBlockAt.set(m.data.height, Date.now());
        blockEventsAt.push(Date.now());
      });

    const page = await e2e.open('/eth', { loginAs: who, beforeLoad: async (p) => p.on('websocket', watchFrames) });
    // the page has asked where the user's alerts stand before the transfer
    await page.waitForResponse((r) => r.url().includes('/api/user/alerts') && r.status() === 200, { timeout: 60_000 });

    const { hash, height } = await transfer();
    const text = `已保存的地址 ${LABEL} 在区块 ${height} 收到 0.5 ETH`;
    const toast = page.locator('.toasts .toast').filter({ hasText: text });
    // another chain's blocks keep coming while the toast is awaited (mined here, not left to the devnets' pace)
    let waiting = true;
    const mining = (async () => {
      while (waiting) {
        await fetch(e2e.stack.bscRpc, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'evm_mine', params: [] }) });
        await new Promise((r) => setTimeout(r, 300));
      }
    })();
    await toast.waitFor({ timeout: 90_000 }).finally(() => (waiting = false));
    const shownAt = Date.now();
    await mining;
    const eventAt = ethBlockAt.get(height);
    expect(eventAt, `the live event of block ${height}`).toBeDefined();
    expect(shownAt - eventAt!).toBeLessThan(3000);
    // other block events kept coming meanwhile (each used to restart the wait: the toast came up to 30 s late)
    expect(blockEventsAt.filter((at) => at > eventAt! && at < shownAt).length).toBeGreaterThanOrEqual(1);
    await screenshot(page, 'block-alert-toast');
    await toast.getByRole('button', { name: '查看' }).click();
    await page.waitForURL((url) => url.pathname === `/eth/transactions/${hash}`, { timeout: 30_000 });

    const mail = await waitUntil('the alert e-mail', () => mails.find((m) => m.text?.includes(hash)), 90_000);
    expect((mail.to as { text: string }).text).toBe(INBOX);
    expect(mail.text).toContain('0.5 ETH');
    expect(mail.text).toContain(`https://explorer.test/eth/blocks/${height}`);
    expect(page.errors).toEqual([]);
  });
});

describe('webhooks', () => {
  it('adds a webhook on the settings page, shows its secret once, and lists a signed delivery', async () => {
    const who = await register('wh');
    const page = await e2e.open('/eth/settings', { loginAs: who });
    await page.getByTestId('settings-tab-notifications').click();
    const section = page.getByTestId('webhooks-section');
    await section.waitFor();
    await section.getByText('还没有Webhook').waitFor();
    await page.getByTestId('webhook-add').click();
    const url = `http://127.0.0.1:${receiverPort}/hook/${who.username}`;
    // the form names what is missing
    await page.getByTestId('webhook-url').fill('ftp://example.com');
    await page.getByTestId('webhook-create').click();
    await page.getByText('请输入http或https地址（不能包含用户名和密码）').waitFor();
    await page.getByTestId('webhook-url').fill(url);
    await page.getByTestId('webhook-event-incoming').uncheck();
    await page.getByTestId('webhook-event-outgoing').uncheck();
    await page.getByTestId('webhook-event-block').check();
    await page.getByTestId('webhook-chain-eth').check();
    await page.getByTestId('webhook-create').click();

    const secretText = await page.getByTestId('webhook-secret-value').textContent();
    const secret = secretText?.trim() ?? '';
    expect(secret).toMatch(/^whsec_[0-9a-f]{64}$/);
    await page.getByTestId('webhook-secret-copy').waitFor();
    await screenshot(page, 'webhook-secret');
    await page.getByTestId('webhook-secret-done').click();
    await page.getByTestId('webhook-secret').waitFor({ state: 'detached' });
    const item = page.getByTestId('webhook-item').filter({ hasText: url });
    await item.waitFor();
    expect(await page.content()).not.toContain(secret);

    // a new eth block reaches the receiver, signed with the secret shown
    const got = await waitUntil('a webhook delivery', () => hooks.find((h) => h.headers['x-explorer-event'] === 'block.new' && JSON.parse(h.body).data.chain === 'eth' && h.headers['x-explorer-signature']), 90_000);
    const [, t, v1] = /^t=(\d+),v1=([0-9a-f]{64})$/.exec(String(got.headers['x-explorer-signature'])) ?? [];
    expect(v1).toBe(createHmac('sha256', secret).update(`${t}.${got.body}`).digest('hex'));
    const deliveryId = String(got.headers['x-explorer-delivery']);
    expect(JSON.parse(got.body).id).toBe(deliveryId);

    // the delivery log lists it as delivered with the receiver's 200
    await item.getByTestId('webhook-log-toggle').click();
    const delivered = page.getByTestId('webhook-delivery').filter({ hasText: 'block.new' }).filter({ hasText: '已送达' }).first();
    await waitUntil(
      'the delivery in the log',
      async () => {
        if (await delivered.isVisible()) return true;
        await page.getByTestId('webhook-log-refresh').click();
        return undefined;
      },
      60_000,
    );
    expect(await delivered.textContent()).toContain('200');
    await screenshot(page, 'webhook-delivery-log');

    // disable, then delete behind the confirmation
    await item.getByTestId('webhook-toggle').click();
    await item.getByText('已停用').waitFor();
    await item.getByTestId('webhook-delete').click();
    await page.getByTestId('confirm-dialog').getByRole('button', { name: '删除' }).click();
    await section.getByText('还没有Webhook').waitFor();
    expect(page.errors).toEqual([]);
  });
});
