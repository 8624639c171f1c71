import { useT } from '../../../i18n';
import { AddressPageLink } from '../../AddressLink';
import { formatTokenAmount } from '../../../lib/format';
import type { ParsedResult } from '../../../lib/core';
import { CopyText } from '../../../components/CopyText';
import { Field } from '../../../components/Field';

/** Parse results: from, to and the amount with the token symbol, one group per result. */
export function ReceiptParsed({ results }: { results: ParsedResult[] }) {
  const t = useT();
  return (
    <div className="receipt-section" data-testid="receipt-parsed">
      <h3>{t('blockDetail.receipt.parsed')}</h3>
      {results.map((r, i) => (
        <dl key={`${r.token_address}:${r.source}:${r.log_index ?? 'input'}:${i}`} className="field-grid compact parsed-result" data-testid="parsed-result">
          <Field label={t('blockDetail.receipt.parsedFrom')}>{r.from_address ? <><CopyText text={r.from_address} short={[8, 6]} /><AddressPageLink address={r.from_address} /></> : '-'}</Field>
          <Field label={t('blockDetail.receipt.parsedTo')}>{r.to_address ? <><CopyText text={r.to_address} short={[8, 6]} /><AddressPageLink address={r.to_address} /></> : '-'}</Field>
          <Field label={t('blockDetail.receipt.parsedAmount')} testId="parsed-amount" wide>
            {r.amount_wei === null ? '-' : `${formatTokenAmount(r.amount_wei, r.token_decimals)} ${r.token_symbol ?? ''}`}
          </Field>
        </dl>
      ))}
    </div>
  );
}
