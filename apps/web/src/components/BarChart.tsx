/**
 * A small accessible SVG bar chart: one bar per datum, heights scaled with bigint math (values are
 * base-unit integers, never floats), each bar with a tooltip (<title>) and the whole chart described
 * for screen readers. Labels are HTML under the chart so they do not stretch with the SVG.
 */
import { useId } from 'react';
import './bar-chart.css';

export interface BarDatum {
  key: string;
  value: bigint;
  /** the tooltip / accessible text of this bar */
  text: string;
}

export interface BarChartProps {
  title: string;
  description: string;
  data: readonly BarDatum[];
  /** label under the first and the last bar */
  startLabel?: string;
  endLabel?: string;
  /** text shown at the top left (e.g. the largest value) */
  topLabel?: string;
  height?: number;
}

const STEP = 10;
const GAP = 2;
const PRECISION = 10_000n;

export function BarChart({ title, description, data, startLabel, endLabel, topLabel, height = 160 }: BarChartProps) {
  const id = useId();
  const max = data.reduce((m, d) => (d.value > m ? d.value : m), 0n);
  const width = Math.max(1, data.length) * STEP;
  return (
    <figure className="bar-chart" data-testid="bar-chart">
      {topLabel && <div className="bar-chart-top">{topLabel}</div>}
      <svg role="img" aria-labelledby={`${id}-t ${id}-d`} viewBox={`0 0 ${width} ${height}`} preserveAspectRatio="none" width="100%" height={height}>
        <title id={`${id}-t`}>{title}</title>
        <desc id={`${id}-d`}>{description}</desc>
        <line x1={0} x2={width} y1={height - 0.5} y2={height - 0.5} className="bar-chart-axis" vectorEffect="non-scaling-stroke" />
        {data.map((d, i) => {
          const share = max > 0n && d.value > 0n ? Number((d.value * PRECISION) / max) / Number(PRECISION) : 0;
          // a non-zero value stays visible even when it is tiny next to the largest
          const h = d.value > 0n ? Math.max(2, share * (height - 4)) : 0;
          return (
            <rect key={d.key} data-testid="chart-bar" data-value={d.value.toString()} x={i * STEP + GAP / 2} width={STEP - GAP} y={height - h} height={h} className="bar-chart-bar">
              <title>{d.text}</title>
            </rect>
          );
        })}
      </svg>
      {(startLabel || endLabel) && (
        <figcaption className="bar-chart-labels" aria-hidden="true">
          <span>{startLabel}</span>
          <span>{endLabel}</span>
        </figcaption>
      )}
    </figure>
  );
}
