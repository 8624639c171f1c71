import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateMainnetShapedSlots, startRecordedSolServer, type MainnetShapedSlots, type RecordedSolServer } from '../../src/sol/index';
import { rpc, signaturesVerify, sum } from './support';

type Json = Record<string, any>;

describe('mainnet-shaped slots and the recorded-block server', () => {
  let dir: string;
  let gen: MainnetShapedSlots;
  let server: RecordedSolServer;
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'sol-shaped-'));
    gen = generateMainnetShapedSlots({ dir, count: 12, txsPerSlot: 300, seed: 'test' });
    server = await startRecordedSolServer({ dir: gen.dir });
  });
  afterAll(async () => {
    await server?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('writes the slots once and reuses them', () => {
    expect(gen.slots.length).toBe(12);
    expect(gen.reused).toBe(false);
    expect(generateMainnetShapedSlots({ dir, count: 12, txsPerSlot: 300, seed: 'test' }).reused).toBe(true);
  });

  it('serves them: tip, skipped slots, counts, vote share, invariants, signatures', async () => {
    const top = gen.slots[gen.slots.length - 1]!;
    expect((await rpc(server.url, 'getSlot')).result).toBe(top);
    const listed = (await rpc<number[]>(server.url, 'getBlocks', [gen.slots[0], top])).result!;
    expect(listed).toEqual(gen.slots);
    const gap = Array.from({ length: top - gen.slots[0]! }, (_, i) => gen.slots[0]! + i).find((s) => !gen.slots.includes(s));
    if (gap !== undefined) expect((await rpc(server.url, 'getBlock', [gap])).error?.code).toBe(-32007);
    let votes = 0;
    let total = 0;
    for (const slot of gen.slots) {
      const b = (await rpc<Json>(server.url, 'getBlock', [slot, { maxSupportedTransactionVersion: 0 }])).result!;
      const txs = b.transactions as Json[];
      expect(txs.length).toBe(300);
      total += txs.length;
      votes += txs.filter((t) => t.transaction.message.accountKeys.includes('Vote111111111111111111111111111111111111111')).length;
      let reward = 0;
      for (const t of txs) {
        expect(sum(t.meta.preBalances) - sum(t.meta.postBalances)).toBe(t.meta.fee);
        reward += t.meta.fee - 2500 * t.transaction.signatures.length;
      }
      expect(b.rewards[0].lamports).toBe(reward);
    }
    expect(votes / total).toBeCloseTo(0.7, 1);
    const sample = (await rpc<Json>(server.url, 'getBlock', [gen.slots[3], { encoding: 'base64', maxSupportedTransactionVersion: 0 }])).result!;
    for (const t of (sample.transactions as Json[]).slice(0, 100)) expect(signaturesVerify(t.transaction[0])).toBe(true);
    const parsed = (await rpc<Json>(server.url, 'getBlock', [gen.slots[3], { encoding: 'jsonParsed', maxSupportedTransactionVersion: 0 }])).result!;
    expect(parsed.transactions.length).toBe(300);
    expect((parsed.transactions as Json[]).some((t) => t.meta.err)).toBe(true);
    const sig = parsed.transactions[5].transaction.signatures[0];
    expect((await rpc<Json>(server.url, 'getTransaction', [sig])).result!.slot).toBe(gen.slots[3]);
  });
});
