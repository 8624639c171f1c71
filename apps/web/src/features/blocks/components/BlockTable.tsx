import { Link } from 'react-router';
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
  return (
    <div className="table-wrap" aria-busy={busy || undefined}>
      <table className="data-table" data-testid="block-table">
        <thead>
          <tr>
            <th>{t('blocks.col.height')}</th>
            <th>{t('blocks.col.time')}</th>
            <th className="num">{t('blocks.col.txCount')}</th>
            <th className="num">{t('blocks.col.size')}</th>
            <th>{t('blocks.col.gas')}</th>
            <th>{t('blocks.col.miner')}</th>
            <th className="num">{t('blocks.col.reward')}</th>
          </tr>
        </thead>
        <tbody>
          {blocks.length === 0 ? (
            <tr>
              <td colSpan={7} className="table-empty" data-testid="block-empty">
                {emptyText}
                {onRetry && (
                  <button type="button" className="btn btn-small table-retry" onClick={onRetry}>
                    {t('common.retry')}
                  </button>
                )}
              </td>
            </tr>
          ) : (
            blocks.map((b) => (
              <tr key={b.hash} data-testid="block-row" data-height={b.height}>
                <td>
                  <Link to={`${root}/blocks/${b.height}`} className="mono strong">
                    {b.height}
                  </Link>
                </td>
                <td className="nowrap">{formatTime(b.timestamp)}</td>
                <td className="num">{formatInteger(b.transaction_count)}</td>
                <td className="num nowrap">{formatSize(b.size)}</td>
                <td>
                  <GasCell used={b.gas_used} limit={b.gas_limit} />
                </td>
                <td className="mono" title={b.miner ?? undefined}>
                  {shortHash(b.miner, 8, 6)}
                </td>
                <td className="num nowrap">
                  <div data-testid="block-reward">{formatSmallCoin(b.miner_tip, unit, decimals)}</div>
                  {BigInt(b.burned || '0') > 0n && (
                    <div className="muted small" data-testid="block-burned">
                      {t('blocks.burned', { amount: formatSmallCoin(b.burned, unit, decimals) })}
                    </div>
                  )}
                </td>
              </tr>
            ))
          )}
        </tbody>
      </table>
    </div>
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
