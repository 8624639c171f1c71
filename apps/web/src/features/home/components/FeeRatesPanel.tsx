import { feeRateText } from '../../../chains/btc/tx-io';
import { EMPTY } from '../../../lib/format';
import { useT } from '../../../i18n';
import type { BtcFeeRates } from '../../../lib/core';

export interface FeeRatesPanelProps {
  rates: BtcFeeRates | undefined;
  error: string | null;
  loading: boolean;
  onRetry(): void;
}

/** 手续费率: the percentiles of sat/vB paid in the newest blocks, with the blocks they cover. */
export function FeeRatesPanel({ rates, error, loading, onRetry }: FeeRatesPanelProps) {
  const t = useT();
  return (
    <section className="panel fee-rates" data-testid="fee-rates">
      <div className="panel-head">
        <h2>{t('home.feeRates')}</h2>
        {rates && rates.from_height !== null && rates.to_height !== null && (
          <span className="muted small">{t('home.feeRatesSample', { blocks: rates.blocks, from: rates.from_height, to: rates.to_height, transactions: rates.transactions })}</span>
        )}
      </div>
      {error ? (
        <p className="panel-empty">
          {error}{' '}
          <button type="button" className="btn btn-small" onClick={onRetry} disabled={loading}>
            {t('common.retry')}
          </button>
        </p>
      ) : !rates ? (
        <p className="panel-empty">{t('common.loading')}</p>
      ) : rates.percentiles.length === 0 ? (
        <p className="panel-empty">{t('home.noFeeRates')}</p>
      ) : (
        <dl className="network-grid">
          {rates.percentiles.map((p) => (
            <div key={p.percentile} className="network-item" data-testid={`fee-rate-p${p.percentile}`}>
              <dt>{t('home.feeRatePercentile', { percentile: p.percentile })}</dt>
              <dd>{feeRateText(p.sat_per_vbyte) ?? EMPTY}</dd>
            </div>
          ))}
        </dl>
      )}
    </section>
  );
}
