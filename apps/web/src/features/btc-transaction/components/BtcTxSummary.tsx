import { Link } from 'react-router';
import { feeRateText, btcStatus } from '../../../chains/btc/tx-io';
import { CopyText } from '../../../components/CopyText';
import { Field } from '../../../components/Field';
import { StatusBadge } from '../../../components/StatusBadge';
import { useT } from '../../../i18n';
import type { ApiBtcTransaction } from '../../../lib/core';
import { EMPTY, formatCoin, formatInteger, formatTime } from '../../../lib/format';

export interface BtcTxSummaryProps {
  tx: ApiBtcTransaction;
  root: string;
  unit: string;
  decimals: number;
}

/** txid (click copies), status, block (link), time, confirmations, input and output totals, fee, fee rate, size. */
export function BtcTxSummary({ tx, root, unit, decimals }: BtcTxSummaryProps) {
  const t = useT();
  const status = btcStatus(tx.status);
  const coin = (sat: string | null) => formatCoin(sat, unit, decimals, decimals);
  return (
    <section className="card" data-testid="tx-info">
      <dl className="field-grid">
        <Field label={t('btc.tx.txid')} testId="tx-txid" wide>
          <CopyText text={tx.txid} />
        </Field>
        <Field label={t('btc.tx.status')} testId="tx-status">
          <StatusBadge tone={status.tone}>{t(status.label)}</StatusBadge>
          {tx.coinbase && <span className="tag">{t('btc.coinbaseTag')}</span>}
        </Field>
        <Field label={t('btc.tx.block')} testId="tx-block">
          <Link to={`${root}/blocks/${tx.block_height}`} className="mono">
            {tx.block_height}
          </Link>
        </Field>
        <Field label={t('btc.tx.time')} testId="tx-time">
          {formatTime(tx.timestamp)}
        </Field>
        <Field label={t('btc.confirmations')} testId="tx-confirmations">
          {formatInteger(tx.confirmations)}
        </Field>
        <Field label={t('btc.valueIn')} testId="tx-value-in">
          {tx.coinbase ? EMPTY : coin(tx.value_in)}
        </Field>
        <Field label={t('btc.amount')} testId="tx-amount">
          {coin(tx.amount)}
        </Field>
        <Field label={t('btc.fee')} testId="tx-fee">
          {coin(tx.fee)}
        </Field>
        <Field label={t('btc.feeRate')} testId="tx-fee-rate">
          {feeRateText(tx.fee_rate) ?? EMPTY}
        </Field>
        <Field label={t('btc.tx.size')} testId="tx-size">
          {t('btc.tx.sizeValue', { size: formatInteger(tx.size), vsize: formatInteger(tx.vsize), weight: formatInteger(tx.weight) })}
        </Field>
      </dl>
    </section>
  );
}
