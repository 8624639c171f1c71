/**
 * Registry rules on real mainnet data, on PGlite and PostgreSQL: the recorded block after slot
 * 195545749 (a Jupiter v2 swap through an Orca Whirlpool) stored by the indexer, then rules saved
 * through the API name its instructions and add events at read time. The expectations are decoded
 * here, independently of the rule engine: the Whirlpool swap's Anchor discriminator (sha256 of
 * "global:swap") and its u64 amount read with Buffer, checked against the SPL transfers the swap
 * made (the node's parsed inner instructions); the compute budget values against the indexer's own
 * decoder (@solana-program/compute-budget, the list row's compute_unit_limit / _price).
 */
import { createHash } from 'node:crypto';
import { base58 } from '@scure/base';
import { TEST_ENGINES } from '@explorer/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, signUp, startTestServer, type TestServer } from './support/server';
import { readV0Block, seedV0Block, V0_SLOT } from './support/sol-chaindata';

type Json = Record<string, any>;

const WHIRLPOOL = 'whirLbMiicVdio4qvUfM5KAg6Ct8VwpYzGff3uctyCc';
const JUPITER_V2 = 'JUP2jxvXaqu7NQY1GmNF4m1vodw12LVXYxbFL2uJvfo';
const COMPUTE_BUDGET = 'ComputeBudget111111111111111111111111111111';

// the recorded transaction, read here as the node gave it
const tx = readV0Block().transactions[0];
const SIGNATURE: string = tx.transaction.signatures[0];
const swapGroup = tx.meta.innerInstructions.find((g: Json) => g.index === 2).instructions as Json[];
const swapIx = swapGroup[0]!;
const [paid, received] = swapGroup.slice(1).map((i) => i.parsed.info) as Json[];
const swapBytes = Buffer.from(base58.decode(swapIx.data));

// Orca Whirlpool `swap` (its IDL): amount u64, other_amount_threshold u64, sqrt_price_limit u128,
// amount_specified_is_input bool, a_to_b bool; eleven accounts in this order
const SWAP_ACCOUNTS = [
  'token_program',
  'token_authority',
  'whirlpool',
  'token_owner_account_a',
  'token_vault_a',
  'token_owner_account_b',
  'token_vault_b',
  'tick_array_0',
  'tick_array_1',
  'tick_array_2',
  'oracle',
];
const SWAP_RULES = {
  instruction_rules: [
    {
      name: 'swap',
      match: { discriminator: createHash('sha256').update('global:swap').digest('hex').slice(0, 16) },
      fields: [
        { name: 'amount', type: 'u64', offset: 8 },
        { name: 'other_amount_threshold', type: 'u64', offset: 16 },
        { name: 'sqrt_price_limit', type: 'u128', offset: 24 },
        { name: 'amount_specified_is_input', type: 'bool', offset: 40 },
        { name: 'a_to_b', type: 'bool', offset: 41 },
      ],
      accounts: SWAP_ACCOUNTS,
    },
  ],
  event_rules: [
    {
      instruction: 'swap',
      event_type: 'whirlpool_swap',
      from: 'account:token_authority',
      to: 'account:whirlpool',
      amount: 'field:amount',
    },
    {
      instruction: 'swap',
      event_type: 'swap_pay_b',
      from: 'account:token_owner_account_b',
      to: 'account:token_vault_b',
      amount: 'field:amount',
    },
  ],
};

