/**
 * Sends a round's planned transactions (in order per sender, senders in parallel) with explicit
 * nonces, then waits for their receipts and settles them into the stats and the world.
 */
import type { Hash, PublicClient, TransactionReceipt, TransactionSerializable } from 'viem';
import type { Logger } from '@explorer/core';
import { envelope } from '../fees';
import { isNonceError, type NonceManager } from '../nonces';
import type { Random } from '../random';
import type { ActivityStats, PlannedTx } from './types';

export interface SendDeps {
  client: PublicClient;
  chainId: number;
  nonces: NonceManager;
  random: Random;
  logger: Logger;
  stats: ActivityStats;
}

export interface Sent {
  hash: Hash;
  plan: PlannedTx;
}

function describe(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const details = (error as { details?: string }).details;
  return details ? `${error.message.split('\n')[0]} (${details})` : (error.message.split('\n')[0] ?? error.name);
}

async function sendOne(deps: SendDeps, plan: PlannedTx, baseFee: bigint): Promise<Sent | null> {
  const { nonces, stats } = deps;
  const address = plan.from.address;
  try {
    const tx = envelope(plan.body, plan.type, baseFee, deps.random);
    const nonce = await nonces.current(address);
    const serializedTransaction = await plan.from.signTransaction({ ...tx, nonce, chainId: deps.chainId } as TransactionSerializable);
    const hash = await deps.client.sendRawTransaction({ serializedTransaction });
    nonces.advance(address);
    stats.submitted++;
    stats.byKind[plan.kind]++;
    stats.byType[plan.type]++;
    deps.logger.debug({ hash, nonce, type: plan.type, from: address }, plan.label);
    return { hash, plan };
  } catch (error) {
    nonces.resync(address);
    stats.errors++;
    stats.lastError = describe(error);
    deps.logger.warn({ from: address, kind: plan.kind, nonceError: isNonceError(error), error: stats.lastError }, 'devnet activity: node refused a transaction');
    return null;
  }
}

export async function sendAll(deps: SendDeps, plans: PlannedTx[], baseFee: bigint): Promise<Sent[]> {
  const bySender = new Map<string, PlannedTx[]>();
  for (const plan of plans) bySender.set(plan.from.address, [...(bySender.get(plan.from.address) ?? []), plan]);
  const perSender = await Promise.all(
    [...bySender.values()].map(async (list) => {
      const sent: Sent[] = [];
      for (const plan of list) {
        const result = await sendOne(deps, plan, baseFee);
        if (result) sent.push(result);
      }
      return sent;
    }),
  );
  return perSender.flat();
}

/** polls until every receipt is there, the timeout passes or `stopped()` says so */
export async function waitReceipts(
  client: PublicClient,
  hashes: Hash[],
  options: { timeoutMs: number; pollMs: number; stopped: () => boolean },
): Promise<Map<Hash, TransactionReceipt>> {
  const receipts = new Map<Hash, TransactionReceipt>();
  const deadline = Date.now() + options.timeoutMs;
  for (;;) {
    const open = hashes.filter((h) => !receipts.has(h));
    const found = await Promise.all(open.map((hash) => client.getTransactionReceipt({ hash }).catch(() => null)));
    found.forEach((receipt, i) => receipt && receipts.set(open[i] as Hash, receipt));
    if (receipts.size === hashes.length || Date.now() > deadline || options.stopped()) return receipts;
    await new Promise((resolve) => setTimeout(resolve, options.pollMs));
  }
}

/** counts outcomes, lets successful plans update the world, and resyncs the senders of lost ones */
export async function settle(deps: SendDeps, sent: Sent[], receipts: Map<Hash, TransactionReceipt>): Promise<void> {
  const { stats } = deps;
  for (const { hash, plan } of sent) {
    const receipt = receipts.get(hash);
    if (!receipt) {
      stats.errors++;
      stats.lastError = `no receipt for ${hash}`;
      deps.nonces.resync(plan.from.address);
      deps.logger.warn({ hash, kind: plan.kind }, 'devnet activity: transaction not mined in time; dropping it and resyncing the nonce');
      await deps.client.request({ method: 'anvil_dropTransaction', params: [hash] } as never).catch(() => undefined);
    } else if (receipt.status === 'success') {
      stats.succeeded++;
      plan.onSuccess?.(receipt);
    } else {
      stats.reverted++;
      if (plan.kind !== 'revert') deps.logger.debug({ hash, kind: plan.kind }, `reverted: ${plan.label}`);
    }
  }
}
