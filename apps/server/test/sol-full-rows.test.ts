/**
 * A slot's transactions with detail=full, on PGlite and PostgreSQL, over the recorded mainnet slots
 * (support/sol-chaindata: slot 100000000 with votes and an oracle update, 241043141 with a failed
 * account setup, the v0 Jupiter swap after 195545749) stored by the indexer's own reader and store:
 * the full rows carry the spec's Sol transaction fields, and their account keys, balances,
 * instructions (inner ones flattened after their parent) and logs equal the node's JSON. A vote
 * kept compact says so. Summaries stay the default; full pages are capped (50 signed in, 20 for
 * guests) and a larger page_size is a 400 naming it.
 */
import { TEST_ENGINES } from '@explorer/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, signUp, startTestServer, type TestServer } from './support/server';
import { readRecordedBlock, RECORDED_SLOTS, seedRecordedSlots } from './support/sol-chaindata';

type Json = Record<string, any>;

/** the node's instruction as a full row lists it: raw ones with their data and accounts, parsed ones with the node's {type, info} */
function nodeInstruction(i: Json, index: number, inner: number | null): Json {
  const common = { instruction_index: index, inner_index: inner, is_inner: inner !== null, stack_height: i.stackHeight ?? null, program_id: i.programId };
  if (i.parsed === undefined) return { ...common, data: i.data, accounts: i.accounts };
  return { ...common, data: '', accounts: [], type: i.parsed.type, instruction_type: i.parsed.type, parsed: i.parsed.info };
}

/** top-level instructions in order, each followed by its inner ones (the node's innerInstructions group of that index) */
function nodeInstructions(tx: Json): Json[] {
  const inner = new Map<number, Json[]>((tx.meta.innerInstructions ?? []).map((g: Json) => [g.index, g.instructions]));
  return (tx.transaction.message.instructions as Json[]).flatMap((i, index) => [nodeInstruction(i, index, null), ...(inner.get(index) ?? []).map((c, k) => nodeInstruction(c, index, k))]);
}

const isVote = (tx: Json) => (tx.transaction.message.instructions as Json[]).every((i) => i.programId === 'Vote111111111111111111111111111111111111111');

