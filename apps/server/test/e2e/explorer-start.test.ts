/**
 * The README's promise, end to end: `explorer start` with zero configuration runs Anvil devnets with
 * activity, the indexers and the server; blocks, transactions, receipts and a live block event are
 * read back through real HTTP and WebSocket and checked against the node itself.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { cliArgs, ROOT } from '../support/cli';
import { notOwnerOnly } from '../support/file-modes';

let child: ChildProcess;
let dataDir: string;
let baseUrl = '';
let ethRpc = '';
let btcRpc = '';
let solRpc = '';
let demo = { username: '', password: '' };
let output = '';

async function rpc<T>(method: string, params: unknown[]): Promise<T> {
  const res = await fetch(ethRpc, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  });
  const body = (await res.json()) as { result: T };
  return body.result;
}

async function api<T = any>(path: string, init: RequestInit & { token?: string } = {}): Promise<{ status: number; body: T }> {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (init.token) headers.authorization = `Bearer ${init.token}`;
  const res = await fetch(baseUrl + path, { ...init, headers });
  return { status: res.status, body: (await res.json()) as T };
}

async function waitFor<T>(what: string, fn: () => Promise<T | undefined>, timeoutMs = 90_000): Promise<T> {
  const end = Date.now() + timeoutMs;
  while (Date.now() < end) {
    const v = await fn().catch(() => undefined);
    if (v !== undefined) return v;
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`timed out waiting for ${what}\n--- explorer output ---\n${output.slice(-3000)}`);
}

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'explorer-e2e-'));
  // what `npm start` runs: the built server (built here when its sources are newer) on plain node
  child = spawn(process.execPath, [...cliArgs(), 'start'], {
    cwd: ROOT,
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', EXPLORER_DATA_DIR: dataDir, LOG_LEVEL: 'warn', DATABASE_URL: '' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (c: Buffer) => (output += c.toString()));
  child.stderr!.on('data', (c: Buffer) => (output += c.toString()));
  await waitFor('the start banner', async () => {
    const url = /Explorer running at (http:\/\/\S+)/.exec(output)?.[1];
    const eth = /Ethereum: local devnet (http:\/\/\S+)/.exec(output)?.[1];
    const btc = /Bitcoin: local devnet (http:\/\/\S+)/.exec(output)?.[1];
    const sol = /Solana: local devnet (http:\/\/\S+)/.exec(output)?.[1];
    const login = /Demo login \(administrator\): (\S+) \/ (\S+)/.exec(output);
    if (!url || !eth || !btc || !sol || !login) return undefined;
    baseUrl = url;
    ethRpc = eth;
    btcRpc = btc;
    solRpc = sol;
    demo = { username: login[1]!, password: login[2]! };
    return true;
  }, 120_000);
}, 180_000);

afterAll(async () => {
  if (child && child.exitCode === null) {
    const exited = new Promise((r) => child.once('exit', r));
    child.kill('SIGTERM');
    await Promise.race([exited, new Promise((r) => setTimeout(r, 15_000))]);
    if (child.exitCode === null) child.kill('SIGKILL');
  }
  rmSync(dataDir, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 });
});

describe('explorer start (zero configuration)', () => {
  let token = '';

  it('logs in with the printed demo administrator', async () => {
    const login = await api('/api/auth/login', { method: 'POST', body: JSON.stringify(demo) });
    expect(login.status).toBe(200);
    token = login.body.data.access_token;
    const profile = await api('/api/user/profile', { token });
    expect(profile.body.data.role).toBe('administrator');
  });

  it('indexes the devnet: blocks and their transactions match the node', async () => {
    // wait for an indexed block that has transactions from the activity generator
    const block = await waitFor('an indexed eth block with transactions', async () => {
      const res = await api(`/api/v1/blocks?chain=eth&page=1&page_size=25`, { token });
      return res.body.data.blocks.find((b: any) => b.transaction_count > 0);
    });
    const nodeBlock = await rpc<any>('eth_getBlockByNumber', ['0x' + block.height.toString(16), false]);
    expect(block.hash).toBe(nodeBlock.hash);
    // the banner names the devnet validator, the fee recipient of the blocks
    const validator = /Devnet validators \(save one in 地址管理 to see block rewards\): eth (0x[0-9a-fA-F]{40}), bsc (0x[0-9a-fA-F]{40})/.exec(output);
    expect(validator?.[1]?.toLowerCase()).toBe(nodeBlock.miner.toLowerCase());
    expect(block.transaction_count).toBe(nodeBlock.transactions.length);

    const txs = await api(`/api/v1/transactions/block-height/${block.height}?chain=eth&page=1&page_size=20`, { token });
    expect(txs.status).toBe(200);
    expect(txs.body.data.transactions.map((t: any) => t.hash)).toEqual(nodeBlock.transactions.slice(0, 20));

    const hash = nodeBlock.transactions[0] as string;
    const receipt = await api(`/api/v1/transactions/receipt/${hash}/eth`, { token });
    expect(receipt.status).toBe(200);
    const nodeReceipt = await rpc<any>('eth_getTransactionReceipt', [hash]);
    expect(receipt.body.data.gas_used).toBe(BigInt(nodeReceipt.gasUsed).toString());
    expect(receipt.body.data.effective_gas_price).toBe(BigInt(nodeReceipt.effectiveGasPrice).toString());
    expect(receipt.body.data.fee).toBe((BigInt(nodeReceipt.gasUsed) * BigInt(nodeReceipt.effectiveGasPrice)).toString());
    expect(receipt.body.data.status).toBe(Number(nodeReceipt.status));

    const guest = await api(`/api/v1/transactions/receipt/${hash}/eth`);
    expect(guest.status).toBe(401);
  });

  it('pushes a live block event for eth to a subscribed WebSocket client after it is stored', async () => {
    const ws = new WebSocket(baseUrl.replace('http', 'ws') + '/ws');
    await new Promise((r, j) => (ws.once('open', r), ws.once('error', j)));
    ws.send(JSON.stringify({ type: 'subscribe', category: 'block', chain: 'eth' }));
    const event = await new Promise<any>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('no block event within 30 s')), 30_000);
      ws.on('message', (raw) => {
        const msg = JSON.parse(raw.toString());
        if (msg.type === 'event' && msg.category === 'block' && msg.chain === 'eth') {
          clearTimeout(timer);
          resolve(msg);
        }
      });
    });
    ws.close();
    expect(event.data.block.height).toBe(event.data.height);
    const stored = await api(`/api/no-auth/blocks/height/${event.data.height}?chain=eth`);
    expect(stored.status).toBe(200);
    expect(stored.body.data.hash).toBe(event.data.hash);
  });

  it('indexes bsc as its own chain (chain id 56)', async () => {
    const health = await waitFor('bsc indexed', async () => {
      const h = await api('/api/health');
      return h.body.data.chains.bsc.indexedHeight > 0 ? h.body.data : undefined;
    });
    // every chain of the registry is indexed by `explorer start`, Solana included
    expect(Object.values(health.chains).map((c: any) => c.indexed)).toEqual([true, true, true, true]);
    const blocks = await api('/api/no-auth/blocks?chain=bsc&page=1&page_size=5');
    expect(blocks.body.data.blocks.length).toBeGreaterThan(0);
  });

  it('indexes the local Bitcoin regtest chain: blocks, fees, inputs and outputs as the node has them', async () => {
    // wallet traffic starts once the first coinbase matures (height 101)
    const block = await waitFor('an indexed btc block with payments', async () => {
      const res = await api(`/api/v1/blocks?chain=btc&page=1&page_size=25`, { token });
      return res.body.data.blocks.find((b: any) => b.transaction_count > 1);
    });
    const call = async (method: string, params: unknown[]) => {
      const res = await fetch(btcRpc, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ id: 1, method, params }) });
      return ((await res.json()) as { result: any }).result;
    };
    const sat = (btc: number) => BigInt(Math.round(btc * 1e8));
    const nodeBlock = await call('getblock', [block.hash, 3]);
    expect(block.height).toBe(nodeBlock.height);
    expect(block.transaction_count).toBe(nodeBlock.nTx);
    const fees = nodeBlock.tx.slice(1).reduce((n: bigint, t: any) => n + sat(t.fee), 0n);
    expect(block.fee).toBe(fees.toString());
    expect(BigInt(block.base_fee)).toBe(nodeBlock.tx[0].vout.reduce((n: bigint, o: any) => n + sat(o.value), 0n));

    const page = await api(`/api/v1/transactions/btc/block-height/${block.height}?page=1&page_size=20`, { token });
    expect(page.status).toBe(200);
    const payment = page.body.data.transactions[1];
    const nodeTx = nodeBlock.tx[1];
    expect(payment.txid).toBe(nodeTx.txid);
    expect(payment.fee).toBe(sat(nodeTx.fee).toString());
    expect(payment.vin.map((i: any) => [i.txid, i.vout, i.prevout.value, i.prevout.scriptPubKey.address ?? null])).toEqual(
      nodeTx.vin.map((i: any) => [i.txid, i.vout, sat(i.prevout.value).toString(), i.prevout.scriptPubKey.address ?? null]),
    );
    expect(payment.btc_utxos.map((o: any) => [o.vout_index, o.value_satoshi, o.address])).toEqual(
      nodeTx.vout.map((o: any) => [o.n, sat(o.value).toString(), o.scriptPubKey.address ?? null]),
    );
  });

  it('indexes the local Solana chain: slots, fees, signatures and transfers as the node has them', async () => {
    const block = await waitFor('an indexed sol slot with a token transfer', async () => {
      const res = await api(`/api/v1/blocks?chain=sol&page=1&page_size=25`, { token });
      for (const b of res.body.data.blocks as any[]) {
        const txs = await api(`/api/v1/sol/blocks/${b.slot}/transactions?page=1&page_size=50`, { token });
        const transfer = (txs.body.data as any[]).find((t) => t.status === 1 && t.instruction_summary.some((s: string) => /transferChecked|transfer$/.test(s) && s.startsWith('SPL Token')));
        if (transfer) return { ...b, transfer, txs: txs.body };
      }
      return undefined;
    });
    const res = await fetch(solRpc, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'getBlock', params: [block.slot, { encoding: 'json', maxSupportedTransactionVersion: 0, commitment: 'confirmed' }] }),
    });
    const node = ((await res.json()) as { result: any }).result;
    expect([block.hash, block.parent_slot, block.transaction_count]).toEqual([node.blockhash, node.parentSlot, node.transactions.length]);
    expect(block.total_fees).toBe(node.transactions.reduce((n: bigint, t: any) => n + BigInt(t.meta.fee), 0n).toString());
    expect(block.txs.meta.total).toBe(node.transactions.length);
    expect(block.txs.data.map((t: any) => t.tx_id)).toEqual(node.transactions.map((t: any) => t.transaction.signatures[0]));

    const nodeTx = node.transactions.find((t: any) => t.transaction.signatures[0] === block.transfer.tx_id);
    const detail = await api(`/api/v1/sol/tx/detail?signature=${block.transfer.tx_id}`, { token });
    expect(detail.status).toBe(200);
    expect(detail.body.data.pre_balances).toEqual(nodeTx.meta.preBalances.map(String));
    expect(detail.body.data.post_balances).toEqual(nodeTx.meta.postBalances.map(String));
    expect(detail.body.data.fee).toBe(String(nodeTx.meta.fee));
    const artifacts = await api(`/api/v1/sol/tx/${block.transfer.tx_id}/artifacts`, { token });
    const spl = artifacts.body.data.events.find((e: any) => e.event_type === 'spl_transfer' && e.from_address !== e.to_address);
    // the event moves what the node's token balances say moved
    const owned = (list: any[], owner: string) => list.filter((b) => b.owner === owner && b.mint === spl.mint).reduce((n, b) => n + BigInt(b.uiTokenAmount.amount), 0n);
    expect(owned(nodeTx.meta.preTokenBalances, spl.from_address) - owned(nodeTx.meta.postTokenBalances, spl.from_address)).toBe(BigInt(spl.amount));
  });

  it('serves the web app with its Chinese title', async () => {
    const res = await fetch(baseUrl + '/');
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('区块链浏览器');
  });

  it('keeps its data directory to its own account: folders 0700, files 0600 (database, devnets, demo login)', () => {
    const files = readdirSync(dataDir, { recursive: true }) as string[];
    for (const f of ['demo-credentials.json', 'pglite/PG_VERSION', 'devnet/btc-regtest.chain.jsonl', 'devnet/sol-devnet.chain.jsonl']) expect(files).toContain(f);
    expect(notOwnerOnly(dataDir)).toEqual([]);
  });
});
