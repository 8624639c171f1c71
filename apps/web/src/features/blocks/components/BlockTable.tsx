import { Link } from 'react-router';
import { DataTable, type Column } from '../../../components/DataTable';
import { useT } from '../../../i18n';
import { formatInteger, formatPercent, formatSize, formatSmallCoin, formatTime, shortHash } from '../../../lib/format';
import type { ListBlock } from '../api/types';

export interface BlockTableProps {
  root: string;
  unit: string;
  decimals: number;
  blocks: ListBlock[];
  emptyText: string;
  busy?: boolean;
  /** shown with the empty text when the load failed */
  onRetry?(): void;
}

/** Block rows: height (to the detail), time, transactions, size, gas used / limit (%), miner, reward. */
export function BlockTable({ root, unit, decimals, blocks, emptyText, busy, onRetry }: BlockTableProps) {
  const t = useT();
  const columns: Column<ListBlock>[] = [
    {
      key: 'height',
      header: t('blocks.col.height'),
      cell: (b) => (
        <Link to={`${root}/blocks/${b.height}`} className="mono strong">
          {b.height}
        </Link>
      ),
    },
    { key: 'time', header: t('blocks.col.time'), className: 'nowrap', cell: (b) => formatTime(b.timestamp) },
    { key: 'txs', header: t('blocks.col.txCount'), className: 'num', cell: (b) => formatInteger(b.transaction_count) },
    { key: 'size', header: t('blocks.col.size'), className: 'num nowrap', cell: (b) => formatSize(b.size) },
    { key: 'gas', header: t('blocks.col.gas'), cell: (b) => <GasCell used={b.gas_used} limit={b.gas_limit} /> },
    { key: 'miner', header: t('blocks.col.miner'), className: 'mono', cellProps: (b) => ({ title: b.miner ?? undefined }), cell: (b) => shortHash(b.miner, 8, 6) },
    {
      key: 'reward',
      header: t('blocks.col.reward'),
      className: 'num nowrap',
      cell: (b) => (
        <>
          <div data-testid="block-reward">{formatSmallCoin(b.miner_tip, unit, decimals)}</div>
          {BigInt(b.burned || '0') > 0n && (
            <div className="muted small" data-testid="block-burned">
              {t('blocks.burned', { amount: formatSmallCoin(b.burned, unit, decimals) })}
            </div>
          )}
        </>
      ),
    },
  ];
  return (
    <DataTable
      testId="block-table"
      busy={busy}
      columns={columns}
      rows={blocks}
      rowKey={(b) => b.hash}
      rowProps={(b) => ({ 'data-testid': 'block-row', 'data-height': b.height })}
      emptyTestId="block-empty"
      empty={
        <>
          {emptyText}
          {onRetry && (
            <button type="button" className="btn btn-small table-retry" onClick={onRetry}>
              {t('common.retry')}
            </button>
          )}
        </>
      }
    />
  );
}

function GasCell({ used, limit }: { used: string | null; limit: string | null }) {
  const pct = formatPercent(used, limit);
  const width = pct.endsWith('%') ? Math.min(100, Number(pct.slice(0, -1))) : 0;
  return (
    <div className="gas-cell">
      <span className="nowrap">
        {formatInteger(used)} / {formatInteger(limit)} <span className="muted">({pct})</span>
      </span>
      <span className="gas-bar" aria-hidden="true">
        <span style={{ width: `${width}%` }} />
      </span>
    </div>
  );
}
