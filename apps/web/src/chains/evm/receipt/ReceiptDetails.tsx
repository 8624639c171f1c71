import { StatusBadge } from '../../../components/StatusBadge';
import { useT } from '../../../i18n';
import { formatTime } from '../../../lib/format';
import type { ApiReceipt as Receipt, ParsedResult } from '../../../lib/core';
import { receiptStatus, txTypeLabel } from '../tx-labels';
import { Field } from '../../../components/Field';
import { ReceiptFees } from './ReceiptFees';
import { ReceiptInput } from './ReceiptInput';
import { ReceiptLogs } from './ReceiptLogs';
import { ReceiptParsed } from './ReceiptParsed';
import { ReceiptToken } from './ReceiptToken';
import './receipt.css';

export interface ReceiptDetailsProps {
  receipt: Receipt;
  parsed: ParsedResult[];
  unit: string;
  decimals: number;
}

/** The receipt's sections: basics, fees, attributes, token, parse results, input data, logs. */
export function ReceiptDetails({ receipt, parsed, unit, decimals }: ReceiptDetailsProps) {
  const t = useT();
  const status = receiptStatus(receipt.status);
  return (
    <div className="receipt" data-testid="receipt">
      <div className="receipt-section">
        <h3>{t('blockDetail.receipt.basics')}</h3>
        <dl className="field-grid compact">
          <Field label={t('blockDetail.receipt.status')} testId="receipt-status">
            <StatusBadge tone={status.tone}>{t(status.label)}</StatusBadge>
          </Field>
          <Field label={t('blockDetail.receipt.blockNumber')} testId="receipt-block">
            <span className="mono">{receipt.block_number}</span>
          </Field>
          <Field label={t('blockDetail.receipt.index')} testId="receipt-index">
            {receipt.transaction_index}
          </Field>
          <Field label={t('blockDetail.receipt.timestamp')}>{formatTime(receipt.timestamp)}</Field>
        </dl>
      </div>
      <ReceiptFees receipt={receipt} unit={unit} decimals={decimals} />
      <div className="receipt-section">
        <h3>{t('blockDetail.receipt.attributes')}</h3>
        <dl className="field-grid compact">
          <Field label={t('blockDetail.receipt.type')} testId="receipt-type">
            {txTypeLabel(receipt.type)}
            {receipt.type !== null && <span className="muted small"> ({receipt.type})</span>}
          </Field>
          <Field label={t('blockDetail.receipt.nonce')} testId="receipt-nonce">
            {receipt.nonce ?? '-'}
          </Field>
        </dl>
      </div>
      {receipt.token && <ReceiptToken token={receipt.token} />}
      {parsed.length > 0 && <ReceiptParsed results={parsed} />}
      <ReceiptInput input={receipt.input_data} selector={receipt.function_selector} />
      <ReceiptLogs logs={receipt.logs_data} parsed={parsed} />
    </div>
  );
}
