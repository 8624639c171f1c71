import { CopyText } from '../../../components/CopyText';
import { Field } from '../../../components/Field';
import { useT } from '../../../i18n';
import type { ApiBtcBlock } from '../../../lib/core';
import { formatCoin, formatDecimalText, formatInteger, formatSize, formatTime } from '../../../lib/format';

export interface BtcBlockInfoProps {
  block: ApiBtcBlock;
  unit: string;
  decimals: number;
}

/**
 * A Bitcoin block (spec part 2 §2.9): height, time, transactions, size, difficulty, hash, fee, miner
 * (the pool its coinbase names, or 未知), block reward (base_fee: subsidy + fees), confirmations.
 */
export function BtcBlockInfo({ block, unit, decimals }: BtcBlockInfoProps) {
  const t = useT();
  const coin = (sat: string) => formatCoin(sat, unit, decimals, decimals);
  return (
    <section className="card" data-testid="block-info">
      <h2 className="card-title">{t('blockDetail.info')}</h2>
      <dl className="field-grid">
        <Field label={t('blockDetail.height')} testId="info-height">
          <span className="mono strong">{block.height}</span>
        </Field>
        <Field label={t('blockDetail.time')} testId="info-time">
          {formatTime(block.timestamp)}
        </Field>
        <Field label={t('blockDetail.txCount')} testId="info-tx-count">
          {formatInteger(block.transaction_count)}
        </Field>
        <Field label={t('blockDetail.size')} testId="info-size">
          {formatSize(block.size)}
          <span className="muted small"> ({t('blockDetail.bytes', { bytes: formatInteger(block.size) })})</span>
        </Field>
        <Field label={t('blockDetail.difficulty')} testId="info-difficulty">
          {formatDecimalText(block.difficulty)}
        </Field>
        <Field label={t('blockDetail.confirmations')} testId="info-confirmations">
          {formatInteger(block.confirmations)}
        </Field>
        <Field label={t('blockDetail.fee')} testId="info-fee">
          {coin(block.fee)}
        </Field>
        <Field label={t('blockDetail.reward')} testId="info-reward">
          {coin(block.base_fee)}
        </Field>
        <Field label={t('blockDetail.btcMiner')} testId="info-miner">
          {block.miner ?? <span className="muted">{t('blockDetail.unknownMiner')}</span>}
        </Field>
        <Field label={t('blockDetail.hash')} testId="info-hash" wide>
          <CopyText text={block.hash} />
        </Field>
        <Field label={t('blockDetail.parentHash')} wide>
          <CopyText text={block.parent_hash} />
        </Field>
      </dl>
    </section>
  );
}
