import { describe, expect, it } from 'vitest';
import { chainView } from '../../chains/registry';
import type { MessageKey, MessageParams } from '../../i18n';
import type { StatsPoint, StatsSummary } from './api/statistics';
import {
  chartSpan,
  chartSpecs,
  formatChange,
  formatDifficulty,
  formatMetricValue,
  statisticsCards,
} from './figures';

const t = (key: MessageKey, params?: MessageParams) => (params ? `${key}:${JSON.stringify(params)}` : key);

describe('statistics figures', () => {
  it('abbreviates difficulty with T, G and M by bigint math; a regtest fraction in scientific form, never 0', () => {
    expect(formatDifficulty('79351228131136.77')).toBe('79.35 T');
    expect(formatDifficulty('2500000000')).toBe('2.50 G');
    expect(formatDifficulty('123456789012345678901234')).toBe('123,456,789,012.34 T');
    expect(formatDifficulty('1999999')).toBe('1.99 M');
    expect(formatDifficulty('1234.567')).toBe('1,234.56');
    expect(formatDifficulty('0')).toBe('0');
    expect(formatDifficulty('0.00000000046565423739069247')).toBe('4.66 × 10⁻¹⁰');
    expect(formatDifficulty(null)).toBe('-');
    expect(formatDifficulty('4.6e-10')).toBe('-');
  });

  it('writes the four EVM cards as the spec says: coin with 2 decimals, Gwei with 1, seconds, difficulty', () => {
    const summary: StatsSummary = {
      dailyVolume: '1234567890000000000000',
      avgGasPrice: '17550000000',
      avgBlockTime: 12.04,
      difficulty: '2',
      feeRate: null,
      tps: 0.5,
      voteShare: null,
    };
    expect(statisticsCards(summary, chainView('bsc'), t).map((c) => [c.id, c.value])).toEqual([
      ['dailyVolume', '1,234.57 BNB'], // rounded half up,
      ['avgGasPrice', '17.6 Gwei'],
      ['avgBlockTime', 'statistics.secondsValue:{"value":"12.04"}'],
      ['difficulty', '2'],
    ]);
  });

  it('gives btc its fee rate and block interval cards and charts, and sol TPS and vote share', () => {
    const summary: StatsSummary = {
      dailyVolume: '150000000',
      avgGasPrice: null,
      avgBlockTime: 600,
      difficulty: '1.5',
      feeRate: '16.93',
      tps: 0,
      voteShare: null,
    };
    expect(statisticsCards(summary, chainView('btc'), t).map((c) => c.value)).toEqual([
      '1.50 BTC',
      '16.93 sat/vB',
      'statistics.secondsValue:{"value":"600.00"}',
      '1.5',
    ]);
    expect(chartSpecs(chainView('btc')).map((c) => c.id)).toEqual(['feeRate', 'blockInterval']);
    expect(chartSpecs(chainView('sol')).map((c) => c.id)).toEqual(['tps', 'voteShare']);
    expect(chartSpecs(chainView('eth')).map((c) => c.id)).toEqual(['volume', 'gasPrice']);
    const point: StatsPoint = {
      time: 0,
      blocks: 1,
      txs: 1,
      volume: '2500000000000000000',
      avgGasPrice: '1500000000',
      avgBlockTime: 12,
      feeRate: '3.25',
      tps: 1.5,
      voteShare: 70,
    };
    expect(chartSpecs(chainView('eth')).map((c) => c.value(point))).toEqual([2.5, 1.5]);
    expect(chartSpecs(chainView('btc')).map((c) => c.value(point))).toEqual([3.25, 12]);
  });

  it('colours changes: positive green with a plus sign, negative red, zero grey', () => {
    expect(formatChange(12.5)).toEqual({ text: '+12.50%', tone: 'up' });
    expect(formatChange(-3)).toEqual({ text: '-3.00%', tone: 'down' });
    expect(formatChange(0)).toEqual({ text: '0.00%', tone: 'zero' });
    expect(formatChange(null)).toEqual({ text: '-', tone: 'none' });
  });

  it('writes metric values in their units', () => {
    const eth = chainView('eth');
    expect(formatMetricValue({ name: 'transactions', currentValue: '1234567' }, eth, t)).toBe('1,234,567');
    expect(formatMetricValue({ name: 'volume', currentValue: '6000000000000000000' }, eth, t)).toBe(
      '6.00 ETH',
    );
    expect(formatMetricValue({ name: 'avgTxFee', currentValue: '420000000000000' }, eth, t)).toBe(
      '0.000420 ETH',
    );
    expect(formatMetricValue({ name: 'avgGasPrice', currentValue: '17500000000' }, eth, t)).toBe('17.5 Gwei');
    expect(formatMetricValue({ name: 'avgBlockSize', currentValue: '2048' }, chainView('btc'), t)).toBe(
      '2.00 KB',
    );
    expect(formatMetricValue({ name: 'fees', currentValue: '42345' }, chainView('btc'), t)).toBe(
      '0.00042345 BTC',
    );
    expect(formatMetricValue({ name: 'voteShare', currentValue: '66.67' }, chainView('sol'), t)).toBe(
      '66.67%',
    );
    expect(formatMetricValue({ name: 'tps', currentValue: null }, chainView('sol'), t)).toBe('-');
  });

  it('spans the charts over the whole range ending with the newest bucket', () => {
    const point = (time: number): StatsPoint => ({
      time,
      blocks: 1,
      txs: 1,
      volume: '0',
      avgGasPrice: null,
      avgBlockTime: null,
      feeRate: null,
      tps: null,
      voteShare: null,
    });
    expect(chartSpan('24h', 'hour', [point(7200), point(10_800)], 0)).toEqual([14_400 - 86_400, 14_400]);
    expect(chartSpan('30d', 'day', [point(86_400)], 0)).toEqual([172_800 - 30 * 86_400, 172_800]);
    expect(chartSpan('7d', 'hour', [], 7300)).toEqual([10_800 - 168 * 3600, 10_800]);
  });
});
