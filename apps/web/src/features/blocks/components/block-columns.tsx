/**
 * The block list's columns by id (the chain's registry entry names which, in order): the EVM ones
 * (gas used / limit, miner, reward with 燃烧; Solana fills the same ones: compute units without a
 * limit, the leader, its fee reward) and Bitcoin's (difficulty, hash, fee). A cell reads
 * the field its family's block has; a block without it shows '-'.
 */
import { AddressLink } from '../../../chains/AddressLink';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { BlockColumnId } from '../../../chains/registry';
import type { Column } from '../../../components/DataTable';
import type { MessageKey } from '../../../i18n';
import { EMPTY, formatDifficulty, formatInteger, formatPercent, formatSize, formatSmallCoin, formatTime, shortHash } from '../../../lib/format';
import type { ListBlock } from '../api/types';

export interface BlockColumnContext {
  root: string;
  unit: string;
  decimals: number;
  t(key: MessageKey, params?: Record<string, string | number>): string;
}

type Def = Omit<Column<ListBlock>, 'key' | 'header'> & { header: MessageKey };

const DEFS: Record<BlockColumnId, (c: BlockColumnContext) => Def> = {
  height: ({ root }) => ({
    header: 'blocks.col.height',
    cell: (b) => (
      <Link to={`${root}/blocks/${b.height}`} className="mono strong">
        {b.height}
      </Link>
    ),
  }),
  time: () => ({ header: 'blocks.col.time', className: 'nowrap', cell: (b) => formatTime(b.timestamp) }),
  txCount: () => ({ header: 'blocks.col.txCount', className: 'num', cell: (b) => formatInteger(b.transaction_count) }),
  size: () => ({ header: 'blocks.col.size', className: 'num nowrap', cell: (b) => formatSize(b.size) }),
  gas: () => ({ header: 'blocks.col.gas', cell: (b) => ('gas_used' in b ? <GasCell used={b.gas_used} limit={b.gas_limit} /> : EMPTY) }),
  computeUnits: () => ({ header: 'blocks.col.computeUnits', className: 'num', cell: (b) => <span data-testid="block-gas">{'gas_used' in b ? formatInteger(b.gas_used) : EMPTY}</span> }),
  miner: ({ root }) => ({ header: 'blocks.col.miner', className: 'mono', cellProps: (b) => ({ title: b.miner ?? undefined }), cell: (b) => <AddressLink root={root} address={b.miner} short={[8, 6]} /> }),
  reward: ({ unit, decimals, t }) => ({
    header: 'blocks.col.reward',
    className: 'num nowrap',
    cell: (b) => ('miner_tip' in b ? <Reward tip={b.miner_tip} burned={b.burned} unit={unit} decimals={decimals} burnedText={(amount) => t('blocks.burned', { amount })} /> : EMPTY),
  }),
  difficulty: () => ({ header: 'blocks.col.difficulty', className: 'num nowrap', cell: (b) => <span data-testid="block-difficulty">{formatDifficulty(b.difficulty)}</span> }),
  hash: () => ({ header: 'blocks.col.hash', className: 'mono', cellProps: (b) => ({ title: b.hash }), cell: (b) => shortHash(b.hash, 10, 8) }),
  fee: ({ unit, decimals }) => ({
    header: 'blocks.col.fee',
    className: 'num nowrap',
    cell: (b) => <span data-testid="block-fee">{'fee' in b ? formatSmallCoin(b.fee, unit, decimals, decimals) : EMPTY}</span>,
  }),
};

export function blockColumns(ids: readonly BlockColumnId[], ctx: BlockColumnContext): Column<ListBlock>[] {
  return ids.map((id) => {
    const { header, ...def } = DEFS[id](ctx);
    return { key: id, header: ctx.t(header), ...def };
  });
}

function Reward({ tip, burned, unit, decimals, burnedText }: { tip: string; burned: string; unit: string; decimals: number; burnedText(amount: string): ReactNode }) {
  return (
    <>
      <div data-testid="block-reward">{formatSmallCoin(tip, unit, decimals)}</div>
      {BigInt(burned || '0') > 0n && (
        <div className="muted small" data-testid="block-burned">
          {burnedText(formatSmallCoin(burned, unit, decimals))}
        </div>
      )}
    </>
  );
}

/** used / limit (percentage, bar); only the used figure when the chain reports no limit (Solana's compute units) */
function GasCell({ used, limit }: { used: string | null; limit: string | null }) {
  if (limit === null) return <span className="nowrap" data-testid="block-gas">{formatInteger(used)}</span>;
  const pct = formatPercent(used, limit);
  const width = pct.endsWith('%') ? Math.min(100, Number(pct.slice(0, -1))) : 0;
  return (
    <div className="gas-cell" data-testid="block-gas">
      <span className="nowrap">
        {formatInteger(used)} / {formatInteger(limit)} <span className="muted">({pct})</span>
      </span>
      <span className="gas-bar" aria-hidden="true">
        <span style={{ width: `${width}%` }} />
      </span>
    </div>
  );
}
