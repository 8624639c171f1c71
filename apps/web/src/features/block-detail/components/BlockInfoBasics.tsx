import { CopyText } from '../../../components/CopyText';
import { Field } from '../../../components/Field';
import { useT } from '../../../i18n';
import { formatInteger, formatSize, formatTime } from '../../../lib/format';

/** The fields every chain's block info panel opens with: height, time, transaction count, size. */
export function BlockInfoBasics({ block }: { block: { height: number; timestamp: number; transaction_count: number; size: number } }) {
  const t = useT();
  return (
    <>
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
    </>
  );
}

/** The fields every chain's block info panel closes with: the block's hash and its parent's. */
export function BlockInfoHashes({ block }: { block: { hash: string; parent_hash: string } }) {
  const t = useT();
  return (
    <>
      <Field label={t('blockDetail.hash')} testId="info-hash" wide>
        <CopyText text={block.hash} />
      </Field>
      <Field label={t('blockDetail.parentHash')} wide>
        <CopyText text={block.parent_hash} />
      </Field>
    </>
  );
}
