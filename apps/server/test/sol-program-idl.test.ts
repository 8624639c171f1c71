/**
 * Anchor IDL import over HTTP on the real server, on PGlite and PostgreSQL: a pasted IDL (the
 * published legacy Whirlpool IDL, as text), the same program's IDL read from its IDL account on a
 * node, and the rules saved then naming and decoding the recorded mainnet Whirlpool swap on the
 * transaction's detail, artifacts and slot list. The node is a tiny JSON-RPC server here (the
 * local Solana devnet serves no getAccountInfo): it holds the IDL account — the 0.30 Whirlpool IDL
 * zlib-deflated behind the 8-byte discriminator, an authority and the u32 length — at the address
 * @solana/web3.js derives (createWithSeed(findProgramAddress([], program), "anchor:idl", program)),
 * independently of the server's @solana/kit math, and answers null for any other account.
 */
import { PublicKey } from '@solana/web3.js';
import { TEST_ENGINES } from '@explorer/db/testing';
import { base58 } from '@scure/base';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { deflateSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readAnchorIdlAccount } from '../src/families/sol/anchor-idl-account';
import { call, signUp, startTestServer, type TestServer } from './support/server';
import { readV0Block, seedV0Block, V0_SLOT } from './support/sol-chaindata';

type Json = Record<string, any>;

const WHIRLPOOL = 'whirLbMiicVdio4qvUfM5KAg6Ct8VwpYzGff3uctyCc';
/** a program with an IDL account that holds no zlib data */
const BROKEN = 'JUP2jxvXaqu7NQY1GmNF4m1vodw12LVXYxbFL2uJvfo';
const FIXTURES = resolve(import.meta.dirname, '../../../packages/core/test/fixtures/anchor-idl');
const MODERN_TEXT = readFileSync(resolve(FIXTURES, 'whirlpool-0.9.0.json'), 'utf8');
const LEGACY_TEXT = readFileSync(resolve(FIXTURES, 'whirlpool-legacy-0.4.0.json'), 'utf8');
const AUTHORITY = new PublicKey(new Uint8Array(32).fill(9)).toBase58();

const idlAddress = (programId: string) => {
  const program = new PublicKey(programId);
  const [base] = PublicKey.findProgramAddressSync([], program);
  return PublicKey.createWithSeed(base, 'anchor:idl', program).then((a) => a.toBase58());
};

/** an IDL account's data: discriminator, authority, u32 LE length, zlib bytes */
function idlAccount(text: string): Buffer {
  const z = deflateSync(Buffer.from(text));
  const len = Buffer.alloc(4);
  len.writeUInt32LE(z.length);
  return Buffer.concat([Buffer.alloc(8, 0x18), new PublicKey(AUTHORITY).toBuffer(), len, z]);
}

/** the recorded swap, read here */
const tx = readV0Block().transactions[0];
const SIGNATURE: string = tx.transaction.signatures[0];
const swapIx = tx.meta.innerInstructions.flatMap((g: Json) => g.instructions).find((i: Json) => i.programId === WHIRLPOOL);
const swapBytes = Buffer.from(base58.decode(swapIx.data));

describe('IDL account bytes', () => {
  it('reads the authority and inflates the IDL; refuses short, overlong and non-zlib data', () => {
    const data = idlAccount(MODERN_TEXT);
    expect(readAnchorIdlAccount(data)).toEqual({ authority: AUTHORITY, text: MODERN_TEXT });
    expect(() => readAnchorIdlAccount(data.subarray(0, 20))).toThrow('不是 Anchor IDL 账户');
    expect(() => readAnchorIdlAccount(data.subarray(0, 100))).toThrow('超出账户数据');
    const junk = Buffer.concat([data.subarray(0, 40), Buffer.from([4, 0, 0, 0, 1, 2, 3, 4])]);
    expect(() => readAnchorIdlAccount(junk)).toThrow('不是 zlib');
    // a small account that inflates past the bound is refused, not inflated
    expect(() => readAnchorIdlAccount(idlAccount('x'.repeat(3 * 1024 * 1024)))).toThrow('解压后超过');
  });
});

