/**
 * Bitcoin difficulty of a compact target (nBits), as Bitcoin Core's GetDifficulty computes it: the
 * lowest target's mantissa (0x1d00ffff) over this one's, scaled by the exponent gap. A double, as
 * Core prints it; the indexer stores it as plain decimal text.
 */
export function difficultyOfBits(bits: number): number {
  let shift = (bits >>> 24) & 0xff;
  let diff = 0x0000ffff / (bits & 0x00ffffff);
  while (shift < 29) {
    diff *= 256;
    shift++;
  }
  while (shift > 29) {
    diff /= 256;
    shift--;
  }
  return diff;
}
