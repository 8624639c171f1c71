/**
 * A block's traces → the contracts created inside calls and the internal calls that move value.
 * Creations: CREATE and CREATE2 frames below a transaction's top frame (the top-level creation is the
 * receipt's contractAddress, stored at ingest) that did not fail and whose enclosing frames did not
 * fail either (a revert undoes what the frames inside it created, though the tracers leave those
 * inner frames without an error). Internal calls: frames below the top one that move value (CALL
 * with value, CREATE/CREATE2 with value, SELFDESTRUCT with a balance; DELEGATECALL, STATICCALL and
 * CALLCODE move none to another account), in execution order; a frame under a failed one is left out
 * (undone, unmarked), a frame that failed itself is kept with its error (its value did not move).
 * Two shapes: Parity-style `trace_block` (a flat list with traceAddress paths and the block hash)
 * and geth's `debug_traceBlockByHash` with the callTracer (one nested frame per transaction).
 */
import type { ContractCreation } from '@explorer/core';
import type { InternalCallKind } from '@explorer/core';

/** a stored block the tracer asks the node about */
export interface StoredBlock {
  height: number;
  hash: string;
  /** its transaction hashes in block order */
  txHashes: string[];
}

/** a value-moving frame inside a transaction */
export interface InternalCall {
  height: number;
  txIndex: number;
  /** its place among the transaction's internal calls kept here, in execution order */
  callIndex: number;
  /** 1 for a frame the transaction's top frame opened */
  depth: number;
  kind: InternalCallKind;
  from: string;
  to: string;
  /** wei, decimal */
  value: string;
  /** the frame failed (its value did not move) */
  error: string | null;
}

export type BlockTrace =
  | { kind: 'traced'; creations: ContractCreation[]; calls: InternalCall[] }
  /** the node's block at this height is another one (a reorg the indexer has not rolled back yet) */
  | { kind: 'other-branch' }
  /** the answer does not cover the block (no traces, a transaction's trace failed, a malformed answer) */
  | { kind: 'unavailable'; reason: string };

const ADDRESS = /^0x[0-9a-f]{40}$/;
const HASH = /^0x[0-9a-f]{64}$/;

interface ParityTrace {
  type?: string;
  action?: { from?: string; to?: string; value?: string; callType?: string; creationMethod?: string; address?: string; refundAddress?: string; balance?: string };
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
  const calls = new CallList(block);
  for (const t of traces) {
    const path = t.traceAddress ?? [];
    if (path.length === 0) continue;
    if (path.some((_, depth) => failed.has(pathKey(t, depth)))) continue; // an enclosing frame reverted
    const move = parityMove(t);
    if (move === 'malformed' || !calls.add(t.transactionHash!, path.length, move, t.error)) return unavailable('trace_block answered a value-moving frame without addresses or value');
    if (t.type !== 'create' || t.error) continue;
    const creation = creationOf(block, t.result?.address, t.action?.from, t.transactionHash);
    if (!creation) return unavailable('trace_block answered a creation without addresses');
    creations.push(creation);
  }
  return { kind: 'traced', creations, calls: calls.list };
}

/** a Parity-style frame's move of value, null when it moves none */
function parityMove(t: ParityTrace): Move | null | 'malformed' {
  const a = t.action ?? {};
  if (t.type === 'call') return a.callType === 'call' || a.callType === undefined ? moveOf('call', a.from, a.to, a.value) : null;
  if (t.type === 'create') return moveOf(a.creationMethod === 'create2' ? 'create2' : 'create', a.from, t.result?.address, a.value);
  if (t.type === 'suicide' || t.type === 'selfdestruct') return moveOf('selfdestruct', a.address, a.refundAddress, a.balance);
  return null;
}

/** a frame's position in its transaction, or that of its enclosing frame `depth` levels deep (0: the top frame) */
function pathKey(t: ParityTrace, depth?: number): string {
  return `${t.transactionHash?.toLowerCase()}:${(t.traceAddress ?? []).slice(0, depth).join('.')}`;
}

interface CallFrame {
  type?: string;
  from?: string;
  to?: string;
  value?: string;
  error?: string;
  calls?: CallFrame[];
}

const FRAME_KINDS: Readonly<Record<string, InternalCallKind>> = { CALL: 'call', CREATE: 'create', CREATE2: 'create2', SELFDESTRUCT: 'selfdestruct' };

