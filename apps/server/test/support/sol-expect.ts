/** The list row (SolTransactionSummary) a fixture transaction should answer as, computed from the fixture objects. */
import type { SolFixtureBlock } from './sol-chain';

type Json = Record<string, any>;

export function expectedSummary(b: SolFixtureBlock, i: number): Json {
  const t = b.txs[i]!;
  return {
    id: t.signature,
    chain: 'sol',
    tx_id: t.signature,
    hash: t.signature,
    ctime: b.timestamp,
    timestamp: b.timestamp,
    slot: b.slot,
    block_id: b.slot,
    tx_index: i,
    vote: t.vote,
    fee: t.fee.toString(),
    compute_units: t.computeUnits,
    compute_unit_limit: t.cuLimit,
    compute_unit_price: t.cuPrice === null ? null : t.cuPrice.toString(),
    version: t.version,
    blockhash: t.recentBlockhash,
    recent_blockhash: t.recentBlockhash,
    // a compact vote keeps no account keys: only the fee payer is known
    signers: t.detail ? t.signers.slice(0, 2) : [t.signers[0]],
    signer_count: t.signers.length,
    signer_change: t.signerChange === null ? null : t.signerChange.toString(),
    instruction_summary: t.summary,
    instruction_count: t.topLevel,
    status: t.status,
    error: t.err,
  };
}
