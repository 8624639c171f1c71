/**
 * Fees by size, as a wallet sets them: a fee rate (sat/vB, varying per transaction) times the
 * transaction's virtual size, estimated before signing with the largest signature sizes (72-byte
 * DER + sighash byte), so the rate actually paid is at least the one chosen.
 */
import type { Random } from '../random';
import type { SpendKind } from './keys';

/** weight units of one input of each kind: non-witness bytes × 4 + witness bytes */
const INPUT_WEIGHT: Record<SpendKind, number> = {
  p2pkh: (36 + 1 + 107 + 4) * 4, // scriptSig: <sig 72+1> <pubkey 33+1>
  'p2sh-p2wpkh': (36 + 1 + 23 + 4) * 4 + 108, // scriptSig: <redeem script 22+1>; witness: 2 items
  p2wpkh: (36 + 1 + 4) * 4 + 108,
  'p2wsh-multisig': (36 + 1 + 4) * 4 + 254, // witness: empty, 2 signatures, 2-of-3 script (105 bytes)
  p2tr: (36 + 1 + 4) * 4 + 66, // witness: one 64-byte Schnorr signature
};

const varintLen = (n: number) => (n < 0xfd ? 1 : n <= 0xffff ? 3 : 5);

export function estimateVsize(inputs: SpendKind[], outputScripts: Uint8Array[]): number {
  const segwit = inputs.some((k) => k !== 'p2pkh');
  let weight = (4 + 4 + varintLen(inputs.length) + varintLen(outputScripts.length)) * 4 + (segwit ? 2 : 0);
  for (const k of inputs) weight += INPUT_WEIGHT[k] + (segwit ? 1 : 0); // each input has a witness count once any has a witness
  for (const s of outputScripts) weight += (8 + varintLen(s.length) + s.length) * 4;
  return Math.ceil(weight / 4);
}

/** sat/vB: mostly cheap, sometimes busy, rarely urgent — so rates vary per transaction */
export function pickFeeRate(random: Random): bigint {
  const band = random.weighted({ floor: 3, low: 8, mid: 6, high: 2, rush: 1 });
  const [min, max] = { floor: [1, 2], low: [2, 8], mid: [8, 30], high: [30, 90], rush: [90, 300] }[band] as [number, number];
  return BigInt(random.int(min, max));
}

export const feeFor = (rate: bigint, vsize: number): bigint => rate * BigInt(vsize);
