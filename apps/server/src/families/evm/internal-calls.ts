/**
 * The EVM family's internal calls (FamilyInternalCalls): a transaction's and an address's, with
 * whether the tracer covers them — 'unavailable' when the node serves no trace method, 'pending'
 * until the tracer's cursor has passed the block — and opaque keyset cursors for an address's list.
 */
import type { AddressInternalCallPage, TxInternalCalls } from '@explorer/core';
import { bytea } from '@explorer/db';
import { decodeCursor, encodeCursor, HEIGHT, INDEX } from '../keyset-cursor';
import type { FamilyInternalCalls } from '../types';
import type { TraceProgress } from './internal-calls-repository';


const stateAt = (progress: TraceProgress, height: number): TxInternalCalls['state'] =>
  progress.method === 'none' ? 'unavailable' : progress.height !== null && progress.height >= height ? 'traced' : 'pending';

const withoutTxIndex = <T extends { tx_index: number }>({ tx_index: _, ...call }: T) => call;

export const evmInternalCalls: FamilyInternalCalls = {
  async ofTransaction(repos, chain, hash): Promise<TxInternalCalls | undefined> {
    const tx = await repos.transactions.byHash([chain], hash);
    if (!tx) return undefined;
    const progress = await repos.evm.internalCalls.progress(chain);
    const state = stateAt(progress, tx.block_height);
    const calls = state === 'traced' ? await repos.evm.internalCalls.ofTransaction(chain, tx.block_height, tx.tx_index) : [];
    return { state, calls: calls.map(withoutTxIndex) };
  },

  async ofAddress(repos, chain, address, cursor, limit): Promise<AddressInternalCallPage> {
    const key = decodeCursor(cursor, [HEIGHT, INDEX, INDEX]);
    const before = key && { height: Number(key[0]), txIndex: Number(key[1]), callIndex: Number(key[2]) };
    const progress = await repos.evm.internalCalls.progress(chain);
    const rows = progress.method === 'none' ? [] : await repos.evm.internalCalls.ofAddress(chain, bytea(address), before, limit + 1);
    const shown = rows.slice(0, limit);
    const last = shown.at(-1);
    return {
      state: progress.method === 'none' ? 'unavailable' : progress.height === null ? 'pending' : 'traced',
      traced_height: progress.height,
      calls: shown.map(withoutTxIndex),
      next_cursor: rows.length > limit && last ? encodeCursor(last.block_height, last.tx_index, last.call_index) : null,
      limit,
    };
  },
};
