import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { base64 } from '@scure/base';
import { decodeTransaction, startSolDevnet, type SolDevnet } from '../../src/sol/index';
import { rpc, signaturesVerify, sum } from './support';

type Json = Record<string, any>;

describe('sol devnet (LiteSVM)', () => {
  let devnet: SolDevnet;
  let dataDir: string;
  let now = 1_750_000_000;
  let slots: number[] = [];
  const blocks = new Map<number, Json>();

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'sol-devnet-'));
    devnet = await startSolDevnet({ dataDir, blockTime: 0, clock: () => now, initialSlots: 10 });
    // produce until a skipped slot has appeared and the lookup table has been used
    for (let i = 0; i < 30 && devnet.slot() < 80; i++) {
      now += 1;
      await devnet.produce(5);
    }
    slots = (await rpc<number[]>(devnet.url, 'getBlocks', [0, null, { commitment: 'confirmed' }])).result!;
    for (const s of slots) {
      const b = await rpc<Json>(devnet.url, 'getBlock', [s, { commitment: 'confirmed', maxSupportedTransactionVersion: 0, encoding: 'base64' }]);
      blocks.set(s, b.result!);
    }
  });
  afterAll(async () => {
    await devnet?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const allTxs = () => [...blocks.values()].flatMap((b) => b.transactions as Json[]);

  it('produces slots, skips some, and links blocks by parentSlot and previousBlockhash', async () => {
    expect(devnet.slot()).toBeGreaterThanOrEqual(80);
    const skipped = Array.from({ length: devnet.slot() }, (_, i) => i).filter((s) => !slots.includes(s));
    expect(skipped.length).toBeGreaterThan(0);
    const answer = await rpc(devnet.url, 'getBlock', [skipped[0], { commitment: 'confirmed' }]);
    expect(answer.error).toEqual({ code: -32007, message: `Slot ${skipped[0]} was skipped, or missing due to ledger jump to recent snapshot` });
    for (let i = 1; i < slots.length; i++) {
      const b = blocks.get(slots[i]!)!;
      const parent = blocks.get(slots[i - 1]!)!;
      expect(b.parentSlot).toBe(slots[i - 1]);
      expect(b.previousBlockhash).toBe(parent.blockhash);
      expect(b.blockHeight).toBe(parent.blockHeight + 1);
      expect(b.blockTime).toBeGreaterThanOrEqual(parent.blockTime);
    }
    const above = await rpc(devnet.url, 'getBlock', [devnet.slot() + 5, { commitment: 'confirmed' }]);
    expect(above.error?.code).toBe(-32004);
    expect((await rpc<number>(devnet.url, 'getSlot', [{ commitment: 'finalized' }])).result).toBeLessThanOrEqual(devnet.slot() - 32);
  });

  it('serves transactions whose signatures verify over the wire message, using the parent blockhash', () => {
    const txs = allTxs();
    expect(txs.length).toBeGreaterThan(100);
    for (const t of txs) expect(signaturesVerify(t.transaction[0])).toBe(true);
    for (const b of blocks.values()) for (const t of b.transactions as Json[]) expect(decodeTransaction(base64.decode(t.transaction[0])).message.recentBlockhash).toBe(b.previousBlockhash);
  });

  it('keeps fee = Σpre − Σpost, includes failed transactions and pays the leader', () => {
    for (const b of blocks.values()) {
      let reward = 0;
      for (const t of b.transactions as Json[]) {
        expect(sum(t.meta.preBalances) - sum(t.meta.postBalances)).toBe(t.meta.fee);
        reward += t.meta.fee - 2500 * countSignatures(t);
      }
      if (b.transactions.length) expect(b.rewards[0]).toMatchObject({ lamports: reward, rewardType: 'Fee', commission: null });
    }
    const failed = allTxs().filter((t) => t.meta.err);
    expect(failed.some((t) => JSON.stringify(t.meta.err).includes('"Custom":1'))).toBe(true);
    for (const t of failed) {
      expect(t.meta.status).toEqual({ Err: t.meta.err });
      expect(t.meta.fee).toBeGreaterThanOrEqual(5000);
    }
  });

  it('shows a v0 transaction with loaded addresses, inner instructions at stack height 2 and token balances', async () => {
    const slot = slots.find((s) => (blocks.get(s)!.transactions as Json[]).some((t) => t.meta.loadedAddresses.writable.length + t.meta.loadedAddresses.readonly.length > 0))!;
    expect(slot).toBeDefined();
    const json = (await rpc<Json>(devnet.url, 'getBlock', [slot, { commitment: 'confirmed', maxSupportedTransactionVersion: 0 }])).result!;
    const v0 = (json.transactions as Json[]).find((t) => t.meta.loadedAddresses.writable.length)!;
    expect(v0.version).toBe(0);
    expect(v0.transaction.message.addressTableLookups.length).toBe(1);
    const txs = allTxs();
    expect(txs.some((t) => t.meta.innerInstructions.some((g: Json) => g.instructions.some((ix: Json) => ix.stackHeight === 2)))).toBe(true);
    expect(txs.some((t) => t.meta.preTokenBalances.length && t.meta.postTokenBalances.length)).toBe(true);
    const withoutVersion = await rpc(devnet.url, 'getBlock', [slot, { commitment: 'confirmed' }]);
    expect(withoutVersion.error?.code).toBe(-32015);
  });

  it('answers json and jsonParsed alike for the same block', async () => {
    for (const slot of slots.slice(-10)) {
      const opts = { commitment: 'confirmed', maxSupportedTransactionVersion: 0 };
      const json = (await rpc<Json>(devnet.url, 'getBlock', [slot, { ...opts, encoding: 'json' }])).result!;
      const parsed = (await rpc<Json>(devnet.url, 'getBlock', [slot, { ...opts, encoding: 'jsonParsed' }])).result!;
      expect(parsed.transactions.length).toBe(json.transactions.length);
      expect(parsed.transactions.map((t: Json) => t.transaction.signatures)).toEqual(json.transactions.map((t: Json) => t.transaction.signatures));
      json.transactions.forEach((t: Json, i: number) => {
        const p = parsed.transactions[i];
        expect(p.transaction.message.instructions.length).toBe(t.transaction.message.instructions.length);
        expect(p.transaction.message.accountKeys.map((k: Json) => k.pubkey)).toEqual([...t.transaction.message.accountKeys, ...t.meta.loadedAddresses.writable, ...t.meta.loadedAddresses.readonly]);
        expect(p.meta.fee).toBe(t.meta.fee);
      });
      const sigs = (await rpc<Json>(devnet.url, 'getBlock', [slot, { ...opts, transactionDetails: 'signatures', rewards: false }])).result!;
      expect(sigs.signatures).toEqual(json.transactions.map((t: Json) => t.transaction.signatures[0]));
    }
    const sig = (blocks.get(slots[slots.length - 1]!)!.transactions as Json[])[0];
    expect(sig).toBeDefined();
  });

  it('answers getTransaction, getBlockTime, getLatestBlockhash and errors with the real codes', async () => {
    const slot = slots[slots.length - 1]!;
    const json = (await rpc<Json>(devnet.url, 'getBlock', [slot, { commitment: 'confirmed', maxSupportedTransactionVersion: 0 }])).result!;
    const sig = json.transactions[0].transaction.signatures[0];
    const tx = (await rpc<Json>(devnet.url, 'getTransaction', [sig, { commitment: 'confirmed', maxSupportedTransactionVersion: 0, encoding: 'jsonParsed' }])).result!;
    expect(tx.slot).toBe(slot);
    expect(tx.blockTime).toBe(json.blockTime);
    expect((await rpc<Json>(devnet.url, 'getLatestBlockhash', [{ commitment: 'confirmed' }])).result!.value.blockhash).toBe(blocks.get(devnet.slot())?.blockhash ?? json.blockhash);
    expect((await rpc(devnet.url, 'getBlockTime', [slots[1]])).result).toBe(blocks.get(slots[1]!)!.blockTime);
    expect((await rpc(devnet.url, 'nope')).error?.code).toBe(-32601);
    expect((await rpc(devnet.url, 'getBlock', ['x'])).error?.code).toBe(-32602);
    expect((await rpc(devnet.url, 'getBlocks', [0, 600_000])).error?.code).toBe(-32602);
    expect((await rpc(devnet.url, 'getHealth')).result).toBe('ok');
  });

  it('continues the same chain after a restart from its file', async () => {
    const tip = devnet.chain.tip;
    await devnet.stop();
    devnet = await startSolDevnet({ dataDir, blockTime: 0, clock: () => now, initialSlots: 10 });
    expect(devnet.chain.tip.slot).toBe(tip.slot);
    expect(devnet.chain.tip.blockhash).toBe(tip.blockhash);
    const [next] = await devnet.produce(3);
    expect(next?.previousBlockhash).toBeDefined();
  });
});

function countSignatures(t: Json): number {
  return decodeSigCount(t.transaction[0] as string);
}
function decodeSigCount(wire: string): number {
  return Buffer.from(wire, 'base64')[0]!;
}
