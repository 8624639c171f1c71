/**
 * The block's merkle root over txids and BIP141's witness commitment over wtxids (the coinbase's
 * wtxid counts as 32 zero bytes), both with Bitcoin's rule of pairing an odd last node with itself.
 */
import { concat, displayHex, internalBytes, sha256d } from './bytes';

function root(leaves: Uint8Array[]): Uint8Array {
  if (leaves.length === 0) throw new Error('a merkle tree needs at least one leaf');
  let level = leaves;
  while (level.length > 1) {
    const next: Uint8Array[] = [];
    for (let i = 0; i < level.length; i += 2) next.push(sha256d(concat([level[i]!, level[i + 1] ?? level[i]!])));
    level = next;
  }
  return level[0]!;
}

/** merkle root (display hex) of txids given in display hex */
export function merkleRoot(txids: string[]): string {
  return displayHex(root(txids.map(internalBytes)));
}

/** the commitment hash a coinbase carries: sha256d(witness root ‖ the coinbase's 32-byte witness reserved value) */
export function witnessCommitment(wtxids: string[], reserved: Uint8Array): Uint8Array {
  const leaves = wtxids.map((w, i) => (i === 0 ? new Uint8Array(32) : internalBytes(w)));
  return sha256d(concat([root(leaves), reserved]));
}

/** the output script carrying it: OP_RETURN, push 36, aa21a9ed, hash */
export const WITNESS_COMMITMENT_PREFIX = Uint8Array.of(0x6a, 0x24, 0xaa, 0x21, 0xa9, 0xed);
