/**
 * What the indexer keeps of a Solana vote transaction, through the decode worker (the option
 * travels to the worker thread): compact by default (a row without detail, no events), its keys,
 * balances, instructions and logs when the deployment asks (SOL_VOTE_DETAIL=full). Mainnet-shaped
 * slots (70 % votes) served by the recorded-slot server.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chainKey, CHAINS, createLogger, SOL_PROGRAMS, unkeyedSolDetail, unpackSolDetail, type KeyedSolDetail } from '@explorer/core';
import { base58 } from '@scure/base';
import { solDetailOf, solKeysOf } from './support/sol-keys';
import { openTestDatabase, TEST_ENGINES, type TestDatabase } from '@explorer/db/testing';
import { generateMainnetShapedSlots, startRecordedSolServer, type RecordedSolServer } from '@explorer/devnet';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createIndexer, type FamilyOptions } from '../src';

const logger = createLogger('test', 'warn');

describe.each(TEST_ENGINES)('Solana vote transactions on %s', (engine) => {
  let dir: string;
  let node: RecordedSolServer;
  let slots: number[];
  const dbs: TestDatabase[] = [];
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'sol-votes-'));
    const generated = generateMainnetShapedSlots({ dir, count: 4, txsPerSlot: 40, voteShare: 0.7, seed: 'vote-detail' });
    slots = generated.slots;
    node = await startRecordedSolServer({ dir: generated.dir, host: '127.0.0.1' });
  }, 120_000);
  afterAll(async () => {
    await Promise.all([node?.close(), ...dbs.map((d) => d.drop())]);
    rmSync(dir, { recursive: true, force: true });
  });

  async function index(familyOptions?: FamilyOptions) {
    const t = await openTestDatabase(engine);
    dbs.push(t);
    await createIndexer({ database: t.database, chain: CHAINS.sol, rpcUrl: node.url, logger, startHeight: slots[0], stopAtHeight: slots.at(-1), decodeWorkers: 1, workerMinBlocks: 0, familyOptions }).run();
    return t.database.db.selectFrom('sol_transactions').select(['block_height', 'tx_index', 'signature', 'signer', 'vote', 'keys', 'detail', 'detail_z']).where('chain', '=', chainKey('sol')).execute();
  }

  it('keeps a vote compact by default and its detail when asked, other transactions alike either way', async () => {
    const compact = await index();
    const full = await index({ solVoteDetail: 'full' });
    const votes = compact.filter((r) => r.vote);
    expect(votes.length).toBeGreaterThan(compact.length / 2);
    expect(votes.every((r) => r.detail === null && r.detail_z === null && r.keys === null)).toBe(true);

    const key = (r: { block_height: number; tx_index: number }) => `${r.block_height}:${r.tx_index}`;
    const byPosition = new Map(compact.map((r) => [key(r), r]));
    expect(full.map(key).sort()).toEqual([...byPosition.keys()].sort());
    for (const r of full) {
      expect(r.signature).toBe(byPosition.get(key(r))!.signature);
      if (!r.vote) {
        expect([r.detail, r.detail_z, r.keys]).toEqual([byPosition.get(key(r))!.detail, byPosition.get(key(r))!.detail_z, byPosition.get(key(r))!.keys]); // unchanged for the rest
        continue;
      }
      // the keyed detail (migration 027) compressed in detail_z (028): "" for the row's signature, the keys after the signer as bytes
      expect(r.detail).toBeNull();
      const stored = JSON.parse(solDetailOf(r.detail_z)!) as KeyedSolDetail;
      expect(stored.s[0]).toBe('');
      expect(r.signature).toMatch(/^0x[0-9a-f]{128}$/);
      expect(r.keys).toMatch(/^0x([0-9a-f]{64})+$/);
      const signer = base58.encode(Buffer.from(r.signer.slice(2), 'hex'));
      const detail = unpackSolDetail(unkeyedSolDetail(stored, [signer, ...solKeysOf(r.keys)], 'sig'));
      expect(detail.accountKeys[0]!.pubkey).toBe(signer);
      expect(detail.accountKeys[0]!.signer).toBe(true);
      expect(detail.instructions.some((ix) => ix.programId === SOL_PROGRAMS.vote && ix.type === 'vote')).toBe(true);
      expect(detail.preBalances?.length).toBe(detail.accountKeys.length);
    }
  });
});
