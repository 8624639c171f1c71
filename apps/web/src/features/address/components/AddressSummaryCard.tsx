/** Balance (and where it comes from), transaction count, first and last seen, and the family's extras. */
import { Link } from 'react-router';
import { hasSection, type ChainView } from '../../../chains/registry';
import { AddressLink } from '../../../chains/AddressLink';
import { Field } from '../../../components/Field';
import { useT } from '../../../i18n';
import type { AddressSummary } from '../../../lib/core';
import { formatCoin, formatInteger, formatTime, formatTokenAmount } from '../../../lib/format';

function Seen({ chain, seen }: { chain: ChainView; seen: AddressSummary['first_seen'] }) {
  const t = useT();
  if (!seen) return <span className="muted">{t('address.never')}</span>;
  return (
    <>
      <Link to={`${chain.root}/blocks/${seen.height}`} className="mono">
        {t('address.seenBlock', { height: seen.height })}
      </Link>
      <span className="muted"> · {formatTime(seen.time)}</span>
    </>
  );
}

export function AddressSummaryCard({ chain, summary }: { chain: ChainView; summary: AddressSummary }) {
  const t = useT();
  const evm = summary.evm;
  return (
    <section className="card card-pad" data-testid="address-summary">
      <dl className="field-grid">
        <Field label={t('address.balance')} testId="address-balance">
          {summary.balance === null ? (
            <span className="warning-text">{t('address.balanceUnavailable')}</span>
          ) : (
            <>
              <span className="strong">{formatCoin(summary.balance, chain.unit, chain.decimals, chain.decimals)}</span>
              <span className="muted small"> · {t(summary.balance_source === 'utxo' ? 'address.balanceFromUtxo' : 'address.balanceFromNode')}</span>
            </>
          )}
        </Field>
        <Field label={t('address.txCount')} testId="address-tx-count">
          {formatInteger(summary.tx_count)}
        </Field>
        <Field label={t('address.firstSeen')} testId="address-first-seen">
          <Seen chain={chain} seen={summary.first_seen} />
        </Field>
        <Field label={t('address.lastSeen')} testId="address-last-seen">
          <Seen chain={chain} seen={summary.last_seen} />
        </Field>
        {evm && (
          <Field label={t('address.kind')} testId="address-kind">
            {evm.is_contract ? t('address.kind.contract') : t('address.kind.account')}
            {evm.is_contract && hasSection(chain.id, 'addresses') && (
              <>
                {' · '}
                <Link to={`${chain.root}/addresses/${summary.address}`}>{t('address.contractPage')}</Link>
              </>
            )}
          </Field>
        )}
        {evm?.token && (
          <Field label={t('address.token')} testId="address-token">
            {[evm.token.name, evm.token.symbol && `(${evm.token.symbol})`].filter(Boolean).join(' ') || evm.token.contract_type}
            {evm.token.total_supply !== null && evm.token.decimals !== null && <span className="muted"> · {formatTokenAmount(evm.token.total_supply, evm.token.decimals)}</span>}
          </Field>
        )}
        {evm?.creator && (
          <Field label={t('address.creator')}>
            <AddressLink root={chain.root} address={evm.creator} short={[10, 8]} />
          </Field>
        )}
        {summary.btc && (
          <Field label={t('address.utxoCount')} testId="address-utxo-count">
            {formatInteger(summary.btc.utxo_count)}
          </Field>
        )}
        {summary.sol && (
          <Field label={t('address.tokenAccountCount')} testId="address-token-accounts">
            {formatInteger(summary.sol.token_accounts.length)}
          </Field>
        )}
      </dl>
    </section>
  );
}
