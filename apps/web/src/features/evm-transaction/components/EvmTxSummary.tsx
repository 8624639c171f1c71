import { Link } from 'react-router';
import { txStatus, txTypeLabel } from '../../../chains/evm/tx-labels';
import { AddressLink } from '../../../chains/AddressLink';
import { CopyText } from '../../../components/CopyText';
import { Field } from '../../../components/Field';
import { StatusBadge } from '../../../components/StatusBadge';
import { useT } from '../../../i18n';
import type { ApiEvmTransactionDetail } from '../../../lib/core';
import { EMPTY, formatInteger, formatPercent, formatTime, formatTokenAmount } from '../../../lib/format';

export interface EvmTxSummaryProps {
  detail: ApiEvmTransactionDetail;
  root: string;
  unit: string;
  decimals: number;
}

const gwei = (wei: string | null) => (wei === null ? EMPTY : `${formatTokenAmount(wei, 9)} Gwei`);

/**
 * What guests and signed-in users both see: hash (click copies), status, block (link) and
 * confirmations, time, index, from, to (or 合约创建 and the created contract), value, fee, gas price,
 * limit and used (%), for EIP-1559 the max fee and tip, type and nonce. Coin values are exact.
 */
export function EvmTxSummary({ detail, root, unit, decimals }: EvmTxSummaryProps) {
  const t = useT();
  const tx = detail.transaction;
  const status = txStatus(tx.status);
  const coin = (wei: string) => `${formatTokenAmount(wei, decimals)} ${unit}`;
  return (
    <section className="card" data-testid="tx-info">
      <h2 className="card-title">{t('evmTx.overview')}</h2>
      <dl className="field-grid">
        <Field label={t('evmTx.hash')} testId="tx-hash" wide>
          <CopyText text={tx.hash} />
        </Field>
        <Field label={t('evmTx.status')} testId="tx-status">
          <StatusBadge tone={status.tone}>{t(status.label)}</StatusBadge>
        </Field>
        <Field label={t('evmTx.block')} testId="tx-block">
          <Link to={`${root}/blocks/${tx.block_height}`} className="mono" data-testid="tx-block-link">
            {tx.block_height}
          </Link>
        </Field>
        <Field label={t('evmTx.confirmations')} testId="tx-confirmations">
          {formatInteger(detail.confirmations)}
        </Field>
        <Field label={t('evmTx.time')} testId="tx-time">
          {formatTime(tx.timestamp)}
        </Field>
        <Field label={t('evmTx.index')} testId="tx-index">
          {tx.tx_index}
        </Field>
        <Field label={t('evmTx.from')} testId="tx-from" wide>
          <AddressLink root={root} address={tx.from} />
        </Field>
        <Field label={t('evmTx.to')} testId="tx-to" wide>
          {tx.to === null && <span className="tag tag-first" data-testid="tx-contract-creation">{t('evmTx.contractCreation')}</span>}
          <AddressLink root={root} address={tx.to ?? tx.contract_address} />
        </Field>
        <Field label={t('evmTx.value')} testId="tx-value">
          <span data-wei={tx.value}>{coin(tx.value)}</span>
        </Field>
        <Field label={t('evmTx.fee')} testId="tx-fee">
          <span data-wei={tx.fee}>{coin(tx.fee)}</span>
        </Field>
        <Field label={t('evmTx.gasPrice')} testId="tx-gas-price">
          {gwei(tx.effective_gas_price ?? tx.gas_price)}
        </Field>
        <Field label={t('evmTx.gasLimit')} testId="tx-gas-limit">
          {formatInteger(tx.gas_limit)}
        </Field>
        <Field label={t('evmTx.gasUsed')} testId="tx-gas-used">
          {formatInteger(tx.gas_used)} <span className="muted">({formatPercent(tx.gas_used, tx.gas_limit)})</span>
        </Field>
        {tx.max_fee_per_gas !== null && (
          <>
            <Field label={t('evmTx.maxFee')} testId="tx-max-fee">
              {gwei(tx.max_fee_per_gas)}
            </Field>
            <Field label={t('evmTx.maxTip')} testId="tx-max-tip">
              {gwei(tx.max_priority_fee_per_gas)}
            </Field>
          </>
        )}
        <Field label={t('evmTx.type')} testId="tx-type">
          {txTypeLabel(tx.type)}
          {tx.type !== null && <span className="muted small"> ({tx.type})</span>}
        </Field>
        <Field label={t('evmTx.nonce')} testId="tx-nonce">
          {tx.nonce ?? EMPTY}
        </Field>
      </dl>
    </section>
  );
}
