/** 总收益, 出块数 and 统计地址 of the chosen window. */
import { useT } from '../../../i18n';
import { formatInteger, formatSmallCoin } from '../../../lib/format';
import type { Earnings } from '../api/earnings';

export function EarningsSummary({ earnings, unit, decimals, digits }: { earnings: Earnings; unit: string; decimals: number; digits: number }) {
  const t = useT();
  const blocks = earnings.days.reduce((sum, d) => sum + d.blocks, 0);
  return (
    <div className="personal-stats">
      <div className="personal-stat">
        <span className="personal-stat-label">{t('personal.earnings.total')}</span>
        <span className="personal-stat-value" data-testid="earnings-total">
          {formatSmallCoin(earnings.total, unit, decimals, digits)}
        </span>
      </div>
      <div className="personal-stat">
        <span className="personal-stat-label">{t('personal.earnings.blocks')}</span>
        <span className="personal-stat-value" data-testid="earnings-blocks">
          {formatInteger(blocks)}
        </span>
      </div>
      <div className="personal-stat">
        <span className="personal-stat-label">{t('personal.earnings.addresses')}</span>
        <span className="personal-stat-value" title={earnings.addresses.join('\n')}>
          {t('personal.earnings.addressCount', { count: earnings.addresses.length })}
        </span>
      </div>
    </div>
  );
}
