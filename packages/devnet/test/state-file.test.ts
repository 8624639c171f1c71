import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CHAINS } from '@explorer/core';
import { createPublicClient, http } from 'viem';
import { afterAll, describe, expect, it } from 'vitest';
import { devAccounts } from '../src/accounts';
import { startEvmDevnet, stateFileOf } from '../src/devnet';
import { pruneStateFile } from '../src/state-file';

const dirs: string[] = [];
const DEV0 = devAccounts()[0]!.address;

describe('state file size cap', () => {
  afterAll(() => Promise.all(dirs.map((d) => rm(d, { recursive: true, force: true }))));

  it('drops the older half of block history and keeps the chain head', async () => {
    const stateDir = await mkdtemp(join(tmpdir(), 'devnet-prune-'));
    dirs.push(stateDir);
    const file = stateFileOf(stateDir, CHAINS.eth);
    // automine: a block per transaction, so a few rounds give many blocks
    const first = await startEvmDevnet({ chain: CHAINS.eth, stateDir, blockTime: 0, activityOptions: { intervalMs: 20, rounds: 8, seed: 3 } });
    const client = createPublicClient({ cacheTime: 0, transport: http(first.rpcUrl) });
    const deadline = Date.now() + 20_000;
    while ((await client.getBlockNumber()) < 12n && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
    await first.stop();
    expect(await pruneStateFile(file, 1e12)).toEqual({ action: 'none' });
    const size = (await stat(file)).size;

    const probe = await startEvmDevnet({ chain: CHAINS.eth, stateDir, blockTime: 3600, activity: false });
    const before = createPublicClient({ cacheTime: 0, transport: http(probe.rpcUrl) });
    const head = await before.getBlock();
    expect(head.number).toBeGreaterThanOrEqual(12n);
    const nonce = await before.getTransactionCount({ address: DEV0 });
    expect(nonce).toBeGreaterThan(0);
    await probe.stop();

    const pruned = await startEvmDevnet({ chain: CHAINS.eth, stateDir, blockTime: 3600, activity: false, maxStateBytes: size - 1 });
    const after = createPublicClient({ cacheTime: 0, transport: http(pruned.rpcUrl) });
    expect(await after.getBlockNumber()).toBe(head.number);
    expect((await after.getBlock({ blockNumber: head.number })).hash).toBe(head.hash);
    await expect(after.getBlock({ blockNumber: 1n })).rejects.toThrow(/could not be found/);
    expect(await after.getTransactionCount({ address: DEV0 })).toBe(nonce); // account state kept
    await after.request({ method: 'evm_mine' } as never);
    expect((await after.getBlock({ blockNumber: head.number + 1n })).parentHash).toBe(head.hash); // the chain goes on
    await pruned.stop();
    expect((await stat(file)).size).toBeLessThan(size);
  });
});
