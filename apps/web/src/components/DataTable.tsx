/**
 * The one table of the app: typed columns (header, cell, optional class and cell attributes), rows,
 * and a full-width empty row. Every list — blocks, transactions, a block's transactions, API keys,
 * saved addresses, earnings — renders through it, so markup, scrolling and the empty state are the
 * same everywhere.
 */
import type { HTMLAttributes, ReactNode, TdHTMLAttributes } from 'react';

export interface Column<T> {
  /** unique within the table */
  key: string;
  header: ReactNode;
  cell(row: T): ReactNode;
  /** class of the header and of every cell of the column (num, nowrap, mono, …) */
  className?: string;
  /** more attributes of a row's cell (title, data-testid, …) */
  cellProps?(row: T): TdHTMLAttributes<HTMLTableCellElement> & Record<`data-${string}`, string | number | undefined>;
}

export interface DataTableProps<T> {
  columns: readonly (Column<T> | false | null | undefined)[];
  rows: readonly T[];
  rowKey(row: T): string | number;
  /** attributes of a row (data-testid, data-*) */
  rowProps?(row: T): HTMLAttributes<HTMLTableRowElement> & Record<`data-${string}`, string | number | undefined>;
  /** shown in one full-width row when there are no rows */
  empty: ReactNode;
  emptyTestId?: string;
  testId?: string;
  busy?: boolean;
  /** class of the table (default data-table) and of its scrolling wrapper (default table-wrap) */
  className?: string;
  wrapClassName?: string;
}

export function DataTable<T>({ columns, rows, rowKey, rowProps, empty, emptyTestId, testId, busy, className = 'data-table', wrapClassName = 'table-wrap' }: DataTableProps<T>) {
  const shown = columns.filter((c): c is Column<T> => Boolean(c));
  return (
    <div className={wrapClassName} aria-busy={busy || undefined}>
      <table className={className} data-testid={testId}>
        <thead>
          <tr>
            {shown.map((c) => (
              <th key={c.key} className={c.className} scope="col">
                {c.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 ? (
            <tr>
              <td colSpan={shown.length} className="table-empty" data-testid={emptyTestId}>
                {empty}
              </td>
            </tr>
          ) : (
            rows.map((row) => (
              <tr key={rowKey(row)} {...rowProps?.(row)}>
                {shown.map((c) => (
                  <td key={c.key} className={c.className} {...c.cellProps?.(row)}>
                    {c.cell(row)}
                  </td>
                ))}
              </tr>
            ))
          )}
        </tbody>
      </table>
    </div>
  );
}
