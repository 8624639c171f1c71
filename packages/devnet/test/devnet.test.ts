import { mkdtemp, readdir, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CHAINS } from '@explorer/core';
import { createPublicClient, getAddress, http, type PublicClient } from 'viem';
import { afterAll, describe, expect, it } from 'vitest';
import { devAccounts } from '../src/accounts';
import { startEvmDevnet, stateFileOf, validatorAddress, type EvmDevnet } from '../src/devnet';
import { scanChain } from './chain-scan';

const dirs: string[] = [];
const running: EvmDevnet[] = [];
async function tempDir() {
  const dir = await mkdtemp(join(tmpdir(), 'devnet-state-'));
  dirs.push(dir);
  return dir;
}
async function until(check: () => Promise<boolean>, what: string, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}
const clientOf = (rpcUrl: string): PublicClient => createPublicClient({ cacheTime: 0, transport: http(rpcUrl) });

describe('startEvmDevnet', () => {
  afterAll(async () => {
    await Promise.all(running.map((d) => d.stop()));
    await Promise.all(dirs.map((d) => rm(d, { recursive: true, force: true })));
  });

  it('runs bsc as chain id 56 with batched activity, and continues from the saved height after a restart', async () => {
    const stateDir = await tempDir();
    const options = { chain: CHAINS.bsc, stateDir, blockTime: 1, activityOptions: { intervalMs: 100, txPerRound: [6, 10] as const } };
    const first = await startEvmDevnet(options);
    running.push(first);
    expect(first.chain).toBe('bsc');
    const client = clientOf(first.rpcUrl);
    expect(await client.getChainId()).toBe(56);
    await until(async () => (await scanChain(client)).filter((m) => m.receipt.status === 'success').length >= 15, 'activity');
    await first.stop();
    const before = await stateSnapshotOf(stateDir);
    expect(before.blockNumber).toBeGreaterThanOrEqual(2n); // contracts deployed, then activity
    // several transactions of one sender in one block: nonces were assigned ahead of mining
    const perBlockSender = new Map<string, number>();
    for (const { tx } of before.mined) perBlockSender.set(`${tx.blockNumber}:${tx.from}`, (perBlockSender.get(`${tx.blockNumber}:${tx.from}`) ?? 0) + 1);
    expect(Math.max(...perBlockSender.values())).toBeGreaterThan(1);

    const second = await startEvmDevnet(options);
    running.push(second);
    const again = clientOf(second.rpcUrl);
    expect(await again.getBlockNumber()).toBeGreaterThanOrEqual(before.blockNumber);
    const old = await again.getBlock({ blockNumber: before.blockNumber });
    expect(old.hash).toBe(before.hash);
    const lastTx = before.mined[before.mined.length - 1]!;
    expect((await again.getTransactionReceipt({ hash: lastTx.tx.hash })).status).toBe(lastTx.receipt.status);
    // the generator resumes on the restored chain: its accounts' nonces continue where they were
    await until(async () => (await scanChain(again, before.blockNumber + 1n)).some((m) => m.receipt.status === 'success'), 'activity after restart');
    const resumed = await scanChain(again, before.blockNumber + 1n);
    const nonceBefore = (from: string) => before.nonces.get(getAddress(from)) ?? 0;
    for (const { tx } of resumed) expect(tx.nonce).toBeGreaterThanOrEqual(nonceBefore(tx.from));
    expect(resumed.some((m) => nonceBefore(m.tx.from) > 0)).toBe(true);
    await second.stop();
  });

  it('runs eth as chain id 1 without activity when asked', async () => {
    const devnet = await startEvmDevnet({ chain: CHAINS.eth, blockTime: 1, activity: false });
    running.push(devnet);
    const client = clientOf(devnet.rpcUrl);
    expect(await client.getChainId()).toBe(1);
    await until(async () => (await client.getBlockNumber()) >= 2n, 'two blocks');
    expect((await scanChain(client)).length).toBe(0);
    const block = await client.getBlock({ blockNumber: 2n });
    expect(block.miner.toLowerCase()).toBe(validatorAddress(1));
    await devnet.stop();
  });

  it('moves an unreadable state file aside and starts a new chain', async () => {
    const stateDir = await tempDir();
    await writeFile(stateFileOf(stateDir, CHAINS.eth), '{ not json');
    const devnet = await startEvmDevnet({ chain: CHAINS.eth, stateDir, activity: false, blockTime: 3600 });
    running.push(devnet);
    expect(await clientOf(devnet.rpcUrl).getBlockNumber()).toBe(0n);
    await devnet.stop();
    expect((await readdir(stateDir)).some((f) => f.startsWith('eth-anvil.json.unreadable-'))).toBe(true);
    expect((await stat(stateFileOf(stateDir, CHAINS.eth))).size).toBeGreaterThan(100);
  });

  it('refuses a chain that is not EVM', async () => {
    await expect(startEvmDevnet({ chain: CHAINS.btc })).rejects.toThrow(/not an EVM chain/);
  });
});

/** what the stopped devnet left behind, read back by starting a plain node on its state file */
async function stateSnapshotOf(stateDir: string) {
  const probe = await startEvmDevnet({ chain: CHAINS.bsc, stateDir, activity: false, blockTime: 3600 });
  try {
    const client = clientOf(probe.rpcUrl);
    const blockNumber = await client.getBlockNumber();
    const hash = (await client.getBlock({ blockNumber })).hash;
    const mined = await scanChain(client);
    const nonces = new Map(await Promise.all(devAccounts().map(async (a) => [a.address, await client.getTransactionCount({ address: a.address })] as const)));
    return { blockNumber, hash, mined, nonces };
  } finally {
    await probe.stop();
  }
}
