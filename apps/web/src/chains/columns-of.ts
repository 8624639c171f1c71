/**
 * A list's columns by id, from each id's header and its cell (the block and transaction lists: the
 * cell is the common one or the row's family's, chosen by the list's own `cellFor`).
 */
import type { Column } from '../components/DataTable';
import type { MessageKey } from '../i18n';
import type { RowCell } from './family-rows';

export interface ColumnHead {
  header: MessageKey;
  className?: string;
}

export function columnsOf<Row, Id extends string, Ctx extends { t(key: MessageKey): string }>(
  ids: readonly Id[],
  ctx: Ctx,
  head: Readonly<Record<Id, ColumnHead>>,
  cellFor: (id: Id) => RowCell<Row, Ctx>,
): Column<Row>[] {
  return ids.map((id) => {
    const { cell, title } = cellFor(id);
    return {
      key: id,
      header: ctx.t(head[id].header),
      className: head[id].className,
      cellProps: title && ((row: Row) => ({ title: title(row) })),
      cell: (row: Row) => cell(row, ctx),
    };
  });
}
