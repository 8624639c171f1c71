/**
 * Solana's fee rule: 5000 lamports per signature plus the priority fee, ceil(compute-unit limit ×
 * price in micro-lamports / 1e6). The limit is the SetComputeUnitLimit value, or 200,000 per
 * instruction that is not a compute-budget one (capped at 1.4M) when the transaction sets none.
 */
import { COMPUTE_BUDGET_PROGRAM, DEFAULT_CU_PER_INSTRUCTION, LAMPORTS_PER_SIGNATURE, MAX_CU_LIMIT } from './programs';
import type { SolMessage } from './wire';

export interface ComputeBudgetSettings {
  unitLimit?: number;
  /** micro-lamports per compute unit */
  unitPrice?: bigint;
}

export function computeBudgetOf(m: SolMessage): ComputeBudgetSettings {
  const out: ComputeBudgetSettings = {};
  for (const ix of m.instructions) {
    if (m.accountKeys[ix.programIdIndex] !== COMPUTE_BUDGET_PROGRAM) continue;
    const view = new DataView(ix.data.buffer, ix.data.byteOffset, ix.data.byteLength);
    if (ix.data[0] === 2 && ix.data.length >= 5) out.unitLimit = view.getUint32(1, true);
    if (ix.data[0] === 3 && ix.data.length >= 9) out.unitPrice = view.getBigUint64(1, true);
  }
  return out;
}

export function feeOf(m: SolMessage): number {
  const { unitLimit, unitPrice } = computeBudgetOf(m);
  const base = m.header.numRequiredSignatures * LAMPORTS_PER_SIGNATURE;
  if (!unitPrice) return base;
  const others = m.instructions.filter((ix) => m.accountKeys[ix.programIdIndex] !== COMPUTE_BUDGET_PROGRAM).length;
  const limit = BigInt(Math.min(unitLimit ?? others * DEFAULT_CU_PER_INSTRUCTION, MAX_CU_LIMIT));
  return base + Number((limit * unitPrice + 999_999n) / 1_000_000n);
}
