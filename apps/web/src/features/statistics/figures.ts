/**
 * How each figure of the statistics page is written (which cards, charts and ranges a family shows:
 * its view's statistics, chains/<family>/view.ts): amounts with bigint math from their base-unit strings (volume with 2 decimals
 * in the chain's coin, gas price in Gwei with 1 decimal), difficulty abbreviated with T, G or M,
 * metric changes as signed percentages with a tone (up green, down red, zero grey).
 */
import type { FamilyStatisticsView, StatisticsCardId, StatisticsChartId } from '../../chains/family-view';
import type { ChainView } from '../../chains/registry';
import type { MessageKey, MessageParams } from '../../i18n';
import { formatUnits } from '../../lib/core';
import { EMPTY, formatCoin, formatDifficulty as difficultyText, formatInteger, formatSize, groupDigits } from '../../lib/format';
import type { StatsMetric, StatsPoint, StatsRange, StatsSummary } from './api/statistics';

type T = (key: MessageKey, params?: MessageParams) => string;

type CardId = StatisticsCardId;
type ChartId = StatisticsChartId;

const RANGE_HOURS: Record<StatsRange, number> = { '24h': 24, '7d': 168, '30d': 720, '90d': 2160, '1y': 8760 };

/** The time the charts cover (unix seconds): the range ending with the newest bucket (or now, without data). */
export function chartSpan(
  range: StatsRange,
  bucket: 'hour' | 'day',
  series: readonly StatsPoint[],
  nowSeconds: number,
): [number, number] {
  const size = bucket === 'hour' ? 3600 : 86_400;
  const newest =
    series.length > 0 ? Math.max(...series.map((p) => p.time)) : nowSeconds - (nowSeconds % size);
  const end = newest + size;
  return [end - RANGE_HOURS[range] * 3600, end];
}

export function isStatsRange(view: FamilyStatisticsView, value: string | null): value is StatsRange {
  return value !== null && (view.ranges as readonly string[]).includes(value);
}

/** abbreviated with T, G or M ('79351228131136.77' → '79.35 T'); regtest's '0.00000000046565…' → '4.66 × 10⁻¹⁰' (core magnitude-format) */
export const formatDifficulty = (text: string | null | undefined): string => difficultyText(text, { abbreviate: true });

/** base units → the coin with 2 decimals: '1234500000000000000000' → '1,234.50 ETH' */
export const formatVolume = (value: string, chain: Pick<ChainView, 'unit' | 'decimals'>) =>
  formatCoin(value, chain.unit, chain.decimals, 2);

/** wei → Gwei with one decimal */
export const formatGasPrice = (wei: string | null) =>
  wei === null ? EMPTY : `${groupDigits(formatUnits(wei, 9, 1))} Gwei`;

const seconds = (value: number | null, t: T) =>
  value === null ? EMPTY : t('statistics.secondsValue', { value: value.toFixed(2) });
const percent = (value: number | string | null) => (value === null ? EMPTY : `${Number(value).toFixed(2)}%`);
const tps = (value: number | string | null) =>
  value === null ? EMPTY : groupDigits(Number(value).toFixed(2));
const feeRate = (value: string | null) => (value === null ? EMPTY : `${value} sat/vB`);

export interface Card {
  id: CardId;
  label: string;
  value: string;
}

const CARD_LABEL: Record<CardId, MessageKey> = {
  dailyVolume: 'statistics.card.dailyVolume',
  avgGasPrice: 'statistics.card.avgGasPrice',
  avgBlockTime: 'statistics.card.avgBlockTime',
  difficulty: 'statistics.card.difficulty',
  feeRate: 'statistics.card.feeRate',
  blockInterval: 'statistics.card.blockInterval',
  tps: 'statistics.card.tps',
  voteShare: 'statistics.card.voteShare',
};

