/**
 * The devnet's keys, derived from the seed (sha256 of "<seed>/<name>" as the ed25519 private
 * key): the wallets that send traffic, the leader identity, and fresh keys for new mints.
 */
import { createHash } from 'node:crypto';
import { createKeyPairSignerFromPrivateKeyBytes, type KeyPairSigner } from '@solana/kit';

export function keyBytes(seed: string, name: string): Uint8Array {
  return new Uint8Array(createHash('sha256').update(`${seed}/${name}`).digest());
}

export function signerFor(seed: string, name: string): Promise<KeyPairSigner> {
  return createKeyPairSignerFromPrivateKeyBytes(keyBytes(seed, name));
}

export async function createWallets(seed: string, count: number): Promise<KeyPairSigner[]> {
  return Promise.all(Array.from({ length: count }, (_, i) => signerFor(seed, `wallet/${i}`)));
}
