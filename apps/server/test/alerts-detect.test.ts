/**
 * The alert worker's SQL on PGlite and PostgreSQL over seeded rows of each family: which activity of
 * saved addresses in a block range becomes an alert (EVM value transfers and token transfers, Bitcoin
 * inputs and outputs, Solana SOL and SPL transfer events), for which users (e-mail notifications or
 * block alerts on), with what e-mail address; recording twice keeps one row; the outbox claims a row
 * once, gives it back after a failure and never again after it is sent; the cursor moves only up
 * unless rewound.
 */
import { chainKey, type ChainId } from '@explorer/core';
import { bytea, type ByteaIn, type DB } from '@explorer/db';
import { openTestDatabase, TEST_ENGINES, type TestDatabase } from '@explorer/db/testing';
import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAlertsRepository, type AlertsRepository } from '../src/plugins/app/alerts';
import { alertActivityOf } from '../src/families';

const EVM_A = '0x' + 'a1'.repeat(20);
const EVM_B = '0x' + 'b2'.repeat(20);
const EVM_OTHER = '0x' + 'c3'.repeat(20);
const TOKEN = '0x' + '70'.repeat(20);
// real encodings: the chain tables hold the bytes, and the families turn them back into these forms
const BTC_A = 'bcrt1qw508d6qejxtdg4y5r3zarvary0c5xw7kygt080';
const BTC_A_SCRIPT = '0x0014751e76e8199196d454941c45d1b3a323f1433bd6';
const BTC_OTHER_SCRIPT = '0x0014' + '99'.repeat(20);
const SOL_A = 'Vote111111111111111111111111111111111111111';
const SOL_OTHER = 'SysvarC1ock11111111111111111111111111111111';
const MINT = 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v';
const hash = (n: number) => '0x' + n.toString(16).padStart(64, '0');
/** a base58 key as its bytes (migration 024's decoder) */
const b58 = (text: string) => sql<ByteaIn>`explorer_b58_decode(${text})`;

async function user(db: Kysely<DB>, name: string, settings: Record<string, unknown> | null): Promise<number> {
  const row = await db.insertInto('users').values({ username: name, email: `${name}@example.com`, password_hash: 'x' }).returning('id').executeTakeFirstOrThrow();
  const id = Number(row.id);
  if (settings) await db.insertInto('user_settings').values({ user_id: id, settings: JSON.stringify(settings) }).execute();
  return id;
}

const save = (db: Kysely<DB>, userId: number, chain: ChainId, address: string, label: string) =>
  db.insertInto('saved_addresses').values({ user_id: userId, chain, address, label }).execute();

const evmTx = (height: number, index: number, from: string, to: string, value: bigint, status = 1) => ({
  chain: chainKey('eth'),
  block_height: height,
  tx_index: index,
  hash: bytea(hash(height * 100 + index)),
  from_addr: bytea(from),
  to_addr: bytea(to),
  value: value.toString(),
  fee: '21000',
  status,
  nonce: index,
  gas_limit: 21000,
  gas_used: 21000,
  cumulative_gas_used: 21000 * (index + 1),
  tx_type: 2,
  effective_gas_price: '1',
  input: bytea('0x'),
});

const btcTx = (height: number, index: number, txid: string) => ({
  chain: chainKey('btc'), block_height: height, tx_index: index, txid: bytea(txid), wtxid: null, value: 1, fee: 0, size: 200, weight: 800,
});

