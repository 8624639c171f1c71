/**
 * One Bitcoin transaction in a block's list: its txid (to the transaction page), status label,
 * output total, fee and fee rate, then its inputs and outputs.
 */
import { Link } from 'react-router';
import { StatusBadge } from '../../components/StatusBadge';
import { useT } from '../../i18n';
import type { ApiBtcTransaction } from '../../lib/core';
import { EMPTY, formatCoin, shortHash } from '../../lib/format';
import { TxInputsOutputs } from './TxInputsOutputs';
import { btcStatus, feeRateText } from './tx-io';

export interface BtcTxCardProps {
  tx: ApiBtcTransaction;
  root: string;
  unit: string;
  decimals: number;
}

export function BtcTxCard({ tx, root, unit, decimals }: BtcTxCardProps) {
  const t = useT();
  const status = btcStatus(tx.status);
  return (
    <article className="btc-tx" data-testid="btc-tx" data-txid={tx.txid}>
      <header className="btc-tx-head">
        <Link to={`${root}/transactions/${tx.txid}`} className="mono btc-txid" title={tx.txid} data-testid="btc-tx-link">
          {shortHash(tx.txid, 16, 12)}
        </Link>
        <span data-testid="btc-tx-status">
          <StatusBadge tone={status.tone}>{t(status.label)}</StatusBadge>
        </span>
        {tx.coinbase && <span className="tag tag-first">{t('btc.coinbaseTag')}</span>}
        <span>
          <span className="muted">{t('btc.amount')}</span> <span data-testid="btc-tx-amount">{formatCoin(tx.amount, unit, decimals, decimals)}</span>
        </span>
        <span>
          <span className="muted">{t('btc.fee')}</span> <span data-testid="btc-tx-fee">{formatCoin(tx.fee, unit, decimals, decimals)}</span>
        </span>
        <span>
          <span className="muted">{t('btc.feeRate')}</span> <span data-testid="btc-tx-fee-rate">{feeRateText(tx.fee_rate) ?? EMPTY}</span>
        </span>
      </header>
      <TxInputsOutputs tx={tx} root={root} unit={unit} decimals={decimals} />
    </article>
  );
}
