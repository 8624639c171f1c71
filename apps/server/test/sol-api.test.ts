/**
 * Solana over HTTP on PGlite and PostgreSQL, on a small chain written into the tables of migration
 * 008 (support/sol-chain): blocks (list paging over a skipped slot, search by slot and by base58
 * hash with case kept), a slot's transactions with and without votes (generic and /sol routes),
 * the latest non-vote transactions, a transaction's detail (compact votes too) and artifacts with
 * program names, the home overview's figures, and the 400/404 answers. Expectations come from the
 * fixture objects.
 */
import { estimateDistinct, newSketch, addToSketch, SOL_PROGRAMS } from '@explorer/core';
import { TEST_ENGINES } from '@explorer/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { weiToCoin } from './support/expect';
import { call, signUp, startTestServer, type TestServer } from './support/server';
import { expectedSummary } from './support/sol-expect';
import {
  addressesOf,
  ALICE,
  allTxs,
  blockCu,
  blockFees,
  CAROL,
  CUSTOM_PROGRAM_ID,
  DAVE,
  failedCount,
  MINT,
  OLD_SLOT,
  SKIPPED_SLOT,
  SLOT,
  solFixture,
  voteCount,
  type SolFixtureBlock,
  type SolFixtureTx,
} from './support/sol-chain';
import { seedSolChain } from './support/sol-seed';

type Json = Record<string, any>;
const solCoin = (lamports: bigint) => weiToCoin(lamports * 10n ** 9n);
/** the same base58 text with its first upper-case letter lower-cased (still base58: never 'L' → 'l') */
const caseChanged = (text: string) => text.replace(/[A-HJ-KM-NP-Z]/, (c) => c.toLowerCase());

function expectedBlock(b: SolFixtureBlock): Json {
  const fees = blockFees(b);
  return {
    chain: 'sol',
    height: b.slot,
    slot: b.slot,
    block_height: b.blockHeight,
    hash: b.hash,
    parent_hash: b.parentHash,
    parent_slot: b.parentSlot,
    timestamp: b.timestamp,
    transaction_count: b.txs.length,
    vote_transaction_count: voteCount(b),
    non_vote_transaction_count: b.txs.length - voteCount(b),
    failed_transaction_count: failedCount(b),
    size: null,
    gas_used: blockCu(b).toString(),
    gas_limit: null,
    miner: b.leader,
    miner_tip: (b.leaderReward ?? 0n).toString(),
    miner_tip_eth: solCoin(b.leaderReward ?? 0n),
    burned: b.leaderReward === null ? '0' : (fees - b.leaderReward).toString(),
    burned_eth: b.leaderReward === null ? '0' : solCoin(fees - b.leaderReward),
    total_fees: fees.toString(),
    base_fee: null,
    difficulty: null,
  };
}

const programNames: Record<string, string> = {
  [SOL_PROGRAMS.system]: 'System Program',
  [SOL_PROGRAMS.computeBudget]: 'Compute Budget Program',
  [SOL_PROGRAMS.token]: 'SPL Token Program',
  [SOL_PROGRAMS.memo]: 'Memo Program',
  [CUSTOM_PROGRAM_ID]: 'custom program',
};

const expectedInstructions = (t: SolFixtureTx) =>
  (t.detail?.instructions ?? []).map((i) => ({
    instruction_index: i.index,
    inner_index: i.innerIndex,
    is_inner: i.innerIndex !== null,
    stack_height: i.stackHeight,
    program_id: i.programId,
    program_name: programNames[i.programId],
    type: i.type,
    instruction_type: i.type,
    data: i.data,
    accounts: i.accounts,
    parsed: i.parsed,
  }));