export function statisticsCards(summary: StatsSummary, chain: ChainView, t: T): Card[] {
  const value: Record<CardId, () => string> = {
    dailyVolume: () => formatVolume(summary.dailyVolume, chain),
    avgGasPrice: () => formatGasPrice(summary.avgGasPrice),
    avgBlockTime: () => seconds(summary.avgBlockTime, t),
    blockInterval: () => seconds(summary.avgBlockTime, t),
    difficulty: () => formatDifficulty(summary.difficulty),
    feeRate: () => feeRate(summary.feeRate),
    tps: () => tps(summary.tps),
    voteShare: () => percent(summary.voteShare),
  };
  return chain.statistics.cards.map((id) => ({
    id,
    label: t(CARD_LABEL[id]),
    value: value[id](),
  }));
}

export interface ChartSpec {
  id: ChartId;
  title: MessageKey;
  /** the y-axis unit */
  unit: string;
  /** a point's value for the plot (a float is fine for drawing; the tables keep exact text) */
  value(p: StatsPoint): number | null;
}

const num = (v: string | number | null) => (v === null ? null : Number(v));

export function chartSpecs(chain: ChainView): ChartSpec[] {
  const specs: Record<ChartId, ChartSpec> = {
    volume: {
      id: 'volume',
      title: 'statistics.chart.volume',
      unit: chain.unit,
      value: (p) => Number(formatUnits(p.volume, chain.decimals, 6)),
    },
    gasPrice: {
      id: 'gasPrice',
      title: 'statistics.chart.gasPrice',
      unit: 'Gwei',
      value: (p) => (p.avgGasPrice === null ? null : Number(formatUnits(p.avgGasPrice, 9, 3))),
    },
    feeRate: {
      id: 'feeRate',
      title: 'statistics.chart.feeRate',
      unit: 'sat/vB',
      value: (p) => num(p.feeRate),
    },
    blockInterval: {
      id: 'blockInterval',
      title: 'statistics.chart.blockInterval',
      unit: 's',
      value: (p) => p.avgBlockTime,
    },
    tps: { id: 'tps', title: 'statistics.chart.tps', unit: 'TPS', value: (p) => p.tps },
    voteShare: { id: 'voteShare', title: 'statistics.chart.voteShare', unit: '%', value: (p) => p.voteShare },
  };
  return chain.statistics.charts.map((id) => specs[id]);
}

/** A metric's current value as text, in the unit its name implies. */
export function formatMetricValue(
  metric: Pick<StatsMetric, 'name' | 'currentValue'>,
  chain: ChainView,
  t: T,
): string {
  const v = metric.currentValue;
  if (v === null) return EMPTY;
  switch (metric.name) {
    case 'blocks':
    case 'transactions':
    case 'activeAddresses':
    case 'gasUsed':
      return formatInteger(v);
    case 'volume':
      return formatVolume(v, chain);
    case 'fees':
    case 'avgTxFee':
      return formatCoin(v, chain.unit, chain.decimals, chain.decimals > 8 ? 6 : chain.decimals);
    case 'avgGasPrice':
      return formatGasPrice(v);
    case 'avgBlockTime':
      return seconds(Number(v), t);
    case 'feeRate':
      return feeRate(v);
    case 'avgBlockSize':
      return formatSize(Number(v));
    case 'tps':
      return tps(v);
    case 'voteShare':
      return percent(v);
  }
}

export type ChangeTone = 'up' | 'down' | 'zero' | 'none';

/** +12.50% (up, green), -3.00% (down, red), 0.00% (zero, grey); no figure to compare: '-'. */
export function formatChange(change: number | null): { text: string; tone: ChangeTone } {
  if (change === null) return { text: EMPTY, tone: 'none' };
  if (change > 0) return { text: `+${change.toFixed(2)}%`, tone: 'up' };
  if (change < 0) return { text: `${change.toFixed(2)}%`, tone: 'down' };
  return { text: '0.00%', tone: 'zero' };
}
