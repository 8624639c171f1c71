/**
 * The token pages' API over HTTP on PGlite and PostgreSQL (GET …/tokens/{chain}/{address}, its
 * holders, transfers, CSV and inventory, and …/addresses/{address}/tokens), on recorded mainnet blocks
 * written through the indexer's sink. Expectations come from the bundles' own ERC-20 transfers (the
 * adapter's decoder, not the balance store) and, for the NFT moves, from the raw logs' topics.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERC20_TRANSFER_TOPIC, type EvmBlockBundle } from '@explorer/core';
import { TEST_ENGINES } from '@explorer/db/testing';
import { buildEvmBundle } from '@explorer/indexer';
import { mainnetBlock, BLOCK_19433902, BLOCK_19433903 } from './support/chaindata';
import { seedBundles } from './support/seed';
import { call, signUp, startTestServer, type TestServer } from './support/server';

type Json = Record<string, any>;
const ZERO = '0x0000000000000000000000000000000000000000';
const BLOCK_18500000 = () => mainnetBlock('eth_mainnet_block_18500000_fulltx.squid-sdk.json', ['eth_mainnet_block_18500000_receipts.squid-sdk.json']);
const bundles: EvmBlockBundle[] = [BLOCK_18500000(), BLOCK_19433902(), BLOCK_19433903()].map((b) => buildEvmBundle(b.rawBlock, b.rawReceipts));

/** ERC-20 balances of one token from the bundles' transfers: non-zero, largest first, then by address */
function erc20Holders(token: string) {
  const sums = new Map<string, bigint>();
  for (const b of bundles)
    for (const t of b.tokenTransfers) {
      if (t.token !== token) continue;
      if (t.from !== ZERO) sums.set(t.from, (sums.get(t.from) ?? 0n) - t.amount);
      if (t.to !== ZERO) sums.set(t.to, (sums.get(t.to) ?? 0n) + t.amount);
    }
  return [...sums].filter(([, v]) => v > 0n).sort((a, b) => (b[1] > a[1] ? 1 : b[1] < a[1] ? -1 : a[0] < b[0] ? -1 : 1));
}

const busiestErc20 = () => {
  const n = new Map<string, number>();
  for (const b of bundles) for (const t of b.tokenTransfers) n.set(t.token, (n.get(t.token) ?? 0) + 1);
  return [...n].sort((a, b) => b[1] - a[1])[0]![0];
};

/** an ERC-721 collection of block 18500000: Transfer with 4 topics; its items' last owners */
function erc721() {
  const owners = new Map<string, Map<bigint, string>>();
  for (const l of bundles[0]!.logs) {
    if (l.topics[0] !== ERC20_TRANSFER_TOPIC || l.topics.length !== 4 || l.data !== '0x') continue;
    const items = owners.get(l.address) ?? new Map<bigint, string>();
    items.set(BigInt(l.topics[3]!), `0x${l.topics[2]!.slice(26)}`);
    owners.set(l.address, items);
  }
  const [token, items] = [...owners].sort((a, b) => b[1].size - a[1].size)[0]!;
  return { token, items: [...items].filter(([, owner]) => owner !== ZERO).sort((a, b) => (a[0] < b[0] ? -1 : 1)) };
}

async function walk<T>(base: string, path: string, key: string, limit: number, token?: string): Promise<T[]> {
  const out: T[] = [];
  let cursor: string | null = null;
  do {
    const r: Awaited<ReturnType<typeof call<Json>>> = await call<Json>(base, `${path}${path.includes('?') ? '&' : '?'}limit=${limit}${cursor ? `&cursor=${cursor}` : ''}`, { token });
    expect(r.status, r.text).toBe(200);
    out.push(...r.body.data[key]);
    cursor = r.body.data.next_cursor;
  } while (cursor);
  return out;
}

