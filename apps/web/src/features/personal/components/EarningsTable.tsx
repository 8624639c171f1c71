/** The days of the window with at least one block, newest first: date, blocks, reward. */
import { EmptyState } from '../../../components/EmptyState';
import { useT } from '../../../i18n';
import { formatInteger, formatSmallCoin } from '../../../lib/format';
import type { EarningsDay } from '../api/earnings';

export function EarningsTable({ days, unit, decimals }: { days: EarningsDay[]; unit: string; decimals: number }) {
  const t = useT();
  const mined = days.filter((d) => d.blocks > 0).reverse();
  return (
    <section className="card card-flush">
      <div className="card-head">
        <h2 className="card-title">{t('personal.earnings.tableTitle')}</h2>
      </div>
      {mined.length === 0 ? (
        <EmptyState text={t('personal.earnings.noBlocks')} />
      ) : (
        <div className="table-wrap">
          <table className="data-table" data-testid="earnings-table">
            <thead>
              <tr>
                <th>{t('personal.earnings.col.date')}</th>
                <th className="num">{t('personal.earnings.col.blocks')}</th>
                <th className="num">{t('personal.earnings.col.reward')}</th>
              </tr>
            </thead>
            <tbody>
              {mined.map((d) => (
                <tr key={d.date} data-testid="earnings-row" data-date={d.date}>
                  <td className="mono">{d.date}</td>
                  <td className="num">{formatInteger(d.blocks)}</td>
                  <td className="num nowrap">{formatSmallCoin(d.reward, unit, decimals)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
