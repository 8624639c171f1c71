/**
 * The statistics page's figures (StatisticsSchema) from the hourly rows alone. The anchor is the
 * chain's newest hour with blocks (A): "the last 24 h" are the hours (A − 24 h, A], the metric
 * changes compare them with the 24 hours before and with the same 24 hours a week earlier, and the
 * series covers the range ending at A — per hour up to 7 days, per UTC day from 30 days on. Which
 * figures a chain has is its family's `statistics` (families/<family>/index.ts: data, not branches).
 */
import {
  estimateDistinct,
  mergeSketch,
  newSketch,
  sketchFromHex,
  type ChainId,
  type Statistics,
  type StatsMetric,
  type StatsMetricName,
  type StatsPoint,
  type StatsRange,
  type StatsSummary,
} from '@explorer/core';
import { serverFamily } from '../families';
import type { FamilyStatistics, StatisticsFigure } from '../families/types';
import type { HourlyStatsRow } from '../plugins/app/hourly-stats-repository';

const HOUR = 3600;
const DAY = 86_400;
export const RANGE_HOURS: Record<StatsRange, number> = {
  '24h': 24,
  '7d': 168,
  '30d': 720,
  '90d': 2160,
  '1y': 8760,
};
/** ranges of this many hours and more are drawn per day */
const DAILY_FROM_HOURS = 720;
/** the metric table reads 8 days: this day, the day before, and the day a week ago */
const METRIC_HOURS = 8 * 24;

/** Sums over some hours. */
interface Window {
  blocks: number;
  txs: number;
  voteTxs: number;
  fees: bigint;
  value: bigint;
  gasPriceSum: bigint;
  gasUsed: bigint;
  size: number;
  weight: number;
  first: number | null;
  last: number | null;
  rows: readonly HourlyStatsRow[];
}

function windowOf(rows: readonly HourlyStatsRow[]): Window {
  const w: Window = {
    blocks: 0,
    txs: 0,
    voteTxs: 0,
    fees: 0n,
    value: 0n,
    gasPriceSum: 0n,
    gasUsed: 0n,
    size: 0,
    weight: 0,
    first: null,
    last: null,
    rows,
  };
  for (const r of rows) {
    w.blocks += r.blocks;
    w.txs += r.txs;
    w.voteTxs += r.voteTxs;
    w.fees += BigInt(r.fees);
    w.value += BigInt(r.value);
    w.gasPriceSum += BigInt(r.gasPriceSum);
    w.gasUsed += BigInt(r.gasUsed);
    w.size += r.size;
    w.weight += r.weight;
    if (r.firstTs !== null) w.first = w.first === null ? r.firstTs : Math.min(w.first, r.firstTs);
    if (r.lastTs !== null) w.last = w.last === null ? r.lastTs : Math.max(w.last, r.lastTs);
  }
  return w;
}

const round2 = (n: number) => Math.round(n * 100) / 100;
/** hundredths as a decimal string with two places */
const hundredths = (h: bigint) => `${h / 100n}.${(h % 100n).toString().padStart(2, '0')}`;
const span = (w: Window) => (w.first !== null && w.last !== null ? w.last - w.first : 0);

const avgGasPrice = (w: Window) => (w.txs > 0 ? (w.gasPriceSum / BigInt(w.txs)).toString() : null);
const avgBlockTime = (w: Window) => (w.blocks >= 2 && span(w) > 0 ? round2(span(w) / (w.blocks - 1)) : null);
/** sat/vB: Σ fees / Σ (weight / 4) */
const feeRate = (w: Window) => (w.weight > 0 ? hundredths((w.fees * 400n) / BigInt(w.weight)) : null);
const tps = (w: Window) => (span(w) > 0 ? round2(w.txs / span(w)) : null);
const voteShare = (w: Window) => (w.txs > 0 ? round2((w.voteTxs * 100) / w.txs) : null);
const avgTxFee = (w: Window) => (w.txs > 0 ? (w.fees / BigInt(w.txs)).toString() : null);
const avgBlockSize = (w: Window) => (w.blocks > 0 ? String(Math.floor(w.size / w.blocks)) : null);

function activeAddresses(w: Window): string | null {
  const sketches = w.rows.filter((r) => r.addressSketch !== '');
  if (sketches.length === 0) return null;
  const merged = newSketch();
  for (const r of sketches) mergeSketch(merged, sketchFromHex(r.addressSketch));
  return String(estimateDistinct(merged));
}

const str = (n: number | null) => (n === null ? null : String(n));

