import { useState } from 'react';
import { AddressLink } from '../../../chains/AddressLink';
import { instructionSummaryLabel } from '../../../chains/sol/program-label';
import { SolTxDetails } from '../../../chains/sol/SolTxDetails';
import { instructionSummaryView, lamportsAmount, lamportsText, signerChangeText, signersView, solStatus } from '../../../chains/sol/sol-tx';
import { CopyText } from '../../../components/CopyText';
import { StatusBadge } from '../../../components/StatusBadge';
import { useT } from '../../../i18n';
import type { ApiSolTransactionSummary } from '../../../lib/core';
import { formatInteger, formatTime, shortHash } from '../../../lib/format';
import { BlockTxSection } from './BlockTxSection';
import '../../../chains/sol/sol.css';

export interface SolBlockTransactionsProps {
  /** the chain id (its API paths) */
  chain: string;
  root: string;
  unit: string;
  signedIn: boolean;
  total: number;
  page: number;
  pages: number;
  transactions: ApiSolTransactionSummary[];
  loading: boolean;
  error: string | null;
  hideVotes: boolean;
  onHideVotesChange(hide: boolean): void;
  onRetry(): void;
  onPageChange(page: number): void;
}

const COLUMNS = 11;

/**
 * 共 N 笔交易 (第 p/n 页) with the 隐藏投票交易 switch, and the slot's transactions 20 a page: signature
 * (click copies), time, fee, compute units, version, blockhash, signers, the first signer's change,
 * the first three instructions, status, and the expand toggle. A row's details load the first time it
 * is opened and stay mounted after; the toggle then only shows or hides them.
 */
export function SolBlockTransactions(props: SolBlockTransactionsProps) {
  const { chain, root, unit, signedIn, transactions, hideVotes } = props;
  const t = useT();
  const [open, setOpen] = useState<ReadonlySet<string>>(() => new Set());
  const [loaded, setLoaded] = useState<ReadonlySet<string>>(() => new Set());
  const toggle = (sig: string) => {
    setOpen((prev) => {
      const next = new Set(prev);
      if (!next.delete(sig)) next.add(sig);
      return next;
    });
    setLoaded((prev) => (prev.has(sig) ? prev : new Set(prev).add(sig)));
  };

  return (
    <>
      <div className="toolbar sol-block-toolbar">
        <label className="sol-toggle" data-testid="hide-votes">
          <input type="checkbox" checked={hideVotes} onChange={(e) => props.onHideVotesChange(e.target.checked)} />
          {t('sol.block.hideVotes')}
        </label>
      </div>
      <BlockTxSection {...props} count={transactions.length}>
        <div className="table-wrap">
          <table className="data-table sol-block-table" data-testid="tx-table">
            <thead>
              <tr>
                <th>{t('sol.col.signature')}</th>
                <th>{t('sol.col.time')}</th>
                <th className="num">{t('sol.col.feeIn', { unit })}</th>
                <th className="num">{t('sol.col.computeUnits')}</th>
                <th>{t('sol.col.version')}</th>
                <th>{t('sol.col.blockhash')}</th>
                <th>{t('sol.col.signers')}</th>
                <th className="num">{t('sol.col.signerChangeIn', { unit })}</th>
                <th>{t('sol.col.instructions')}</th>
                <th>{t('sol.col.status')}</th>
                <th className="num" aria-label={t('blockDetail.col.details')} />
              </tr>
            </thead>
            <tbody>
              {transactions.map((tx) => {
                const expanded = open.has(tx.tx_id);
                const detailId = `tx-detail-${tx.tx_id}`;
                return (
                  <SolRow key={tx.tx_id} tx={tx} unit={unit} expanded={expanded} detailId={detailId} onToggle={() => toggle(tx.tx_id)}>
                    {loaded.has(tx.tx_id) && (
                      <tr className="row-detail" id={detailId} hidden={!expanded} data-testid="tx-detail">
                        <td colSpan={COLUMNS}>
                          <SolTxDetails chain={chain} signature={tx.tx_id} root={root} unit={unit} signedIn={signedIn} />
                        </td>
                      </tr>
                    )}
                  </SolRow>
                );
              })}
            </tbody>
          </table>
        </div>
      </BlockTxSection>
    </>
  );
}

interface SolRowProps {
  tx: ApiSolTransactionSummary;
  unit: string;
  expanded: boolean;
  detailId: string;
  onToggle(): void;
  children: React.ReactNode;
}

function SolRow({ tx, unit, expanded, detailId, onToggle, children }: SolRowProps) {
  const t = useT();
  const status = solStatus(tx.status);
  const signers = signersView(tx.signers, tx.signer_count);
  const summary = instructionSummaryView(tx.instruction_summary, tx.instruction_count);
  return (
    <>
      <tr data-testid="tx-row" data-hash={tx.tx_id} data-vote={tx.vote ? 'true' : 'false'} className={expanded ? 'row-open' : undefined}>
        <td>
          <CopyText text={tx.tx_id} short={[5, 4]} testId="tx-hash" />
          {tx.vote && <span className="tag">{t('sol.voteTag')}</span>}
        </td>
        <td className="sol-time">{formatTime(tx.timestamp)}</td>
        <td className="num nowrap" data-testid="tx-fee" title={lamportsText(tx.fee, unit)}>
          {lamportsAmount(tx.fee)}
        </td>
        <td className="num" data-testid="tx-cu">
          {formatInteger(tx.compute_units)}
        </td>
        <td data-testid="tx-version">{tx.version}</td>
        <td className="mono" title={tx.blockhash}>
          {shortHash(tx.blockhash, 4, 4)}
        </td>
        <td className="mono small" data-testid="tx-signers" title={tx.signers.join('\n')}>
          <div className="sol-cell-list">
            {tx.signers.slice(0, signers.shown.length).map((s, i) => (
              <AddressLink key={i} address={s} short={[4, 4]} />
            ))}
            {signers.more > 0 && <span className="muted">{t('sol.signersMore', { count: signers.count })}</span>}
          </div>
        </td>
        <td className="num nowrap" data-testid="tx-signer-change">
          {signerChangeText(tx.signer_change, null)}
        </td>
        <td className="small" data-testid="tx-instructions">
          <div className="sol-cell-list">
            {summary.shown.map((s, i) => (
              <span key={i} title={s}>
                {instructionSummaryLabel(s)}
              </span>
            ))}
            {summary.total !== null && <span className="muted">{t('sol.instructionsMore', { count: summary.total })}</span>}
          </div>
        </td>
        <td>
          <StatusBadge tone={status.tone}>{t(status.label)}</StatusBadge>
        </td>
        <td className="num">
          <button type="button" className="btn btn-small" aria-expanded={expanded} aria-controls={detailId} onClick={onToggle} data-testid="tx-toggle">
            {expanded ? t('blockDetail.collapse') : t('blockDetail.expand')}
          </button>
        </td>
      </tr>
      {children}
    </>
  );
}
