/**
 * The transaction lists' columns by id (the chain's registry entry names which, in order): EVM —
 * hash (click copies; ↗ to the transaction page), from, to (contract creation, token tag), gas price; Bitcoin — txid (to the
 * transaction page), input and output counts, fee; Solana — the signature (to the transaction
 * page), signers, instruction summary, fee in SOL; all — block (Solana: the slot), time, amount, status. A cell reads
 * the field its family's transaction has; one without it shows '-'.
 */
import { Link } from 'react-router';
import { btcStatus } from './btc/tx-io';
import type { TransactionColumnId } from './registry';
import { useT, type MessageKey } from '../i18n';
import { instructionSummaryLabel } from './sol/program-label';
import { instructionSummaryView, lamportsText, signersView, solStatus } from './sol/sol-tx';
import type { ApiBtcTransaction, ApiSolTransactionSummary, ApiTransaction } from '../lib/core';
import { EMPTY, formatCoin, formatGwei, formatInteger, formatTime, shortHash } from '../lib/format';
import { AddressLink } from './AddressLink';
import { useCopy } from '../components/CopyButton';
import type { Column } from '../components/DataTable';
import { StatusBadge, type BadgeTone } from '../components/StatusBadge';
import { TxPageLink } from './TxHashLink';

export type AnyTransaction = ApiTransaction | ApiBtcTransaction | ApiSolTransactionSummary;

export interface TransactionColumnContext {
  root: string;
  unit: string;
  decimals: number;
  amountDigits: number;
  t: ReturnType<typeof useT>;
  copy: ReturnType<typeof useCopy>;
}

const EVM_STATUS: Record<number, { tone: BadgeTone; label: MessageKey }> = {
  0: { tone: 'warning', label: 'transactions.status.pending' },
  1: { tone: 'success', label: 'transactions.status.success' },
  2: { tone: 'danger', label: 'transactions.status.failed' },
};
const EVM_UNKNOWN = { tone: 'neutral' as const, label: 'transactions.status.unknown' as const };

const isBtc = (tx: AnyTransaction): tx is ApiBtcTransaction => 'vin' in tx;
const isSol = (tx: AnyTransaction): tx is ApiSolTransactionSummary => 'signer_count' in tx;
/** the block of a transaction: its height, or its slot on Solana */
const blockOf = (tx: AnyTransaction): number => (isSol(tx) ? tx.slot : tx.block_height);

type Def = Omit<Column<AnyTransaction>, 'key' | 'header'> & { header: MessageKey };

