/**
 * Per-account nonce tracking for batched sending: the first use of an account reads its nonce from
 * the node ('pending', which counts the pool but not nonce-gapped queued transactions); each accepted
 * transaction advances it locally; any send error or a detected restart drops it so the next use
 * reads the node again.
 */
import type { Address, PublicClient } from 'viem';

export interface NonceManager {
  /** the nonce the next transaction of this account must carry */
  current(address: Address): Promise<number>;
  /** the transaction with current() was accepted by the node */
  advance(address: Address): void;
  /** forget one account (or all): the next current() asks the node */
  resync(address?: Address): void;
}

export function createNonceManager(client: Pick<PublicClient, 'getTransactionCount'>): NonceManager {
  const nonces = new Map<Address, number>();
  return {
    async current(address) {
      const known = nonces.get(address);
      if (known !== undefined) return known;
      const fetched = await client.getTransactionCount({ address, blockTag: 'pending' });
      nonces.set(address, fetched);
      return fetched;
    },
    advance(address) {
      const known = nonces.get(address);
      if (known === undefined) throw new Error(`advance(${address}) without current()`);
      nonces.set(address, known + 1);
    },
    resync(address) {
      if (address) nonces.delete(address);
      else nonces.clear();
    },
  };
}

/** whether a send error is about the nonce (too low / too high / already imported / replaced) */
export function isNonceError(error: unknown): boolean {
  const text = error instanceof Error ? `${error.message} ${(error as { details?: string }).details ?? ''}` : String(error);
  return /nonce|already (imported|known)|replacement transaction/i.test(text);
}
