import { chainKey } from '@explorer/core';
import { bytea, type Database } from '@explorer/db';
import { openTestDatabase, TEST_ENGINES, type TestDatabase } from '@explorer/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { saveProbe } from '../src/families/evm/enrich/save-probe';
import type { TokenProbe } from '../src/families/evm/enrich/token-decode';
import { ERC20_TRANSFER_TOPIC } from '../src/chains/evm/erc20-transfer';

const erc20 = (decimals: number): TokenProbe => ({
  kind: 'erc20',
  token: { name: 'Probe Name', symbol: 'PRB', decimals, totalSupply: 10n ** 30n },
});
const addr = (n: number) => '0x' + n.toString(16).padStart(40, '0');

async function insertContract(
  database: Database,
  address: string,
  values: Record<string, unknown> = {},
): Promise<number> {
  const r = await database.db
    .insertInto('contracts')
    .values({
      chain: 'eth',
      address,
      interfaces: '[]',
      methods: '[]',
      events: '[]',
      metadata: '{}',
      source: 'indexer',
      ...values,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return r.id;
}

const read = (database: Database, address: string) =>
  database.db
    .selectFrom('contracts')
    .selectAll()
    .where('chain', '=', 'eth')
    .where('address', '=', address)
    .execute();

describe.each(TEST_ENGINES)('saveProbe on %s', (engine) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await openTestDatabase(engine);
  });
  afterAll(async () => t?.drop());

  it('leaves a row alone that was deleted (and re-created for the same address) while it was probed', async () => {
    const a = addr(1);
    const oldId = await insertContract(t.database, a, { creation_block: 10 });
    await t.database.db.deleteFrom('contracts').where('id', '=', oldId).execute(); // a reorg rollback
    expect(
      await saveProbe(t.database.db, 'eth', { address: a, rowId: oldId, firstSeen: null }, erc20(18)),
    ).toBe(false);
    expect(await read(t.database, a)).toEqual([]);

    await insertContract(t.database, a, { creation_block: 11 }); // the new branch created it again
    expect(
      await saveProbe(t.database.db, 'eth', { address: a, rowId: oldId, firstSeen: null }, erc20(18)),
    ).toBe(false);
    expect(await read(t.database, a)).toMatchObject([{ token_probe: null, name: null, is_erc20: false }]);
  });

  it('adds a row for a token only while it still has transfers stored', async () => {
    const gone = addr(2);
    expect(
      await saveProbe(t.database.db, 'eth', { address: gone, rowId: null, firstSeen: 5 }, erc20(18)),
    ).toBe(false);
    expect(await read(t.database, gone)).toEqual([]);

    const kept = addr(3);
    // a transfer is its ERC-20 Transfer log (token_transfers is a view of evm_logs)
    const word = (a: string) => `0x${'0'.repeat(24)}${a.slice(2)}`;
    await t.database.db
      .insertInto('evm_logs')
      .values({
        chain: chainKey('eth'),
        block_height: 5,
        log_index: 0,
        tx_index: 0,
        address: bytea(kept),
        topic0: bytea(ERC20_TRANSFER_TOPIC),
        topic1: bytea(word(addr(8))),
        topic2: bytea(word(addr(9))),
        topic3: null,
        data: bytea(`0x${'1'.padStart(64, '0')}`),
      })
      .execute();
    expect(
      await saveProbe(t.database.db, 'eth', { address: kept, rowId: null, firstSeen: 5 }, erc20(18)),
    ).toBe(true);
    expect(await read(t.database, kept)).toMatchObject([
      {
        source: 'indexer',
        token_first_seen: 5,
        token_probe: 'erc20',
        name: 'Probe Name',
        decimals: 18,
        total_supply: (10n ** 30n).toString(),
      },
    ]);
    // a row that appeared meanwhile (here: the one just written) is never overwritten by an insert
    expect(
      await saveProbe(
        t.database.db,
        'eth',
        { address: kept, rowId: null, firstSeen: 5 },
        { kind: 'not_erc20' },
      ),
    ).toBe(false);
    expect(await read(t.database, kept)).toMatchObject([{ token_probe: 'erc20' }]);
  });

  it('fills only the empty fields of a user row, keeping the user’s metadata keys', async () => {
    const a = addr(4);
    const id = await insertContract(t.database, a, {
      source: 'user',
      symbol: 'MINE',
      contract_type: 'DEFI',
      metadata: JSON.stringify({ description: 'mine', onchain_decimals: 'typed by hand' }),
    });
    expect(await saveProbe(t.database.db, 'eth', { address: a, rowId: id, firstSeen: null }, erc20(24))).toBe(
      true,
    );
    expect(await read(t.database, a)).toMatchObject([
      {
        source: 'user',
        contract_type: 'DEFI',
        is_erc20: false,
        name: 'Probe Name',
        symbol: 'MINE',
        decimals: null,
        metadata: { description: 'mine', onchain_decimals: 'typed by hand' },
        token_probe: 'erc20',
      },
    ]);
  });

  it('replaces an indexer row’s facts, moving decimals above 18 to metadata and back', async () => {
    const a = addr(5);
    const id = await insertContract(t.database, a, { metadata: JSON.stringify({ note: 'kept' }) });
    await saveProbe(t.database.db, 'eth', { address: a, rowId: id, firstSeen: null }, erc20(30));
    expect(await read(t.database, a)).toMatchObject([
      {
        contract_type: 'ERC20',
        is_erc20: true,
        decimals: null,
        metadata: { note: 'kept', onchain_decimals: 30 },
      },
    ]);
    await saveProbe(t.database.db, 'eth', { address: a, rowId: id, firstSeen: null }, erc20(9));
    const [r] = await read(t.database, a);
    expect([r?.decimals, r?.metadata]).toEqual([9, { note: 'kept' }]);
  });

  it('counts node failures and clears them on an answer', async () => {
    const a = addr(6);
    const id = await insertContract(t.database, a);
    const c = { address: a, rowId: id, firstSeen: null };
    await saveProbe(t.database.db, 'eth', c, { kind: 'failed', error: new Error('x') });
    await saveProbe(t.database.db, 'eth', c, { kind: 'failed', error: new Error('x') });
    expect(await read(t.database, a)).toMatchObject([
      { token_probe: 'failed', token_probe_failures: 2, is_erc20: false },
    ]);
    await saveProbe(t.database.db, 'eth', c, { kind: 'not_erc20' });
    expect(await read(t.database, a)).toMatchObject([{ token_probe: 'not_erc20', token_probe_failures: 0 }]);
  });
});
