/**
 * The transaction lists' columns by id (the chain's view names which, in order). Every family's
 * rows share the hash (EVM: click copies; ↗ to the transaction page), the txid and signature (to the
 * transaction page), the block (Solana: the slot) and the time; the other cells are the family's own
 * (chains/<family>/rows.tsx), looked up by the family of the row's chain. A column the row's family
 * does not fill shows '-'.
 */
import { Link } from 'react-router';
import type { Column } from '../components/DataTable';
import { EMPTY, formatTime, shortHash } from '../lib/format';
import { columnsOf, type ColumnHead } from './columns-of';
import type { AnyTransaction, RowCell, TransactionColumnContext } from './family-rows';
import type { TransactionColumnId } from './family-view';
import { ROWS_OF, type RowsOf } from './row-families';
import { TxLink } from './row-cells';
import { TxPageLink } from './TxHashLink';

export type { AnyTransaction, TransactionColumnContext };

const HEAD: Record<TransactionColumnId, ColumnHead> = {
  hash: { header: 'transactions.col.hash', className: 'nowrap' },
  txid: { header: 'transactions.col.txid' },
  signature: { header: 'transactions.col.signature' },
  block: { header: 'transactions.col.block' },
  time: { header: 'transactions.col.time', className: 'nowrap' },
  from: { header: 'transactions.col.from', className: 'mono' },
  to: { header: 'transactions.col.to', className: 'mono nowrap' },
  inputs: { header: 'transactions.col.inputs', className: 'num' },
  outputs: { header: 'transactions.col.outputs', className: 'num' },
  amount: { header: 'transactions.col.amount', className: 'num nowrap' },
  gasPrice: { header: 'transactions.col.gasPrice', className: 'num nowrap' },
  fee: { header: 'transactions.col.fee', className: 'num nowrap' },
  signers: { header: 'transactions.col.signers', className: 'mono small' },
  instructions: { header: 'transactions.col.instructions', className: 'small' },
  status: { header: 'transactions.col.status' },
};

/** the cells every family's transaction fills (the block through its family) */
const COMMON: Partial<Record<TransactionColumnId, (rowsOf: RowsOf) => RowCell<AnyTransaction, TransactionColumnContext>>> = {
  hash: () => ({
    cell: (tx, { copy }) => (
      <>
        <button type="button" className="copy-text mono" title={tx.hash} onClick={() => void copy(tx.hash)}>
          {shortHash(tx.hash, 8, 6)}
        </button>
        <TxPageLink hash={tx.hash} />
      </>
    ),
  }),
  txid: () => ({ cell: (tx, { root }) => <TxLink root={root} hash={tx.hash} /> }),
  signature: () => ({ cell: (tx, { root }) => <TxLink root={root} hash={tx.hash} /> }),
  block: (rowsOf) => ({
    cell: (tx, { root }) => {
      const rows = rowsOf(tx.chain);
      if (!rows) return EMPTY;
      const block = rows.blockOf(tx as never);
      return (
        <Link to={`${root}/blocks/${block}`} className="mono">
          {block}
        </Link>
      );
    },
  }),
  time: () => ({ cell: (tx) => formatTime(tx.timestamp) }),
};

/** the cell of a column for a row: the common one, else its family's (the family lookup is what makes the row the cell's type) */
function cellFor(id: TransactionColumnId, rowsOf: RowsOf): RowCell<AnyTransaction, TransactionColumnContext> {
  const common = COMMON[id]?.(rowsOf);
  if (common) return common;
  const own = (tx: AnyTransaction) => rowsOf(tx.chain)?.transactionCells[id] as RowCell<AnyTransaction, TransactionColumnContext> | undefined;
  return { cell: (tx, ctx) => own(tx)?.cell(tx, ctx) ?? EMPTY, title: (tx) => own(tx)?.title?.(tx) };
}

export function transactionColumns(ids: readonly TransactionColumnId[], ctx: TransactionColumnContext, rowsOf: RowsOf = ROWS_OF): Column<AnyTransaction>[] {
  return columnsOf(ids, ctx, HEAD, (id) => cellFor(id, rowsOf));
}
