/**
 * Token balances kept at ingest (store/evm/token-balances.ts), on both engines: recorded mainnet
 * blocks' ERC-20, ERC-721 and ERC-1155 moves against an independent sum (viem's decodeEventLog over
 * the raw receipts, not the indexer's decoder), a rollback across transfers against a replay from
 * scratch, and the zero crossings of holder counts, NFT items and a TransferBatch.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { sql, type Kysely } from 'kysely';
import { decodeEventLog, encodeAbiParameters, parseAbi, type Hex } from 'viem';
import { chainKey, ERC1155_BATCH_TOPIC, ERC1155_SINGLE_TOPIC, tokenMoves, type EvmLog } from '@explorer/core';
import type { DB } from '@explorer/db';
import { TEST_ENGINES, openTestDatabase, type TestDatabase } from '@explorer/db/testing';
import { ERC20_TRANSFER_TOPIC } from '../src/chains/evm/erc20-transfer';
import { rollbackEvmTo } from '../src/store/evm/rollback';
import { applyTokenDeltas, tokenDeltas } from '../src/store/evm/token-balances';
import { writeEvmBundles, writePreparedBlocks } from '../src/store/evm/write-bundles';
import { prepareBlock } from '../src/store/evm/prepared';
import { createBalanceBackfill } from '../src/families/evm/balances';
import { CHAINS, createLogger } from '@explorer/core';
import { loadMainnetBlock } from './support/evm-mainnet-fixtures';
import { mainnetBundle } from './support/evm-store-fixtures';

const ETH = chainKey('eth');
const HEIGHTS = [4369999, 18000000, 18500000, 19433902, 19433903];
const ZERO = '0x0000000000000000000000000000000000000000';

const ERC20 = parseAbi(['event Transfer(address indexed from, address indexed to, uint256 value)']);
const ERC721 = parseAbi(['event Transfer(address indexed from, address indexed to, uint256 indexed tokenId)']);
const ERC1155 = parseAbi([
  'event TransferSingle(address indexed operator, address indexed from, address indexed to, uint256 id, uint256 value)',
  'event TransferBatch(address indexed operator, address indexed from, address indexed to, uint256[] ids, uint256[] values)',
]);

interface Figures {
  holders: Record<string, string>;
  items: Record<string, string>;
  stats: Record<string, { standard: number; holders: number; minted: string; burned: string; transfers: number }>;
}

type RawLog = { address: string; topics: Hex[]; data: Hex };

/** the balances the raw receipts' logs imply, summed here with viem's ABI decoder */
function expectedFrom(logs: RawLog[]): Figures {
  const holders = new Map<string, bigint>();
  const items = new Map<string, bigint>();
  const stats = new Map<string, { standard: number; minted: bigint; burned: bigint; transfers: number }>();
  const move = (standard: number, token: string, from: string, to: string, id: bigint | null, amount: bigint) => {
    const add = (map: Map<string, bigint>, key: string, v: bigint) => map.set(key, (map.get(key) ?? 0n) + v);
    if (from !== ZERO) add(holders, `${token} ${from}`, -amount);
    if (to !== ZERO) add(holders, `${token} ${to}`, amount);
    if (id !== null && from !== ZERO) add(items, `${token} ${id} ${from}`, -amount);
    if (id !== null && to !== ZERO) add(items, `${token} ${id} ${to}`, amount);
    const s = stats.get(token) ?? { standard, minted: 0n, burned: 0n, transfers: 0 };
    s.transfers++;
    if (from === ZERO) s.minted += amount;
    if (to === ZERO) s.burned += amount;
    stats.set(token, s);
  };
  for (const log of logs) {
    const token = log.address.toLowerCase();
    const t0 = log.topics[0];
    try {
      if (t0 === ERC20_TRANSFER_TOPIC && log.topics.length === 3) {
        const { args } = decodeEventLog({ abi: ERC20, topics: log.topics as [Hex, ...Hex[]], data: log.data, strict: true });
        move(1, token, args.from.toLowerCase(), args.to.toLowerCase(), null, args.value);
      } else if (t0 === ERC20_TRANSFER_TOPIC && log.topics.length === 4) {
        const { args } = decodeEventLog({ abi: ERC721, topics: log.topics as [Hex, ...Hex[]], data: log.data, strict: true });
        move(2, token, args.from.toLowerCase(), args.to.toLowerCase(), args.tokenId, 1n);
      } else if (t0 === ERC1155_SINGLE_TOPIC || t0 === ERC1155_BATCH_TOPIC) {
        const e = decodeEventLog({ abi: ERC1155, topics: log.topics as [Hex, ...Hex[]], data: log.data, strict: true });
        if (e.eventName === 'TransferSingle') move(3, token, e.args.from.toLowerCase(), e.args.to.toLowerCase(), e.args.id, e.args.value);
        else e.args.ids.forEach((id, i) => move(3, token, e.args.from.toLowerCase(), e.args.to.toLowerCase(), id, e.args.values[i]!));
      }
    } catch {
      // not this standard's layout: no move
    }
  }
  const nonZero = (map: Map<string, bigint>) => Object.fromEntries([...map].filter(([, v]) => v !== 0n).map(([k, v]) => [k, v.toString()]));
  const positive = new Map<string, number>();
  for (const [key, v] of holders) if (v > 0n) positive.set(key.split(' ')[0]!, (positive.get(key.split(' ')[0]!) ?? 0) + 1);
  return {
    holders: nonZero(holders),
    items: nonZero(items),
    stats: Object.fromEntries(
      [...stats].map(([t, s]) => [t, { standard: s.standard, holders: positive.get(t) ?? 0, minted: s.minted.toString(), burned: s.burned.toString(), transfers: s.transfers }]),
    ),
  };
}

