import { useT } from '../../../i18n';
import { formatInteger, formatPercent, formatTokenAmount } from '../../../lib/format';
import type { ApiReceipt as Receipt } from '../../../lib/core';
import { Field } from '../../../components/Field';

const gwei = (wei: string | null) => (wei === null ? '-' : `${formatTokenAmount(wei, 9)} Gwei`);

/**
 * Fee section: fee, gas price, gas limit, gas used (%); for type 2 the base fee, max fee and max
 * tip; burned and saved fees when the block has a base fee. Coin values are exact (all digits).
 */
export function ReceiptFees({ receipt, unit, decimals }: { receipt: Receipt; unit: string; decimals: number }) {
  const t = useT();
  const coin = (wei: string | null) => (wei === null ? '-' : `${formatTokenAmount(wei, decimals)} ${unit}`);
  return (
    <div className="receipt-section">
      <h3>{t('blockDetail.receipt.fees')}</h3>
      <dl className="field-grid compact">
        <Field label={t('blockDetail.receipt.fee')} testId="receipt-fee">
          <span data-wei={receipt.fee}>{coin(receipt.fee)}</span>
        </Field>
        <Field label={t('blockDetail.receipt.gasPrice')} testId="receipt-gas-price">
          {gwei(receipt.effective_gas_price ?? receipt.gas_price)}
        </Field>
        <Field label={t('blockDetail.receipt.gasLimit')} testId="receipt-gas-limit">
          {formatInteger(receipt.gas_limit)}
        </Field>
        <Field label={t('blockDetail.receipt.gasUsed')} testId="receipt-gas-used">
          {formatInteger(receipt.gas_used)} <span className="muted">({formatPercent(receipt.gas_used, receipt.gas_limit)})</span>
        </Field>
        {receipt.type === 2 && (
          <>
            <Field label={t('blockDetail.receipt.baseFee')}>{gwei(receipt.base_fee)}</Field>
            <Field label={t('blockDetail.receipt.maxFee')}>{gwei(receipt.max_fee_per_gas)}</Field>
            <Field label={t('blockDetail.receipt.maxTip')}>{gwei(receipt.max_priority_fee_per_gas)}</Field>
          </>
        )}
        {receipt.base_fee !== null && (
          <>
            <Field label={t('blockDetail.receipt.burnedFee')} testId="receipt-burned">
              {coin(receipt.burned_fee)}
            </Field>
            <Field label={t('blockDetail.receipt.savedFee')} testId="receipt-saved">
              {coin(receipt.saved_fee)}
            </Field>
          </>
        )}
      </dl>
    </div>
  );
}
