import type { BlockColumnId } from '../../../chains/registry';
import { DataTable } from '../../../components/DataTable';
import { useT } from '../../../i18n';
import type { ListBlock } from '../api/types';
import { blockColumns } from '../../../chains/block-columns';

export interface BlockTableProps {
  root: string;
  unit: string;
  decimals: number;
  /** the chain's columns, from its registry entry */
  columns: readonly BlockColumnId[];
  blocks: ListBlock[];
  emptyText: string;
  busy?: boolean;
  /** shown with the empty text when the load failed */
  onRetry?(): void;
}

/** Block rows in the chain's columns (EVM: gas, miner, reward; Bitcoin: difficulty, hash, fee). */
export function BlockTable({ root, unit, decimals, columns, blocks, emptyText, busy, onRetry }: BlockTableProps) {
  const t = useT();
  return (
    <DataTable
      testId="block-table"
      busy={busy}
      columns={blockColumns(columns, { root, unit, decimals, t })}
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