describe.each(TEST_ENGINES)('the token pages on %s', (engine) => {
  let s: TestServer;
  let user: string;
  beforeAll(async () => {
    s = await startTestServer(engine);
    await seedBundles(s.t.database, 'eth', bundles);
    user = await signUp(s.url, `tokens_${engine}`);
  });
  afterAll(() => s?.close());

  it('a token: figures, holders with shares (keyset pages), transfers newest first, the CSV', async () => {
    const token = busiestErc20();
    const expected = erc20Holders(token);
    const summary = await call<Json>(s.url, `/api/no-auth/tokens/eth/${token}`);
    expect(summary.status, summary.text).toBe(200);
    const transfers = bundles.flatMap((b) => b.tokenTransfers.filter((t) => t.token === token).map((t) => ({ ...t, height: b.block.height })));
    expect(summary.body.data).toMatchObject({ chain: 'eth', address: token, standard: 'erc20', holders: expected.length, transfers: transfers.length, balances: { exact: null, counted_from: 18500000, backfill: null } });
    const supply = BigInt(summary.body.data.indexed_supply);
    expect(supply).toBe(BigInt(summary.body.data.minted) - BigInt(summary.body.data.burned));

    const holders = await walk<Json>(s.url, `/api/no-auth/tokens/eth/${token}/holders`, 'holders', 7);
    expect(holders.map((h) => [h.holder, BigInt(h.balance)])).toEqual(expected);
    if (supply > 0n) expect(holders[0]!.share).toMatch(/^\d+\.\d{4}$/);

    const rows = await walk<Json>(s.url, `/api/v1/tokens/eth/${token}/transfers`, 'transfers', 9, user);
    const newestFirst = [...transfers].sort((a, b) => b.height - a.height || b.logIndex - a.logIndex);
    expect(rows.map((r) => [r.block_height, r.log_index, r.from, r.to, r.amount, r.token_id])).toEqual(newestFirst.map((t) => [t.height, t.logIndex, t.from, t.to, t.amount.toString(), null]));
    expect(rows[0]!.tx_hash).toBe(newestFirst[0]!.txHash);

    const csv = await fetch(`${s.url}/api/no-auth/tokens/eth/${token}/transfers.csv`);
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toMatch(/text\/csv/);
    const lines = (await csv.text()).replace(/^\uFEFF/, '').trim().split('\r\n');
    expect(lines[0]).toBe('tx_hash,block_height,log_index,time_utc,from,to,token_id,amount');
    expect(lines).toHaveLength(1 + Math.min(1000, transfers.length));
    expect(lines[1]).toContain(newestFirst[0]!.txHash);
  });

  it('an ERC-721 collection: its inventory by token id with owners; an owner’s tokens tab lists it', async () => {
    const { token, items } = erc721();
    const summary = await call<Json>(s.url, `/api/no-auth/tokens/eth/${token}`);
    expect(summary.body.data.standard).toBe('erc721');
    const inventory = await walk<Json>(s.url, `/api/no-auth/tokens/eth/${token}/inventory`, 'items', 2);
    expect(inventory.map((i) => [BigInt(i.token_id), i.holder, i.balance])).toEqual(items.map(([id, owner]) => [id, owner, '1']));
    const owner = items[0]![1];
    const held = await walk<Json>(s.url, `/api/no-auth/addresses/${owner}/tokens?chain=eth`, 'tokens', 3);
    const mine = held.find((t) => t.token === token);
    expect(mine).toMatchObject({ standard: 'erc721', balance: String(items.filter(([, o]) => o === owner).length) });
    expect(held.map((t) => t.token)).toEqual([...held.map((t) => t.token)].sort());
  });

  it('an address’s tokens equal its balances from the transfers', async () => {
    const token = busiestErc20();
    const [holder, balance] = erc20Holders(token)[0]!;
    const r = await call<Json>(s.url, `/api/v1/addresses/${holder}/tokens?chain=eth`, { token: user });
    expect(r.status, r.text).toBe(200);
    expect(r.body.data.tokens.find((t: Json) => t.token === token)).toMatchObject({ standard: 'erc20', balance: balance.toString() });
  });

  it('bad input: the field is named; an unknown token is a 404; v1 asks for a caller', async () => {
    const token = busiestErc20();
    const cases: [string, number, RegExp][] = [
      [`/api/no-auth/tokens/btc/${token}`, 400, /不支持的链/],
      ['/api/no-auth/tokens/eth/0x1234', 400, /address/],
      [`/api/no-auth/tokens/eth/0x${'ab'.repeat(20)}`, 404, /代币/],
      [`/api/no-auth/tokens/eth/${token}/holders?cursor=zzzz`, 400, /cursor/],
      [`/api/no-auth/tokens/eth/${token}/holders?limit=0`, 400, /limit/],
      [`/api/no-auth/tokens/eth/${token}/transfers?limit=101`, 400, /limit/],
      [`/api/no-auth/addresses/nope/tokens?chain=eth`, 400, /address/],
      [`/api/v1/tokens/eth/${token}`, 401, /./],
    ];
    for (const [path, status, message] of cases) {
      const r = await call<Json>(s.url, path);
      expect(r.status, path).toBe(status);
      expect(r.body.message, path).toMatch(message);
      expect(r.text).not.toMatch(/SELECT|at .*\.ts/);
    }
  });
});