describe.each(TEST_ENGINES)('program registry rules on mainnet data (%s)', (engine) => {
  let s: TestServer;
  let user: string;
  beforeAll(async () => {
    s = await startTestServer(engine);
    await seedV0Block(s.t.database);
    // the block is final: its answers carry an ETag
    await s.t.database.db
      .updateTable('sync_checkpoints')
      .set({ height: V0_SLOT + 1000 })
      .where('chain', '=', 'sol')
      .execute();
    user = await signUp(s.url, 'rules-user');
  });
  afterAll(async () => s?.close());

  const v1 = <T = Json>(method: string, path: string, json?: unknown, headers?: Record<string, string>) =>
    call<T>(s.url, '/api/v1' + path, { method, token: user, json, headers });
  const programOf = async (programId: string) =>
    (await v1<Json[]>('GET', `/sol/programs?keyword=${programId}`)).body.data.find(
      (p) => p.program_id === programId,
    )!;
  const save = async (programId: string, change: Json) => {
    const p = await programOf(programId);
    const { id: _id, c_time: _c, m_time: _m, ...body } = p;
    const r = await v1('PUT', `/sol/programs/${p.id}`, { ...body, ...change });
    expect(r.status, r.text).toBe(200);
    return r.body.data as Json;
  };
  const artifacts = () => v1<Json>('GET', `/sol/tx/${SIGNATURE}/artifacts`);
  const swapOf = (a: Json) => a.instructions.find((i: Json) => i.program_id === WHIRLPOOL);

  it('the recorded swap, decoded here: discriminator of global:swap, exact-in B→A, its amount the SPL transfer the user paid', () => {
    expect(swapIx.programId).toBe(WHIRLPOOL);
    expect(swapBytes.subarray(0, 8).toString('hex')).toBe(
      SWAP_RULES.instruction_rules[0]!.match.discriminator,
    );
    expect(swapBytes.readBigUInt64LE(8)).toBe(BigInt(paid!.amount));
    expect([swapBytes[40], swapBytes[41]]).toEqual([1, 0]); // amount_specified_is_input, a_to_b = false
    // the accounts in the IDL's order are the ones the transfers moved between
    expect([paid!.authority, paid!.source, paid!.destination]).toEqual([
      swapIx.accounts[1],
      swapIx.accounts[5],
      swapIx.accounts[6],
    ]);
    expect([received!.source, received!.destination]).toEqual([swapIx.accounts[4], swapIx.accounts[3]]);
  });

  it('without a rule the swap keeps the indexer’s type and the artifacts only the stored transfers', async () => {
    const a = (await artifacts()).body.data;
    expect(swapOf(a)).toMatchObject({
      program_name: 'Orca Whirlpools',
      instruction_type: 'unknown',
      parsed: null,
    });
    expect(a.events.map((e: Json) => e.event_type)).toEqual(['spl_transfer', 'spl_transfer']);
  });

  it('a saved Whirlpool rule names the swap, reads its fields and adds its events to the artifacts and the detail at once', async () => {
    const before = await artifacts();
    const etag = before.headers.get('etag')!;
    expect(etag).toMatch(new RegExp(`^"${SIGNATURE}\\.[\\w-]+"$`));
    expect(before.headers.get('cache-control')).toBe('private, no-cache');
    expect(
      (await v1('GET', `/sol/tx/${SIGNATURE}/artifacts`, undefined, { 'if-none-match': etag })).status,
    ).toBe(304);

    await save(WHIRLPOOL, SWAP_RULES);
    const r = await v1<Json>('GET', `/sol/tx/${SIGNATURE}/artifacts`, undefined, { 'if-none-match': etag });
    expect(r.status).toBe(200); // the registry changed: the cached answer is stale
    expect(r.headers.get('etag')).not.toBe(etag);
    const swap = swapOf(r.body.data);
    expect(swap).toMatchObject({
      instruction_index: 2,
      inner_index: 0,
      program_name: 'Orca Whirlpools',
      type: 'swap',
      instruction_type: 'swap',
    });
    expect(swap.parsed).toEqual({
      amount: swapBytes.readBigUInt64LE(8).toString(),
      other_amount_threshold: swapBytes.readBigUInt64LE(16).toString(),
      sqrt_price_limit: (swapBytes.readBigUInt64LE(24) + (swapBytes.readBigUInt64LE(32) << 64n)).toString(),
      amount_specified_is_input: 'true',
      a_to_b: 'false',
    });
    const ruled = r.body.data.events.slice(2);
    expect(r.body.data.events.slice(0, 2).map((e: Json) => e.event_type)).toEqual([
      'spl_transfer',
      'spl_transfer',
    ]);
    const common = {
      program_id: WHIRLPOOL,
      instruction_index: 2,
      inner_index: 0,
      mint: null,
      decimals: null,
      amount: paid!.amount,
    };
    expect(ruled).toEqual([
      {
        ...common,
        event_index: 2,
        event_type: 'whirlpool_swap',
        from_address: paid!.authority,
        to_address: swapIx.accounts[2],
      },
      // exactly the token movement the node reports for the swap
      {
        ...common,
        event_index: 3,
        event_type: 'swap_pay_b',
        from_address: paid!.source,
        to_address: paid!.destination,
      },
    ]);
    const detail = await v1<Json>('GET', `/sol/tx/detail?signature=${SIGNATURE}`);
    expect(swapOf(detail.body.data)).toMatchObject({ instruction_type: 'swap', parsed: swap.parsed });
    // guests read the same names
    expect(
      swapOf((await call<Json>(s.url, `/api/no-auth/sol/tx/${SIGNATURE}/artifacts`)).body.data)
        .instruction_type,
    ).toBe('swap');
  });

  it('the preview makes the same of the recorded bytes (base58 or 0x-hex); nothing is saved', async () => {
    const sample = { data: swapIx.data, accounts: swapIx.accounts };
    const r = await v1<Json>('POST', '/sol/programs/preview', {
      program_id: WHIRLPOOL,
      ...SWAP_RULES,
      sample_data: [sample, { ...sample, data: '0x' + swapBytes.toString('hex') }],
    });
    expect(r.status, r.text).toBe(200);
    expect(r.body.data.instructions.map((i: Json) => [i.index, i.name, i.fields.amount])).toEqual([
      [0, 'swap', paid!.amount],
      [1, 'swap', paid!.amount],
    ]);
    expect(r.body.data.events[1]).toEqual({
      event_type: 'swap_pay_b',
      from_address: paid!.source,
      to_address: paid!.destination,
      mint: null,
      amount: paid!.amount,
    });
  });

  it('u8 rules on the compute budget program agree with the indexer’s own decoding of the same bytes', async () => {
    await save(COMPUTE_BUDGET, {
      instruction_rules: [
        { name: 'set_unit_limit', match: { u8: 2 }, fields: [{ name: 'units', type: 'u32', offset: 1 }] },
        {
          name: 'set_unit_price',
          match: { u8: 3 },
          fields: [{ name: 'micro_lamports', type: 'u64', offset: 1 }],
        },
      ],
    });
    const row = (await v1<Json[]>('GET', `/sol/blocks/${V0_SLOT}/transactions`)).body.data[0]!;
    const budget = (await artifacts()).body.data.instructions.filter(
      (i: Json) => i.program_id === COMPUTE_BUDGET,
    );
    expect(budget.map((i: Json) => [i.instruction_type, i.parsed])).toEqual([
      ['set_unit_price', { micro_lamports: row.compute_unit_price }],
      ['set_unit_limit', { units: String(row.compute_unit_limit) }],
    ]);
  });

  it('the registry names programs in list rows; an inactive program falls back to the built-in names and its rules stop', async () => {
    const rows = async () =>
      (await v1<Json[]>('GET', `/sol/blocks/${V0_SLOT}/transactions`)).body.data[0]!
        .instruction_summary as string[];
    expect((await rows())[1]).toBe('Jupiter Aggregator v2: unknown');
    await save(JUPITER_V2, { name: 'Jupiter v2 router' });
    expect((await rows())[1]).toBe('Jupiter v2 router: unknown');
    await save(JUPITER_V2, { status: 'inactive' });
    expect((await rows())[1]).toBe('custom program: unknown');

    await save(WHIRLPOOL, { status: 'inactive' });
    const a = (await artifacts()).body.data;
    expect(swapOf(a)).toMatchObject({
      program_name: 'Orca Whirlpools',
      instruction_type: 'unknown',
      parsed: null,
    });
    expect(a.events).toHaveLength(2);
  });
});
