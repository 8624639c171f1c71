/** The EVM chains' list rows: from, to (contract creation, token tag), amount, gas price and status; a block's gas and reward. */
import { StatusBadge, type BadgeTone } from '../../components/StatusBadge';
import type { MessageKey } from '../../i18n';
import type { ApiBlock, ApiTransaction } from '../../lib/core';
import { formatCoin, formatGwei, formatInteger, formatPercent } from '../../lib/format';
import { AddressLink } from '../AddressLink';
import type { FamilyRows } from '../family-rows';
import { Reward } from '../row-cells';

const STATUS: Record<number, { tone: BadgeTone; label: MessageKey }> = {
  0: { tone: 'warning', label: 'transactions.status.pending' },
  1: { tone: 'success', label: 'transactions.status.success' },
  2: { tone: 'danger', label: 'transactions.status.failed' },
};
const UNKNOWN = { tone: 'neutral' as const, label: 'transactions.status.unknown' as const };

export const EVM_ROWS: FamilyRows<'evm', ApiTransaction, ApiBlock> = {
  family: 'evm',
  blockOf: (tx) => tx.block_height,
  transactionCells: {
    from: { title: (tx) => tx.from ?? undefined, cell: (tx, { root }) => <AddressLink root={root} address={tx.from} short={[8, 6]} /> },
    to: {
      title: (tx) => tx.to ?? undefined,
      cell: (tx, { root, t }) => (
        <>
          {tx.to === null ? <span className="tag tag-first">{t('transactions.contractCreation')}</span> : <AddressLink root={root} address={tx.to} short={[8, 6]} />}
          {tx.is_token && <span className="tag tag-token">{tx.token_name || tx.token_symbol || t('transactions.tokenTransfer')}</span>}
        </>
      ),
    },
    amount: { cell: (tx, { unit, decimals, amountDigits }) => <span data-testid="tx-amount">{formatCoin(tx.amount, unit, decimals, amountDigits)}</span> },
    gasPrice: { cell: (tx) => `${formatGwei(tx.effective_gas_price ?? tx.gas_price)} Gwei` },
    status: {
      cell: (tx, { t }) => {
        const s = STATUS[tx.status] ?? UNKNOWN;
        return <StatusBadge tone={s.tone}>{t(s.label)}</StatusBadge>;
      },
    },
  },
  blockCells: {
    gas: { cell: (b) => <GasCell used={b.gas_used} limit={b.gas_limit} /> },
    reward: { cell: (b, { unit, decimals, t }) => <Reward tip={b.miner_tip} burned={b.burned} unit={unit} decimals={decimals} burnedText={(amount) => t('blocks.burned', { amount })} /> },
  },
  parties: (tx) => ({ senders: [tx.from], receivers: [tx.to] }),
};

/** used / limit (percentage, bar); only the used figure when the chain reports no limit */
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