describe.each(TEST_ENGINES)('solana API on %s', (engine) => {
  let s: TestServer;
  let token: string;
  const chain = solFixture();
  const at = (slot: number) => chain.find((b) => b.slot === slot)!;
  const newestFirst = [...chain].reverse();
  beforeAll(async () => {
    s = await startTestServer(engine);
    await seedSolChain(s.t.database, chain);
    token = await signUp(s.url, 'sol-api-user');
  });
  afterAll(async () => s?.close());

  const v1 = <T = Json>(path: string) => call<T>(s.url, '/api/v1' + path, { token });
  const guest = <T = Json>(path: string) => call<T>(s.url, '/api/no-auth' + path);
  /** the list envelope of /sol/blocks/{slot}/transactions: data list and meta */
  const meta = (r: { body: unknown }) => (r.body as { meta: { total: number; page: number; page_size: number } }).meta;

  describe('blocks', () => {
    it('lists blocks newest first in the Solana shape; offset paging steps over the skipped slot', async () => {
      const all = await v1('/blocks?chain=sol&page_size=100');
      expect(all.status).toBe(200);
      expect(all.body.data.total).toBe(chain.length);
      expect(all.body.data.blocks).toEqual(newestFirst.map(expectedBlock));
      expect(all.body.data.blocks.map((b: Json) => b.height)).not.toContain(SKIPPED_SLOT);
      // pages of 2: the skipped slot leaves no hole and no repeat
      const pages = [];
      for (let page = 1; page <= 4; page++) pages.push(...(await guest(`/blocks?chain=sol&page=${page}&page_size=2`)).body.data.blocks.map((b: Json) => b.slot));
      expect(pages).toEqual(newestFirst.map((b) => b.slot));
      const third = await v1('/blocks?chain=sol&page=3&page_size=2');
      expect(third.body.data.blocks.map((b: Json) => b.slot)).toEqual([SLOT + 1, SLOT]);
    });

    it('reads a block by slot and by hash; a skipped slot and a hash with its case changed are 404', async () => {
      const b = at(SLOT + 4);
      expect((await v1(`/blocks/height/${b.slot}/sol`)).body).toEqual({ success: true, data: expectedBlock(b), message: 'ok' });
      expect((await guest(`/blocks/height/${b.slot}?chain=sol`)).body.data).toEqual(expectedBlock(b));
      expect((await v1(`/blocks/hash/${b.hash}/sol`)).body.data).toEqual(expectedBlock(b));
      expect((await guest(`/blocks/hash/${b.hash}?chain=sol`)).body.data).toEqual(expectedBlock(b));
      // no rewards reported: leader unknown, reward and burned 0, no invented Solana block height
      expect((await guest(`/blocks/height/${SLOT + 6}?chain=sol`)).body.data).toMatchObject({ miner: null, miner_tip: '0', burned: '0', block_height: null });
      for (const r of [await guest(`/blocks/height/${SKIPPED_SLOT}?chain=sol`), await v1(`/blocks/hash/${caseChanged(b.hash)}/sol`), await guest(`/blocks/hash/${caseChanged(b.hash)}?chain=sol`)]) {
        expect(r.status).toBe(404);
        expect(r.body).toEqual({ success: false, data: null, message: '区块不存在' });
      }
    });

    it('searches by slot and by base58 hash with its case kept', async () => {
      const b = at(SLOT + 2);
      expect((await v1(`/blocks/search?chain=sol&query=${b.slot}`)).body.data).toEqual({ blocks: [expectedBlock(b)], total: 1, page: 1, page_size: 25 });
      expect((await guest(`/blocks/search?chain=sol&query=${b.hash}`)).body.data.blocks).toEqual([expectedBlock(b)]);
      expect((await guest(`/blocks/search?chain=sol&query=${caseChanged(b.hash)}`)).body.data).toEqual({ blocks: [], total: 0, page: 1, page_size: 20 });
      expect((await guest(`/blocks/search?chain=sol&query=${SKIPPED_SLOT}`)).body.data.total).toBe(0);
      const bad = await guest(`/blocks/search?chain=sol&query=0x${'a'.repeat(64)}`);
      expect(bad.status).toBe(400);
      expect(bad.body.message).toBe('请输入槽位（区块高度）或base58编码的区块哈希');
    });
  });

  describe('transactions', () => {
    const b4 = () => at(SLOT + 4);

    it('a slot’s transactions in block order, votes included by default and left out with vote=false', async () => {
      const b = b4();
      const all = await v1(`/sol/blocks/${b.slot}/transactions`);
      expect(all.status).toBe(200);
      expect(all.body).toEqual({ success: true, data: b.txs.map((_, i) => expectedSummary(b, i)), message: 'ok', meta: { total: 5, page: 1, page_size: 20 } });
      const nonVote = await guest(`/sol/blocks/${b.slot}/transactions?vote=false`);
      expect(meta(nonVote)).toEqual({ total: 3, page: 1, page_size: 20 });
      expect(nonVote.body.data.map((t: Json) => t.tx_index)).toEqual([1, 2, 3]);
      const paged = await v1(`/sol/blocks/${b.slot}/transactions?include_votes=false&page=2&page_size=2`);
      expect(meta(paged)).toEqual({ total: 3, page: 2, page_size: 2 });
      expect(paged.body.data).toEqual([expectedSummary(b, 3)]);
      // the failed transaction with two signers, the v0 one with its compute budget
      expect(paged.body.data[0]).toMatchObject({ status: 2, error: '{"InstructionError":[0,{"Custom":1}]}', signers: b.txs[3]!.signers, signer_count: 2 });
      expect(nonVote.body.data[1]).toMatchObject({ version: '0', compute_unit_limit: 200000, compute_unit_price: '500000', instruction_summary: ['computeBudget:setComputeUnitLimit', 'computeBudget:setComputeUnitPrice', 'custom:unknown'] });
      // guests: at most 50 a page
      expect(meta(await guest(`/sol/blocks/${b.slot}/transactions?page_size=500`)).page_size).toBe(50);
    });

    it('the generic block-transactions routes answer the same rows and totals', async () => {
      const b = b4();
      const generic = await v1(`/transactions/block-height/${b.slot}?chain=sol&vote=false`);
      expect(generic.body.data).toEqual({ transactions: [1, 2, 3].map((i) => expectedSummary(b, i)), total: 3, page: 1, page_size: 100 });
      const g = await guest(`/transactions/block-height/${b.slot}?chain=sol`);
      expect(g.body.data.total).toBe(5);
      expect(g.body.data.transactions).toEqual(b.txs.map((_, i) => expectedSummary(b, i)));
      expect((await v1(`/transactions/sol/block-height/${b.slot}?include_votes=false`)).body.data.total).toBe(3);
      const votesOnly = at(SLOT + 6);
      expect((await guest(`/transactions/sol/block-height/${votesOnly.slot}?vote=false`)).body.data).toEqual({ transactions: [], total: 0, page: 1, page_size: 20 });
      for (const r of [await v1(`/sol/blocks/${SKIPPED_SLOT}/transactions`), await guest(`/transactions/block-height/${SKIPPED_SLOT}?chain=sol`)]) {
        expect(r.status).toBe(404);
        expect(r.body).toEqual({ success: false, data: null, message: '区块不存在' });
      }
    });

    it('lists the latest non-vote transactions newest first; the total counts non-vote transactions', async () => {
      const nonVote = allTxs(chain).filter(({ t }) => !t.vote);
      const r = await v1('/transactions?chain=sol&page_size=3');
      expect(r.body.data.total).toBe(nonVote.length);
      expect(r.body.data.transactions).toEqual(nonVote.slice(0, 3).map(({ b, i }) => expectedSummary(b, i)));
      const rest = await guest('/transactions?chain=sol&page=2&page_size=3');
      expect(rest.body.data.transactions.map((t: Json) => t.id)).toEqual(nonVote.slice(3, 6).map(({ t }) => t.signature));
    });

    it('finds one transaction by signature on the generic route (case-sensitive)', async () => {
      const b = b4();
      const sig = b.txs[1]!.signature;
      expect((await guest(`/transactions/sol/${sig}`)).body.data).toEqual(expectedSummary(b, 1));
      const swapped = caseChanged(sig);
      expect((await v1(`/transactions/sol/${swapped}`)).status).toBe(404);
    });
  });

  describe('transaction detail and artifacts', () => {
    it('maps the detail of a SOL transfer with exact lamports', async () => {
      const b = at(SLOT + 4);
      const t = b.txs[1]!;
      const r = await v1(`/sol/tx/detail?signature=${t.signature}`);
      expect(r.status).toBe(200);
      expect(r.body.data).toEqual({
        ...expectedSummary(b, 1),
        signatures: [t.signature],
        account_keys: t.detail!.accountKeys,
        pre_balances: t.detail!.preBalances,
        post_balances: t.detail!.postBalances,
        pre_token_balances: [],
        post_token_balances: [],
        instructions: expectedInstructions(t),
        logs: t.detail!.logs,
        compact: false,
      });
      expect(r.body.data.signer_change).toBe('-123456789012350678');
      expect(r.body.data.instructions[0].parsed).toEqual({ lamports: '123456789012345678' });
    });

    it('answers tx_id and id like signature; a v0 transaction keeps its lookup-table keys and token balances', async () => {
      const b = at(SLOT + 4);
      const t = b.txs[2]!;
      const byTxId = await guest(`/sol/tx/detail?tx_id=${t.signature}`);
      const byId = await v1(`/sol/tx/detail?id=${t.signature}`);
      expect(byTxId.body.data).toEqual(byId.body.data);
      const d = byId.body.data;
      expect(d.version).toBe('0');
      expect(d.account_keys.filter((k: Json) => k.source === 'lookupTable').map((k: Json) => k.pubkey)).toEqual([MINT, SOL_PROGRAMS.token]);
      expect(d.pre_token_balances[0]).toEqual({ account_index: 1, account: t.detail!.preTokenBalances[0]!.account, mint: MINT, owner: CAROL, program_id: SOL_PROGRAMS.token, amount: '18446744073709551615', decimals: 6 });
      expect(d.post_token_balances[1]).toMatchObject({ owner: ALICE, amount: '18446744073709551615' });
      expect(d.instructions).toEqual(expectedInstructions(t));
    });

    it('a compact vote says so: empty lists and nulls, nothing invented', async () => {
      const b = at(SLOT + 4);
      const t = b.txs[0]!;
      const r = await guest(`/sol/tx/detail?signature=${t.signature}`);
      expect(r.body.data).toEqual({
        ...expectedSummary(b, 0),
        signatures: [],
        account_keys: [],
        pre_balances: null,
        post_balances: null,
        pre_token_balances: [],
        post_token_balances: [],
        instructions: [],
        logs: null,
        compact: true,
      });
      expect((await v1(`/sol/tx/${t.signature}/artifacts`)).body.data).toEqual({ events: [], instructions: [], program_events: [] });
    });

    it('artifacts: transfer events from sol_events and instructions with program names', async () => {
      const t = at(SLOT + 4).txs[2]!;
      const r = await v1(`/sol/tx/${t.signature}/artifacts`);
      expect(r.status).toBe(200);
      expect(r.body.data).toEqual({
        events: [
          { event_index: 0, event_type: 'spl_transfer', program_id: SOL_PROGRAMS.token, instruction_index: 2, inner_index: 0, from_address: CAROL, to_address: ALICE, mint: MINT, amount: '18446744073709551615', decimals: 6 },
        ],
        instructions: expectedInstructions(t),
        program_events: [],
      });
      expect(r.body.data.instructions.map((i: Json) => i.program_name)).toEqual(['Compute Budget Program', 'Compute Budget Program', 'custom program', 'SPL Token Program', 'Memo Program']);
      const sol = await guest(`/sol/tx/${at(SLOT + 1).txs[1]!.signature}/artifacts`);
      expect(sol.body.data.events).toEqual([
        { event_index: 0, event_type: 'sol_transfer', program_id: SOL_PROGRAMS.system, instruction_index: 0, inner_index: null, from_address: ALICE, to_address: DAVE, mint: null, amount: '1000000000', decimals: null },
      ]);
    });

    it('400 for a malformed signature or none, 404 naming the field for an unknown one', async () => {
      const known = at(SLOT + 4).txs[1]!.signature;
      const unknown = at(SLOT + 4).txs[1]!.signature.slice(0, -1) + (known.endsWith('2') ? '3' : '2');
      const cases: [string, number, string][] = [
        ['/sol/tx/detail', 400, '必须提供交易签名参数（signature、tx_id或id）'],
        ['/sol/tx/detail?signature=abc', 400, '交易签名必须是base58编码的64字节交易签名（87–88个字符）'],
        [`/sol/tx/detail?tx_id=0x${'a'.repeat(64)}`, 400, '交易ID必须是base58编码的64字节交易签名（87–88个字符）'],
        // a 32-byte block hash is not a signature
        [`/sol/tx/detail?id=${at(SLOT).hash}`, 400, 'ID必须是base58编码的64字节交易签名（87–88个字符）'],
        [`/sol/tx/${known.slice(0, 40)}/artifacts`, 400, 'ID必须是base58编码的64字节交易签名（87–88个字符）'],
        [`/sol/tx/detail?signature=${unknown}`, 404, '交易签名对应的交易不存在'],
        [`/sol/tx/detail?tx_id=${unknown}`, 404, '交易ID对应的交易不存在'],
        [`/sol/tx/${unknown}/artifacts`, 404, 'ID对应的交易不存在'],
        [`/sol/blocks/12a/transactions`, 400, '区块高度必须是数字'.replace('区块高度', '槽位')],
        [`/sol/blocks/${SLOT}/transactions?vote=maybe`, 400, '投票交易参数必须是true或false'],
        [`/transactions/block-height/${SLOT}?chain=sol&include_votes=no`, 400, '包含投票交易参数必须是true或false'],
      ];
      for (const [path, status, message] of cases) {
        for (const r of [await v1(path), await guest(path)]) {
          expect(r.status, path).toBe(status);
          expect(r.body, path).toEqual({ success: false, data: null, message });
        }
      }
    });
  });

  describe('home stats', () => {
    it('answers SolHomeStats with figures computed from the rows', async () => {
      const newest = chain.at(-1)!;
      const T = newest.timestamp;
      const minute = chain.filter((b) => b.timestamp > T - 60);
      const span = minute.at(-1)!.timestamp - minute[0]!.timestamp;
      const minuteTxs = minute.reduce((n, b) => n + b.txs.length, 0);
      const minuteVotes = minute.reduce((n, b) => n + voteCount(b), 0);
      const day = chain.filter((b) => b.timestamp > T - 86_400);
      const dayTxs = day.reduce((n, b) => n + b.txs.length, 0);
      const dayVotes = day.reduce((n, b) => n + voteCount(b), 0);
      const dayFees = day.reduce((s, b) => s + blockFees(b), 0n);
      const distinct = new Set(day.flatMap(addressesOf));
      const sketch = newSketch();
      for (const a of distinct) addToSketch(sketch, a);
      // the fixture's last minute: 5 blocks over 50 s, 14 transactions of which 9 votes
      expect([minute.length, span, minuteTxs, minuteVotes]).toEqual([5, 50, 14, 9]);
      const r = await v1('/home/stats?chain=sol');
      expect(r.status).toBe(200);
      expect(r.body.data.overview).toEqual({
        totalBlocks: chain.length,
        latestSlot: SLOT + 6,
        totalTransactions: chain.reduce((n, b) => n + b.txs.length, 0),
        voteShare: Math.round((dayVotes / dayTxs) * 10_000) / 10_000,
        tps: 0.28,
        nonVoteTps: 0.1,
        avgFee: (dayFees / BigInt(dayTxs)).toString(),
        activeAddresses: estimateDistinct(sketch),
        avgBlockTime: 12.5,
        baseFee: null,
        avgGasPrice: null,
        windowSeconds: 60,
        windowTransactions: 14,
      });
      expect(r.body.data.overview.activeAddresses).toBe(distinct.size);
      // the old block (3 days back) is outside the 24 h figures
      expect(dayTxs).toBe(chain.reduce((n, b) => n + b.txs.length, 0) - at(OLD_SLOT).txs.length);
      expect(r.body.data.latestBlocks).toEqual(newestFirst.slice(0, 10).map((b) => ({ height: b.slot, hash: b.hash, timestamp: b.timestamp, transactions_count: b.txs.length, size: 0 })));
      expect(r.body.data.latestTransactions).toEqual(
        allTxs(chain)
          .filter(({ t }) => !t.vote)
          .map(({ b, t }) => ({ hash: t.signature, timestamp: b.timestamp, height: b.slot, gas_price: null, amount: t.events.filter((e) => e.type === 'sol_transfer').reduce((s, e) => s + e.amount, 0n).toString() })),
      );
      expect((await guest('/home/stats?chain=sol')).body.data).toEqual(r.body.data);
      expect((await guest('/home/sol/stats')).body.data).toEqual(r.body.data);
    });
  });
});

describe.each(TEST_ENGINES)('solana home stats without data on %s', (engine) => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer(engine);
  });
  afterAll(async () => s?.close());

  it('answers nulls and zeros, never invented figures', async () => {
    const r = await call<Json>(s.url, '/api/no-auth/home/stats?chain=sol');
    expect(r.status).toBe(200);
    expect(r.body.data).toEqual({
      overview: {
        totalBlocks: 0,
        latestSlot: null,
        totalTransactions: 0,
        voteShare: null,
        tps: null,
        nonVoteTps: null,
        avgFee: null,
        activeAddresses: null,
        avgBlockTime: null,
        baseFee: null,
        avgGasPrice: null,
        windowSeconds: 60,
        windowTransactions: 0,
      },
      latestBlocks: [],
      latestTransactions: [],
    });
  });
});