const METRIC_VALUE: Record<StatsMetricName, (w: Window) => string | null> = {
  blocks: (w) => String(w.blocks),
  transactions: (w) => String(w.txs),
  volume: (w) => w.value.toString(),
  avgGasPrice,
  avgBlockTime: (w) => str(avgBlockTime(w)),
  avgTxFee,
  gasUsed: (w) => w.gasUsed.toString(),
  fees: (w) => w.fees.toString(),
  feeRate,
  avgBlockSize,
  activeAddresses,
  tps: (w) => str(tps(w)),
  voteShare: (w) => str(voteShare(w)),
};

/** Percent change from `before` to `now`, two decimals; null when either is missing or `before` is 0. */
export function percentChange(now: string | null, before: string | null): number | null {
  if (now === null || before === null) return null;
  const b = Number(before);
  if (b === 0) return null;
  return round2(((Number(now) - b) / b) * 100);
}

/** The figures of a window, null where the family has none. */
function figuresOf(w: Window, family: FamilyStatistics) {
  const has = (f: StatisticsFigure) => family.figures.includes(f);
  return {
    avgGasPrice: has('avgGasPrice') ? avgGasPrice(w) : null,
    avgBlockTime: has('avgBlockTime') ? avgBlockTime(w) : null,
    feeRate: has('feeRate') ? feeRate(w) : null,
    tps: has('tps') ? tps(w) : null,
    voteShare: has('voteShare') ? voteShare(w) : null,
  };
}

const inHours = (rows: readonly HourlyStatsRow[], from: number, to: number) =>
  rows.filter((r) => r.hour > from && r.hour <= to);

/** The first hour of the series: the range's hours ending at the anchor (daily: whole UTC days). */
function seriesStart(range: StatsRange, anchor: number): number {
  const hours = RANGE_HOURS[range];
  return hours >= DAILY_FROM_HOURS
    ? anchor - (anchor % DAY) - (hours / 24 - 1) * DAY
    : anchor - (hours - 1) * HOUR;
}

/** The hours a request reads (from <= hour <= to): the series' and the metric table's. */
export function statisticsSpan(range: StatsRange, anchor: number): { from: number; to: number } {
  return { from: Math.min(seriesStart(range, anchor), anchor - (METRIC_HOURS - 1) * HOUR), to: anchor };
}

export function buildStatistics(
  chain: ChainId,
  range: StatsRange,
  anchor: number | null,
  rows: readonly HourlyStatsRow[],
): Statistics {
  const family = serverFamily(chain).statistics;
  const hours = RANGE_HOURS[range];
  const daily = hours >= DAILY_FROM_HOURS;
  if (anchor === null) {
    const empty = windowOf([]);
    return {
      chain,
      range,
      bucket: daily ? 'day' : 'hour',
      updatedAt: null,
      summary: { dailyVolume: '0', difficulty: null, ...figuresOf(empty, family) },
      series: [],
      metrics: family.metrics.map((name) => ({
        name,
        currentValue: METRIC_VALUE[name](empty),
        change24h: null,
        change7d: null,
      })),
    };
  }
  const day = windowOf(inHours(rows, anchor - DAY, anchor));
  const dayBefore = windowOf(inHours(rows, anchor - 2 * DAY, anchor - DAY));
  const weekAgo = windowOf(inHours(rows, anchor - 8 * DAY, anchor - 7 * DAY));
  const newest = [...rows].reverse().find((r) => r.hour <= anchor && r.lastHeight !== null);

  const summary: StatsSummary = {
    dailyVolume: day.value.toString(),
    difficulty: family.figures.includes('difficulty') ? (newest?.difficulty ?? null) : null,
    ...figuresOf(day, family),
  };

  const seriesFrom = seriesStart(range, anchor);
  const buckets = new Map<number, HourlyStatsRow[]>();
  for (const r of rows) {
    if (r.hour < seriesFrom || r.hour > anchor) continue;
    const key = daily ? r.hour - (r.hour % DAY) : r.hour;
    const list = buckets.get(key);
    if (list) list.push(r);
    else buckets.set(key, [r]);
  }
  const series: StatsPoint[] = [...buckets.entries()]
    .sort(([a], [b]) => a - b)
    .map(([time, list]) => {
      const w = windowOf(list);
      return { time, blocks: w.blocks, txs: w.txs, volume: w.value.toString(), ...figuresOf(w, family) };
    });

  const metrics: StatsMetric[] = family.metrics.map((name) => {
    const value = METRIC_VALUE[name];
    const now = value(day);
    return {
      name,
      currentValue: now,
      change24h: percentChange(now, value(dayBefore)),
      change7d: percentChange(now, value(weekAgo)),
    };
  });

  return {
    chain,
    range,
    bucket: daily ? 'day' : 'hour',
    updatedAt: newest?.lastTs ?? null,
    summary,
    series,
    metrics,
  };
}
