/** Solana's list rows: the transaction's slot, signers, instruction summary, fee and status; a slot's compute units and the leader's reward. */
import { StatusBadge } from '../../components/StatusBadge';
import type { ApiSolBlock, ApiSolTransactionSummary } from '../../lib/core';
import { formatInteger } from '../../lib/format';
import { AddressLink } from '../AddressLink';
import type { FamilyRows } from '../family-rows';
import { Reward } from '../row-cells';
import { instructionSummaryLabel } from './program-label';
import { instructionSummaryView, lamportsText, signersView, solStatus } from './sol-tx';

export const SOL_ROWS: FamilyRows<'sol', ApiSolTransactionSummary, ApiSolBlock> = {
  family: 'sol',
  blockOf: (tx) => tx.slot,
  transactionCells: {
    signers: {
      title: (tx) => tx.signers.join('\n'),
      cell: (tx, { root, t }) => {
        const v = signersView(tx.signers, tx.signer_count);
        return (
          <span data-testid="tx-signers">
            {tx.signers.slice(0, v.shown.length).map((s, i) => (
              <span key={s}>
                {i > 0 && ', '}
                <AddressLink root={root} address={s} short={[4, 4]} />
              </span>
            ))}
            {v.more > 0 && <span className="muted"> · {t('sol.signersMore', { count: v.count })}</span>}
          </span>
        );
      },
    },
    instructions: {
      cell: (tx, { t }) => {
        const v = instructionSummaryView(tx.instruction_summary, tx.instruction_count);
        return (
          <span data-testid="tx-instructions">
            {v.shown.map(instructionSummaryLabel).join(' · ')}
            {v.total !== null && <span className="muted"> · {t('sol.instructionsMore', { count: v.total })}</span>}
          </span>
        );
      },
    },
    fee: { cell: (tx, { unit }) => <span data-testid="tx-fee">{lamportsText(tx.fee, unit)}</span> },
    status: {
      cell: (tx, { t }) => {
        const s = solStatus(tx.status);
        return <StatusBadge tone={s.tone}>{t(s.label)}</StatusBadge>;
      },
    },
  },
  blockCells: {
    computeUnits: { cell: (b) => <span data-testid="block-gas">{formatInteger(b.gas_used)}</span> },
    reward: { cell: (b, { unit, decimals, t }) => <Reward tip={b.miner_tip} burned={b.burned} unit={unit} decimals={decimals} burnedText={(amount) => t('blocks.burned', { amount })} /> },
  },
  // a list row names its (first two) signers only: they sent it
  parties: (tx) => ({ senders: tx.signers, receivers: [] }),
};