describe.each(TEST_ENGINES)('address alerts SQL, %s', (engine) => {
  let t: TestDatabase;
  let db: Kysely<DB>;
  let repo: AlertsRepository;
  let mailUser: number;
  let pageUser: number;
  let quietUser: number;

  beforeAll(async () => {
    t = await openTestDatabase(engine);
    db = t.database.db;
    repo = createAlertsRepository(db, alertActivityOf);
    mailUser = await user(db, 'mail-user', { emailNotifications: true, emailAddress: 'mail-user@example.org', blockAlerts: false, language: 'en-US' });
    pageUser = await user(db, 'page-user', { emailNotifications: false, emailAddress: '', blockAlerts: true });
    quietUser = await user(db, 'quiet-user', null); // defaults: both off
    for (const u of [mailUser, pageUser, quietUser]) await save(db, u, 'eth', EVM_A, `A of ${u}`);
    await save(db, mailUser, 'eth', EVM_B, 'B');
    await save(db, mailUser, 'btc', BTC_A, 'btc A');
    await save(db, pageUser, 'sol', SOL_A, 'sol A');

    await db
      .insertInto('evm_transactions')
      .values([
        evmTx(10, 0, EVM_OTHER, EVM_A, 1_500_000_000_000_000_000n), // A receives 1.5 ETH
        evmTx(10, 1, EVM_B, EVM_OTHER, 2n ** 70n), // B sends more than 2^53 wei
        evmTx(10, 2, EVM_OTHER, EVM_A, 0n), // a call without value: not an alert
        evmTx(10, 3, EVM_OTHER, EVM_A, 5n, 2), // failed: nothing moved
        evmTx(11, 0, EVM_OTHER, TOKEN, 0n), // the token transfer's transaction
        evmTx(12, 0, EVM_OTHER, EVM_A, 7n), // outside the first range
      ])
      .execute();
    // a token transfer is its ERC-20 Transfer log (token_transfers is a view of evm_logs)
    const transferLog = (logIndex: number, from: string, to: string, amount: bigint) => ({
      chain: chainKey('eth'), block_height: 11, log_index: logIndex, tx_index: 0, address: bytea(TOKEN),
      topic0: bytea('0xddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef'),
      topic1: bytea(`0x${'0'.repeat(24)}${from.slice(2)}`), topic2: bytea(`0x${'0'.repeat(24)}${to.slice(2)}`), topic3: null,
      data: bytea(`0x${amount.toString(16).padStart(64, '0')}`),
    });
    await db.insertInto('evm_logs').values([transferLog(0, EVM_OTHER, EVM_B, 2_000_000n), transferLog(1, EVM_OTHER, EVM_B, 500_000n)]).execute();
    await db.insertInto('contracts').values({ chain: 'eth', address: TOKEN, name: 'Quiet Harbor', symbol: 'QHB', decimals: 6, interfaces: '[]', methods: '[]', events: '[]', metadata: '{}' }).execute();

    await db.insertInto('btc_transactions').values([btcTx(5, 1, 'f1'.repeat(32)), btcTx(6, 1, 'f2'.repeat(32))]).execute();
    await db
      .insertInto('btc_outputs')
      .values([
        { chain: chainKey('btc'), block_height: 5, tx_index: 1, vout: 0, value: 150000000, script: bytea(BTC_A_SCRIPT), script_type: 4 },
        { chain: chainKey('btc'), block_height: 5, tx_index: 1, vout: 1, value: 99, script: bytea(BTC_OTHER_SCRIPT), script_type: 4 },
      ])
      .execute();
    await db
      .insertInto('btc_inputs')
      .values({ chain: chainKey('btc'), block_height: 6, tx_index: 1, vin: 0, prev_txid: bytea('f1'.repeat(32)), prev_vout: 0, value: 150000000, script: bytea(BTC_A_SCRIPT), script_type: 4 })
      .execute();

    await db
      .insertInto('sol_transactions')
      .values({
        chain: chainKey('sol'), block_height: 40, tx_index: 0, signature: bytea('0x' + '5a'.repeat(64)), signer: b58(SOL_A), recent_blockhash: bytea('0x' + '01'.repeat(32)),
        status: 1, vote: false, fee: '5000', signer_count: 1, instruction_count: 2, version: -1, cu_limit: null, compute_units: 300, signer_change: null, cu_price: null, err: null, summary: '~0:transfer', detail: null,
      })
      .execute();
    const solEvent = (index: number, from: string, to: string, mint: string | null, amount: string) => ({
      chain: chainKey('sol'),
      block_height: 40,
      tx_index: 0,
      event_index: index,
      event_type: mint ? 2 : 1,
      program_id: null,
      instruction_index: index,
      inner_index: null,
      from_address: b58(from),
      to_address: b58(to),
      mint: mint === null ? null : b58(mint),
      amount,
      decimals: mint ? 6 : 9,
    });
    await db.insertInto('sol_events').values([solEvent(0, SOL_OTHER, SOL_A, null, '2500000000'), solEvent(1, SOL_A, SOL_OTHER, MINT, '42')]).execute();
  });
  afterAll(async () => t?.drop());

  const alertsOf = (userId: number) =>
    db
      .selectFrom('address_alerts')
      .select(['chain', 'address', 'label', 'txid', 'block_height', 'direction', 'token', 'amount', 'email_to'])
      .where('user_id', '=', userId)
      .orderBy('chain')
      .orderBy('block_height')
      .orderBy('txid')
      .orderBy('direction')
      .execute();

  it('records EVM value and token transfers of watched addresses in the range, once', async () => {
    const first = await repo.record({ chain: 'eth', from: 10, to: 11 }, true);
    expect(first).toHaveLength(4); // mail user: A in, B out, B token in; page user: A in
    expect(await repo.record({ chain: 'eth', from: 10, to: 11 }, true)).toEqual([]);
    expect(await alertsOf(mailUser)).toEqual([
      { chain: 'eth', address: EVM_A, label: `A of ${mailUser}`, txid: hash(1000), block_height: 10, direction: 'in', token: '', amount: '1500000000000000000', email_to: 'mail-user@example.org' },
      { chain: 'eth', address: EVM_B, label: 'B', txid: hash(1001), block_height: 10, direction: 'out', token: '', amount: (2n ** 70n).toString(), email_to: 'mail-user@example.org' },
      // two transfers of one token in one transaction: one alert with their sum
      { chain: 'eth', address: EVM_B, label: 'B', txid: hash(1100), block_height: 11, direction: 'in', token: TOKEN, amount: '2500000', email_to: 'mail-user@example.org' },
    ]);
    // block alerts only: recorded for the page, no e-mail
    expect(await alertsOf(pageUser)).toEqual([
      { chain: 'eth', address: EVM_A, label: `A of ${pageUser}`, txid: hash(1000), block_height: 10, direction: 'in', token: '', amount: '1500000000000000000', email_to: null },
    ]);
    expect(await alertsOf(quietUser)).toEqual([]);
  });

  it('leaves the e-mail address out when no SMTP server is configured', async () => {
    await repo.record({ chain: 'eth', from: 12, to: 12 }, false);
    const rows = (await alertsOf(mailUser)).filter((r) => r.block_height === 12);
    expect(rows).toEqual([expect.objectContaining({ direction: 'in', amount: '7', email_to: null })]);
  });

  it('records Bitcoin outputs as in and inputs as out', async () => {
    expect(await repo.record({ chain: 'btc', from: 0, to: 100 }, true)).toHaveLength(2);
    const rows = (await alertsOf(mailUser)).filter((r) => r.chain === 'btc');
    expect(rows.map((r) => [r.block_height, r.direction, r.amount, r.token])).toEqual([
      [5, 'in', '150000000', ''],
      [6, 'out', '150000000', ''],
    ]);
  });

  it('records Solana SOL and token transfer events with the mint', async () => {
    expect(await repo.record({ chain: 'sol', from: 40, to: 40 }, true)).toHaveLength(2);
    const rows = (await alertsOf(pageUser)).filter((r) => r.chain === 'sol');
    expect(rows.map((r) => [r.direction, r.token, r.amount, r.email_to])).toEqual([
      ['in', '', '2500000000', null],
      ['out', MINT, '42', null],
    ]);
  });

  it('lists a user’s alerts newest first, after an id, with the token’s symbol and decimals', async () => {
    const all = await repo.listForUser(mailUser, undefined, 100);
    expect(all.map((a) => a.id)).toEqual([...all.map((a) => a.id)].sort((a, b) => b - a));
    const token = all.find((a) => a.token === TOKEN)!;
    expect([token.token_symbol, token.token_decimals]).toEqual(['QHB', 6]);
    const after = await repo.listForUser(mailUser, all[2]!.id, 100);
    expect(after.map((a) => a.id)).toEqual(all.slice(0, 2).map((a) => a.id));
    expect(await repo.listForUser(quietUser, undefined, 100)).toEqual([]);
  });

  it('claims each due e-mail once, gives failures back for a retry and never sends a row twice', async () => {
    const opts = { limit: 100, leaseMs: 60_000, maxAttempts: 3 };
    const claimed = await repo.outbox.claim(opts);
    expect(claimed.map((c) => c.email_to)).toEqual(Array(claimed.length).fill('mail-user@example.org'));
    expect(claimed).toHaveLength(5); // 3 eth + 2 btc (the block-12 row has no address)
    expect(claimed.find((c) => c.token === TOKEN)).toMatchObject({ token_symbol: 'QHB', token_decimals: 6, language: 'en-US', email_attempts: 1 });
    expect(await repo.outbox.claim(opts)).toEqual([]); // held by the first claim

    const ids = claimed.map((c) => c.id);
    await repo.outbox.markFailed(ids.slice(0, 2), 'ECONNREFUSED: connect failed', 0);
    await repo.outbox.markSent(ids.slice(2));
    const again = await repo.outbox.claim(opts);
    expect(again.map((c) => c.id).sort()).toEqual(ids.slice(0, 2).sort());
    expect(again.every((c) => c.email_attempts === 2)).toBe(true);
    await repo.outbox.markFailed(ids.slice(0, 2), 'still down', 0);
    expect((await repo.outbox.claim(opts)).map((c) => c.email_attempts)).toEqual([3, 3]);
    await repo.outbox.markFailed(ids.slice(0, 2), 'still down', 0);
    expect(await repo.outbox.claim(opts)).toEqual([]); // given up after maxAttempts
    const failed = await db.selectFrom('address_alerts').select(['email_error', 'emailed_at']).where('id', 'in', ids.slice(0, 2)).execute();
    expect(failed).toEqual([
      { email_error: 'still down', emailed_at: null },
      { email_error: 'still down', emailed_at: null },
    ]);
  });

  it('keeps a cursor per chain that only moves up unless rewound', async () => {
    await db.insertInto('sync_checkpoints').values({ chain: 'eth', height: 20, hash: hash(20) }).execute();
    expect(await repo.scanWindow('eth')).toEqual({ cursor: null, head: 20 });
    await repo.initCursor('eth', 20);
    await repo.initCursor('eth', 5); // another process came second
    await repo.advanceCursor('eth', 15);
    expect(await repo.scanWindow('eth')).toEqual({ cursor: 20, head: 20 });
    await repo.advanceCursor('eth', 25);
    await repo.rewindCursor('eth', 18);
    expect((await repo.scanWindow('eth')).cursor).toBe(18);
    expect(await repo.scanWindow('bsc')).toEqual({ cursor: null, head: null });
  });
});