describe.each(TEST_ENGINES)('a slot’s full transaction rows (detail=full) on %s', (engine) => {
  let s: TestServer;
  let token: string;
  beforeAll(async () => {
    s = await startTestServer(engine);
    await seedRecordedSlots(s.t.database);
    token = await signUp(s.url, 'sol-full-user');
  });
  afterAll(async () => s?.close());

  const v1 = (path: string) => call<Json>(s.url, '/api/v1' + path, { token });
  const guest = (path: string) => call<Json>(s.url, '/api/no-auth' + path);

  it('full rows equal the node’s account keys, balances, instructions and logs; a compact vote says what it kept', async () => {
    let votes = 0;
    let others = 0;
    for (const { file, slot } of RECORDED_SLOTS) {
      const node = readRecordedBlock(file).transactions as Json[];
      const r = await v1(`/transactions/block-height/${slot}?chain=sol&detail=full`);
      expect(r.status).toBe(200);
      const rows = r.body.data.transactions as Json[];
      expect(rows.map((t) => t.tx_index)).toEqual(node.map((_, i) => i));
      for (const [i, tx] of node.entries()) {
        const row = rows[i]!;
        expect(row.id).toBe(tx.transaction.signatures[0]);
        expect(row).toMatchObject({ fee: String(tx.meta.fee), slot, block_id: slot, status: tx.meta.err === null ? 1 : 2, blockhash: tx.transaction.message.recentBlockhash });
        if (isVote(tx)) {
          votes++;
          // votes are stored compact: the full row says so and invents nothing
          expect(row).toMatchObject({ vote: true, compact: true, signatures: [], account_keys: [], pre_balances: null, post_balances: null, pre_token_balances: [], post_token_balances: [], instructions: [], logs: null });
          continue;
        }
        others++;
        expect(row.compact).toBe(false);
        expect(row.signatures).toEqual(tx.transaction.signatures);
        expect(row.account_keys).toEqual(tx.transaction.message.accountKeys.map((k: Json) => ({ pubkey: k.pubkey, signer: k.signer, writable: k.writable, source: k.source ?? 'transaction' })));
        expect(row.pre_balances).toEqual(tx.meta.preBalances.map(String));
        expect(row.post_balances).toEqual(tx.meta.postBalances.map(String));
        expect(row.logs).toEqual(tx.meta.logMessages);
        expect(row.instructions).toHaveLength(nodeInstructions(tx).length);
        for (const [k, want] of nodeInstructions(tx).entries()) expect(row.instructions[k], `${row.id} instruction ${k}`).toMatchObject(want);
        // the same transaction's detail answer is the same object
        expect((await v1(`/sol/tx/detail?signature=${row.id}`)).body.data).toEqual(row);
      }
    }
    expect([votes, others]).toEqual([6, 6]);
  });

  it('the /sol route and the per-chain path answer the same full rows, for guests too; summaries stay the default', async () => {
    const slot = RECORDED_SLOTS[0].slot;
    const full = (await v1(`/transactions/block-height/${slot}?chain=sol&detail=full`)).body.data.transactions as Json[];
    const sol = await v1(`/sol/blocks/${slot}/transactions?detail=full`);
    expect(sol.body.data).toEqual(full);
    expect((sol.body as Json).meta).toEqual({ total: 10, page: 1, page_size: 20 });
    expect((await guest(`/sol/blocks/${slot}/transactions?detail=full&vote=false`)).body.data).toEqual(full.filter((t) => !t.vote));
    expect((await guest(`/transactions/sol/block-height/${slot}?detail=full&page=2&page_size=4`)).body.data.transactions).toEqual(full.slice(4, 8));
    // summaries: no detail arrays, no `compact`; their fields are the full row's
    for (const summaries of [(await v1(`/transactions/block-height/${slot}?chain=sol`)).body.data.transactions, (await guest(`/sol/blocks/${slot}/transactions?detail=summary`)).body.data] as Json[][]) {
      expect(summaries).toHaveLength(10);
      for (const [i, t] of summaries.entries()) {
        expect(Object.keys(t)).not.toContain('account_keys');
        expect(Object.keys(t)).not.toContain('compact');
        expect(full[i]).toMatchObject(t);
      }
    }
  });

  it('full pages hold at most 50 rows signed in and 20 for guests: a larger page_size is a 400 naming it', async () => {
    const slot = RECORDED_SLOTS[0].slot;
    const refusals: [Promise<{ status: number; body: Json }>, number][] = [
      [v1(`/transactions/block-height/${slot}?chain=sol&detail=full&page_size=51`), 50],
      [v1(`/sol/blocks/${slot}/transactions?detail=full&page_size=1000`), 50],
      [guest(`/transactions/block-height/${slot}?chain=sol&detail=full&page_size=21`), 20],
      [guest(`/transactions/sol/block-height/${slot}?detail=full&page_size=50`), 20],
    ];
    for (const [pending, cap] of refusals) {
      const r = await pending;
      expect(r.status).toBe(400);
      expect(r.body).toEqual({ success: false, data: null, message: `detail=full时每页条数(page_size)不能大于${cap}` });
    }
    // at the cap, and by default: the smaller of the route's default and the cap
    expect((await v1(`/transactions/block-height/${slot}?chain=sol&detail=full&page_size=50`)).body.data.page_size).toBe(50);
    expect((await v1(`/transactions/block-height/${slot}?chain=sol&detail=full`)).body.data.page_size).toBe(50);
    expect((await guest(`/transactions/block-height/${slot}?chain=sol&detail=full`)).body.data.page_size).toBe(20);
    expect((await guest(`/transactions/block-height/${slot}?chain=sol&detail=full&page_size=20`)).status).toBe(200);
    // summaries keep their clamping
    expect((await guest(`/transactions/block-height/${slot}?chain=sol&page_size=500`)).body.data.page_size).toBe(50);
    const bad = await guest(`/sol/blocks/${slot}/transactions?detail=all`);
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({ success: false, data: null, message: '参数“detail”必须是summary或full' });
  });

  it('the OpenAPI document shows both row shapes and the detail parameter', async () => {
    const doc = (await call<Json>(s.url, '/api/openapi.json')).body as unknown as Json;
    for (const path of ['/api/v1/sol/blocks/{slot}/transactions', '/api/no-auth/transactions/block-height/{blockHeight}']) {
      const op = doc.paths[path].get;
      expect(op.parameters.find((p: Json) => p.name === 'detail').schema.enum).toEqual(['summary', 'full']);
      const text = JSON.stringify(op.responses['200']);
      expect(text).toContain('full row (detail=full)');
      expect(text).toContain('summary row (default)');
    }
  });
});
