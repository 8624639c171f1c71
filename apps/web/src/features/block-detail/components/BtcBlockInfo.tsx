import { Field } from '../../../components/Field';
import { BlockInfoBasics, BlockInfoHashes } from './BlockInfoBasics';
import { useT } from '../../../i18n';
import type { ApiBtcBlock } from '../../../lib/core';
import { formatCoin, formatDifficulty, formatInteger } from '../../../lib/format';

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
        <BlockInfoBasics block={block} />
        <Field label={t('blockDetail.difficulty')} testId="info-difficulty">
          {formatDifficulty(block.difficulty)}
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
        <BlockInfoHashes block={block} />
      </dl>
    </section>
  );
}
