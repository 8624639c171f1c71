/** The days of the window with at least one block, newest first: date, blocks, reward. */
import { DataTable } from '../../../components/DataTable';
import { EmptyState } from '../../../components/EmptyState';
import { useT } from '../../../i18n';
import { formatInteger, formatSmallCoin } from '../../../lib/format';
import type { EarningsDay } from '../api/earnings';

export function EarningsTable({ days, unit, decimals, digits }: { days: EarningsDay[]; unit: string; decimals: number; digits: number }) {
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
        <DataTable
          testId="earnings-table"
          columns={[
            { key: 'date', header: t('personal.earnings.col.date'), className: 'mono', cell: (d: EarningsDay) => d.date },
            { key: 'blocks', header: t('personal.earnings.col.blocks'), className: 'num', cell: (d: EarningsDay) => formatInteger(d.blocks) },
            { key: 'reward', header: t('personal.earnings.col.reward'), className: 'num nowrap', cell: (d: EarningsDay) => formatSmallCoin(d.reward, unit, decimals, digits) },
          ]}
          rows={mined}
          rowKey={(d) => d.date}
          rowProps={(d) => ({ 'data-testid': 'earnings-row', 'data-date': d.date })}
          empty={t('personal.earnings.noBlocks')}
        />
      )}
    </section>
  );
}
