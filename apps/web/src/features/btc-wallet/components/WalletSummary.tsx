/** The wallet's figures: script type, balance (the sum of its UTXOs), UTXO and used-address counts, the next receive and change addresses. */
import type { ChainView } from '../../../chains/registry';
import { AddressLink } from '../../../chains/AddressLink';
import { Field } from '../../../components/Field';
import { useT, type MessageKey } from '../../../i18n';
import type { Wallet } from '../../../lib/core';
import { formatCoin, formatInteger } from '../../../lib/format';

const SCRIPT_LABEL: Readonly<Record<string, MessageKey>> = {
  pkh: 'wallet.script.pkh',
  'sh-wpkh': 'wallet.script.sh-wpkh',
  wpkh: 'wallet.script.wpkh',
  tr: 'wallet.script.tr',
};

export function WalletSummary({ chain, wallet }: { chain: ChainView; wallet: Wallet }) {
  const t = useT();
  const next = (branch: number) => wallet.branches.find((b) => b.branch === branch);
  const script = SCRIPT_LABEL[wallet.script];
  return (
    <section className="card card-pad" data-testid="wallet-summary">
      <dl className="field-grid">
        <Field label={t('wallet.balance')} testId="wallet-balance">
          <span className="strong">{formatCoin(wallet.balance, chain.unit, chain.decimals, chain.decimals)}</span>
          <span className="muted small"> · {t('wallet.balanceNote')}</span>
        </Field>
        <Field label={t('wallet.utxoCount')} testId="wallet-utxo-count">
          {formatInteger(wallet.utxo_count)}
        </Field>
        <Field label={t('wallet.script')} testId="wallet-script">
          {script ? t(script) : wallet.script}
        </Field>
        <Field label={t('wallet.usedAddresses')} testId="wallet-used">
          {formatInteger(wallet.addresses.length)}
          <span className="muted small"> · {t('wallet.derived', { count: wallet.derived, gap: wallet.gap })}</span>
        </Field>
        {[0, 1].map((branch) => {
          const b = next(branch);
          return b ? (
            <Field key={branch} label={t(branch === 0 ? 'wallet.nextReceive' : 'wallet.nextChange')} testId={`wallet-next-${branch}`}>
              <AddressLink root={chain.root} address={b.next_address} />
              <span className="muted small"> · {`/${branch}/${b.next_index}`}</span>
            </Field>
          ) : null;
        })}
      </dl>
      {wallet.branches
        .filter((b) => b.truncated)
        .map((b) => (
          <p key={b.branch} className="warning-text small" data-testid="wallet-truncated">
            {t('wallet.truncated', { branch: t(b.branch === 0 ? 'wallet.branch.0' : 'wallet.branch.1') })}
          </p>
        ))}
    </section>
  );
}
