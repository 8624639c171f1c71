import { useT } from '../../../i18n';
import { AddressPageLink } from '../../../chains/AddressLink';
import { formatGwei, formatInteger, formatPercent, formatSmallCoin } from '../../../lib/format';
import type { DetailBlock } from '../api/types';
import { CopyText } from '../../../components/CopyText';
import { Field } from '../../../components/Field';
import { BlockInfoBasics, BlockInfoHashes } from './BlockInfoBasics';

export interface BlockInfoCardProps {
  block: DetailBlock;
  unit: string;
  decimals: number;
}

/** Height, time, transactions, size, gas, miner (click copies), reward = miner tip (+ burned). */
export function BlockInfoCard({ block, unit, decimals }: BlockInfoCardProps) {
  const t = useT();
  const burned = BigInt(block.burned || '0');
  return (
    <section className="card" data-testid="block-info">
      <h2 className="card-title">{t('blockDetail.info')}</h2>
      <dl className="field-grid">
        <BlockInfoBasics block={block} />
        <Field label={t('blockDetail.gas')} testId="info-gas">
          {formatInteger(block.gas_used)} / {formatInteger(block.gas_limit)} <span className="muted">({formatPercent(block.gas_used, block.gas_limit)})</span>
        </Field>
        <Field label={t('blockDetail.baseFee')} testId="info-base-fee">
          {block.base_fee === null ? '-' : `${formatGwei(block.base_fee)} Gwei`}
        </Field>
        <Field label={t('blockDetail.reward')} testId="info-reward" wide>
          <span>{formatSmallCoin(block.miner_tip, unit, decimals)}</span>
          {burned > 0n && <span className="muted"> ({t('blockDetail.burned', { amount: formatSmallCoin(block.burned, unit, decimals) })})</span>}
        </Field>
        <Field label={t('blockDetail.miner')} testId="info-miner" wide>
          <CopyText text={block.miner} testId="info-miner-copy" />
          <AddressPageLink address={block.miner} />
        </Field>
        <BlockInfoHashes block={block} />
      </dl>
    </section>
  );
}
