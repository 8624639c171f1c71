/**
 * Internal calls that moved value (a transaction's section, an address's tab): type, from, to, value
 * in the chain's coin, and where they sit — depth inside the transaction, or the transaction, block
 * and time in an address's list; a failed frame says so (its value did not move). The state line
 * says when the node cannot trace or the tracer has not reached the block yet.
 */
import { AddressLink } from '../AddressLink';
import { DataTable, type Column } from '../../components/DataTable';
import { useT } from '../../i18n';
import type { InternalCallState, InternalCallWire } from '../../lib/core';
import { formatCoin } from '../../lib/format';
import type { ChainView } from '../registry';
import { txPlaceColumns } from '../tx-place-columns';

export interface InternalCallsTableProps {
  chain: ChainView;
  calls: readonly InternalCallWire[];
  /** an address's list: each row names its transaction, block and time; a transaction's: the depth */
  placed?: boolean;
}

export function InternalCallsTable({ chain, calls, placed = false }: InternalCallsTableProps) {
  const t = useT();
  const columns: Column<InternalCallWire>[] = [
    ...(placed ? txPlaceColumns<InternalCallWire>(chain, t, (c) => ({ hash: c.tx_hash, block_height: c.block_height, timestamp: c.timestamp })) : []),
    { key: 'kind', header: t('internalCalls.col.kind'), cell: (c) => <span className="mono">{c.kind.toUpperCase()}</span> },
    { key: 'from', header: t('internalCalls.col.from'), cell: (c) => <AddressLink root={chain.root} address={c.from} short={[8, 6]} /> },
    { key: 'to', header: t('internalCalls.col.to'), cell: (c) => <AddressLink root={chain.root} address={c.to} short={[8, 6]} /> },
    {
      key: 'value',
      header: t('internalCalls.col.value'),
      className: 'num nowrap',
      cell: (c) => <span data-testid="internal-call-value">{formatCoin(c.value, chain.unit, chain.decimals, chain.decimals)}</span>,
    },
    ...(placed ? [] : [{ key: 'depth', header: t('internalCalls.col.depth'), className: 'num', cell: (c: InternalCallWire) => c.depth }]),
    {
      key: 'result',
      header: t('internalCalls.col.error'),
      cell: (c) => (c.error === null ? <span className="muted">{t('internalCalls.ok')}</span> : <span className="warning-text">{t('internalCalls.failed', { error: c.error })}</span>),
    },
  ];
  return (
    <DataTable
      columns={columns}
      rows={calls}
      rowKey={(c) => `${c.tx_hash}:${c.call_index}`}
      rowProps={(c) => ({ 'data-testid': 'internal-call-row', 'data-failed': c.error === null ? undefined : 'true' })}
      empty={t('internalCalls.empty')}
    />
  );
}

/** the line above the table when the calls shown may not be all there are; null when they are */
export function InternalCallsState({ state, tracedHeight, scope }: { state: InternalCallState; tracedHeight?: number | null; scope: 'transaction' | 'address' }) {
  const t = useT();
  if (state === 'traced' && scope === 'transaction') return null;
  const text =
    state === 'unavailable'
      ? t('internalCalls.unavailable')
      : scope === 'transaction'
        ? t('internalCalls.pending')
        : tracedHeight === null || tracedHeight === undefined
          ? t('internalCalls.notStarted')
          : t('internalCalls.pendingAddress', { height: tracedHeight });
  return (
    <p className={state === 'unavailable' ? 'warning-text small' : 'muted small'} data-testid="internal-calls-state" data-state={state}>
      {text}
    </p>
  );
}
