/**
 * The CSV downloads over HTTP on PGlite and PostgreSQL: blocks.csv with the block list's query and a
 * block's transactions.csv, for guests (/api/no-auth: 1,000 rows, the 100 newest blocks) and
 * signed-in callers (/api/v1: 10,000 rows), per family columns (EVM, Bitcoin, Solana), the file's
 * type, BOM and quoting, big amounts kept exact as ="…" text, and the 400 / 401 / 404 answers.
 */
import type { EvmBlockBundle } from '@explorer/core';
import { TEST_ENGINES } from '@explorer/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blockFees, seedBtcBlocks, syntheticBtcChain } from './support/btc-chain';
import { csvRecords, parseCsv } from './support/csv-parse';
import { seedBundles } from './support/seed';
import { signUp, startTestServer, type TestServer } from './support/server';
import { SLOT, solFixture } from './support/sol-chain';
import { seedSolChain } from './support/sol-seed';
import { blockHash, syntheticBundles, txHash } from './support/synthetic-chain';

const ETH = syntheticBundles({ count: 130, startHeight: 1 });
const BIG_HEIGHT = 500;
const BIG_COUNT = 1_200;
const BTC = syntheticBtcChain({ startHeight: 900_000, count: 3 });
const SOL = solFixture();

/** one bsc block of 1,200 transactions: more than a guest's cap and more than one keyset page */
function bigBlock(): EvmBlockBundle {
  const [bundle] = syntheticBundles({ count: 1, startHeight: BIG_HEIGHT });
  const model = bundle!.transactions[0]!;
  const transactions = Array.from({ length: BIG_COUNT }, (_, k) => ({ ...model, index: k, hash: txHash(BIG_HEIGHT, k), value: 10n ** 24n + BigInt(k), nonce: k }));
  return { ...bundle!, block: { ...bundle!.block, txCount: BIG_COUNT }, transactions, logs: [], tokenTransfers: [] };
}

const EVM_BLOCK_HEADER = ['height', 'hash', 'time_utc', 'timestamp', 'transactions', 'size_bytes', 'gas_used', 'gas_limit', 'base_fee_wei', 'miner', 'reward_wei', 'burned_wei'];

