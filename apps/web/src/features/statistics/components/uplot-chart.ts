/**
 * The chart library, loaded only by the statistics page (a dynamic import of this module): a uPlot
 * line chart over time whose colours come from the page's CSS variables, so it follows the light
 * and dark themes (redrawn by TrendChart when the theme changes).
 */
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';

export interface LineChartInput {
  width: number;
  height: number;
  /** unix seconds */
  times: number[];
  values: (number | null)[];
  label: string;
  unit: string;
  /** the x axis from and to (unix seconds) */
  span: [number, number];
  /** an x tick's text (the page's language) */
  formatTime(seconds: number): string;
}

export interface LineChart {
  setSize(size: { width: number; height: number }): void;
  destroy(): void;
}

function cssColour(name: string, fallback: string): string {
  return getComputedStyle(document.documentElement).getPropertyValue(name).trim() || fallback;
}

export function drawLineChart(el: HTMLElement, input: LineChartInput): LineChart {
  const line = cssColour('--primary', '#2563eb');
  const text = cssColour('--muted', '#5f6673');
  const grid = cssColour('--border', '#e5e7eb');
  const axis = { stroke: text, grid: { stroke: grid, width: 1 }, ticks: { stroke: grid, width: 1 } };
  const opts: uPlot.Options = {
    width: input.width,
    height: input.height,
    legend: { show: false },
    scales: {
      x: { time: true, range: () => input.span },
      y: { range: (_u, min, max) => [Math.min(0, min), max > 0 ? max * 1.1 : 1] },
    },
    cursor: { drag: { x: false, y: false } },
    series: [
      {},
      {
        label: input.label,
        stroke: line,
        width: 2,
        points: { show: true, size: 5, stroke: line, fill: line },
        value: (_u, v) => (v === null || v === undefined ? '-' : `${v} ${input.unit}`),
      },
    ],
    axes: [
      { ...axis, space: 70, size: 52, values: (_u, splits) => splits.map((v) => input.formatTime(v)) },
      { ...axis, size: 64, values: (_u, splits) => splits.map((v) => `${v}`) },
    ],
  };
  return new uPlot(opts, [input.times, input.values], el);
}
