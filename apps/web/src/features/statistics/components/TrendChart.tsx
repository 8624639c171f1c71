/**
 * One trend chart of the statistics page: the points of the series drawn by uPlot, which is
 * imported only here (its own chunk, loaded with this route). Colours follow the theme: the chart is
 * redrawn when the root element's data-theme changes; it keeps the width of its box.
 */
import { useEffect, useRef, useState } from 'react';
import { getLanguage, useLanguage, useT } from '../../../i18n';
import type { StatsPoint } from '../api/statistics';
import type { ChartSpec } from '../figures';
import type { LineChart } from './uplot-chart';

const HEIGHT = 220;

export interface TrendChartProps {
  spec: ChartSpec;
  points: readonly StatsPoint[];
  /** the x axis from and to (unix seconds) */
  span: [number, number];
  bucket: 'hour' | 'day';
}

/** An x tick in two lines, in the page's language: month-day over the hour (hourly series) or over the year (daily). */
function tickText(seconds: number, bucket: 'hour' | 'day'): string {
  const date = new Date(seconds * 1000);
  const day = date.toLocaleDateString(getLanguage(), { month: '2-digit', day: '2-digit' });
  const second =
    bucket === 'hour'
      ? date.toLocaleTimeString(getLanguage(), { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' })
      : String(date.getFullYear());
  return `${day}\n${second}`;
}

export function TrendChart({ spec, points, span, bucket }: TrendChartProps) {
  const t = useT();
  const box = useRef<HTMLDivElement>(null);
  const [theme, setTheme] = useState(() => document.documentElement.dataset.theme ?? '');
  const [failed, setFailed] = useState(false);
  const times = points.map((p) => p.time);
  const values = points.map((p) => spec.value(p));
  const drawn = values.filter((v) => v !== null).length;
  const key = JSON.stringify([times, values]);
  const label = t(spec.title);
  const language = useLanguage();
  const [from, to] = span;

  useEffect(() => {
    const observer = new MutationObserver(() => setTheme(document.documentElement.dataset.theme ?? ''));
    observer.observe(document.documentElement, { attributes: true, attributeFilter: ['data-theme'] });
    return () => observer.disconnect();
  }, []);

  useEffect(() => {
    const el = box.current;
    if (!el || drawn === 0) return;
    let chart: LineChart | null = null;
    let cancelled = false;
    let resize: ResizeObserver | null = null;
    import('./uplot-chart')
      .then(({ drawLineChart }) => {
        if (cancelled) return;
        el.replaceChildren();
        chart = drawLineChart(el, {
          width: Math.max(el.clientWidth, 200),
          height: HEIGHT,
          times: [...times],
          values: [...values],
          label,
          unit: spec.unit,
          span: [from, to],
          formatTime: (s) => tickText(s, bucket),
        });
        resize = new ResizeObserver(() =>
          chart?.setSize({ width: Math.max(el.clientWidth, 200), height: HEIGHT }),
        );
        resize.observe(el);
      })
      .catch(() => setFailed(true));
    return () => {
      cancelled = true;
      resize?.disconnect();
      chart?.destroy();
    };
    // the data's text (key) stands for times and values
  }, [key, theme, label, spec.unit, drawn, from, to, bucket, language]);

  return (
    <div className="panel stats-chart" data-testid={`chart-${spec.id}`} data-points={drawn}>
      <div className="panel-head">
        <h2 className="panel-title">{label}</h2>
        <span className="muted">{spec.unit}</span>
      </div>
      {drawn === 0 || failed ? (
        <div className="stats-chart-empty muted">
          {failed ? t('statistics.chartFailed') : t('statistics.chartEmpty')}
        </div>
      ) : (
        <div ref={box} className="stats-chart-canvas" role="img" aria-label={label} />
      )}
    </div>
  );
}
