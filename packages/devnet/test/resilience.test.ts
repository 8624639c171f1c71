import { createPublicClient, http, parseEther, type PublicClient } from 'viem';
import { afterEach, describe, expect, it } from 'vitest';
import { devAccounts } from '../src/accounts';
import { startActivity, type Activity } from '../src/activity/start-activity';
import { startAnvil, type AnvilNode } from '../src/anvil';
import { scanChain } from './chain-scan';

async function until(check: () => boolean | Promise<boolean>, what: string, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

describe('activity generator under trouble', () => {
  const started: { node?: AnvilNode; activity?: Activity }[] = [];
  afterEach(async () => {
    for (const s of started.splice(0)) {
      await s.activity?.stop();
      await s.node?.stop();
    }
  });

  it('resyncs nonces when someone else sends from its accounts', async () => {
    const node = await startAnvil({ chainId: 56 });
    const activity = startActivity({ rpcUrl: node.rpcUrl, chainId: 56, intervalMs: 30, seed: 99 });
    started.push({ node, activity });
    await until(() => activity.stats().rounds >= 2, 'two rounds');
    // every dev account sends a transaction behind the generator's back: its tracked nonces go stale
    const client: PublicClient = createPublicClient({ cacheTime: 0, transport: http(node.rpcUrl) });
    for (const account of devAccounts()) {
      const nonce = await client.getTransactionCount({ address: account.address, blockTag: 'pending' });
      const tx = { chainId: 56, nonce, to: account.address, value: 1n, gas: 21_000n, gasPrice: parseEther('0.00000005'), type: 'legacy' as const };
      await client.sendRawTransaction({ serializedTransaction: await account.signTransaction(tx) }).catch(() => undefined);
    }
    await until(() => /nonce/i.test(activity.stats().lastError ?? ''), 'a nonce error');
    const after = activity.stats();
    await until(() => activity.stats().succeeded > after.succeeded + 10 && activity.stats().rounds > after.rounds + 2, 'more successful rounds');
    const pool = (await client.request({ method: 'txpool_content' } as never)) as { queued: Record<string, unknown> };
    expect(pool.queued).toEqual({});
  });

  it('keeps going when the node restarts as a new chain, and redeploys its contracts', async () => {
    const first = await startAnvil({ chainId: 1 });
    const activity = startActivity({ rpcUrl: first.rpcUrl, chainId: 1, intervalMs: 30, seed: 5, receiptTimeoutMs: 3000 });
    const entry: { node?: AnvilNode; activity?: Activity } = { node: first, activity };
    started.push(entry);
    await until(() => activity.stats().rounds >= 3 && activity.stats().tokens.length >= 2, 'three rounds');
    await first.stop();
    await until(() => activity.stats().errors > 0, 'the generator to notice the node is gone');
    const second = await startAnvil({ chainId: 1, port: first.port });
    entry.node = second;
    const client: PublicClient = createPublicClient({ cacheTime: 0, transport: http(second.rpcUrl) });
    await until(async () => (await client.getBlockNumber()) > 15n, 'activity on the new chain');
    // a fresh chain: nonces start at 0 again and the contracts were deployed anew
    const mined = await scanChain(client);
    const creations = mined.filter((m) => m.receipt.contractAddress);
    expect(creations.length).toBeGreaterThanOrEqual(4);
    expect(mined.filter((m) => m.receipt.status === 'success').length).toBeGreaterThan(10);
    const firstOf = new Map<string, number>();
    for (const { tx } of mined) if (!firstOf.has(tx.from)) firstOf.set(tx.from, tx.nonce);
    expect([...firstOf.values()].every((n) => n === 0)).toBe(true);
    for (const token of activity.stats().tokens) expect((await client.getCode({ address: token }))?.length).toBeGreaterThan(2);
  });
});
