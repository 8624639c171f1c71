/**
 * A block's traces → the contracts created inside calls: CREATE and CREATE2 frames below a
 * transaction's top frame (the top-level creation is the receipt's contractAddress, stored at
 * ingest) that did not fail and whose enclosing frames did not fail either (a revert undoes what
 * the frames inside it created, though the tracers leave those inner frames without an error).
 * Two shapes: Parity-style `trace_block` (a flat list with traceAddress paths and the block hash)
 * and geth's `debug_traceBlockByHash` with the callTracer (one nested frame per transaction).
 */
import type { ContractCreation } from '@explorer/core';

/** a stored block the tracer asks the node about */
export interface StoredBlock {
  height: number;
  hash: string;
  /** its transaction hashes in block order */
  txHashes: string[];
}

export type BlockTrace =
  | { kind: 'traced'; creations: ContractCreation[] }
  /** the node's block at this height is another one (a reorg the indexer has not rolled back yet) */
  | { kind: 'other-branch' }
  /** the answer does not cover the block (no traces, a transaction's trace failed, a malformed answer) */
  | { kind: 'unavailable'; reason: string };

const ADDRESS = /^0x[0-9a-f]{40}$/;
const HASH = /^0x[0-9a-f]{64}$/;

interface ParityTrace {
  type?: string;
  action?: { from?: string };
  result?: { address?: string } | null;
  error?: string;
  traceAddress?: number[];
  transactionHash?: string | null;
  blockHash?: string;
}

export function creationsFromParity(block: StoredBlock, answer: unknown): BlockTrace {
  if (!Array.isArray(answer)) return unavailable('trace_block answered no list');
  const traces = (answer as ParityTrace[]).filter((t) => typeof t?.transactionHash === 'string'); // block rewards have none
  const stored = new Set(block.txHashes);
  const roots = traces.filter((t) => t.traceAddress?.length === 0);
  if (traces.some((t) => t.blockHash !== undefined && t.blockHash.toLowerCase() !== block.hash)) return { kind: 'other-branch' };
  if (roots.some((t) => !stored.has(t.transactionHash!.toLowerCase()))) return { kind: 'other-branch' };
  if (roots.length !== block.txHashes.length) return unavailable(`trace_block covers ${roots.length} of ${block.txHashes.length} transactions`);
  const failed = new Set(traces.filter((t) => t.error !== undefined && t.error !== null).map((t) => pathKey(t)));
  const creations: ContractCreation[] = [];
  for (const t of traces) {
    const path = t.traceAddress ?? [];
    if (t.type !== 'create' || path.length === 0 || t.error) continue;
    if (path.some((_, depth) => failed.has(pathKey(t, depth)))) continue; // an enclosing frame reverted
    const creation = creationOf(block, t.result?.address, t.action?.from, t.transactionHash);
    if (!creation) return unavailable('trace_block answered a creation without addresses');
    creations.push(creation);
  }
  return { kind: 'traced', creations };
}

/** a frame's position in its transaction, or that of its enclosing frame `depth` levels deep (0: the top frame) */
function pathKey(t: ParityTrace, depth?: number): string {
  return `${t.transactionHash?.toLowerCase()}:${(t.traceAddress ?? []).slice(0, depth).join('.')}`;
}

interface CallFrame {
  type?: string;
  from?: string;
  to?: string;
  error?: string;
  calls?: CallFrame[];
}

export function creationsFromCallTracer(block: StoredBlock, answer: unknown): BlockTrace {
  if (!Array.isArray(answer)) return unavailable('debug_traceBlockByHash answered no list');
  if (answer.length !== block.txHashes.length)
    return unavailable(`debug_traceBlockByHash covers ${answer.length} of ${block.txHashes.length} transactions`);
  const creations: ContractCreation[] = [];
  for (const [i, entry] of (answer as { result?: CallFrame; error?: string; txHash?: string }[]).entries()) {
    if (!entry?.result || entry.error) return unavailable(`the trace of transaction ${i} failed: ${String(entry?.error)}`);
    const txHash = entry.txHash ?? block.txHashes[i];
    if (txHash?.toLowerCase() !== block.txHashes[i]) return { kind: 'other-branch' };
    if (entry.result.error) continue; // the whole transaction failed: nothing it created stays
    // depth first, in execution order; a failed frame's subtree is left out
    const stack = [...(entry.result.calls ?? [])].reverse();
    for (let frame = stack.pop(); frame; frame = stack.pop()) {
      if (frame.error) continue;
      if (frame.type === 'CREATE' || frame.type === 'CREATE2') {
        const creation = creationOf(block, frame.to, frame.from, txHash);
        if (!creation) return unavailable('debug_traceBlockByHash answered a creation without addresses');
        creations.push(creation);
      }
      stack.push(...[...(frame.calls ?? [])].reverse());
    }
  }
  return { kind: 'traced', creations };
}

function creationOf(block: StoredBlock, address?: unknown, creator?: unknown, txHash?: unknown): ContractCreation | null {
  const [a, c, tx] = [address, creator, txHash].map((v) => (typeof v === 'string' ? v.toLowerCase() : ''));
  if (!ADDRESS.test(a!) || !ADDRESS.test(c!) || !HASH.test(tx!)) return null;
  return { address: a!, creator: c!, creationTx: tx!, creationBlock: block.height };
}

function unavailable(reason: string): BlockTrace {
  return { kind: 'unavailable', reason };
}