const DEFS: Record<TransactionColumnId, (c: TransactionColumnContext) => Def> = {
  hash: ({ copy }) => ({
    header: 'transactions.col.hash',
    className: 'nowrap',
    cell: (tx) => (
      <>
        <button type="button" className="copy-text mono" title={tx.hash} onClick={() => void copy(tx.hash)}>
          {shortHash(tx.hash, 8, 6)}
        </button>
        <TxPageLink hash={tx.hash} />
      </>
    ),
  }),
  txid: ({ root }) => ({ header: 'transactions.col.txid', cell: (tx) => <TxLink root={root} hash={tx.hash} /> }),
  signature: ({ root }) => ({ header: 'transactions.col.signature', cell: (tx) => <TxLink root={root} hash={tx.hash} /> }),
  block: ({ root }) => ({
    header: 'transactions.col.block',
    cell: (tx) => (
      <Link to={`${root}/blocks/${blockOf(tx)}`} className="mono">
        {blockOf(tx)}
      </Link>
    ),
  }),
  time: () => ({ header: 'transactions.col.time', className: 'nowrap', cell: (tx) => formatTime(tx.timestamp) }),
  from: ({ root }) => ({
    header: 'transactions.col.from',
    className: 'mono',
    cellProps: (tx) => ({ title: ('from' in tx ? tx.from : null) ?? undefined }),
    cell: (tx) => ('from' in tx ? <AddressLink root={root} address={tx.from} short={[8, 6]} /> : EMPTY),
  }),
  to: ({ t, root }) => ({
    header: 'transactions.col.to',
    className: 'mono nowrap',
    cellProps: (tx) => ({ title: ('to' in tx ? tx.to : null) ?? undefined }),
    cell: (tx) =>
      isBtc(tx) || isSol(tx) ? (
        EMPTY
      ) : (
        <>
          {tx.to === null ? <span className="tag tag-first">{t('transactions.contractCreation')}</span> : <AddressLink root={root} address={tx.to} short={[8, 6]} />}
          {tx.is_token && <span className="tag tag-token">{tx.token_name || tx.token_symbol || t('transactions.tokenTransfer')}</span>}
        </>
      ),
  }),
  inputs: ({ t }) => ({
    header: 'transactions.col.inputs',
    className: 'num',
    cell: (tx) => (isBtc(tx) ? (tx.coinbase ? <span className="tag">{t('btc.coinbaseTag')}</span> : formatInteger(tx.vin.length)) : EMPTY),
  }),
  outputs: () => ({ header: 'transactions.col.outputs', className: 'num', cell: (tx) => (isBtc(tx) ? formatInteger(tx.btc_utxos.length) : EMPTY) }),
  amount: ({ unit, decimals, amountDigits }) => ({
    header: 'transactions.col.amount',
    className: 'num nowrap',
    cell: (tx) => <span data-testid="tx-amount">{isSol(tx) ? EMPTY : formatCoin(tx.amount, unit, decimals, amountDigits)}</span>,
  }),
  gasPrice: () => ({
    header: 'transactions.col.gasPrice',
    className: 'num nowrap',
    cell: (tx) => (isBtc(tx) || isSol(tx) ? EMPTY : `${formatGwei(tx.effective_gas_price ?? tx.gas_price)} Gwei`),
  }),
  fee: ({ unit, decimals }) => ({
    header: 'transactions.col.fee',
    className: 'num nowrap',
    cell: (tx) => <span data-testid="tx-fee">{isBtc(tx) ? formatCoin(tx.fee, unit, decimals, decimals) : isSol(tx) ? lamportsText(tx.fee, unit) : EMPTY}</span>,
  }),
  signers: ({ t, root }) => ({
    header: 'transactions.col.signers',
    className: 'mono small',
    cellProps: (tx) => ({ title: isSol(tx) ? tx.signers.join('\n') : undefined }),
    cell: (tx) => {
      if (!isSol(tx)) return EMPTY;
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
  }),
  instructions: ({ t }) => ({
    header: 'transactions.col.instructions',
    className: 'small',
    cell: (tx) => {
      if (!isSol(tx)) return EMPTY;
      const v = instructionSummaryView(tx.instruction_summary, tx.instruction_count);
      return (
        <span data-testid="tx-instructions">
          {v.shown.map(instructionSummaryLabel).join(' · ')}
          {v.total !== null && <span className="muted"> · {t('sol.instructionsMore', { count: v.total })}</span>}
        </span>
      );
    },
  }),
  status: ({ t }) => ({
    header: 'transactions.col.status',
    cell: (tx) => {
      const s = isBtc(tx) ? btcStatus(tx.status) : isSol(tx) ? solStatus(tx.status) : (EVM_STATUS[tx.status] ?? EVM_UNKNOWN);
      return <StatusBadge tone={s.tone}>{t(s.label)}</StatusBadge>;
    },
  }),
};

/** the transaction's page (the families with a transaction list column of this kind have one) */
function TxLink({ root, hash }: { root: string; hash: string }) {
  return (
    <Link to={`${root}/transactions/${hash}`} className="mono" title={hash} data-testid="tx-link">
      {shortHash(hash, 10, 8)}
    </Link>
  );
}

export function transactionColumns(ids: readonly TransactionColumnId[], ctx: TransactionColumnContext): Column<AnyTransaction>[] {
  return ids.map((id) => {
    const { header, ...def } = DEFS[id](ctx);
    return { key: id, header: ctx.t(header), ...def };
  });
}
