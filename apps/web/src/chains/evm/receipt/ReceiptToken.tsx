import { StatusBadge } from '../../../components/StatusBadge';
import { useT } from '../../../i18n';
import { formatTokenAmount } from '../../../lib/format';
import type { ReceiptToken as Token } from '../../../lib/core';
import { CopyText } from '../../../components/CopyText';
import { Field } from '../../../components/Field';

const safeLink = (url: string | null) => (url && /^https?:\/\//i.test(url) ? url : null);

function ExternalLink({ url }: { url: string | null }) {
  const href = safeLink(url);
  if (!href) return <>-</>;
  return (
    <a href={href} target="_blank" rel="noopener noreferrer nofollow">
      {href}
    </a>
  );
}

/**
 * Token contract of a token transaction (spec part 2 §2.3): address, name, symbol, decimals, amount,
 * and from its coin config market cap rank, stablecoin and verified flags, description, website and
 * explorer links; the ERC-20 marker.
 */
export function ReceiptToken({ token }: { token: Token }) {
  const t = useT();
  const yesNo = (v: boolean | null) => (v === null ? '-' : v ? t('contracts.yes') : t('contracts.no'));
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
        <Field label={t('blockDetail.receipt.tokenRank')}>{token.market_cap_rank ?? '-'}</Field>
        <Field label={t('blockDetail.receipt.tokenStablecoin')}>{yesNo(token.is_stablecoin)}</Field>
        <Field label={t('blockDetail.receipt.tokenVerified')}>{yesNo(token.is_verified)}</Field>
        <Field label={t('blockDetail.receipt.tokenDescription')} wide>
          {token.description ?? '-'}
        </Field>
        <Field label={t('blockDetail.receipt.tokenWebsite')} wide>
          <ExternalLink url={token.website_url} />
        </Field>
        <Field label={t('blockDetail.receipt.tokenExplorer')} wide>
          <ExternalLink url={token.explorer_url} />
        </Field>
      </dl>
    </div>
  );
}