export function creationsFromCallTracer(block: StoredBlock, answer: unknown): BlockTrace {
  if (!Array.isArray(answer)) return unavailable('debug_traceBlockByHash answered no list');
  if (answer.length !== block.txHashes.length)
    return unavailable(`debug_traceBlockByHash covers ${answer.length} of ${block.txHashes.length} transactions`);
  const creations: ContractCreation[] = [];
  const calls = new CallList(block);
  for (const [i, entry] of (answer as { result?: CallFrame; error?: string; txHash?: string }[]).entries()) {
    if (!entry?.result || entry.error) return unavailable(`the trace of transaction ${i} failed: ${String(entry?.error)}`);
    const txHash = entry.txHash ?? block.txHashes[i];
    if (txHash?.toLowerCase() !== block.txHashes[i]) return { kind: 'other-branch' };
    if (entry.result.error) continue; // the whole transaction failed: nothing it created stays
    // depth first, in execution order; a failed frame's subtree is left out
    const below = (frame: CallFrame, depth: number) => [...(frame.calls ?? [])].reverse().map((f) => ({ frame: f, depth }));
    const stack = below(entry.result, 1);
    for (let item = stack.pop(); item; item = stack.pop()) {
      const { frame, depth } = item;
      const kind = FRAME_KINDS[frame.type ?? ''];
      const move = kind ? moveOf(kind, frame.from, frame.to, frame.value ?? '0x0') : null;
      if (move === 'malformed' || !calls.add(txHash!, depth, move, frame.error)) return unavailable('debug_traceBlockByHash answered a value-moving frame without addresses or value');
      if (frame.error) continue;
      if (frame.type === 'CREATE' || frame.type === 'CREATE2') {
        const creation = creationOf(block, frame.to, frame.from, txHash);
        if (!creation) return unavailable('debug_traceBlockByHash answered a creation without addresses');
        creations.push(creation);
      }
      stack.push(...below(frame, depth + 1));
    }
  }
  return { kind: 'traced', creations, calls: calls.list };
}

type Move = Pick<InternalCall, 'kind' | 'from' | 'to' | 'value'>;

/**
 * A frame's move when it moves value: null when the value is zero or absent (or a failed creation,
 * which has no address, moved none), 'malformed' when an address or the value cannot be read.
 */
function moveOf(kind: InternalCallKind, from: unknown, to: unknown, value: unknown): Move | null | 'malformed' {
  if (value === undefined) return null; // a frame that names no value moves none
  if (typeof value !== 'string' || !/^0x[0-9a-f]+$/i.test(value)) return 'malformed';
  const wei = BigInt(value);
  if (wei === 0n) return null;
  const [f, t] = [from, to].map((v) => (typeof v === 'string' ? v.toLowerCase() : ''));
  if ((kind === 'create' || kind === 'create2') && !t) return null;
  if (!ADDRESS.test(f!) || !ADDRESS.test(t!)) return 'malformed';
  return { kind, from: f!, to: t!, value: wei.toString() };
}

/** the block's internal calls, numbered per transaction in the order they are added */
class CallList {
  readonly list: InternalCall[] = [];
  private readonly txIndex: Map<string, number>;
  private readonly counts = new Map<number, number>();
  constructor(private readonly block: StoredBlock) {
    this.txIndex = new Map(block.txHashes.map((h, i) => [h, i]));
  }
  /** false when the transaction is not the block's */
  add(txHash: string, depth: number, move: Move | null, error: string | undefined | null): boolean {
    if (!move) return true;
    const txIndex = this.txIndex.get(txHash.toLowerCase());
    if (txIndex === undefined) return false;
    const callIndex = this.counts.get(txIndex) ?? 0;
    this.counts.set(txIndex, callIndex + 1);
    this.list.push({ height: this.block.height, txIndex, callIndex, depth, ...move, error: error ? String(error) : null });
    return true;
  }
}

function creationOf(block: StoredBlock, address?: unknown, creator?: unknown, txHash?: unknown): ContractCreation | null {
  const [a, c, tx] = [address, creator, txHash].map((v) => (typeof v === 'string' ? v.toLowerCase() : ''));
  if (!ADDRESS.test(a!) || !ADDRESS.test(c!) || !HASH.test(tx!)) return null;
  return { address: a!, creator: c!, creationTx: tx!, creationBlock: block.height };
}

function unavailable(reason: string): BlockTrace {
  return { kind: 'unavailable', reason };
}