const rawLogs = (heights: number[]): RawLog[] => heights.flatMap((h) => (loadMainnetBlock(h).rawReceipts as { logs: RawLog[] }[]).flatMap((r) => r.logs));

async function stored(db: Kysely<DB>): Promise<Figures> {
  const h = await sql<{ token: string; holder: string; balance: string }>`SELECT token, holder, balance::text FROM token_holders WHERE chain = ${ETH}`.execute(db);
  const i = await sql<{ token: string; token_id: string; holder: string; balance: string }>`
    SELECT token, token_id::text, holder, balance::text FROM token_items WHERE chain = ${ETH}`.execute(db);
  const s = await sql<{ token: string; standard: number; holders: string; minted: string; burned: string; transfers: string }>`
    SELECT token, standard, holders::text, minted::text, burned::text, transfers::text FROM token_stats WHERE chain = ${ETH}`.execute(db);
  return {
    holders: Object.fromEntries(h.rows.map((r) => [`${r.token} ${r.holder}`, r.balance])),
    items: Object.fromEntries(i.rows.map((r) => [`${r.token} ${r.token_id} ${r.holder}`, r.balance])),
    stats: Object.fromEntries(
      s.rows.map((r) => [r.token, { standard: r.standard, holders: Number(r.holders), minted: r.minted, burned: r.burned, transfers: Number(r.transfers) }]),
    ),
  };
}

