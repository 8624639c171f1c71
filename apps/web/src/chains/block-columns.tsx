/**
 * The block list's columns by id (the chain's view names which, in order). Every family's blocks
 * share the height, time, transaction count, size, miner (Solana: the leader) and hash; the other
 * cells are the family's own (chains/<family>/rows.tsx: EVM gas and reward with 燃烧, Solana compute
 * units without a limit and the leader's fee reward, Bitcoin difficulty and fee), looked up by the
 * family of the block's chain. A column the block's family does not fill shows '-'.
 */
import { Link } from 'react-router';
import type { Column } from '../components/DataTable';
import { EMPTY, formatInteger, formatSize, formatTime, shortHash } from '../lib/format';
import { AddressLink } from './AddressLink';
import { columnsOf, type ColumnHead } from './columns-of';
import type { AnyBlock, BlockColumnContext, RowCell } from './family-rows';
import type { BlockColumnId } from './family-view';
import { ROWS_OF, type RowsOf } from './row-families';

export type { AnyBlock, BlockColumnContext };

const HEAD: Record<BlockColumnId, ColumnHead> = {
  height: { header: 'blocks.col.height' },
  time: { header: 'blocks.col.time', className: 'nowrap' },
  txCount: { header: 'blocks.col.txCount', className: 'num' },
  size: { header: 'blocks.col.size', className: 'num nowrap' },
  gas: { header: 'blocks.col.gas' },
  computeUnits: { header: 'blocks.col.computeUnits', className: 'num' },
  miner: { header: 'blocks.col.miner', className: 'mono' },
  reward: { header: 'blocks.col.reward', className: 'num nowrap' },
  difficulty: { header: 'blocks.col.difficulty', className: 'num nowrap' },
  hash: { header: 'blocks.col.hash', className: 'mono' },
  fee: { header: 'blocks.col.fee', className: 'num nowrap' },
};

/** the cells every family's block fills */
const COMMON: Partial<Record<BlockColumnId, RowCell<AnyBlock, BlockColumnContext>>> = {
  height: {
    cell: (b, { root }) => (
      <Link to={`${root}/blocks/${b.height}`} className="mono strong">
        {b.height}
      </Link>
    ),
  },
  time: { cell: (b) => formatTime(b.timestamp) },
  txCount: { cell: (b) => formatInteger(b.transaction_count) },
  size: { cell: (b) => formatSize(b.size) },
  miner: { title: (b) => b.miner ?? undefined, cell: (b, { root }) => <AddressLink root={root} address={b.miner} short={[8, 6]} /> },
  hash: { title: (b) => b.hash, cell: (b) => shortHash(b.hash, 10, 8) },
};

/** the cell of a column for a block: the common one, else its family's (the family lookup is what makes the block the cell's type) */
function cellFor(id: BlockColumnId, rowsOf: RowsOf): RowCell<AnyBlock, BlockColumnContext> {
  const common = COMMON[id];
  if (common) return common;
  const own = (b: AnyBlock) => rowsOf(b.chain)?.blockCells[id] as RowCell<AnyBlock, BlockColumnContext> | undefined;
  return { cell: (b, ctx) => own(b)?.cell(b, ctx) ?? EMPTY };
}

export function blockColumns(ids: readonly BlockColumnId[], ctx: BlockColumnContext, rowsOf: RowsOf = ROWS_OF): Column<AnyBlock>[] {
  return columnsOf(ids, ctx, HEAD, (id) => cellFor(id, rowsOf));
}
