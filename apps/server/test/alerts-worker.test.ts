/**
 * The alert worker over a real database (PGlite and PostgreSQL) with a stand-in mailer: it starts a
 * chain's cursor at the committed height, records what later blocks bring, scans again the heights
 * a rollback took back (a re-indexed height's new transaction becomes an alert too), and retries a
 * failed e-mail with backoff on its timer until it is sent, once. An alert found before a reorg stays
 * (it was true when found).
 */
import { chainKey, createLogger, type LiveMessage } from '@explorer/core';
import { bytea, type DB } from '@explorer/db';
import { openTestDatabase, TEST_ENGINES, type TestDatabase } from '@explorer/db/testing';
import type { Kysely } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { MailMessage, Mailer } from '../src/alerts/mailer';
import { createAlertWorker, type AlertWorker } from '../src/alerts/worker';
import { createAlertsRepository } from '../src/plugins/app/alerts';
import { alertActivityOf } from '../src/families';

const WATCHED = '0x' + 'a1'.repeat(20);
const OTHER = '0x' + 'c3'.repeat(20);
const hash = (n: number) => '0x' + n.toString(16).padStart(64, '0');
const logger = createLogger('alerts-worker-test', 'silent');

function standInMailer(failures: number) {
  const sent: MailMessage[] = [];
  let left = failures;
  const mailer: Mailer = {
    async send(message) {
      if (left-- > 0) throw Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:1'), { code: 'ESOCKET' });
      sent.push(message);
    },
    reason: (err) => `${(err as { code: string }).code}: ${(err as Error).message}`,
    close() {},
  };
  return { mailer, sent };
}

const blockEvent = (height: number, action = 'new'): LiveMessage => ({ type: 'event', category: 'block', chain: 'eth', data: { action, height }, timestamp: Date.now() });

