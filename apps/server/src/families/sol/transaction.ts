/**
 * Solana transactions as the API sends them (@explorer/core wire/sol.ts): the list row
 * (SolTransactionSummary) from the summary columns, the detail (SolTransaction) with the parsed
 * detail JSON, and the artifacts (events from sol_events, instructions from the detail). A compact
 * vote has no detail kept: its detail answer says compact: true with empty lists and nulls.
 *
 * Programs are named by the program registry (its active rows, then core's table of well-known
 * programs); an instruction an active program's rule matches is shown by the rule's name with the
 * rule's fields as its parsed arguments, and the program's event rules add events to the artifacts
 * of a successful transaction (after the stored transfers, numbered on from them).
 */
import {
  describeSolInstruction,
  describeSolProgramEvents,
  isSolPublicKey,
  solProgramName,
  unpackSolDetail,
  type ApiSolArtifacts,
  type ApiSolEvent,
  type ApiSolInstruction,
  type ApiSolTransaction,
  type ApiSolTransactionSummary,
  type SolInstruction,
  type SolProgramRegistry,
  type SolTransactionDetail,
  type StoredSolDetail,
} from '@explorer/core';
import type { SolEventRow, SolTxDetailRow, SolTxRow } from './transactions-repository';

export function toSolTransactionSummary(row: SolTxRow, registry: SolProgramRegistry): ApiSolTransactionSummary {
  return {
    id: row.signature,
    chain: 'sol',
    tx_id: row.signature,
    hash: row.signature,
    ctime: row.timestamp,
    timestamp: row.timestamp,
    slot: row.block_height,
    block_id: row.block_height,
    tx_index: row.tx_index,
    vote: row.vote,
    fee: row.fee,
    compute_units: row.compute_units === null ? null : Number(row.compute_units),
    compute_unit_limit: row.cu_limit === null ? null : Number(row.cu_limit),
    compute_unit_price: row.cu_price,
    version: row.version,
    blockhash: row.recent_blockhash,
    recent_blockhash: row.recent_blockhash,
    signers: row.second_signer ? [row.signer, row.second_signer] : [row.signer],
    signer_count: row.signer_count,
    signer_change: row.signer_change,
    instruction_summary: row.summary
      .split(' ')
      .filter(Boolean)
      .map((part) => namedSummary(part, registry)),
    instruction_count: row.instruction_count,
    status: row.status >= 0 && row.status <= 2 ? row.status : 3,
    error: row.err,
  };
}

/** The instruction as the API shows it, and the events its program's rules make of it. */
function describeInstruction(i: SolInstruction, registry: SolProgramRegistry): { wire: ApiSolInstruction; events: ReturnType<typeof describeSolInstruction>['events'] } {
  const d = describeSolInstruction(registry, i);
  const type = d.name ?? i.type;
  const wire: ApiSolInstruction = {
    instruction_index: i.index,
    inner_index: i.innerIndex,
    is_inner: i.innerIndex !== null,
    stack_height: i.stackHeight,
    program_id: i.programId,
    program_name: d.programName,
    type,
    instruction_type: type,
    data: i.data,
    accounts: i.accounts,
    parsed: d.name !== null && Object.keys(d.fields).length > 0 ? d.fields : i.parsed,
  };
  return { wire, events: d.events };
}

export const toSolInstruction = (i: SolInstruction, registry: SolProgramRegistry): ApiSolInstruction => describeInstruction(i, registry).wire;

function parseDetail(row: SolTxDetailRow): SolTransactionDetail | null {
  if (row.detail === null) return null;
  try {
    return unpackSolDetail(JSON.parse(row.detail) as StoredSolDetail);
  } catch {
    throw new Error(`sol transaction ${row.block_height}:${row.tx_index}: detail is not JSON`);
  }
}

const tokenBalance = (b: SolTransactionDetail['preTokenBalances'][number]) => ({
  account_index: b.accountIndex,
  account: b.account,
  mint: b.mint,
  owner: b.owner,
  program_id: b.programId,
  amount: b.amount,
  decimals: b.decimals,
});

export function toSolTransaction(row: SolTxDetailRow, registry: SolProgramRegistry): ApiSolTransaction {
  const d = parseDetail(row);
  return {
    ...toSolTransactionSummary(row, registry),
    signatures: d?.signatures ?? [],
    account_keys: d?.accountKeys.map((k) => ({ pubkey: k.pubkey, signer: k.signer, writable: k.writable, source: k.source })) ?? [],
    pre_balances: d?.preBalances ?? null,
    post_balances: d?.postBalances ?? null,
    pre_token_balances: d?.preTokenBalances.map(tokenBalance) ?? [],
    post_token_balances: d?.postTokenBalances.map(tokenBalance) ?? [],
    instructions: d?.instructions.map((i) => toSolInstruction(i, registry)) ?? [],
    logs: d?.logs ?? null,
    compact: d === null,
  };
}

export function toSolEvent(row: SolEventRow): ApiSolEvent {
  return {
    event_index: row.event_index,
    event_type: row.event_type as ApiSolEvent['event_type'],
    program_id: row.program_id,
    instruction_index: row.instruction_index,
    inner_index: row.inner_index,
    from_address: row.from_address,
    to_address: row.to_address,
    mint: row.mint,
    amount: row.amount,
    decimals: row.decimals,
  };
}

export function toSolArtifacts(row: SolTxDetailRow, events: SolEventRow[], registry: SolProgramRegistry): ApiSolArtifacts {
  const out: ApiSolArtifacts = { events: events.map(toSolEvent), instructions: [], program_events: [] };
  let next = events.reduce((n, e) => Math.max(n, e.event_index + 1), 0);
  const detail = parseDetail(row);
  // events a failed transaction logged were undone with it
  if (detail && row.status === 1) out.program_events = describeSolProgramEvents(registry, detail.instructions, detail.logs);
  for (const i of detail?.instructions ?? []) {
    const { wire, events: ruled } = describeInstruction(i, registry);
    out.instructions.push(wire);
    // a failed transaction moved nothing: its instructions are named, no events are made of them
    if (row.status !== 1) continue;
    for (const e of ruled) {
      out.events.push({
        event_index: next++,
        event_type: e.event_type,
        program_id: i.programId,
        instruction_index: i.index,
        inner_index: i.innerIndex,
        from_address: e.from_address ?? '',
        to_address: e.to_address ?? '',
        mint: e.mint,
        amount: e.amount ?? '0',
        decimals: null,
      });
    }
  }
  return out;
}

/** the store keeps `programId:type` (names can improve later); the page reads `program name: type` */
function namedSummary(part: string, registry: SolProgramRegistry): string {
  const at = part.lastIndexOf(':');
  const program = at < 0 ? part : part.slice(0, at);
  return isSolPublicKey(program) ? `${solProgramName(program, registry)}: ${part.slice(at + 1)}` : part;
}
