/** The per-day reward bars of the window, one bar per UTC day (zero days included). */
import { BarChart } from '../../../components/BarChart';
import { useT } from '../../../i18n';
import { formatSmallCoin } from '../../../lib/format';
import type { EarningsDay } from '../api/earnings';

export function EarningsChart({ days, unit, decimals, digits }: { days: EarningsDay[]; unit: string; decimals: number; digits: number }) {
  const t = useT();
  const data = days.map((d) => ({
    key: d.date,
    value: BigInt(d.reward),
    text: t('personal.earnings.dayBar', { date: d.date, reward: formatSmallCoin(d.reward, unit, decimals, digits), blocks: d.blocks }),
  }));
  const max = data.reduce((m, d) => (d.value > m ? d.value : m), 0n);
  return (
    <section className="card" data-testid="earnings-chart">
      <h2 className="card-title">{t('personal.earnings.chartTitle')}</h2>
      <BarChart
        title={t('personal.earnings.chartTitle')}
        description={t('personal.earnings.chartDesc', { days: days.length, unit })}
        data={data}
        startLabel={days[0]?.date}
        endLabel={days.at(-1)?.date}
        topLabel={t('personal.earnings.maxValue', { value: formatSmallCoin(max, unit, decimals, digits) })}
      />
    </section>
  );
}
