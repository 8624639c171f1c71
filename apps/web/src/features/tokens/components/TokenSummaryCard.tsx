/** A token's figures, and how far its indexed balances can be trusted (the sampler's verdict, the blocks counted). */
import { Link } from 'react-router';
import type { ChainView } from '../../../chains/registry';
import { AddressWithCopy } from '../../../components/AddressWithCopy';
import { Field } from '../../../components/Field';
import { useT } from '../../../i18n';
import type { TokenSummary } from '../../../lib/core';
import { formatInteger, formatTokenAmount } from '../../../lib/format';

export function TokenSummaryCard({ chain, token }: { chain: ChainView; token: TokenSummary }) {
  const t = useT();
  const amount = (v: string | null) => (v === null ? <span className="muted">{t('tokens.totalSupplyUnknown')}</span> : formatTokenAmount(v, token.decimals));
  return (
    <section className="card card-pad" data-testid="token-summary">
      <dl className="field-grid">
        <Field label={t('tokens.contract')} testId="token-address">
          <AddressWithCopy text={token.address}>
            <Link to={`${chain.root}/addresses/${token.address}`} className="mono">
              {token.address}
            </Link>
          </AddressWithCopy>
        </Field>
        <Field label={t('tokens.standard')} testId="token-standard">
          {token.standard.toUpperCase().replace('ERC', 'ERC-')}
        </Field>
        <Field label={t('tokens.decimals')}>{token.decimals ?? '-'}</Field>
        <Field label={t('tokens.totalSupply')} testId="token-total-supply">
          {amount(token.total_supply)}
        </Field>
        <Field label={t('tokens.indexedSupply')} testId="token-indexed-supply">
          {amount(token.indexed_supply)}
        </Field>
        <Field label={t('tokens.holders')} testId="token-holders">
          {formatInteger(token.holders)}
        </Field>
        <Field label={t('tokens.transfers')} testId="token-transfers">
          {formatInteger(token.transfers)}
        </Field>
      </dl>
      <BalanceNotes token={token} />
    </section>
  );
}

function BalanceNotes({ token }: { token: TokenSummary }) {
  const t = useT();
  const b = token.balances;
  return (
    <div className="token-notes">
      {b.exact === false && b.mismatch && (
        <p className="warning-text" role="alert" data-testid="token-inexact">
          {t('tokens.inexact', {
            height: b.mismatch.height,
            holder: b.mismatch.holder,
            onChain: formatTokenAmount(b.mismatch.on_chain, token.decimals),
            indexed: formatTokenAmount(b.mismatch.indexed, token.decimals),
          })}
        </p>
      )}
      {b.exact === true && b.checked_height !== null && (
        <p className="muted small" data-testid="token-exact">
          {t('tokens.exact', { height: b.checked_height })}
        </p>
      )}
      {b.backfill && (
        <p className="muted small" role="status" data-testid="token-backfill">
          {t('tokens.backfill', { next: b.backfill.next_height, below: b.backfill.below })}
        </p>
      )}
      {!b.backfill && b.counted_from !== null && b.counted_from > 0 && (
        <p className="muted small" data-testid="token-counted-from">
          {t('tokens.countedFrom', { height: b.counted_from })}
        </p>
      )}
    </div>
  );
}