async function until<T>(what: string, probe: () => Promise<T | undefined | false>): Promise<T> {
  const end = Date.now() + 60_000;
  for (;;) {
    const v = await probe();
    if (v !== undefined && v !== false) return v;
    if (Date.now() > end) throw new Error(`gave up waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

describe.each(TEST_ENGINES)('alert worker, %s', (engine) => {
  let t: TestDatabase;
  let db: Kysely<DB>;
  let worker: AlertWorker | null = null;

  const checkpoint = (height: number) =>
    db
      .insertInto('sync_checkpoints')
      .values({ chain: 'eth', height, hash: hash(height) })
      .onConflict((oc) => oc.column('chain').doUpdateSet({ height, hash: hash(height) }))
      .execute();
  const tx = (height: number, id: number, value: bigint) =>
    db
      .insertInto('evm_transactions')
      .values({
        chain: chainKey('eth'), block_height: height, tx_index: 0, hash: bytea(hash(id)), from_addr: bytea(OTHER), to_addr: bytea(WATCHED), value: value.toString(), fee: '0', status: 1,
        nonce: 0, gas_limit: 21000, gas_used: 21000, cumulative_gas_used: 21000, tx_type: 2, effective_gas_price: '0', input: bytea('0x'),
      })
      .execute();
  const alerts = () => db.selectFrom('address_alerts').select(['txid', 'block_height', 'amount', 'emailed_at', 'email_attempts', 'email_error']).orderBy('id').execute();

  beforeEach(async () => {
    t = await openTestDatabase(engine);
    db = t.database.db;
    const user = await db.insertInto('users').values({ username: 'w', email: 'w@example.com', password_hash: 'x' }).returning('id').executeTakeFirstOrThrow();
    const settings = { emailNotifications: true, emailAddress: 'w@example.org', blockAlerts: true };
    await db.insertInto('user_settings').values({ user_id: Number(user.id), settings: JSON.stringify(settings) }).execute();
    await db.insertInto('saved_addresses').values({ user_id: Number(user.id), chain: 'eth', address: WATCHED, label: 'w' }).execute();
  });
  afterEach(async () => {
    await worker?.stop();
    worker = null;
    await t.drop();
  });

  it('alerts from the committed height on, and again for a height a rollback re-indexed', async () => {
    worker = createAlertWorker({ alerts: createAlertsRepository(db, alertActivityOf), mailer: null, logger, options: { tickMs: 3_600_000 } });
    await tx(5, 500, 9n); // before the worker first saw the chain: no alert
    await checkpoint(10);
    worker.onLiveEvent(blockEvent(10));
    await worker.idle();
    await tx(11, 1100, 1n);
    await checkpoint(11);
    worker.onLiveEvent(blockEvent(11));
    await worker.idle();
    expect((await alerts()).map((a) => [a.txid, a.block_height])).toEqual([[hash(1100), 11]]);

    // a reorg replaces block 11: rolled back, then re-indexed with another transaction, then 12
    await db.deleteFrom('evm_transactions').where('block_height', '=', 11).execute();
    await checkpoint(10);
    worker.onLiveEvent(blockEvent(10, 'update'));
    await worker.idle();
    await tx(11, 1101, 2n);
    await tx(12, 1200, 3n);
    await checkpoint(12);
    // only the last block's event (a backfilling indexer announces its batch's last): the rewound cursor finds 11
    worker.onLiveEvent(blockEvent(12));
    await worker.idle();
    // the tip replaced at the same height (the checkpoint does not move): its 'update' event is rescanned
    await db.deleteFrom('evm_transactions').where('block_height', '=', 12).execute();
    await tx(12, 1201, 4n);
    await checkpoint(12);
    worker.onLiveEvent(blockEvent(12, 'update'));
    await worker.idle();
    expect((await alerts()).map((a) => [a.txid, a.block_height, a.amount])).toEqual([
      [hash(1100), 11, '1'],
      [hash(1101), 11, '2'],
      [hash(1200), 12, '3'],
      [hash(1201), 12, '4'],
    ]);
    // without SMTP nothing is addressed for e-mail
    expect(await db.selectFrom('address_alerts').select('email_to').where('email_to', 'is not', null).execute()).toEqual([]);
  });

  it('retries a failed e-mail with backoff until it is sent, once', async () => {
    const { mailer, sent } = standInMailer(2);
    worker = createAlertWorker({ alerts: createAlertsRepository(db, alertActivityOf), mailer, logger, options: { tickMs: 25, retryBaseMs: 10, retryMaxMs: 40 } });
    await checkpoint(1);
    worker.start();
    await until('the cursor', async () => (await createAlertsRepository(db, alertActivityOf).scanWindow('eth')).cursor !== null);
    await tx(2, 200, 10n ** 18n);
    await checkpoint(2);
    worker.onLiveEvent(blockEvent(2));
    const [row] = await until('the e-mail sent', async () => {
      const rows = await alerts();
      return rows[0]?.emailed_at ? rows : undefined;
    });
    expect(row).toMatchObject({ email_attempts: 3, email_error: null });
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ to: 'w@example.org', subject: '地址提醒：w 收到 1 ETH' });
    expect(sent[0]!.text).toContain(hash(200));
  });

  it('never hands SMTP more than the one address the settings allow', async () => {
    const settings = { emailNotifications: true, emailAddress: 'w@example.org,victim@example.net', blockAlerts: false };
    await db.updateTable('user_settings').set({ settings: JSON.stringify(settings) }).execute(); // written around the API's check
    const { mailer, sent } = standInMailer(0);
    worker = createAlertWorker({ alerts: createAlertsRepository(db, alertActivityOf), mailer, logger, options: { tickMs: 3_600_000 } });
    await checkpoint(1);
    worker.onLiveEvent(blockEvent(1));
    await worker.idle();
    await tx(2, 200, 1n);
    await checkpoint(2);
    worker.onLiveEvent(blockEvent(2));
    await worker.idle();
    expect(await alerts()).toEqual([expect.objectContaining({ emailed_at: null, email_error: 'not a single e-mail address' })]);
    expect(sent).toEqual([]);
  });
});