describe.each(TEST_ENGINES)('token balances on %s', (engine) => {
  let t: TestDatabase;
  beforeEach(async () => {
    t = await openTestDatabase(engine);
  });
  afterEach(async () => t?.drop());

  it('recorded mainnet blocks: every balance, item, holder count, mint and burn equals an independent sum of their logs', async () => {
    const db = t.database.db;
    // two batches, out of height order: sums commute
    await writeEvmBundles(db, 'eth', HEIGHTS.slice(2).map(mainnetBundle), { notify: 'none' });
    await writeEvmBundles(db, 'eth', HEIGHTS.slice(0, 2).map(mainnetBundle), { notify: 'none' });
    const expected = expectedFrom(rawLogs(HEIGHTS));
    expect(Object.keys(expected.holders).length).toBeGreaterThan(800);
    expect(Object.values(expected.stats).some((s) => s.standard === 2)).toBe(true);
    expect(Object.values(expected.stats).some((s) => s.standard === 3)).toBe(true);
    expect(await stored(db)).toEqual(expected);
  });

  it('a rollback across transfers leaves what a replay of the remaining blocks from scratch makes, and indexing them again restores the rest', async () => {
    const db = t.database.db;
    await writeEvmBundles(db, 'eth', HEIGHTS.map(mainnetBundle), { notify: 'none' });
    const full = await stored(db);
    await db.transaction().execute((trx) => rollbackEvmTo(trx, 'eth', 18500000));
    const afterRollback = await stored(db);

    const scratch = await openTestDatabase(engine);
    try {
      await writeEvmBundles(scratch.database.db, 'eth', HEIGHTS.slice(0, 3).map(mainnetBundle), { notify: 'none' });
      expect(afterRollback).toEqual(await stored(scratch.database.db));
    } finally {
      await scratch.drop();
    }
    expect(afterRollback).toEqual(expectedFrom(rawLogs(HEIGHTS.slice(0, 3))));
    expect(afterRollback).not.toEqual(full);

    await writeEvmBundles(db, 'eth', HEIGHTS.slice(3).map(mainnetBundle), { notify: 'none' });
    expect(await stored(db)).toEqual(full);
    // everything back to nothing: no row is left behind
    await db.transaction().execute((trx) => rollbackEvmTo(trx, 'eth', 0));
    expect(await stored(db)).toEqual({ holders: {}, items: {}, stats: {} });
  });

  it('holder counts follow zero crossings; NFT items move, batches split by id, burns delete; taking the moves back empties every table', async () => {
    const db = t.database.db;
    const nft = '0x00000000000000000000000000000000000000a1';
    const multi = '0x00000000000000000000000000000000000000b2';
    const [a, b] = ['0x00000000000000000000000000000000000000aa', '0x00000000000000000000000000000000000000bb'];
    const pad = (x: string) => `0x${x.slice(2).padStart(64, '0')}`;
    let logIndex = 0;
    const log = (address: string, topics: string[], data = '0x'): EvmLog => ({ blockHeight: 1, txHash: '0x', txIndex: 0, logIndex: logIndex++, address, topics, data });
    const batch = (ids: bigint[], values: bigint[]) => encodeAbiParameters([{ type: 'uint256[]' }, { type: 'uint256[]' }], [ids, values]);
    const logs = [
      log(nft, [ERC20_TRANSFER_TOPIC, pad(ZERO), pad(a), pad('0x1')]), // mint #1 to a
      log(nft, [ERC20_TRANSFER_TOPIC, pad(ZERO), pad(a), pad('0x2')]), // mint #2 to a
      log(nft, [ERC20_TRANSFER_TOPIC, pad(a), pad(b), pad('0x1')]), // #1 a → b
      log(multi, [ERC1155_BATCH_TOPIC, pad(a), pad(ZERO), pad(a)], batch([1n, 2n], [5n, 7n])), // mint 5 of #1, 7 of #2 to a
      log(multi, [ERC1155_SINGLE_TOPIC, pad(a), pad(a), pad(b)], encodeAbiParameters([{ type: 'uint256' }, { type: 'uint256' }], [1n, 5n])), // all of #1 a → b
      log(nft, [ERC20_TRANSFER_TOPIC, pad(b), pad(ZERO), pad('0x1')]), // burn #1
      log(nft, [ERC20_TRANSFER_TOPIC, pad(a), pad(b), pad('0x3'), pad('0x4')]), // 5 topics: no standard's layout
    ];
    const moves = tokenMoves(logs);
    expect(moves).toHaveLength(7);
    await db.transaction().execute((trx) => applyTokenDeltas(trx, 'eth', [tokenDeltas(moves.slice(0, 3)), tokenDeltas(moves.slice(3))]));
    expect(await stored(db)).toEqual({
      // b's ERC-721 balance went 1 → 0 (burned): its row is gone; a keeps #2
      holders: { [`${nft} ${a}`]: '1', [`${multi} ${a}`]: '7', [`${multi} ${b}`]: '5' },
      items: { [`${nft} 2 ${a}`]: '1', [`${multi} 2 ${a}`]: '7', [`${multi} 1 ${b}`]: '5' },
      stats: {
        [nft]: { standard: 2, holders: 1, minted: '2', burned: '1', transfers: 4 },
        [multi]: { standard: 3, holders: 2, minted: '12', burned: '0', transfers: 3 },
      },
    });
    await db.transaction().execute((trx) => applyTokenDeltas(trx, 'eth', [tokenDeltas(moves, -1n)]));
    const back = await stored(db);
    expect(back.holders).toEqual({});
    expect(back.items).toEqual({});
    expect(Object.values(back.stats).map((s) => [s.holders, s.minted, s.burned, s.transfers])).toEqual([
      [0, '0', '0', 0],
      [0, '0', '0', 0],
    ]);
  });

  it('blocks stored before balances were kept are counted by the backfill, chunk by chunk, to the same figures; a rollback meanwhile counts nothing twice', async () => {
    const db = t.database.db;
    // stored without balances (as by a release before migration 032), then the migration's record of them
    await writePreparedBlocks(db, 'eth', HEIGHTS.map((h) => prepareBlock('eth', mainnetBundle(h), { tokenBalances: false })), { notify: 'none' });
    expect(await stored(db)).toEqual({ holders: {}, items: {}, stats: {} });
    await db.insertInto('token_balance_backfill').values({ chain: ETH, next_height: HEIGHTS[0]!, below: HEIGHTS.at(-1)! + 1 }).execute();
    const backfill = createBalanceBackfill({ database: t.database, chain: CHAINS.eth, logger: createLogger('test', 'silent'), chunkBlocks: 1_000_000 });
    // the first chunk counts the oldest block (a million heights); then a reorg removes the newest before the backfill gets to it
    expect(await backfill.runOnce()).toBe(true);
    await db.transaction().execute((trx) => rollbackEvmTo(trx, 'eth', 19433902));
    while (await backfill.runOnce());
    expect(await db.selectFrom('token_balance_backfill').selectAll().execute()).toEqual([]);
    expect(await stored(db)).toEqual(expectedFrom(rawLogs(HEIGHTS.slice(0, 4))));
    // the block indexed again after the reorg is counted by ingest
    await writeEvmBundles(db, 'eth', [mainnetBundle(19433903)], { notify: 'none' });
    expect(await stored(db)).toEqual(expectedFrom(rawLogs(HEIGHTS)));
  });
});
