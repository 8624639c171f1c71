import { CopyText } from '../../../components/CopyText';
import { AddressPageLink } from '../../../chains/AddressLink';
import { Field } from '../../../components/Field';
import { useT } from '../../../i18n';
import type { ApiSolBlock } from '../../../lib/core';
import { EMPTY, formatInteger, formatSmallCoin, formatTime } from '../../../lib/format';
import { BlockInfoHashes } from './BlockInfoBasics';

export interface SolBlockInfoProps {
  block: ApiSolBlock;
  unit: string;
  decimals: number;
}

/**
 * A Solana slot (spec part 2 §2.3/§2.4, the same info card): slot, time, transactions (vote,
 * non-vote, failed), size ('-': Solana reports none), compute units (no limit), block height,
 * parent slot, leader (click copies), reward = the leader's fee reward (+ 燃烧), fees, hashes.
 */
export function SolBlockInfo({ block, unit, decimals }: SolBlockInfoProps) {
  const t = useT();
  const burned = BigInt(block.burned || '0');
  return (
    <section className="card" data-testid="block-info">
      <h2 className="card-title">{t('blockDetail.info')}</h2>
      <dl className="field-grid">
        <Field label={t('sol.block.slot')} testId="info-height">
          <span className="mono strong">{block.slot}</span>
        </Field>
        <Field label={t('blockDetail.time')} testId="info-time">
          {formatTime(block.timestamp)}
        </Field>
        <Field label={t('blockDetail.txCount')} testId="info-tx-count">
          {formatInteger(block.transaction_count)}
          <div className="muted small" data-testid="info-tx-breakdown">
            {t('sol.block.txBreakdown', {
              vote: formatInteger(block.vote_transaction_count),
              nonVote: formatInteger(block.non_vote_transaction_count),
              failed: formatInteger(block.failed_transaction_count),
            })}
          </div>
        </Field>
        <Field label={t('blockDetail.size')} testId="info-size">
          {EMPTY}
        </Field>
        <Field label={t('sol.block.computeUnits')} testId="info-gas">
          {formatInteger(block.gas_used)}
        </Field>
        <Field label={t('sol.block.blockHeight')} testId="info-block-height">
          {block.block_height === null ? EMPTY : formatInteger(block.block_height)}
        </Field>
        <Field label={t('sol.block.parentSlot')} testId="info-parent-slot">
          <span className="mono">{block.parent_slot}</span>
        </Field>
        <Field label={t('sol.block.totalFees')} testId="info-fees">
          {formatSmallCoin(block.total_fees, unit, decimals)}
        </Field>
        <Field label={t('blockDetail.reward')} testId="info-reward" wide>
          <span>{formatSmallCoin(block.miner_tip, unit, decimals)}</span>
          {burned > 0n && <span className="muted"> ({t('blockDetail.burned', { amount: formatSmallCoin(block.burned, unit, decimals) })})</span>}
        </Field>
        <Field label={t('sol.block.leader')} testId="info-miner" wide>
          <CopyText text={block.miner} testId="info-miner-copy" />
          <AddressPageLink address={block.miner} />
        </Field>
        <BlockInfoHashes block={block} />
      </dl>
    </section>
  );
}
