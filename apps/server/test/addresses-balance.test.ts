import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { devAccounts, startAnvil, type AnvilNode } from '@explorer/devnet';
import { TEST_ENGINES } from '@explorer/db/testing';
import { createRpcBalanceReader } from '../src/balances/balance-reader';
import { call, signUp, startTestServer, type TestServer } from './support/server';

type Json = Record<string, any>;

const ANVIL_DEFAULT_BALANCE = 10_000n * 10n ** 18n;
const ODD_BALANCE = 2n ** 70n + 123_456_789n; // beyond 2^53: a float on the way would show
const UNFUNDED = '0x' + '6'.repeat(40);
const BTC = 'bc1q0hhg573c4wlmqrdlhgm9ert8z2f5e3y3lf9hvx';

/** A pass-through in front of Anvil that counts the HTTP requests and JSON-RPC calls it forwards. */
async function countingProxy(target: string) {
  const seen: { calls: number }[] = [];
  const server = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    const body = Buffer.concat(chunks).toString();
    const parsed = JSON.parse(body);
    seen.push({ calls: Array.isArray(parsed) ? parsed.length : 1 });
    const upstream = await fetch(target, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
    res.writeHead(upstream.status, { 'content-type': 'application/json' }).end(await upstream.text());
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return { server, seen, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

async function listen(server: Server): Promise<string> {
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}
const close = (server: Server) => new Promise<void>((r) => server.close(() => r()));

let anvil: AnvilNode;
beforeAll(async () => {
  anvil = await startAnvil({ chainId: 1 });
  const res = await fetch(anvil.rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'anvil_setBalance', params: [devAccounts(2)[1]!.address, '0x' + ODD_BALANCE.toString(16)] }),
  });
  expect((await res.json()).error).toBeUndefined();
});
afterAll(async () => anvil?.stop());

describe.each(TEST_ENGINES)('saved address balances from the node, %s', (engine) => {
  it('reads native balances from the node in one JSON-RPC batch; null for chains without a node', async () => {
    const proxy = await countingProxy(anvil.rpcUrl);
    const s: TestServer = await startTestServer(engine, { config: { rpcUrls: { eth: proxy.url } } });
    try {
      const token = await signUp(s.url, 'balance-user');
      const [first, second] = devAccounts(2);
      const save = (address: string, chain = 'eth') => call(s.url, '/api/user/addresses', { method: 'POST', token, json: { address, label: 'x', chain } });
      for (const a of [first!.address, second!.address, UNFUNDED]) expect((await save(a)).status).toBe(200);
      await save(first!.address, 'bsc');
      await save(BTC, 'btc');

      const before = proxy.seen.length;
      const listed = await call<Json[]>(s.url, '/api/user/addresses', { token });
      const balance = (chain: string, address: string) => listed.body.data.find((a) => a.chain === chain && a.address === address.toLowerCase())?.balance;
      expect(balance('eth', first!.address)).toBe(ANVIL_DEFAULT_BALANCE.toString());
      expect(balance('eth', second!.address)).toBe(ODD_BALANCE.toString());
      expect(balance('eth', UNFUNDED)).toBe('0');
      expect(balance('bsc', first!.address)).toBeNull(); // no bsc node configured
      expect(balance('btc', BTC)).toBeNull(); // not an EVM chain
      expect(proxy.seen.slice(before)).toEqual([{ calls: 3 }]);
    } finally {
      await s.close();
      await close(proxy.server);
    }
  });

  it('answers balance null (not a number) when the node is down or does not answer in time', async () => {
    const down = createServer();
    const downUrl = await listen(down);
    await close(down); // nothing listens there any more
    const hanging = createServer(() => {}); // accepts and never answers
    const hangUrl = await listen(hanging);
    const s = await startTestServer(engine, {
      config: { rpcUrls: { eth: downUrl } },
      balanceReader: createRpcBalanceReader({ rpcUrls: { eth: downUrl, bsc: hangUrl }, timeoutMs: 300 }),
    });
    try {
      const token = await signUp(s.url, 'node-down-user');
      const address = devAccounts(1)[0]!.address;
      for (const chain of ['eth', 'bsc']) await call(s.url, '/api/user/addresses', { method: 'POST', token, json: { address, label: chain, chain } });
      const listed = await call<Json[]>(s.url, '/api/user/addresses', { token });
      expect(listed.status).toBe(200);
      expect(listed.body.data.map((a) => [a.chain, a.balance])).toEqual([
        ['bsc', null],
        ['eth', null],
      ]);
    } finally {
      await s.close();
      hanging.closeAllConnections();
      await close(hanging);
    }
  });
});
