import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRpcClient } from '../src/rpc/client';
import { RpcResponseError } from '../src/rpc/errors';

/** answers eth_chainId, reverts eth_call, and always says "rate limited" (transient) to eth_busy */
function answer(r: { id: number; method: string }) {
  if (r.method === 'eth_chainId') return { jsonrpc: '2.0', id: r.id, result: '0x1' };
  if (r.method === 'eth_call')
    return { jsonrpc: '2.0', id: r.id, error: { code: 3, message: 'execution reverted' } };
  return { jsonrpc: '2.0', id: r.id, error: { code: -32005, message: 'rate limited' } };
}

describe('RpcClient.requestSettled', () => {
  let server: Server;
  let url: string;
  let batches = 0;
  beforeAll(async () => {
    server = createServer((req, res) => {
      let body = '';
      req.on('data', (c: Buffer) => (body += c.toString()));
      req.on('end', () => {
        batches++;
        const parsed = JSON.parse(body) as { id: number; method: string } | { id: number; method: string }[];
        res.setHeader('content-type', 'application/json');
        res.end(JSON.stringify(Array.isArray(parsed) ? parsed.map(answer) : answer(parsed)));
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('returns each call’s own outcome where requestMany throws the first error', async () => {
    const client = createRpcClient({ url, retryCount: 2, retryDelayMs: 1 });
    const calls = [
      { method: 'eth_chainId' },
      { method: 'eth_call', params: [{}, 'latest'] },
      { method: 'eth_busy' },
      { method: 'eth_chainId' },
    ];
    await expect(client.requestMany(calls)).rejects.toBeInstanceOf(RpcResponseError);

    batches = 0;
    const settled = await client.requestSettled(calls, new AbortController().signal);
    expect(settled.map((s) => s.status)).toEqual(['fulfilled', 'rejected', 'rejected', 'fulfilled']);
    expect((settled[0] as PromiseFulfilledResult<string>).value).toBe('0x1');
    expect((settled[1] as PromiseRejectedResult).reason).toMatchObject({ code: 3 });
    // the transient one was retried (2 more batches of just that call), then given back as rejected
    expect((settled[2] as PromiseRejectedResult).reason).toMatchObject({ code: -32005 });
    expect(batches).toBe(3);
  });

  it('still rejects as a whole when the caller aborts', async () => {
    const client = createRpcClient({ url, retryCount: 5, retryDelayMs: 10_000 });
    const controller = new AbortController();
    const pending = client.requestSettled([{ method: 'eth_busy' }], controller.signal);
    setTimeout(() => controller.abort(), 50);
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
  });
});