describe.each(TEST_ENGINES)('Anchor IDL import (%s)', (engine) => {
  let s: TestServer;
  let node: Server;
  let user: string;
  const accounts = new Map<string, Buffer>();
  const asked: string[] = [];

  const answer = (req: IncomingMessage, res: ServerResponse) => {
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', () => {
      const rpc = JSON.parse(body) as Json;
      // a node that serves no getAccountInfo: the URL says so
      if (rpc.method !== 'getAccountInfo' || req.url?.includes('refuse'))
        return void res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ jsonrpc: '2.0', id: rpc.id, error: { code: -32601, message: 'Method not found' } }));
      const [addr] = rpc.params as [string];
      asked.push(`${rpc.method} ${addr}`);
      const data = accounts.get(addr);
      const value = data ? { data: [data.toString('base64'), 'base64'], executable: false, lamports: 1, owner: WHIRLPOOL, rentEpoch: 0, space: data.length } : null;
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ jsonrpc: '2.0', id: rpc.id, result: { context: { slot: 1 }, value } }));
    });
  };

  beforeAll(async () => {
    accounts.set(await idlAddress(WHIRLPOOL), idlAccount(MODERN_TEXT));
    accounts.set(await idlAddress(BROKEN), Buffer.concat([Buffer.alloc(40), Buffer.from([3, 0, 0, 0, 1, 2, 3])]));
    node = createServer(answer);
    await new Promise<void>((done) => node.listen(0, '127.0.0.1', done));
    const port = (node.address() as { port: number }).port;
    s = await startTestServer(engine, { config: { rpcUrls: { sol: `http://127.0.0.1:${port}` } } });
    await seedV0Block(s.t.database);
    user = await signUp(s.url, 'idl-user');
  });
  afterAll(async () => {
    await s?.close();
    await new Promise((done) => node?.close(done));
  });

  const v1 = <T = Json>(method: string, path: string, json?: unknown) => call<T>(s.url, '/api/v1' + path, { method, token: user, json });

  it('a pasted IDL (legacy, as text) comes back as rules with its counts; nothing is saved', async () => {
    const r = await v1('POST', '/sol/programs/idl', { idl: LEGACY_TEXT });
    expect(r.status, r.text).toBe(200);
    expect(r.body.data).toMatchObject({ format: 'legacy', name: 'whirlpool', address: null, counts: { instructions: 58, events: 4 }, warnings: [], idl_address: null });
    expect(r.body.message).toBe('已解析 58 条指令、4 个事件');
    const swap = r.body.data.instruction_rules.instructions.find((i: Json) => i.name === 'swap');
    expect(swap.match).toEqual({ discriminator: swapBytes.subarray(0, 8).toString('hex') });
    // the same as an object
    expect((await v1('POST', '/sol/programs/idl', { idl: JSON.parse(LEGACY_TEXT) })).body.data).toEqual(r.body.data);
  });

  it('refuses what is not an IDL with a 400 naming the problem', async () => {
    const refused = async (idl: unknown, message: string | RegExp) => {
      const r = await v1('POST', '/sol/programs/idl', { idl });
      expect(r.status, r.text).toBe(400);
      expect(r.body).toMatchObject({ success: false, data: null });
      expect(r.body.message).toMatch(message);
    };
    await refused(undefined, 'IDL必填');
    await refused('{"instructions": [', /^IDL 不是有效的 JSON/);
    await refused({ instructions: 'x' }, 'IDL 缺少 instructions 列表');
    await refused({ instructions: [{ name: 'a', discriminator: [999], args: [] }] }, '指令 a 的 discriminator 必须是 1 到 32 个字节的数组');
    await refused({ instructions: [{ name: 'a', args: [{ name: 'x', type: { defined: 'Gone' } }] }] }, 'IDL 没有定义类型 Gone');
  });

  it('reads the IDL account from the node: the address Anchor derives, its authority, the 0.30 rules', async () => {
    const r = await v1('POST', '/sol/programs/idl/chain', { program_id: WHIRLPOOL });
    expect(r.status, r.text).toBe(200);
    const address = await idlAddress(WHIRLPOOL);
    expect(asked).toContain(`getAccountInfo ${address}`);
    expect(r.body.data).toMatchObject({ format: 'anchor-0.30', address: WHIRLPOOL, idl_address: address, authority: AUTHORITY, counts: { instructions: 66, events: 6 } });
    expect(r.body.message).toBe('已从链上读取 66 条指令、6 个事件');
  });

  it('a program without an IDL account is a 404, a broken account a 400, a bad Program ID a 400', async () => {
    const missing = await v1('POST', '/sol/programs/idl/chain', { program_id: 'ComputeBudget111111111111111111111111111111' });
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe('节点上没有程序 ComputeBudget111111111111111111111111111111 的 Anchor IDL 账户');
    const broken = await v1('POST', '/sol/programs/idl/chain', { program_id: BROKEN });
    expect(broken.status).toBe(400);
    expect(broken.body.message).toBe('链上的 IDL 账户无法读取：IDL 账户数据不是 zlib 压缩的内容');
    expect((await v1('POST', '/sol/programs/idl/chain', { program_id: 'nope' })).body.message).toBe('程序ID必须是base58编码的32字节公钥');
    // guests may not import
    expect((await call(s.url, '/api/v1/sol/programs/idl/chain', { method: 'POST', json: { program_id: WHIRLPOOL } })).status).toBe(401);
  });

  it('a node that refuses the call is a 503 saying what it answered', async () => {
    const other = await startTestServer(engine, { config: { rpcUrls: { sol: `http://127.0.0.1:${(node.address() as { port: number }).port}/?refuse` } } });
    try {
      const token = await signUp(other.url, 'idl-refused');
      const r = await call(other.url, '/api/v1/sol/programs/idl/chain', { method: 'POST', token, json: { program_id: WHIRLPOOL } });
      expect(r.status).toBe(503);
      expect(r.body.message).toBe('Solana 节点未能读取 IDL 账户：Method not found');
    } finally {
      await other.close();
    }
  });

  it('the imported rules, saved, name and decode the recorded swap on the detail, the artifacts and the slot list', async () => {
    const imported = (await v1('POST', '/sol/programs/idl/chain', { program_id: WHIRLPOOL })).body.data;
    const p = (await v1<Json[]>('GET', `/sol/programs?keyword=${WHIRLPOOL}`)).body.data.find((x) => x.program_id === WHIRLPOOL)!;
    const { id, c_time: _c, m_time: _m, ...body } = p;
    const saved = await v1('PUT', `/sol/programs/${id}`, { ...body, instruction_rules: imported.instruction_rules });
    expect(saved.status, saved.text).toBe(200);
    expect(saved.body.data.instruction_rules).toEqual(imported.instruction_rules);

    const want = {
      amount: swapBytes.readBigUInt64LE(8).toString(),
      other_amount_threshold: swapBytes.readBigUInt64LE(16).toString(),
      sqrt_price_limit: (swapBytes.readBigUInt64LE(24) + (swapBytes.readBigUInt64LE(32) << 64n)).toString(),
      amount_specified_is_input: true,
      a_to_b: false,
    };
    const swapOf = (list: Json[]) => list.find((i) => i.program_id === WHIRLPOOL);
    const artifacts = (await v1<Json>('GET', `/sol/tx/${SIGNATURE}/artifacts`)).body.data;
    expect(swapOf(artifacts.instructions)).toMatchObject({ instruction_type: 'swap', parsed: want });
    expect(artifacts.program_events).toEqual([]); // this 2023 swap emitted no events
    const detail = (await v1<Json>('GET', `/sol/tx/detail?signature=${SIGNATURE}`)).body.data;
    expect(swapOf(detail.instructions)).toMatchObject({ instruction_type: 'swap', parsed: want });
    const rows = (await call<Json[]>(s.url, `/api/no-auth/sol/blocks/${V0_SLOT}/transactions?detail=full`)).body.data;
    expect(swapOf(rows.find((t) => t.tx_id === SIGNATURE)!.instructions)).toMatchObject({ instruction_type: 'swap', parsed: want });
  });
});
