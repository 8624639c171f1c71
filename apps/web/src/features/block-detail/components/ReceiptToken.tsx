import { StatusBadge } from '../../../components/StatusBadge';
import { useT } from '../../../i18n';
import { formatTokenAmount } from '../../../lib/format';
import type { ReceiptToken as Token } from '../api/types';
import { CopyText } from '../../../components/CopyText';
import { Field } from '../../../components/Field';

/** Token contract of a token transaction: address, name, symbol, decimals, amount, ERC-20 marker. */
export function ReceiptToken({ token }: { token: Token }) {
  const t = useT();
  return (
    <div className="receipt-section" data-testid="receipt-token">
      <h3>
        {t('blockDetail.receipt.token')} <StatusBadge tone="info">ERC-20</StatusBadge>
      </h3>
      <dl className="field-grid compact">
        <Field label={t('blockDetail.receipt.tokenAddress')} wide>
          <CopyText text={token.address} />
        </Field>
        <Field label={t('blockDetail.receipt.tokenName')}>{token.name ?? '-'}</Field>
        <Field label={t('blockDetail.receipt.tokenSymbol')}>{token.symbol ?? '-'}</Field>
        <Field label={t('blockDetail.receipt.tokenDecimals')}>{token.decimals ?? '-'}</Field>
        <Field label={t('blockDetail.receipt.tokenAmount')}>
          {formatTokenAmount(token.amount, token.decimals)} {token.symbol ?? ''}
        </Field>
      </dl>
    </div>
  );
}