describe.each(TEST_ENGINES)('CSV downloads on %s', (engine) => {
  let s: TestServer;
  let token: string;
  beforeAll(async () => {
    s = await startTestServer(engine);
    await seedBundles(s.t.database, 'eth', ETH);
    await seedBundles(s.t.database, 'bsc', [bigBlock()]);
    await seedBtcBlocks(s.t.database, BTC);
    await seedSolChain(s.t.database, SOL);
    token = await signUp(s.url, 'csv-user');
  });
  afterAll(async () => s?.close());

  /** the answer with its text as sent (fetch's text() would drop the BOM) */
  const get = async (path: string, auth?: string) => {
    const res = await fetch(s.url + path, { headers: auth ? { authorization: `Bearer ${auth}` } : {} });
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(await res.arrayBuffer());
    const body = res.headers.get('content-type')?.includes('json') ? (JSON.parse(text) as { message: string }) : { message: '' };
    return { status: res.status, headers: res.headers, text, body };
  };
  const guest = (path: string) => get('/api/no-auth' + path);
  const user = (path: string) => get('/api/v1' + path, token);
  const heights = (text: string) => csvRecords(text).map((r) => Number(r.height ?? r.slot));

  it('sends the guest block list as a UTF-8 CSV attachment with a BOM, EVM columns, exact amounts and the row cap', async () => {
    const r = await guest('/blocks.csv?chain=eth');
    expect(r.status).toBe(200);
    expect(r.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(r.headers.get('content-disposition')).toContain('attachment; filename="eth-blocks.csv"');
    expect(r.headers.get('x-row-cap')).toBe('1000');
    expect(r.text.startsWith('\uFEFFheight,hash,')).toBe(true);
    // a page on another origin (the settings' API endpoint) may read the file's name and cap
    const cross = await fetch(`${s.url}/api/no-auth/blocks.csv?chain=eth&limit=1`, { headers: { origin: 'http://elsewhere.example' } });
    expect(cross.headers.get('access-control-expose-headers')).toMatch(/Content-Disposition.*X-Row-Cap/);
    const [header] = parseCsv(r.text);
    expect(header).toEqual(EVM_BLOCK_HEADER);
    // guests reach the 100 newest blocks, newest first
    expect(heights(r.text)).toEqual(Array.from({ length: 100 }, (_, i) => 130 - i));
    const b = ETH[117]!.block; // height 118, with transactions
    const row = csvRecords(r.text).find((x) => x.height === '118')!;
    expect(row).toMatchObject({ hash: blockHash(118), time_utc: new Date(b.timestamp * 1000).toISOString(), burned_wei: b.burned.toString(), base_fee_wei: b.baseFeePerGas!.toString() });
    // one column, one form: every amount is the text ="…", short ones (15 digits and fewer) too
    expect(b.burned.toString().length).toBeLessThanOrEqual(15);
    expect(r.text).toContain(`,"=""${b.burned}"""\r\n`);
    const [head, ...raw] = parseCsv(r.text);
    for (const column of ['base_fee_wei', 'reward_wei', 'burned_wei']) {
      const cells = raw.map((cells) => cells[head!.indexOf(column)]!).filter((cell) => cell !== '');
      expect(cells.length, column).toBeGreaterThan(0);
      expect(cells.filter((cell) => !/^="\d+"$/.test(cell)), column).toEqual([]);
    }
    // heights, counts and sizes stay numbers
    expect(raw.every((cells) => /^\d+$/.test(cells[head!.indexOf('height')]!) && /^\d+$/.test(cells[head!.indexOf('transactions')]!))).toBe(true);
  });

  it('gives signed-in callers every block, from the list page asked for, at most 10,000 rows', async () => {
    const all = await user('/blocks.csv?chain=eth');
    expect(all.status).toBe(200);
    expect(all.headers.get('x-row-cap')).toBe('10000');
    expect(heights(all.text)).toEqual(Array.from({ length: 130 }, (_, i) => 130 - i));
    const page = await user('/blocks.csv?chain=eth&page=3&page_size=10');
    expect(page.headers.get('content-disposition')).toContain('filename="eth-blocks-page-3.csv"');
    expect(heights(page.text)).toEqual(Array.from({ length: 110 }, (_, i) => 110 - i));
    expect((await user('/blocks.csv?chain=eth&limit=50000')).headers.get('x-row-cap')).toBe('10000');
    expect(heights((await user('/blocks.csv?chain=eth&limit=7')).text)).toEqual([130, 129, 128, 127, 126, 125, 124]);
    // from: the first height the page shows, so blocks that arrive meanwhile do not shift the file
    const from = await user('/blocks.csv?chain=eth&from=100');
    expect(from.headers.get('content-disposition')).toContain('filename="eth-blocks-from-100.csv"');
    expect(heights(from.text)).toEqual(Array.from({ length: 100 }, (_, i) => 100 - i));
    // a guest's page whose list began at 100 (30 blocks ago) covered 100 blocks (共 100 个区块): the
    // file has them all, from the page's offset on, though 30 newer blocks arrived since
    expect(heights((await guest('/blocks.csv?chain=eth&from=100&page=1&page_size=25')).text)).toEqual(Array.from({ length: 100 }, (_, i) => 100 - i));
    expect(heights((await guest('/blocks.csv?chain=eth&from=75&page=2&page_size=25')).text)).toEqual(Array.from({ length: 75 }, (_, i) => 75 - i));
    // a page whose first block is no longer among the 100 newest gets the header alone (no reach into the history)
    expect(parseCsv((await guest('/blocks.csv?chain=eth&from=30')).text)).toEqual([EVM_BLOCK_HEADER]);
    // a guest past the 100 newest gets the header alone
    expect(parseCsv((await guest('/blocks.csv?chain=eth&page=11&page_size=10')).text)).toEqual([EVM_BLOCK_HEADER]);
  });

  it('exports the list’s search: a height or a hash is that block alone', async () => {
    expect(heights((await guest(`/blocks.csv?chain=eth&query=${blockHash(7)}`)).text)).toEqual([7]);
    expect(heights((await guest('/blocks.csv?chain=eth&query=12')).text)).toEqual([12]);
    expect(heights((await guest('/blocks.csv?chain=eth&query=9999')).text)).toEqual([]);
  });

  it('caps a block’s transactions at 1,000 for guests and gives signed-in callers all, in block order across keyset pages', async () => {
    const g = await guest(`/blocks/${BIG_HEIGHT}/transactions.csv?chain=bsc`);
    expect(g.status).toBe(200);
    expect(g.headers.get('content-disposition')).toContain(`filename="bsc-block-${BIG_HEIGHT}-transactions.csv"`);
    expect(g.headers.get('x-row-cap')).toBe('1000');
    const guestRows = csvRecords(g.text);
    expect(guestRows).toHaveLength(1000);
    const u = csvRecords((await user(`/blocks/${BIG_HEIGHT}/transactions.csv?chain=bsc`)).text);
    expect(u.map((r) => Number(r.index))).toEqual(Array.from({ length: BIG_COUNT }, (_, k) => k));
    // an amount past 15 digits is written as ="…" so no spreadsheet rounds it
    expect(g.text).toContain(`,"=""${10n ** 24n + 777n}""",`);
    expect(u[777]).toMatchObject({ hash: txHash(BIG_HEIGHT, 777), value_wei: (10n ** 24n + 777n).toString(), status: 'success', nonce: '777' });
    expect(parseCsv(g.text)[0]).toEqual(['index', 'hash', 'time_utc', 'from', 'to', 'value_wei', 'fee_wei', 'gas_used', 'gas_price_wei', 'status', 'nonce', 'contract_created', 'token', 'token_amount']);
  });

  it('writes Bitcoin columns: blocks with fees and rewards in satoshi, transactions by txid', async () => {
    const blocks = csvRecords((await guest('/blocks.csv?chain=btc')).text);
    expect(blocks.map((b) => Number(b.height))).toEqual([900_002, 900_001, 900_000]);
    expect(blocks[0]).toMatchObject({ hash: BTC[2]!.hash, fee_sat: blockFees(BTC[2]!).toString(), difficulty: BTC[2]!.difficulty });
    const txs = csvRecords((await guest('/blocks/900002/transactions.csv?chain=btc')).text);
    expect(txs.map((t) => t.txid)).toEqual(BTC[2]!.txs.map((t) => t.txid));
    expect(txs[0]).toMatchObject({ index: '0', coinbase: 'true' });
  });

  it('writes Solana columns: slots, and a block’s transactions with or without votes', async () => {
    const text = (await guest('/blocks.csv?chain=sol')).text;
    expect(parseCsv(text)[0]!.slice(0, 3)).toEqual(['slot', 'blockhash', 'time_utc']);
    expect(heights(text)).toEqual(SOL.map((b) => b.slot).sort((a, b) => b - a));
    const block = SOL.find((b) => b.slot === SLOT + 4)!;
    const all = csvRecords((await guest(`/blocks/${SLOT + 4}/transactions.csv?chain=sol`)).text);
    expect(all.map((t) => t.signature)).toEqual(block.txs.map((t) => t.signature));
    const noVotes = csvRecords((await guest(`/blocks/${SLOT + 4}/transactions.csv?chain=sol&vote=false`)).text);
    expect(noVotes.map((t) => t.signature)).toEqual(block.txs.filter((t) => !t.vote).map((t) => t.signature));
  });

  it('refuses bad queries with a 400 naming the field, an unknown block with a 404, anonymous v1 calls with a 401', async () => {
    const bad = async (path: string) => {
      const r = await guest(path);
      expect(r.status).toBe(400);
      expect(r.headers.get('content-type')).toContain('application/json');
      return r.body.message;
    };
    expect(await bad('/blocks.csv?chain=doge')).toContain('链');
    expect(await bad('/blocks.csv?chain=eth&page=0')).toContain('页码');
    expect(await bad('/blocks.csv?chain=eth&limit=lots')).toContain('limit');
    expect(await bad('/blocks.csv?chain=eth&from=-1')).toContain('from');
    expect(await bad('/blocks.csv?chain=eth&query=not-a-hash')).toMatch(/哈希|hash/);
    expect(await bad('/blocks/abc/transactions.csv?chain=eth')).toContain('区块高度');
    const missing = await guest('/blocks/99999/transactions.csv?chain=eth');
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe('区块不存在');
    expect((await get('/api/v1/blocks.csv?chain=eth')).status).toBe(401);
    expect((await get(`/api/v1/blocks/${BIG_HEIGHT}/transactions.csv?chain=bsc`)).status).toBe(401);
  });
});
